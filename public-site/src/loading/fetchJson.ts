/**
 * Calls the API in the same process: `fetchJson('/api/v1/project/unique-city')`. With `asVisitor`
 * the API sees the page request (its cookies), for answers that depend on who is asking.
 */
export type FetchJson = (path: string, options?: { asVisitor?: boolean }) => Promise<unknown>;
export type ReportError = (error: unknown) => void;
