import { parsePhoneNumberFromString } from 'libphonenumber-js/mobile';

/**
 * A mobile number in E.164 (`+919876543210`), or null. Numbers without a country code are read as
 * Indian; with `internationalAllowed`, a valid mobile of any country is kept as well.
 */
export function normaliseMobile(input: string, options: { internationalAllowed: boolean }): string | null {
  const parsed = parsePhoneNumberFromString(input.trim(), 'IN');
  if (!parsed || !parsed.isValid()) return null;
  if (!options.internationalAllowed && parsed.countryCallingCode !== '91') return null;
  return parsed.number;
}

/** For logs and masked exports: `+91******3210`, `a***@example.in`. */
export const maskPhone = (phone: string): string =>
  phone.length <= 4 ? '****' : `${phone.slice(0, 3)}${'*'.repeat(Math.max(phone.length - 7, 2))}${phone.slice(-4)}`;
export const maskEmail = (email: string): string => {
  const at = email.indexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
};
