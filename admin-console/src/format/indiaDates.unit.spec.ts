import { describe, expect, it } from 'vitest';
import {
  dayFromTyped,
  formatDate,
  formatDateTime,
  formatDay,
  indiaDayBefore,
  indiaDayOf,
  maskTypedDay,
} from './indiaDates.ts';

describe('console dates (spec §9 dd-mm-yyyy, India time)', () => {
  it('shows a moment in India time, whatever the machine zone', () => {
    expect(formatDateTime('2026-01-01T18:45:00.000Z')).toBe('02-01-2026 00:15');
    expect(formatDateTime('2026-07-15T06:05:00.000Z')).toBe('15-07-2026 11:35');
    expect(formatDate('2026-01-01T18:45:00.000Z')).toBe('02-01-2026');
    expect(indiaDayOf(new Date('2026-01-01T18:45:00.000Z'))).toBe('2026-01-02');
  });

  it('turns a stored day around and says so when there is nothing to show', () => {
    expect(formatDay('2026-11-02')).toBe('02-11-2026');
    expect(formatDay('02-11-2026')).toBe('—');
    expect(formatDateTime(null)).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
    expect(formatDate(undefined)).toBe('—');
  });

  it('reads a typed day only when it is whole and real', () => {
    expect(dayFromTyped('02-01-2026')).toBe('2026-01-02');
    expect(dayFromTyped(' 2-1-2026 ')).toBe('2026-01-02');
    expect(dayFromTyped('31-02-2026')).toBeNull();
    expect(dayFromTyped('02-01-26')).toBeNull();
    expect(dayFromTyped('2026-01-02')).toBeNull();
  });

  it('puts the hyphens in as a day is typed, and turns a pasted yyyy-mm-dd around', () => {
    expect(maskTypedDay('2')).toBe('2');
    expect(maskTypedDay('291')).toBe('29-1');
    expect(maskTypedDay('29112026')).toBe('29-11-2026');
    expect(maskTypedDay('29-112026')).toBe('29-11-2026');
    expect(maskTypedDay('2-1-2026')).toBe('2-1-2026');
    expect(maskTypedDay('29-11-20261')).toBe('29-11-2026');
    expect(maskTypedDay('29/11/2026')).toBe('29-11-2026');
    expect(maskTypedDay('ab--')).toBe('');
    expect(maskTypedDay('2026-11-29')).toBe('29-11-2026');
    expect(dayFromTyped(maskTypedDay('29112026'))).toBe('2026-11-29');
  });

  it('counts days back by the India calendar', () => {
    // 05:28 on 29-11 in India is still 28-11 in UTC.
    const now = new Date('2026-11-28T23:58:00.000Z');
    expect(indiaDayBefore(now, 0)).toBe('2026-11-29');
    expect(indiaDayBefore(now, 1)).toBe('2026-11-28');
    expect(indiaDayBefore(now, 30)).toBe('2026-10-30');
  });
});
