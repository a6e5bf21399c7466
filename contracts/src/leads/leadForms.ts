/**
 * The public forms' rules (spec §5), without zod or phone metadata so the public site can check a
 * form in the browser with exactly the server's order and messages. The server runs the same
 * functions after its strict schema, then normalises the phone number (phone.ts).
 */
import type { FieldError } from '../errors.ts';

/** The call-back form's times of day, and the words the form shows for each. */
export const CALL_BACK_TIMES = ['anytime', 'morning', 'afternoon', 'evening'] as const;
export const CALL_BACK_TIME_LABELS = {
  anytime: 'Any time',
  morning: 'Morning (9 am to 12 pm)',
  afternoon: 'Afternoon (12 pm to 4 pm)',
  evening: 'Evening (4 pm to 8 pm)',
} as const satisfies Record<(typeof CALL_BACK_TIMES)[number], string>;

export const LEAD_MESSAGES = {
  firstName: 'Please enter your first name',
  lastName: 'Please enter your last name',
  mobileNumber: 'Please enter your mobile number',
  email: 'Please enter your email',
  emailInvalid: 'Email is invalid',
  message: 'Please enter your message',
  mobileInvalid: 'Please enter a valid mobile number',
  contactEmailInvalid: 'Enter a valid email',
  contactPhoneDigits: 'Phone number must be 10 digits',
  consent: 'Please agree to the privacy notice so we can contact you',
  noticeVersion: 'The privacy notice has changed. Please read it and agree again.',
  noticePeriod: 'Please select your notice period',
  ctc: 'Please enter your CTC in lakhs per year (a number)',
  callBackName: 'Please enter your name',
} as const;

/** Why the API refuses a whole public form: its token (too fast, expired or spent) and its rate limits. */
export const FORM_REFUSALS = {
  tooFast: 'That was quicker than a person can fill the form. Please check your details and send it again.',
  expired: 'This form has expired. Please reload the page and send it again.',
  tooManyFromConnection: 'Too many forms sent from this connection. Please wait a little and try again.',
  tooManyForPhone: 'We already have several requests from this mobile number. Our team will call you soon.',
} as const;

/** Spec §7: the two lead-submit paths and the enquiry modal read `responseCode === 200`. */
export const LEAD_SUCCESS = {
  enquiry: 'Enquiry sent successfully!',
  contact: 'Thanks for submitting the form!',
  careers: 'Form submitted successfully!',
  callBack: 'Thanks! We will call you back soon.',
} as const;

/** Spec §5: no spaces, one @, a dot in the domain. */
export const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

export interface LeadFormInput {
  firstName?: string;
  lastName?: string;
  mobileNumber?: string;
  email?: string;
  message?: string;
}

/**
 * The lead modal (spec §5), in the spec's order: first name, last name, mobile number, email,
 * email pattern, then the message only for a project enquiry. Every failure is listed in that
 * order; a form shows the first.
 */
export function checkLeadForm(input: LeadFormInput, options: { projectEnquiry: boolean }): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.firstName)) errors.push({ path: 'firstName', message: LEAD_MESSAGES.firstName });
  if (blank(input.lastName)) errors.push({ path: 'lastName', message: LEAD_MESSAGES.lastName });
  if (blank(input.mobileNumber)) errors.push({ path: 'mobileNumber', message: LEAD_MESSAGES.mobileNumber });
  if (blank(input.email)) errors.push({ path: 'email', message: LEAD_MESSAGES.email });
  else if (!SIMPLE_EMAIL.test(input.email!.trim())) errors.push({ path: 'email', message: LEAD_MESSAGES.emailInvalid });
  if (options.projectEnquiry && blank(input.message)) errors.push({ path: 'message', message: LEAD_MESSAGES.message });
  return errors;
}

/**
 * The call-back form, in this order: a name, a mobile number; an email is optional, and one given
 * must match the simple pattern.
 */
export function checkCallBackForm(input: LeadFormInput): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.firstName)) errors.push({ path: 'firstName', message: LEAD_MESSAGES.callBackName });
  if (blank(input.mobileNumber)) errors.push({ path: 'mobileNumber', message: LEAD_MESSAGES.mobileNumber });
  if (!blank(input.email) && !SIMPLE_EMAIL.test(input.email!.trim()))
    errors.push({ path: 'email', message: LEAD_MESSAGES.emailInvalid });
  return errors;
}

/**
 * A mobile number as Indians type it (`+91 98765 43210`, `098765 43210`, `98765-43210`) reduced to
 * its 10 national digits, before the spec's 10-digit check; anything else comes back as typed.
 */
export function nationalMobileDigits(input: string): string {
  const compact = input.trim().replace(/[\s\-().]/g, '');
  if (/^\+91\d{10}$/.test(compact)) return compact.slice(3);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

/** The contact form (spec §5): every field required, a valid email, a 10-digit phone. */
export function checkContactForm(input: LeadFormInput): FieldError[] {
  const errors: FieldError[] = [];
  if (blank(input.firstName)) errors.push({ path: 'firstName', message: LEAD_MESSAGES.firstName });
  if (blank(input.lastName)) errors.push({ path: 'lastName', message: LEAD_MESSAGES.lastName });
  if (blank(input.mobileNumber)) errors.push({ path: 'mobileNumber', message: LEAD_MESSAGES.mobileNumber });
  else if (!/^\d{10}$/.test(nationalMobileDigits(input.mobileNumber!)))
    errors.push({ path: 'mobileNumber', message: LEAD_MESSAGES.contactPhoneDigits });
  if (blank(input.email)) errors.push({ path: 'email', message: LEAD_MESSAGES.email });
  else if (!SIMPLE_EMAIL.test(input.email!.trim()))
    errors.push({ path: 'email', message: LEAD_MESSAGES.contactEmailInvalid });
  if (blank(input.message)) errors.push({ path: 'message', message: LEAD_MESSAGES.message });
  return errors;
}

export interface CareersFormInput extends LeadFormInput {
  currentCtc?: string;
  expectedCtc?: string;
  noticePeriod?: string;
}

/** The careers form: the person, CTCs in lakhs per year, a notice period from the spec's list. The résumé is checked with the upload. */
export function checkCareersForm(input: CareersFormInput, noticePeriods: readonly string[]): FieldError[] {
  const errors = checkLeadForm(input, { projectEnquiry: false });
  for (const field of ['currentCtc', 'expectedCtc'] as const) {
    const value = input[field]?.trim() ?? '';
    if (!/^\d{1,4}(\.\d{1,2})?$/.test(value)) errors.push({ path: field, message: LEAD_MESSAGES.ctc });
  }
  if (!noticePeriods.includes(input.noticePeriod ?? ''))
    errors.push({ path: 'noticePeriod', message: LEAD_MESSAGES.noticePeriod });
  return errors;
}

/** The privacy notice every form links to; its version is recorded with each consent. */
export const PRIVACY_NOTICE = {
  version: '2026-11-01',
  purposes: {
    enquiry: ['respond-to-enquiry', 'share-project-details'],
    callBack: ['call-back'],
    contact: ['respond-to-enquiry', 'unlock-project-details'],
    careers: ['recruitment'],
  },
  text:
    'We use your name, phone number and email only to answer this request (and, for job applications, to consider you for a role). ' +
    'We do not sell them or pass them to developers without asking you. You can ask us to erase them at any time; ' +
    'résumés are deleted automatically after six months.',
} as const;
