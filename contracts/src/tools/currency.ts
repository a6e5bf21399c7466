/** Zod-free currency conversion (spec §9), shared by the API and the converter on the site. */

export interface CurrencyRate {
  name: string;
  /** Rupees for one unit of the currency. */
  inrPerUnit: number;
}

export const CURRENCY_MESSAGES = { invalidCurrency: 'Invalid currency', invalidNumber: 'Invalid number' } as const;

/** Spec §9: amount × rate × quantity, rounded to 2 decimals. */
export const convertCurrency = (amount: number, rate: number, quantity = 1): number => Math.round(amount * rate * quantity * 100) / 100;

/** How many `to` one `from` buys, from a table of rupees per unit; null when either is not in the table. */
export const crossRate = (rates: Readonly<Record<string, CurrencyRate>>, from: string, to: string): number | null => {
  const fromRate = Object.hasOwn(rates, from) ? rates[from] : undefined;
  const toRate = Object.hasOwn(rates, to) ? rates[to] : undefined;
  return fromRate && toRate ? fromRate.inrPerUnit / toRate.inrPerUnit : null;
};
