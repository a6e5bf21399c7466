/**
 * Numbers written the Indian way (12,34,567.5; ₹1,85,808), exactly as `Intl.NumberFormat('en-IN')`
 * writes them, without Intl. A page's first Intl number format loads the locale's data: 50–90 ms of
 * the main thread in Chromium on this machine, 155–225 ms at a phone's 4× slowdown, paid by every
 * page as its code starts. The same functions serve the server's render, so the two always agree.
 *
 * Rounding is Intl's: half away from zero, on the shortest decimal that reads back as the number
 * (`String(1.005)` is "1.005", so two decimals give 1.01, where `toFixed` gives 1.00). What JavaScript
 * writes with an exponent (under a millionth, from 10²¹ on) and NaN and ∞ are left to Intl itself.
 */

/** 1234567 → 12,34,567: the last three digits, then pairs. */
export const grouped = (whole: string): string => {
  let end = whole.length - 3;
  if (end <= 0) return whole;
  let out = whole.slice(end);
  for (; end > 2; end -= 2) out = `${whole.slice(end - 2, end)},${out}`;
  return `${whole.slice(0, end)},${out}`;
};

/**
 * As `new Intl.NumberFormat('en-IN', { maximumFractionDigits, minimumFractionDigits }).format(value)`
 * ('12,34,567.5'), with `prefix` (the rupee sign) between the sign and the digits.
 */
export function formatIndianNumber(
  value: number,
  maximumFractionDigits = 3,
  minimumFractionDigits = 0,
  prefix = '',
): string {
  const sign = value < 0 || 1 / value < 0 ? '-' : '';
  const text = String(Math.abs(value));
  if (!Number.isFinite(value) || text.includes('e'))
    return `${sign}${prefix}${new Intl.NumberFormat('en-IN', { maximumFractionDigits, minimumFractionDigits }).format(Math.abs(value))}`;
  const dot = text.indexOf('.');
  let digits = text;
  if (dot >= 0 || minimumFractionDigits > 0) {
    const fraction = dot < 0 ? '' : text.slice(dot + 1);
    digits =
      (dot < 0 ? text : text.slice(0, dot)) +
      fraction.slice(0, maximumFractionDigits).padEnd(maximumFractionDigits, '0');
    // Half up: the last digit kept goes up by one, carried through the nines before it.
    if (fraction[maximumFractionDigits] >= '5')
      digits = digits.replace(/\d9*$/, (last) => `${+last[0] + 1}${'0'.repeat(last.length - 1)}`);
    const kept = digits.length - maximumFractionDigits;
    const decimals = digits.slice(kept).replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
    return `${sign}${prefix}${grouped(digits.slice(0, kept))}${decimals ? `.${decimals}` : ''}`;
  }
  return `${sign}${prefix}${grouped(digits)}`;
}
