import { maskEmail, maskPhone, type LeadDoc } from '@aangan/contracts';

type PersonalFields = Pick<
  LeadDoc,
  | 'firstName'
  | 'lastName'
  | 'phone'
  | 'email'
  | 'message'
  | 'currentCtc'
  | 'expectedCtc'
  | 'coverLetter'
  | 'notes'
  | 'repeats'
>;

/** A name as its initial: `Meera` -> `M.` */
export const maskName = (name: string | null): string | null => {
  const first = name?.trim().charAt(0);
  return first ? `${first.toUpperCase()}.` : name;
};

/**
 * A lead as someone without a need for the person's details sees it (auditors, the masked export):
 * initials, `+91******3210`, `m***@example.in`; free text (message, cover letter, notes, repeats'
 * messages) and salaries withheld. One rule for the screens and the CSV.
 */
export function maskedPersonalData<T extends PersonalFields>(lead: T): T & { personalDataMasked: true } {
  return {
    ...lead,
    firstName: maskName(lead.firstName),
    lastName: maskName(lead.lastName),
    phone: lead.phone ? maskPhone(lead.phone) : lead.phone,
    email: lead.email ? maskEmail(lead.email) : lead.email,
    message: null,
    currentCtc: null,
    expectedCtc: null,
    coverLetter: null,
    notes: lead.notes.map((note) => ({ ...note, text: null })),
    repeats: lead.repeats.map((repeat) => ({ ...repeat, message: null })),
    personalDataMasked: true,
  };
}
