import { computeEmi, formatIndianRupees, type EmiFigures } from '@aangan/contracts/browser';
import { EMI_LIMITS, defaultEmiInputs, type EmiInputs } from './emiDefaults.ts';

export { EMI_LIMITS, defaultEmiInputs, type EmiInputs };

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

/** '₹43,391': exact rupees, as EMIs are quoted. */
export const formatRupees = (amount: number): string => formatIndianRupees(amount);
