/** Enquiry, call-back, contact, careers and unlock forms: labels, hints and their messages. */
export const forms = {};

export type FormsStrings = typeof forms;
