import type { ToolsStrings } from '../en/tools.ts';

/** The EMI calculator and the currency converter, in Hindi. */
export const tools: ToolsStrings = {};
