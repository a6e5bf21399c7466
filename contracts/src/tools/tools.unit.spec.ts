import { describe, expect, it } from 'vitest';
import { amortisationByYear, computeEmi } from './emi.ts';
import { convertCurrency, crossRate } from './currency.ts';

describe('amortisationByYear', () => {
  it('pays the whole loan off in the tenure, interest adding up to the total interest', () => {
    const emi = computeEmi(50_00_000, 8.5, 240);
    const years = amortisationByYear(emi);
    expect(years).toHaveLength(20);
    expect(years.at(-1)?.balance).toBe(0);
    const principal = years.reduce((sum, year) => sum + year.principalPaid, 0);
    const interest = years.reduce((sum, year) => sum + year.interestPaid, 0);
    expect(Math.abs(principal - 50_00_000)).toBeLessThanOrEqual(20);
    // The EMI is rounded to the rupee; the last instalment settles the difference.
    expect(Math.abs(interest - emi.totalInterest)).toBeLessThanOrEqual(emi.tenureMonths);
    expect(years[0].interestPaid).toBeGreaterThan(years[0].principalPaid);
    expect(years[19].principalPaid).toBeGreaterThan(years[19].interestPaid);
  });

  it('has no interest at a zero rate', () => {
    expect(amortisationByYear(computeEmi(12_00_000, 0, 120)).every((year) => year.interestPaid === 0)).toBe(true);
  });
});

describe('crossRate', () => {
  const rates = { INR: { name: 'Indian Rupee', inrPerUnit: 1 }, USD: { name: 'US Dollar', inrPerUnit: 84 } };
  it('converts through rupees and refuses an unknown code', () => {
    expect(convertCurrency(100, crossRate(rates, 'USD', 'INR')!)).toBe(8400);
    expect(convertCurrency(8400, crossRate(rates, 'INR', 'USD')!)).toBe(100);
    expect(crossRate(rates, 'XYZ', 'INR')).toBeNull();
    expect(crossRate(rates, 'toString', 'INR')).toBeNull();
  });
});
