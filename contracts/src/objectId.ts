/** The spec's `_id`: 24 lowercase hex characters (a MongoDB ObjectId's shape). */
const OBJECT_ID_HEX = '[0-9a-f]{24}';

export const OBJECT_ID_PATTERN = new RegExp(`^${OBJECT_ID_HEX}$`);

export const isObjectId = (value: string): boolean => OBJECT_ID_PATTERN.test(value);

const ID_AT_END = new RegExp(`-(${OBJECT_ID_HEX})$`);

/** The id a link segment ends with after a hyphen (`{customProjectUrl}-{_id}`), if it ends with one. */
export const objectIdAtEndOf = (segment: string): string | undefined => segment.match(ID_AT_END)?.[1];
