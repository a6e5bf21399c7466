import { filterReads, projectionReads } from '@aangan/projections';
import { describe, expect, it } from 'vitest';
import { LIST_FIELDS } from './adminProjectQueries.ts';
import { CARD_FIELDS } from './projectCards.ts';
import { PROJECT_PAGE_ONLY_FIELDS } from './projectQueries.ts';
import { FOLLOWED_FIELDS } from './readModelFollower.ts';
import { searchFilter } from './projectSearchFilter.ts';

const pageOnly = new Set<string>(PROJECT_PAGE_ONLY_FIELDS);

describe("fields only a project's own page reads", () => {
  it('are read by no card, suggestion or console list, so those answer before they are loaded after a restart', () => {
    expect(projectionReads(CARD_FIELDS, pageOnly)).toBe(false);
    expect(projectionReads(FOLLOWED_FIELDS, pageOnly)).toBe(false);
    expect(projectionReads(LIST_FIELDS, pageOnly)).toBe(false);
  });

  it('are read by no search filter, whatever a visitor sets', () => {
    const everything = searchFilter({
      city: 'Noida',
      cities: ['Noida', 'Gurugram'],
      locality: 'Sector 150',
      projectType: 'Residential',
      projectSubTypes: ['Apartment', 'Villa'],
      possession: 'Ready to Move',
      bhkBands: [2, 3],
      budgetMin: 5_000_000,
      budgetMax: 9_000_000,
      areaMin: 800,
      areaMax: 1600,
      amenities: ['gymnasium'],
      termGroups: [['tower', 'towers'], ['green']],
      near: { latitude: 28.5, longitude: 77.4, radiusKm: 5 },
    });
    expect(filterReads(everything, pageOnly)).toBe(false);
    // And the check itself sees a filter that does.
    expect(filterReads({ $and: [everything, { 'units.bedroomCount': 2 }] }, pageOnly)).toBe(true);
  });
});
