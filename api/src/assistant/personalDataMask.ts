import { maskEmail, maskPhone, normaliseMobile } from '@aangan/contracts';

/**
 * Buyers type their phone number or email into a chat box ("call me on 98765 43210"). Prompts are
 * kept for admins, so both are masked first, the same way logs mask them: `+91******3210`,
 * `r***@example.in`. The masked prompt is also the only one the assistant (and any language model)
 * ever reads.
 */

const EMAIL = /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/gi;
// Ten to thirteen digits, with the spaces, dashes, dots and brackets people put in phone numbers.
const PHONE = /(?<![\w*])\+?\(?\d[\d\s().-]{8,18}\d(?![\w*])/g;

const maskNumber = (raw: string): string => {
  const digits = raw.replace(/\D/g, '');
  if (digits.length < 10 || digits.length > 13) return raw;
  const e164 = normaliseMobile(raw, { internationalAllowed: true });
  // Not a valid mobile (a landline, a typo): still masked, keeping only the last four digits.
  return e164 ? maskPhone(e164) : `${'*'.repeat(digits.length - 4)}${digits.slice(-4)}`;
};

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, (email) => maskEmail(email)).replace(PHONE, maskNumber);
}
