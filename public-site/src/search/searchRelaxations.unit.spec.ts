import { describe, expect, it } from 'vitest';
import type { SearchRelaxation, SearchTextReading } from '@aangan/contracts/browser';
import { readSearchQuery, searchHref } from '../model/searchQuery.ts';
import { relaxedQuery } from './SearchRelaxations.tsx';

/** "ready to move villa goa" as the server reads it. */
const READING: SearchTextReading = {
  text: 'ready to move villa goa',
  parts: [
    { params: { possession: 'Ready to Move' }, label: 'Ready to Move', words: 'ready to move', spans: [[0, 13]] },
    {
      params: { projectType: 'Residential', projectSubType: 'Independent House/Villa' },
      label: 'Villas',
      words: 'villa',
      spans: [[14, 19]],
    },
    { params: { city: 'Goa' }, label: 'Goa', words: 'goa', spans: [[20, 23]] },
  ],
};
const typed = readSearchQuery(new URLSearchParams({ searchString: READING.text, page: '3' }));
const offer = (...without: SearchRelaxation['without']): SearchRelaxation => ({ count: 1, label: '', without });
const hrefOf = (relaxation: SearchRelaxation, query = typed, reading: SearchTextReading | null = READING) =>
  decodeURIComponent(searchHref(relaxedQuery(query, reading ?? undefined, relaxation)).replaceAll('+', ' '));

describe('a wider search as a link', () => {
  it('drops the typed words that set the relaxed filter, and starts at the first page', () => {
    expect(hrefOf(offer('possession'))).toBe('/search-result?searchString=villa goa');
    expect(hrefOf(offer('city'))).toBe('/search-result?searchString=ready to move villa');
    expect(hrefOf(offer('projectType'))).toBe('/search-result?searchString=ready to move goa');
  });

  it('keeps, as a parameter, what dropped words set beyond the relaxed filter ("villa" without the villa is still residential)', () => {
    expect(hrefOf(offer('projectSubType'))).toBe(
      '/search-result?searchString=ready to move goa&projectType=Residential',
    );
    expect(hrefOf(offer('projectSubType', 'possession'))).toBe(
      '/search-result?searchString=goa&projectType=Residential',
    );
  });

  it('drops a filter chosen in the panel, and words searched as text only for the text relaxation', () => {
    const chosen = readSearchQuery(
      new URLSearchParams({ city: 'Goa', possession: 'Ready to Move', searchString: 'sunrise' }),
    );
    const plain: SearchTextReading = {
      text: 'sunrise',
      parts: [{ params: {}, label: '“sunrise”', words: 'sunrise', spans: [[0, 7]] }],
    };
    expect(hrefOf(offer('possession'), chosen, plain)).toBe('/search-result?searchString=sunrise&city=Goa');
    expect(hrefOf(offer('searchString'), chosen, plain)).toBe('/search-result?city=Goa&possession=Ready to Move');
    expect(hrefOf(offer('searchString'), chosen, null)).toBe('/search-result?city=Goa&possession=Ready to Move');
  });
});
