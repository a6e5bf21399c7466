import type { FormsStrings } from '../en/forms.ts';

/** Enquiry, call-back, contact, careers and unlock forms: labels, hints and their messages, in Hindi. */
export const forms: FormsStrings = {};
