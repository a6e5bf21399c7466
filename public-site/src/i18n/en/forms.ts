import { CALL_BACK_TIME_LABELS, NOTICE_PERIODS } from '@aangan/contracts/browser';

/** Enquiry, call-back, contact, careers and unlock forms: labels, hints and their messages. */
export const forms = {
  optional: ' (optional)',
  consent: 'I agree to this privacy notice',
  readPrivacyPolicy: 'Read our privacy policy',
  honeypot: 'Leave this field empty',
  checkThis: 'Please check this:',
  checkThese: 'Please check these:',
  sending: 'Sending…',
  firstName: 'First name',
  lastName: 'Last name',
  yourName: 'Your name',
  mobileNumber: 'Mobile number',
  contactNumber: 'Contact number',
  contactNumberHint: '10 digits, e.g. 98765 43210 (+91 or 0 in front is fine)',
  email: 'Email',
  confirmEmail: 'Confirm email',
  message: 'Message',
  cancel: 'Cancel',
  close: 'Close',
  /** Spec §8: what a visitor is told when the form could not reach us (or we failed). */
  networkError: 'There was an error submitting the form.',
  /** Spec §8: the same, for an enquiry (the enquiry modal and the call-back form). */
  enquirySendError: 'An error occurred while sending the enquiry',
  /** Spec §8: the same, for the careers application. */
  retryError: 'Error submitting form. Please try again.',
  /** Said after a refusal for too many forms: 'Please try again in 10 minutes.' */
  retryInSeconds: (seconds: number) => ` Please try again in ${seconds} seconds.`,
  retryInMinutes: (minutes: number) => ` Please try again in ${minutes} minutes.`,
  lead: {
    enquireAbout: (title: string) => `Enquire about ${title}`,
    title: 'Send an enquiry',
    intro: 'Share your details and an Aangan advisor will call you back, usually within a working day.',
    interestedIn: (title: string) => `I am interested in ${title}. Please share the details.`,
    submit: 'Send enquiry',
  },
  callBack: {
    when: 'When should we call?',
    submit: 'Call me back',
    /** The times of day, by their keys (`CALL_BACK_TIMES`). */
    times: { ...CALL_BACK_TIME_LABELS } as Record<string, string>,
  },
  contact: {
    submit: 'Send message',
    sent: 'Our team will get back to you within a working day. Floor plans, RERA details and brochures on project pages are now open to you.',
  },
  unlock: {
    submit: 'Send and show the details',
    message: (title: string) => `Please share the floor plans, RERA details and brochure of ${title}.`,
  },
  careers: {
    sent: 'Thank you for applying. Our team reads every application and will contact you if there is a suitable role.',
    submit: 'Submit application',
    currentCtc: 'Current CTC (lakhs per year)',
    currentCtcHint: 'e.g. 6.5',
    expectedCtc: 'Expected CTC (lakhs per year)',
    expectedCtcHint: 'e.g. 8',
    noticePeriod: 'Notice period',
    choosePeriod: 'Select your notice period',
    /** The notice periods, by their values (`NOTICE_PERIODS`). */
    periods: Object.fromEntries(NOTICE_PERIODS.map((period) => [period, period])) as Record<string, string>,
    resume: 'Résumé (PDF, up to 5 MB)',
    coverLetter: 'Cover letter',
    /** Spec §8: the address we will reply to, typed twice so a slip cannot lose the application. */
    emailMismatch: 'Email does not match',
  },
};

export type FormsStrings = typeof forms;
