/** The assistant's chat panel (its replies come from the API in the asker's language). */
export const chat = {};

export type ChatStrings = typeof chat;
