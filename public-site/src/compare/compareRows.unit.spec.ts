import { describe, expect, it } from 'vitest';
import type { ComparedProject } from '@aangan/contracts/browser';
import { compareGroups, differencesOf, NO_VALUE, YES } from './compareRows.ts';
import { compareLink } from './compareLinks.ts';
import { en } from '../i18n/en/index.ts';

const project = (overrides: Partial<ComparedProject>): ComparedProject => ({
  slug: 'kesar',
  _id: '6650f0a1b2c3d4e5f6a7b8c9',
  projectTitle: 'Kesar',
  link: '/project/view/kesar',
  coverImage: null,
  place: 'Sector 150, Noida',
  price: { low: 80_00_000, high: 1_50_00_000 },
  priceByBedrooms: [{ bedrooms: 2, low: 80_00_000, high: 80_00_000 }],
  pricePerSqFt: { low: 8000, high: 10_000 },
  carpetSqFt: { low: 1000, high: 1500 },
  builtUpSqFt: null,
  superBuiltUpSqFt: null,
  plotSqFt: null,
  otherSqFt: null,
  possessionStatus: 'Under Construction',
  proposedPossessionDate: '2027-06',
  reraNumbers: ['UPRERAPRJ1001'],
  reraStatuses: [],
  reraStatusLocked: true,
  developer: { name: 'Vistara Buildcon', sinceYear: 1998, rating: 4 },
  amenities: ['gymnasium'],
  landAmenities: [],
  nearest: {
    hospital: { name: 'Fortis', distanceKm: 1.2 },
    school: { name: 'DPS', distanceKm: null },
    metroStations: null,
    railwayStations: null,
  },
  ...overrides,
});

const rowOf = (groups: ReturnType<typeof compareGroups>, label: string) =>
  groups.flatMap((group) => group.rows).find((row) => row.label === label);

describe('compareGroups', () => {
  const kesar = project({});
  const tulsi = project({
    slug: 'tulsi',
    projectTitle: 'Tulsi',
    priceByBedrooms: [
      { bedrooms: 2, low: 80_00_000, high: 80_00_000 },
      { bedrooms: 3, low: 1_20_00_000, high: 1_40_00_000 },
    ],
    possessionStatus: 'Ready to Move',
    amenities: ['gymnasium', 'swimmingPool'],
    developer: null,
  });
  const groups = compareGroups([kesar, tulsi], { strings: en, locale: 'en' });

  it('groups the rows as the page shows them, leaving out groups with no row', () => {
    expect(groups.map((group) => group.title)).toEqual([
      'Price',
      'Size',
      'Possession',
      'RERA',
      'Developer',
      'Amenities',
      'Nearby',
    ]);
  });

  it('formats prices, sizes, dates and places, with a dash where a project does not say', () => {
    expect(rowOf(groups, 'Price range')?.values).toEqual(['₹80 L - ₹1.50 Cr', '₹80 L - ₹1.50 Cr']);
    expect(rowOf(groups, '3 BHK price')?.values).toEqual([NO_VALUE, '₹1.20 Cr - ₹1.40 Cr']);
    expect(rowOf(groups, 'Price per sq ft')?.values).toEqual(['₹8,000 – ₹10,000', '₹8,000 – ₹10,000']);
    expect(rowOf(groups, 'Carpet area')?.values).toEqual(['1,000 – 1,500 sq ft', '1,000 – 1,500 sq ft']);
    expect(rowOf(groups, 'Built-up area')).toBeUndefined();
    expect(rowOf(groups, 'Possession date')?.values).toEqual(['June 2027', 'June 2027']);
    expect(rowOf(groups, 'RERA status')?.values).toEqual([
      'Shown after the contact form',
      'Shown after the contact form',
    ]);
    expect(rowOf(groups, 'Rating')?.values).toEqual(['4 / 5', NO_VALUE]);
    expect(rowOf(groups, 'Hospital')?.values).toEqual(['Fortis · 1.2 km', 'Fortis · 1.2 km']);
    expect(rowOf(groups, 'School')?.values).toEqual(['DPS', 'DPS']);
    expect(rowOf(groups, 'Metro Station')?.values).toEqual([NO_VALUE, NO_VALUE]);
  });

  it('gives each amenity any project has a row of ✓ and –', () => {
    expect(rowOf(groups, 'Swimming Pool')?.values).toEqual([NO_VALUE, YES]);
    expect(rowOf(groups, 'Gymnasium')?.values).toEqual([YES, YES]);
    expect(rowOf(groups, 'Clubhouse')).toBeUndefined();
  });

  it('marks the rows whose values differ, and keeps only those on request', () => {
    expect(rowOf(groups, 'Status')?.differs).toBe(true);
    expect(rowOf(groups, 'Swimming Pool')?.differs).toBe(true);
    expect(rowOf(groups, 'Gymnasium')?.differs).toBe(false);
    expect(rowOf(groups, 'Price range')?.differs).toBe(false);
    const differences = differencesOf(groups);
    expect(differences.flatMap((group) => group.rows.map((row) => row.label))).toEqual([
      '3 BHK price',
      'Status',
      'Developer',
      'Since',
      'Rating',
      'Swimming Pool',
    ]);
    expect(differences.map((group) => group.title)).toEqual(['Price', 'Possession', 'Developer', 'Amenities']);
  });
});

describe('compareLink', () => {
  it('writes the projects and whether only differences are shown', () => {
    expect(compareLink(['a', 'b c'], false)).toBe('/compare?slugs=a,b%20c');
    expect(compareLink(['a', 'b'], true)).toBe('/compare?slugs=a,b&diff=1');
    expect(compareLink([], true)).toBe('/compare?diff=1');
  });
});
