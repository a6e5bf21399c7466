import { DEFAULT_EMI_RATE_PERCENT, DEFAULT_EMI_TENURE_MONTHS, DEFAULT_LOAN_PERCENT } from '@aangan/contracts/browser';

/**
 * What the EMI calculator's boxes hold, and what they hold at first: kept apart from the calculator's
 * arithmetic so that a page showing the calculator further down loads only this at first.
 */
/** What the calculator's boxes hold, as typed (query parameters of its GET form). */
export interface EmiInputs {
  price: string;
  loanPercent: string;
  rate: string;
  years: string;
}

export const EMI_LIMITS = {
  price: [1, 1e10],
  loanPercent: [1, 100],
  rate: [0, 30],
  years: [1, 40],
} as const satisfies Record<keyof EmiInputs, readonly [number, number]>;

export const defaultEmiInputs = (price: number | null): EmiInputs => ({
  price: price && price > 0 ? String(Math.round(price)) : '5000000',
  loanPercent: String(DEFAULT_LOAN_PERCENT),
  rate: String(DEFAULT_EMI_RATE_PERCENT),
  years: String(DEFAULT_EMI_TENURE_MONTHS / 12),
});
