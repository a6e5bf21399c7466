import type { MessagesStrings } from '../en/messages.ts';

/** Messages that come from the contracts and the API (validation, success and failure), by their English text, in Hindi. */
export const messages: MessagesStrings = {};
