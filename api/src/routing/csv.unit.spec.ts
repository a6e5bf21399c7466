import { describe, expect, it } from 'vitest';
import { csvDay, csvIndiaTime, toCsv } from './csv.ts';

describe('CSV values', () => {
  it('writes a moment as dd-mm-yyyy HH:mm in India time, whatever the server zone', () => {
    expect(csvIndiaTime('2026-11-29T00:13:50.075Z')).toBe('29-11-2026 05:43');
    expect(csvIndiaTime('2026-11-28T23:58:00.000Z')).toBe('29-11-2026 05:28');
    expect(csvIndiaTime('2026-11-28T18:30:00.000Z')).toBe('29-11-2026 00:00');
    expect(csvIndiaTime(null)).toBe('');
    expect(csvIndiaTime('not a date')).toBe('');
  });

  it('turns a stored day around, and leaves a cell empty for none', () => {
    expect(csvDay('2026-12-02')).toBe('02-12-2026');
    expect(csvDay(null)).toBe('');
  });

  it('quotes cells that need it and defuses formulas', () => {
    expect(toCsv([['Call back, please', '=SUM(A1)', '+919876500001']])).toBe(
      '"Call back, please",\'=SUM(A1),+919876500001\r\n',
    );
  });
});
