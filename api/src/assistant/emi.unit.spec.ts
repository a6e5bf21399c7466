import { describe, expect, it } from 'vitest';
import { computeEmi, DEFAULT_EMI_RATE_PERCENT, DEFAULT_EMI_TENURE_MONTHS, asksForEmi, parseEmiRequest } from './emi.ts';
import { normalisePrompt } from './promptText.ts';

const requestOf = (prompt: string) => parseEmiRequest(normalisePrompt(prompt));

describe('EMI formula', () => {
  it('matches the standard reducing-balance EMI, rounded to the rupee', () => {
    expect(computeEmi(50_00_000, 8.5, 240)).toEqual({
      principal: 50_00_000,
      annualRatePercent: 8.5,
      tenureMonths: 240,
      monthlyEmi: 43_391,
      totalPayment: 1_04_13_840,
      totalInterest: 54_13_840,
    });
    expect(computeEmi(1_00_00_000, 9, 360).monthlyEmi).toBe(80_462);
    expect(computeEmi(40_00_000, 8.5, 240).monthlyEmi).toBe(34_713);
    expect(computeEmi(25_00_000, 7.5, 180).monthlyEmi).toBe(23_175);
  });

  it('a zero rate divides the loan evenly', () => {
    expect(computeEmi(12_00_000, 0, 120).monthlyEmi).toBe(10_000);
  });
});

describe('EMI question parser', () => {
  it.each([
    [
      'EMI for 50 lakh at 8.5% for 20 years',
      { principal: 50_00_000, annualRatePercent: 8.5, tenureMonths: 240, assumed: [] },
    ],
    ['emi 1 cr 9% 30 yrs', { principal: 1_00_00_000, annualRatePercent: 9, tenureMonths: 360, assumed: [] }],
    [
      'emi on 2500000 at 9 percent for 240 months',
      { principal: 25_00_000, annualRatePercent: 9, tenureMonths: 240, assumed: [] },
    ],
    [
      '60 lakh loan emi @ 8.75 for 15 years',
      { principal: 60_00_000, annualRatePercent: 8.75, tenureMonths: 180, assumed: [] },
    ],
    [
      'emi for 40 lakh',
      {
        principal: 40_00_000,
        annualRatePercent: DEFAULT_EMI_RATE_PERCENT,
        tenureMonths: DEFAULT_EMI_TENURE_MONTHS,
        assumed: ['rate', 'tenure'],
      },
    ],
    [
      'emi 75L 25 saal',
      { principal: 75_00_000, annualRatePercent: DEFAULT_EMI_RATE_PERCENT, tenureMonths: 300, assumed: ['rate'] },
    ],
    [
      'what is emi',
      {
        annualRatePercent: DEFAULT_EMI_RATE_PERCENT,
        tenureMonths: DEFAULT_EMI_TENURE_MONTHS,
        assumed: ['rate', 'tenure'],
      },
    ],
  ])('%s', (prompt, expected) => {
    expect(requestOf(prompt)).toEqual(expected);
  });

  it('knows an EMI question when it sees one', () => {
    expect(asksForEmi(normalisePrompt('EMI for 50 lakh'))).toBe(true);
    expect(asksForEmi(normalisePrompt('monthly installment on 1 cr'))).toBe(true);
    expect(asksForEmi(normalisePrompt('2bhk in noida'))).toBe(false);
  });
});
