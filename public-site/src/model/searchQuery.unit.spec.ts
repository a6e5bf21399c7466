import { describe, expect, it } from 'vitest';
import type { SearchTextReading } from '@aangan/contracts/browser';
import { searchHeading } from '../format/searchHeading.ts';
import { en } from '../i18n/en/index.ts';
import {
  afterPanelChange,
  EMPTY_SEARCH,
  readingOf,
  readSearchQuery,
  searchHref,
  withTextFilters,
} from './searchQuery.ts';

// What the API answers for "Gurgaon 3 BHK under 2 Cr flats prakriti".
const TEXT = 'Gurgaon 3 BHK under 2 Cr flats prakriti';
const FLATS = 'Apartment,Builder Floor,Penthouse,Studio Apartment,Serviced Apartment';
const READING: SearchTextReading = {
  text: TEXT,
  parts: [
    { params: { city: 'Gurugram' }, label: 'Gurugram', words: 'Gurgaon', spans: [[0, 7]] },
    { params: { bhk: '3' }, label: '3 BHK', words: '3 BHK', spans: [[8, 13]] },
    { params: { maxPrice: '20000000' }, label: 'Under ₹2 Cr', words: 'under 2 Cr', spans: [[14, 24]] },
    {
      params: { projectType: 'Residential', projectSubType: FLATS },
      label: 'Flats',
      words: 'flats',
      spans: [[25, 30]],
    },
    { params: {}, label: '“prakriti”', words: 'prakriti', spans: [[31, 39]] },
  ],
};
const typed = readSearchQuery(new URLSearchParams({ searchString: TEXT }));

describe('a typed search on the results page', () => {
  it('uses a reading only for the text it read (a new search keeps the last answer while it loads)', () => {
    expect(readingOf(typed, READING)).toBe(READING);
    expect(readingOf({ ...typed, searchString: 'noida' }, READING)).toBeUndefined();
  });

  it('shows the panel and the heading what the words set, the text keeping only the words searched as text', () => {
    const shown = withTextFilters(typed, READING);
    expect(shown).toMatchObject({
      city: 'Gurugram',
      bhk: ['3'],
      maxPrice: 2e7,
      projectType: 'Residential',
      projectSubType: FLATS,
      searchString: 'prakriti',
    });
    expect(searchHeading(typed, READING, { strings: en, locale: 'en' })).toBe(
      '3 BHK flats in Gurugram under ₹2 Cr matching “prakriti”',
    );
    // A filter of the address itself stays as it is.
    expect(withTextFilters({ ...typed, possession: 'Ready to Move' }, READING).possession).toBe('Ready to Move');
  });

  it('a panel change keeps the words for what the panel still says and drops the words for what it changed', () => {
    const shown = withTextFilters(typed, READING);
    const unchanged = afterPanelChange(READING, { ...shown, possession: 'Ready to Move' });
    expect(searchHref(unchanged)).toBe(
      searchHref({ ...EMPTY_SEARCH, searchString: TEXT, possession: 'Ready to Move' }),
    );
    const otherCity = afterPanelChange(READING, { ...shown, city: 'Noida' });
    expect(otherCity).toMatchObject({
      city: 'Noida',
      bhk: [],
      maxPrice: null,
      searchString: '3 BHK under 2 Cr flats prakriti',
    });
    const widerBudget = afterPanelChange(READING, { ...shown, maxPrice: 3e7, bhk: ['2', '3'] });
    expect(widerBudget).toMatchObject({
      city: '',
      maxPrice: 3e7,
      bhk: ['2', '3'],
      searchString: 'Gurgaon flats prakriti',
    });
    // A sort picked in the panel wins over none in the text; Newest (the default) over a sort word.
    const cheapest: SearchTextReading = {
      text: 'cheapest noida',
      parts: [
        { params: { sort: 'Price Low To High' }, label: 'Price Low To High', words: 'cheapest', spans: [[0, 8]] },
        { params: { city: 'Noida' }, label: 'Noida', words: 'noida', spans: [[9, 14]] },
      ],
    };
    const cheapestShown = withTextFilters(
      readSearchQuery(new URLSearchParams({ searchString: 'cheapest noida' })),
      cheapest,
    );
    expect(afterPanelChange(cheapest, { ...cheapestShown, sort: 'Newest' })).toMatchObject({
      sort: 'Newest',
      city: '',
      searchString: 'noida',
    });
  });

  it("without a reading, the panel's change is the search", () => {
    const next = { ...typed, city: 'Noida' };
    expect(afterPanelChange(undefined, next)).toMatchObject({ city: 'Noida', searchString: TEXT });
  });
});

describe("a link's bedroom counts", () => {
  const bhkOf = (...values: string[]) =>
    readSearchQuery(new URLSearchParams(values.map((value) => ['bhk', value]))).bhk;

  it('read four bedrooms or more as the 4+ choice, and studio in any case', () => {
    expect(bhkOf('4')).toEqual(['4+']);
    expect(bhkOf('5,6')).toEqual(['4+']);
    expect(bhkOf('2', '4', '4+')).toEqual(['2', '4+']);
    expect(bhkOf('studio', 'STUDIO', ' 3 ')).toEqual(['Studio', '3']);
  });

  it('drop what is no choice at all', () => {
    expect(bhkOf('0', '-4', '4.5', '400', 'penthouse', '')).toEqual([]);
  });
});
