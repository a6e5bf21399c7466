import { formatPrice, type Locale } from '@aangan/contracts/browser';

const LAKH = 1_00_000;
const CRORE = 1_00_00_000;

/** Budget choices in lakh and crore, as Indian buyers think of them. */
export const BUDGET_PRESETS: readonly number[] = [
  10 * LAKH,
  20 * LAKH,
  30 * LAKH,
  40 * LAKH,
  50 * LAKH,
  60 * LAKH,
  75 * LAKH,
  90 * LAKH,
  1 * CRORE,
  1.25 * CRORE,
  1.5 * CRORE,
  2 * CRORE,
  2.5 * CRORE,
  3 * CRORE,
  4 * CRORE,
  5 * CRORE,
  7.5 * CRORE,
  10 * CRORE,
  20 * CRORE,
];

/** The presets plus the value in the URL when it is not one of them (from a link or the natural search). */
export const budgetOptions = (current: number | null): number[] =>
  current === null || BUDGET_PRESETS.includes(current)
    ? [...BUDGET_PRESETS]
    : [...BUDGET_PRESETS, current].sort((a, b) => a - b);

export const budgetLabel = (rupees: number, locale: Locale): string => formatPrice(rupees, locale);
