import {
  DEFAULT_EMI_RATE_PERCENT,
  DEFAULT_EMI_TENURE_MONTHS,
  DEFAULT_LOAN_PERCENT,
  computeEmi,
  type EmiFigures,
} from '@aangan/contracts/browser';

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

const numberIn = (text: string, [low, high]: readonly [number, number]): number | null => {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(value) && value >= low && value <= high ? value : null;
};

/** The loan and its EMI, or the fields that are not a number in range. */
export const emiOf = (inputs: EmiInputs): { figures: EmiFigures } | { invalid: Array<keyof EmiInputs> } => {
  const price = numberIn(inputs.price, EMI_LIMITS.price);
  const loanPercent = numberIn(inputs.loanPercent, EMI_LIMITS.loanPercent);
  const rate = numberIn(inputs.rate, EMI_LIMITS.rate);
  const years = numberIn(inputs.years, EMI_LIMITS.years);
  if (price === null || loanPercent === null || rate === null || years === null) {
    const invalid = (['price', 'loanPercent', 'rate', 'years'] as const).filter(
      (key) => numberIn(inputs[key], EMI_LIMITS[key]) === null,
    );
    return { invalid };
  }
  return { figures: computeEmi(Math.round((price * loanPercent) / 100), rate, Math.round(years * 12)) };
};

/** Reads the calculator's query (`/emi-calculator?price=…&loanPercent=…&rate=…&years=…`), defaults where absent. */
export const emiInputsFrom = (params: URLSearchParams): EmiInputs => {
  const defaults = defaultEmiInputs(null);
  const read = (key: keyof EmiInputs) => params.get(key)?.slice(0, 20) ?? defaults[key];
  return { price: read('price'), loanPercent: read('loanPercent'), rate: read('rate'), years: read('years') };
};

const RUPEES = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** '₹43,391': exact rupees, as EMIs are quoted. */
export const formatRupees = (amount: number): string => RUPEES.format(amount);
