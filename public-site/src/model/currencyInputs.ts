import type { CurrencyRate } from '@aangan/contracts/browser';

export type CurrencyRates = Readonly<Record<string, CurrencyRate>>;

/** What the currency converter's boxes hold, as typed (query parameters of its GET form). */
export interface ConversionInputs {
  from: string;
  to: string;
  amount: string;
}

/** Reads `/currency-converter?from=USD&to=INR&amount=1000`. */
export const conversionInputsFrom = (params: URLSearchParams, fallback: ConversionInputs): ConversionInputs => ({
  from: params.get('from')?.slice(0, 3).toUpperCase() ?? fallback.from,
  to: params.get('to')?.slice(0, 3).toUpperCase() ?? fallback.to,
  amount: params.get('amount')?.slice(0, 20) ?? fallback.amount,
});
