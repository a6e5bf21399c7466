import { describe, expect, it } from 'vitest';
import type { ShortlistChanges } from '@aangan/contracts/browser';
import { changeLines } from './changeWords.ts';
import { en } from '../i18n/en/index.ts';
import { hi } from '../i18n/hi/index.ts';

const english = { strings: en, locale: 'en' } as const;
const changes: ShortlistChanges = {
  prices: [
    {
      unitId: 'u-2',
      label: '2 BHK',
      direction: 'down',
      from: { low: 52_15_000, high: 52_15_000 },
      to: { low: 49_90_000, high: 49_90_000 },
    },
  ],
  possession: { from: 'Under Construction', to: 'Ready to Move', fromDate: '2027-03', toDate: '2026-10' },
  newUnits: [{ unitId: 'u-4', label: '4 BHK' }],
  removedUnits: [{ unitId: 'u-1', label: '1 BHK' }],
};

describe('changeLines', () => {
  it('says each change in words: price with the percentage, possession, new and withdrawn units', () => {
    expect(changeLines(changes, english).map((line) => line.text)).toEqual([
      '2 BHK: ₹52.15 L → ₹49.90 L (4.3% lower)',
      'Possession: Under Construction → Ready to Move',
      'Possession date: March 2027 → October 2026',
      'New: 4 BHK',
      'No longer offered: 1 BHK',
    ]);
  });

  it('says them in Hindi on a Hindi page: prices in lakh, months in Hindi', () => {
    const lines = changeLines(changes, { strings: hi, locale: 'hi' }).map((line) => line.text);
    expect(lines[0]).toBe('2 BHK: ₹52.15 लाख → ₹49.90 लाख (4.3% कम)');
    expect(lines[2]).toBe('पज़ेशन की तारीख़: मार्च 2027 → अक्टूबर 2026');
  });

  it('says nothing when nothing changed', () => {
    expect(changeLines({ prices: [], possession: null, newUnits: [], removedUnits: [] }, english)).toEqual([]);
  });
});
