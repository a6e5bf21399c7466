/** Text to match literally inside a `$regex`: a search box must never be a pattern. */
export const escapeRegex = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
