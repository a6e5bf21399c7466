/** Zod-free currency conversion (spec §9), shared by the API and the converter on the site. */

export interface CurrencyRate {
  name: string;
  /** Rupees for one unit of the currency. */
  inrPerUnit: number;
}

/** Until an admin sets the table: indicative rupees per unit. */
export const DEFAULT_CURRENCY_RATES: Readonly<Record<string, CurrencyRate>> = {
  INR: { name: 'Indian Rupee', inrPerUnit: 1 },
  USD: { name: 'US Dollar', inrPerUnit: 84 },
  AED: { name: 'UAE Dirham', inrPerUnit: 22.9 },
  GBP: { name: 'British Pound', inrPerUnit: 107 },
  EUR: { name: 'Euro', inrPerUnit: 91 },
  SGD: { name: 'Singapore Dollar', inrPerUnit: 63 },
};

export const CURRENCY_MESSAGES = { invalidCurrency: 'Invalid currency', invalidNumber: 'Invalid number' } as const;

/** Spec §9: amount × rate × quantity, rounded to 2 decimals. */
export const convertCurrency = (amount: number, rate: number, quantity = 1): number =>
  Math.round(amount * rate * quantity * 100) / 100;

/** How many `to` one `from` buys, from a table of rupees per unit; null when either is not in the table. */
export const crossRate = (rates: Readonly<Record<string, CurrencyRate>>, from: string, to: string): number | null => {
  const fromRate = Object.hasOwn(rates, from) ? rates[from] : undefined;
  const toRate = Object.hasOwn(rates, to) ? rates[to] : undefined;
  return fromRate && toRate ? fromRate.inrPerUnit / toRate.inrPerUnit : null;
};
