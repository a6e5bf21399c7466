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
