import { describe, expect, it } from 'vitest';
import { mergeValues, threeWay } from '../content/mergeEdits.ts';
import { CURRENCY_WORDS, rowsOfTable, sameTable, toRows, typedTable, type Row } from './currencyMerge.ts';

let next = 0;
const newKey = () => (next += 1);
const stored = {
  INR: { name: 'Indian Rupee', inrPerUnit: 1 },
  EUR: { name: 'Euro', inrPerUnit: 91 },
  USD: { name: 'US Dollar', inrPerUnit: 84 },
  GBP: { name: 'British Pound', inrPerUnit: 107 },
};
const edited = (rows: Row[], code: string, change: Partial<Row>) =>
  rows.map((row) => (row.code === code ? { ...row, ...change } : row));

describe('merging two edits of the currency table', () => {
  it('keeps my rate and my new currency, takes their rate and their removal, and asks where both changed one', () => {
    const base = toRows(stored, newKey);
    const mine = [...edited(edited(base, 'EUR', { rate: '92.25' }), 'USD', { rate: '85' })].concat({
      key: newKey(),
      code: 'JPY',
      name: 'Japanese Yen',
      rate: '0.56',
      saved: false,
    });
    const { GBP: _removed, ...kept } = stored;
    const theirs = toRows({ ...kept, USD: { name: 'US Dollar', inrPerUnit: 83.5 } }, newKey);
    const [b, m, t] = [typedTable(base), typedTable(mine), typedTable(theirs)];
    const found = threeWay(b, m, t);
    expect(found.mineOnly.sort()).toEqual(['EUR', 'JPY']);
    expect(found.theirsOnly).toEqual(['GBP']);
    expect(found.contested).toEqual([
      { key: 'USD', mine: { name: 'US Dollar', rate: '85' }, theirs: { name: 'US Dollar', rate: '83.5' } },
    ]);
    const rows = rowsOfTable(mergeValues(m, t, found, { USD: 'theirs' }), t, newKey);
    expect(rows.map(({ code, rate, saved }) => [code, rate, saved])).toEqual([
      ['INR', '1', true],
      ['EUR', '92.25', true],
      ['USD', '83.5', true],
      ['JPY', '0.56', false],
    ]);
    expect(CURRENCY_WORDS.shown?.('USD', m.USD)).toBe('US Dollar: ₹85');
  });

  it('keeps a row whose code is not typed yet, and tells a changed table from the same one', () => {
    const base = toRows(stored, newKey);
    const typing = [...base, { key: 99, code: '', name: 'Dirham', rate: '', saved: false }];
    const found = threeWay(typedTable(base), typedTable(typing), typedTable(base));
    expect(found.mineOnly).toEqual(['new 99']);
    expect(CURRENCY_WORDS.labelOf('new 99')).toBe('A currency being added');
    expect(rowsOfTable(typedTable(typing), typedTable(base), newKey).at(-1)).toMatchObject({
      code: '',
      name: 'Dirham',
    });
    expect(sameTable(base, toRows(stored, newKey))).toBe(true);
    expect(sameTable(typing, base)).toBe(false);
    expect(sameTable(base, null)).toBe(false);
  });
});
