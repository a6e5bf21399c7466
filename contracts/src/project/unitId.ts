/** A unit's id: kept across edits so history can follow one unit; the server gives new units one. */
export const UNIT_ID_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;
