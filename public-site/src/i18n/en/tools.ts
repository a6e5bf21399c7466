/** The EMI calculator and the currency converter. */
export const tools = {};

export type ToolsStrings = typeof tools;
