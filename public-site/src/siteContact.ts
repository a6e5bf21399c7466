/** Spec §3, the careers form's notice periods (the API's NOTICE_PERIODS; not exported to browsers yet). */
export const NOTICE_PERIODS = ['Immediate', '15 days', '1 month', '2 months', '2+ months'] as const;

/** The call-back form's times of day (the API's CALL_BACK_TIMES) with their labels. */
export const CALL_BACK_TIMES = [
  ['anytime', 'Any time'],
  ['morning', 'Morning (9 am to 12 pm)'],
  ['afternoon', 'Afternoon (12 pm to 4 pm)'],
  ['evening', 'Evening (4 pm to 8 pm)'],
] as const;

/** The résumé limit of the careers endpoint (UPLOAD_LIMITS.resume) and its message. */
export const RESUME_MAX_BYTES = 5 * 1024 * 1024;
export const RESUME_TOO_LARGE = 'Please upload a résumé of at most 5 MB.';

/**
 * How a stored number ('+911204567890') is shown: Indian mobiles as '+91 98765 43210', other
 * Indian numbers as '+91 120 456 7890'; anything else as stored.
 */
export const phoneDisplay = (e164: string): string => {
  const national = /^\+91(\d{10})$/.exec(e164)?.[1];
  if (!national) return e164;
  return /^[6-9]/.test(national)
    ? `+91 ${national.slice(0, 5)} ${national.slice(5)}`
    : `+91 ${national.slice(0, 3)} ${national.slice(3, 6)} ${national.slice(6)}`;
};
export const telHref = (e164: string): string => `tel:${e164}`;
/** wa.me takes the number without the plus sign. */
export const whatsAppHref = (e164: string): string => `https://wa.me/${e164.replace(/^\+/, '')}`;
