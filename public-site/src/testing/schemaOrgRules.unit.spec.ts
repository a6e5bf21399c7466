import { describe, expect, it } from 'vitest';
import { schemaOrgProblems } from './schemaOrgRules.ts';

describe('schema.org checker', () => {
  it('accepts a complete listing and names what a broken one lacks', () => {
    const listing = {
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      name: 'A',
      url: 'https://x/a',
      offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 1, highPrice: 2 },
    };
    expect(schemaOrgProblems(listing)).toEqual([]);
    expect(
      schemaOrgProblems({
        ...listing,
        url: '',
        offers: { '@type': 'AggregateOffer', priceCurrency: 'INR', lowPrice: 3, highPrice: 2 },
      }),
    ).toEqual(['$: RealEstateListing needs url', '$.offers: lowPrice above highPrice']);
    expect(schemaOrgProblems({ '@context': 'https://schema.org', '@type': 'Thing' })).toEqual([
      '$: unknown @type Thing',
    ]);
  });
});
