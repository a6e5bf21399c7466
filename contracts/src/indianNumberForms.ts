import { formatIndianNumber, grouped } from './indianNumbers.ts';

/** As Intl's en-IN rupees (`style: 'currency', currency: 'INR'`): '₹12,34,568', '-₹500'. Whole rupees unless asked. */
export const formatIndianRupees = (value: number, maximumFractionDigits = 0): string =>
  formatIndianNumber(value, maximumFractionDigits, Math.min(2, maximumFractionDigits), '₹');

/** As `Intl.NumberFormat('en-IN', { maximumSignificantDigits })`: 83.4567 → '83.46', 123456 → '1,23,500'. */
export function formatIndianSignificant(value: number, maximumSignificantDigits: number): string {
  if (value === 0 || !Number.isFinite(value)) return formatIndianNumber(value);
  // Under a millionth (written with an exponent), as Intl writes it.
  if (String(value).includes('e-')) return new Intl.NumberFormat('en-IN', { maximumSignificantDigits }).format(value);
  // Where the first digit stands: 10^(point - 1).
  const point = Number(Math.abs(value).toExponential().split('e')[1]) + 1;
  const decimals = maximumSignificantDigits - point;
  if (decimals >= 0) return formatIndianNumber(value, decimals);
  // Rounded left of the point, on whole digits, which the number holds exactly: '1.235e+5' → 1,23,500.
  const [mantissa, exponent] = Math.abs(value).toPrecision(maximumSignificantDigits).split('e+');
  const digits = mantissa.replace('.', '');
  return `${value < 0 ? '-' : ''}${grouped(digits + '0'.repeat(Number(exponent) + 1 - digits.length))}`;
}
