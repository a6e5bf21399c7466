import type { ChatStrings } from '../en/chat.ts';

/** The assistant's chat panel (its replies come from the API in the asker's language), in Hindi. */
export const chat: ChatStrings = {};
