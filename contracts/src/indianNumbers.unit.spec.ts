import { describe, expect, it } from 'vitest';
import { formatIndianNumber } from './indianNumbers.ts';
import { formatIndianRupees, formatIndianSignificant } from './indianNumberForms.ts';
import { seededRandom } from './seededRandom.ts';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-IN', options);

/** Numbers of every size the site shows and more: whole, with decimals, ties, tiny, huge, negative. */
function samples(): number[] {
  const random = seededRandom(20261130).next;
  const values = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.5,
    2.5,
    -2.5,
    0.05,
    0.005,
    1.005,
    1.0049,
    2.675,
    8.345,
    999.9995,
    9999.5,
    99999.95,
    1000,
    12345,
    123456,
    1234567,
    12345678,
    123456789.12345,
    1e15,
    2 ** 53,
    1e21,
    1.5e21,
    1e22,
    1e-7,
    1.25e-7,
    0.000123456,
    Number.MAX_SAFE_INTEGER,
    Number.MIN_VALUE,
    Number.MAX_VALUE,
    45_00_000,
    1_20_00_000,
    83.4567,
    0.0123456,
  ];
  for (let i = 0; i < 4000; i += 1) {
    const magnitude = 10 ** Math.floor(random() * 24 - 8);
    const value = random() * magnitude * (random() < 0.2 ? -1 : 1);
    values.push(value, Math.round(value), Math.round(value * 100) / 100, Math.round(value * 1000 + 0.5) / 1000);
  }
  return values;
}

describe('numbers written the Indian way, as Intl writes them for en-IN', () => {
  const values = samples();
  const cases: Array<[string, Intl.NumberFormatOptions, (value: number) => string]> = [
    ['default (3 decimals at most)', {}, (v) => formatIndianNumber(v)],
    ['whole', { maximumFractionDigits: 0 }, (v) => formatIndianNumber(v, 0)],
    ['1 decimal at most', { maximumFractionDigits: 1 }, (v) => formatIndianNumber(v, 1)],
    ['2 decimals at most', { maximumFractionDigits: 2 }, (v) => formatIndianNumber(v, 2)],
    ['always 2 decimals', { minimumFractionDigits: 2, maximumFractionDigits: 2 }, (v) => formatIndianNumber(v, 2, 2)],
    ['rupees, whole', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }, (v) => formatIndianRupees(v)],
    [
      'rupees and paise',
      { style: 'currency', currency: 'INR', maximumFractionDigits: 2 },
      (v) => formatIndianRupees(v, 2),
    ],
    ['4 significant digits', { maximumSignificantDigits: 4 }, (v) => formatIndianSignificant(v, 4)],
    ['2 significant digits', { maximumSignificantDigits: 2 }, (v) => formatIndianSignificant(v, 2)],
  ];
  for (const [name, options, ours] of cases)
    it(`${name}: the same text for ${values.length} numbers`, () => {
      const theirs = intl(options);
      const differ = values
        .filter((value) => ours(value) !== theirs.format(value))
        .slice(0, 5)
        .map((value) => `${value}: ${ours(value)} vs ${theirs.format(value)}`);
      expect(differ).toEqual([]);
    });

  it('says what it cannot write as Intl does', () => {
    for (const value of [Number.NaN, Infinity, -Infinity]) {
      expect(formatIndianNumber(value)).toBe(intl({}).format(value));
      expect(formatIndianSignificant(value, 4)).toBe(intl({ maximumSignificantDigits: 4 }).format(value));
      expect(formatIndianRupees(value)).toBe(
        intl({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(value),
      );
    }
  });

  it('groups lakhs and crores', () => {
    expect(formatIndianNumber(1_20_00_000)).toBe('1,20,00,000');
    expect(formatIndianRupees(-1234567.5)).toBe('-₹12,34,568');
    expect(formatIndianNumber(1.005, 2)).toBe('1.01');
  });
});
