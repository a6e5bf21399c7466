/** The contracts' CHATBOT_GREETING_PROMPT (spec §4: the panel opens with the query 'hi'). */
export const CHATBOT_GREETING_PROMPT = 'hi';
/** The contracts' ASSISTANT_PROMPT_MAX: longer questions are refused by the API. */
export const ASSISTANT_PROMPT_MAX = 500;
