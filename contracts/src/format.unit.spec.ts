import { describe, expect, it } from 'vitest';
import {
  AREA_UNIT_FACTORS,
  AREA_UNIT_LABELS,
  AppError,
  formatDate,
  formatPrice,
  formatPriceRange,
  formatPriceShort,
  fromSquareFeet,
  HINDI_TERMS,
  parseNumericInput,
  squareFeetOf,
  toSquareFeet,
} from './index.ts';

describe('area units', () => {
  it('converts every unit to square feet with the published factors', () => {
    expect(toSquareFeet(1, 'squareFeet')).toBe(1);
    expect(toSquareFeet(100, 'squareYards')).toBe(900);
    expect(toSquareFeet(100, 'squareMeters')).toBeCloseTo(1076.39, 6);
    expect(toSquareFeet(2, 'acres')).toBe(87120);
    expect(toSquareFeet(1, 'ares')).toBe(1076.39);
    expect(toSquareFeet(1, 'hectares')).toBe(107639);
    expect(toSquareFeet(1, 'bigha')).toBe(27000);
  });

  it("converts a bigha by the project's state: there is no national bigha", () => {
    expect(toSquareFeet(1, 'bigha', 'West Bengal')).toBe(14400);
    expect(toSquareFeet(1, 'bigha', 'Gujarat')).toBe(17424);
    expect(toSquareFeet(2, 'Bigha', 'Uttar Pradesh')).toBe(54000);
    expect(squareFeetOf({ areaSize: 1, areaUnit: 'bigha' }, 'Punjab')).toBe(9070);
    expect(fromSquareFeet(28800, 'bigha', 'West Bengal')).toBe(2);
    // Acres are acres everywhere.
    expect(toSquareFeet(1, 'acres', 'West Bengal')).toBe(43560);
  });

  it('converts square feet back into any unit', () => {
    expect(fromSquareFeet(43560, 'acres')).toBe(1);
    expect(fromSquareFeet(1800, 'squareYards')).toBe(200);
    expect(fromSquareFeet(toSquareFeet(3.5, 'hectares'), 'hectares')).toBeCloseTo(3.5, 10);
  });

  it('labels units the way the site prints them', () => {
    expect(AREA_UNIT_LABELS).toEqual({
      squareFeet: 'Sq.Ft.',
      squareYards: 'Sq.Yd.',
      squareMeters: 'Sq.Mt.',
      acres: 'Acre(s)',
      ares: 'Are(s)',
      hectares: 'Hectare',
      bigha: 'Bigha',
    });
    expect(Object.keys(AREA_UNIT_FACTORS)).toEqual(Object.keys(AREA_UNIT_LABELS));
  });

  it('refuses an unknown unit with INVALID_AREA_UNIT', () => {
    const attempt = () => toSquareFeet(10, 'cubits');
    expect(attempt).toThrow(AppError);
    expect(attempt).toThrow('Invalid area unit');
    try {
      fromSquareFeet(10, 'toString');
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({ code: 'INVALID_AREA_UNIT', status: 400, message: 'Invalid area unit' });
    }
  });
});

describe('square feet of an area', () => {
  it('converts a known unit in any letter case, and answers null for an unknown one', () => {
    expect(squareFeetOf({ areaSize: 100, areaUnit: 'squareYards' })).toBe(900);
    expect(squareFeetOf({ areaSize: 2, areaUnit: 'Acres' })).toBe(87120);
    expect(squareFeetOf({ areaSize: 2, areaUnit: 'furlongs' })).toBeNull();
  });
});

describe('prices', () => {
  it('shows crores from one crore, with no decimals when whole and two otherwise', () => {
    expect(formatPrice(20000000)).toBe('₹2 Cr');
    expect(formatPrice(15000000)).toBe('₹1.50 Cr');
    expect(formatPrice(12345678)).toBe('₹1.23 Cr');
    expect(formatPrice(12500000000)).toBe('₹1,250 Cr');
  });

  it('shows lakhs from one lakh', () => {
    expect(formatPrice(4500000)).toBe('₹45 L');
    expect(formatPrice(125000)).toBe('₹1.25 L');
    expect(formatPrice(100000)).toBe('₹1 L');
  });

  it('shows smaller amounts as en-IN grouped rupees', () => {
    expect(formatPrice(99999)).toBe('₹99,999');
    expect(formatPrice(999.5)).toBe('₹999.50');
    expect(formatPrice(0)).toBe('₹0');
  });

  it('moves up a step when rounding reaches it rather than printing 100 L', () => {
    expect(formatPrice(9999999)).toBe('₹1 Cr');
    expect(formatPrice(9990000)).toBe('₹99.90 L');
  });

  it('keeps the sign of a negative amount and prints nothing for a non-number', () => {
    expect(formatPrice(-250000)).toBe('-₹2.50 L');
    expect(formatPrice(Number.NaN)).toBe('');
  });

  it('uses K for thousands in the short form', () => {
    expect(formatPriceShort(50000)).toBe('₹50K');
    expect(formatPriceShort(1500)).toBe('₹1.50K');
    expect(formatPriceShort(999)).toBe('₹999');
    expect(formatPriceShort(4500000)).toBe('₹45 L');
  });

  it('formats ranges, collapsing a one-sided or single-price range', () => {
    expect(formatPriceRange(4500000, 12000000)).toBe('₹45 L - ₹1.20 Cr');
    expect(formatPriceRange(50000, 80000)).toBe('₹50K - ₹80K');
    expect(formatPriceRange(7500000, 7500000)).toBe('₹75 L');
    expect(formatPriceRange(null, 30000000)).toBe('₹3 Cr');
    expect(formatPriceRange(undefined, undefined)).toBe('');
  });
});

describe('dates', () => {
  it('prints dd-mm-yyyy', () => {
    expect(formatDate('2024-03-05')).toBe('05-03-2024');
    expect(formatDate(new Date(Date.UTC(2023, 11, 31, 18, 29)))).toBe('31-12-2023');
  });

  it('reads timestamps as the day in India, whoever views them', () => {
    expect(formatDate('2024-01-01T00:30:00+05:30')).toBe('01-01-2024');
    expect(formatDate('2026-11-28T23:58:00.000Z')).toBe('29-11-2026');
    expect(formatDate('2024-07-09T18:29:59Z')).toBe('09-07-2024');
    expect(formatDate('2024-07-09T18:30:00Z')).toBe('10-07-2024');
  });

  it('prints nothing for an unreadable date', () => {
    expect(formatDate('next Tuesday')).toBe('');
  });
});

describe('numeric inputs', () => {
  it('keeps digits and the first decimal point only', () => {
    expect(parseNumericInput('₹1,25,000.50')).toBe('125000.50');
    expect(parseNumericInput('1.2.3')).toBe('1.23');
    expect(parseNumericInput('abc')).toBe('');
  });

  it('cuts to the maximum length', () => {
    expect(parseNumericInput('98765 43210 99', { maxLength: 10 })).toBe('9876543210');
  });

  it('uppercases code-like input instead of reducing it to digits', () => {
    expect(parseNumericInput('uprerAprj1234', { uppercase: true })).toBe('UPRERAPRJ1234');
    expect(parseNumericInput('p51800012345x', { uppercase: true, maxLength: 12 })).toBe('P51800012345');
  });
});

describe('prices in Hindi', () => {
  it('says lakhs, crores and thousands in Hindi with the same digits and grouping', () => {
    expect(formatPrice(4_500_000, 'hi')).toBe('₹45 लाख');
    expect(formatPrice(15_000_000, 'hi')).toBe('₹1.50 करोड़');
    expect(formatPrice(99_999, 'hi')).toBe('₹99,999');
    expect(formatPriceShort(50_000, 'hi')).toBe('₹50 हज़ार');
    expect(formatPriceRange(4_500_000, 12_000_000, 'hi')).toBe('₹45 लाख - ₹1.20 करोड़');
  });

  it('uses the words of the glossary', () => {
    expect(formatPrice(1e7, 'hi')).toBe(`₹1 ${HINDI_TERMS.crore}`);
    expect(formatPrice(1e5, 'hi')).toBe(`₹1 ${HINDI_TERMS.lakh}`);
    expect(formatPriceShort(1e3, 'hi')).toBe(`₹1 ${HINDI_TERMS.thousand}`);
  });

  it('keeps English by default', () => {
    expect(formatPriceRange(4_500_000, 12_000_000)).toBe('₹45 L - ₹1.20 Cr');
  });
});
