import { blankOut } from './promptText.ts';

/**
 * Rupee amounts and budgets as Indian buyers write them: "80 lakh", "80L", "90 lacs", "1.5 cr",
 * "1.5 crore", "₹45,00,000", ranges ("50L-1Cr", "50 lakh to 1 crore", "50 to 80 lakh") and the
 * words around an amount that say which end of the budget it is ("under", "upto", "2 cr tak",
 * "50 lakh se kam", "above 1 cr"). Works on normalised text (promptText.normalisePrompt).
 */

const UNIT = String.raw`(crores?|crs?|cror|karod|karor|lakhs?|lacs?|lkh|l|k|thousand)`;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

export function unitFactor(unit: string): number {
  if (/^(?:cr|karo)/.test(unit)) return 1e7;
  if (/^(?:la|lk|l$)/.test(unit)) return 1e5;
  return 1e3;
}

export interface AmountMatch {
  rupees: number;
  start: number;
  end: number;
  /** Written with a trailing "+" ("1 cr+"): at least this much. */
  plus: boolean;
  /** Had a unit or a rupee sign, so it is money for sure (a bare number needs a budget word beside it). */
  explicit: boolean;
}

// An amount with a unit ("80 lakh", "rs 1.5 cr+"), a rupee sign ("rs 4500000"), or a bare number of six digits or more.
const AMOUNT = new RegExp(String.raw`(?:rs\s*)?${NUMBER}\s*${UNIT}\b(\s*\+)?|rs\s*(\d+(?:\.\d+)?)|\b(\d{6,})\b`, 'g');

/** Every amount in the text, in order. */
export function findAmounts(text: string): AmountMatch[] {
  const found: AmountMatch[] = [];
  for (const m of text.matchAll(AMOUNT)) {
    const start = m.index;
    const end = start + m[0].length;
    if (m[1] !== undefined)
      found.push({
        rupees: Math.round(Number(m[1]) * unitFactor(m[2])),
        start,
        end,
        plus: Boolean(m[3]),
        explicit: true,
      });
    else if (m[4] !== undefined) found.push({ rupees: Number(m[4]), start, end, plus: false, explicit: true });
    else found.push({ rupees: Number(m[5]), start, end, plus: false, explicit: false });
  }
  return found;
}

export interface Budget {
  budgetMin?: number;
  budgetMax?: number;
}

// "50 to 80 lakh", "50l-1cr", "between 50 lakh and 1 crore", "50 lakh se 1 crore tak".
const RANGE = new RegExp(
  String.raw`(?:between\s+)?(?:rs\s*)?${NUMBER}\s*(?:${UNIT}\b)?\s*(?:-|to|se|and|till)\s*(?:rs\s*)?${NUMBER}\s*${UNIT}\b(?:\s*(?:tak|ke beech|ke bich))?`,
  'g',
);

type Side = 'max' | 'min' | 'around';
const BEFORE: [Side, RegExp][] = [
  [
    'max',
    /\b(?:under|below|upto|up to|within|less than|lesser than|max|maximum|not more than|not above|budget(?: of| is)?)\s*$/,
  ],
  [
    'min',
    /\b(?:above|over|more than|greater than|min|minimum|at least|atleast|starting(?: from| at)?|from|beyond)\s*$/,
  ],
  ['around', /\b(?:around|about|approx(?:imately)?|nearly|roughly|lagbhag|close to)\s*$/],
];
const AFTER: [Side, RegExp][] = [
  ['max', /^\s*(?:tak|se kam|ke andar|ke niche|or less|and below|or below|and under|max)\b/],
  ['min', /^\s*(?:se upar|se zyada|se jyada|se adhik|and above|or above|or more|onwards|plus)\b/],
  ['around', /^\s*(?:ke aas ?pass|around|approx)\b/],
];
/** The words this reader knows, for correcting typos in them ("lakhs", "undr"). */
export const BUDGET_PATTERNS: readonly RegExp[] = [
  new RegExp(UNIT),
  ...[...BEFORE, ...AFTER].map(([, pattern]) => pattern),
];
/** "around 1 cr" is read as 10% either side. */
const AROUND = 0.1;
/** Smaller sums are not a property budget (a typo, or a room count). */
const SMALLEST_BUDGET = 10_000;

function sideOf(text: string, amount: AmountMatch): Side | null {
  if (amount.plus) return 'min';
  const before = text.slice(Math.max(0, amount.start - 30), amount.start);
  const after = text.slice(amount.end, amount.end + 25);
  for (const [side, pattern] of AFTER) if (pattern.test(after)) return side;
  for (const [side, pattern] of BEFORE) if (pattern.test(before)) return side;
  return null;
}

/** The budget in a prompt, and the prompt without the amounts (for the other readers). */
export function parseBudget(text: string): { budget: Budget; rest: string } {
  const budget: Budget = {};
  let rest = text;
  for (const m of text.matchAll(RANGE)) {
    const highFactor = unitFactor(m[4]);
    const high = Number(m[3]) * highFactor;
    let low = Number(m[1]) * (m[2] ? unitFactor(m[2]) : highFactor);
    // "80 to 1.2 cr": the first figure is in lakhs.
    if (!m[2] && low > high && highFactor === 1e7) low = Number(m[1]) * 1e5;
    if (low > high || high < SMALLEST_BUDGET) continue;
    budget.budgetMin = Math.round(low);
    budget.budgetMax = Math.round(high);
    rest = blankOut(rest, m.index, m[0].length);
    return { budget, rest };
  }
  for (const amount of findAmounts(text)) {
    if (amount.rupees < SMALLEST_BUDGET) continue;
    const side = sideOf(text, amount);
    if (!amount.explicit && side === null) continue;
    if (side === 'min') budget.budgetMin = amount.rupees;
    else if (side === 'around') {
      budget.budgetMin = Math.round(amount.rupees * (1 - AROUND));
      budget.budgetMax = Math.round(amount.rupees * (1 + AROUND));
    } else if (side === 'max' || budget.budgetMax === undefined) budget.budgetMax = amount.rupees;
    rest = blankOut(rest, amount.start, amount.end - amount.start);
  }
  if (budget.budgetMin !== undefined && budget.budgetMax !== undefined && budget.budgetMin > budget.budgetMax) {
    [budget.budgetMin, budget.budgetMax] = [budget.budgetMax, budget.budgetMin];
  }
  return { budget, rest };
}
