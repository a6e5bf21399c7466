import { DEFAULT_EMI_RATE_PERCENT, DEFAULT_EMI_TENURE_MONTHS } from '@aangan/contracts';
import { findAmounts } from './budgetParser.ts';
import { blankOut } from './promptText.ts';

// One EMI formula for the assistant and the site's calculators.
export { computeEmi, DEFAULT_EMI_RATE_PERCENT, DEFAULT_EMI_TENURE_MONTHS } from '@aangan/contracts';

export const asksForEmi = (text: string): boolean =>
  /\b(?:emis?|e\.m\.i|installments?|instalments?|kist|kisht|monthly[\s-]*payments?|monthly[\s-]*instal+ments?)\b/.test(
    text,
  );

export interface EmiRequest {
  principal?: number;
  annualRatePercent: number;
  tenureMonths: number;
  assumed: ('rate' | 'tenure')[];
}

const RATE_WITH_SIGN = /(\d+(?:\.\d+)?)\s*(?:%|percent\b|per\s*cent\b|pc\b)/;
const RATE_AFTER_WORD =
  /(?:@|\bat|\brate(?:\s+of)?|\binterest(?:\s+rate)?(?:\s+of)?|\broi)\s*(\d+(?:\.\d+)?)(?!\s*(?:\d|years?|yrs?|yr|months?|crores?|crs?|lakhs?|lacs?|l\b|k\b))/;
const TENURE_YEARS = /(\d+(?:\.\d+)?)\s*(?:years?|yrs?|yr|y|saal|sal|varsh)\b/;
const TENURE_MONTHS = /(\d+)\s*(?:months?|mths?|mo)\b/;
const MAX_RATE = 30;
const MAX_TENURE_MONTHS = 40 * 12;

/** Loan amount, rate and tenure from an EMI question; missing rate or tenure take the defaults. */
export function parseEmiRequest(text: string): EmiRequest {
  let rest = text;
  const take = (pattern: RegExp, accept: (value: number) => boolean): number | undefined => {
    const m = pattern.exec(rest);
    if (!m || !accept(Number(m[1]))) return undefined;
    rest = blankOut(rest, m.index, m[0].length);
    return Number(m[1]);
  };
  const rateOk = (v: number) => v > 0 && v <= MAX_RATE;
  const rate = take(RATE_WITH_SIGN, rateOk) ?? take(RATE_AFTER_WORD, rateOk);
  const years = take(TENURE_YEARS, (v) => v > 0 && v * 12 <= MAX_TENURE_MONTHS);
  const months = years === undefined ? take(TENURE_MONTHS, (v) => v > 0 && v <= MAX_TENURE_MONTHS) : undefined;
  const tenureMonths = years !== undefined ? Math.round(years * 12) : months;

  // The loan: an amount with a unit or rupee sign, or else any plain number of four digits or more.
  const amount = findAmounts(rest).find((a) => a.rupees >= 1000);
  const plain = amount ? undefined : /\b(\d{4,})\b/.exec(rest);
  const principal = amount?.rupees ?? (plain ? Number(plain[1]) : undefined);

  const assumed: EmiRequest['assumed'] = [];
  if (rate === undefined) assumed.push('rate');
  if (tenureMonths === undefined) assumed.push('tenure');
  return {
    ...(principal !== undefined ? { principal } : {}),
    annualRatePercent: rate ?? DEFAULT_EMI_RATE_PERCENT,
    tenureMonths: tenureMonths ?? DEFAULT_EMI_TENURE_MONTHS,
    assumed,
  };
}
