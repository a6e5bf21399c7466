/** Messages that come from the contracts and the API (validation, success and failure), by their English text. */
export const messages = {};

export type MessagesStrings = typeof messages;
