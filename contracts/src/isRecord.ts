/** An object whose fields can be read by name: how an untyped JSON answer is checked before use. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
