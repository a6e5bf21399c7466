import { describe, expect, it } from 'vitest';
import { catalogueFrom } from './catalogue.ts';
import { describeFilters } from './describeSearch.ts';
import { analysePrompt } from './promptAnalysis.ts';
import type { SearchFilters } from './searchFilters.ts';

// Two posted projects, and localities in three cities (the featured cities come with every catalogue).
const catalogue = catalogueFrom([
  { _id: 'p1', projectTitle: 'Prakriti Greens', city: 'Noida', locality: 'Sector 150' },
  { _id: 'p2', projectTitle: 'Shanti Villas', city: 'Noida', locality: 'Sector 128' },
  { _id: 'p3', projectTitle: 'Gulmohar Court', city: 'Mumbai', locality: 'Thane West' },
  { _id: 'p4', projectTitle: 'Aravali Towers', city: 'Gurugram', locality: 'Golf Course Road' },
  { _id: 'p5', projectTitle: 'Kesar Business Park', city: 'Gurugram', locality: 'Sector 65' },
]);
const filtersOf = (prompt: string) => analysePrompt(prompt, catalogue).filters;

describe('prompt analysis', () => {
  it.each([
    ['noda 2bhk', { city: 'Noida', bhk: [2] }],
    ['gurgaon me 3bhk chahiye', { city: 'Gurugram', bhk: [3] }],
    ['flat in mumbay', { city: 'Mumbai', projectType: 'Residential' }],
    ['2 bedroom in thane', { city: 'Mumbai', locality: 'Thane West', bhk: [2] }],
    ['sector 150 noida', { city: 'Noida', locality: 'Sector 150' }],
    ['sector 65 gurgaon office space', { city: 'Gurugram', locality: 'Sector 65', projectType: 'Commercial' }],
    [
      'ready to move villa under 4 cr',
      {
        possession: 'Ready to Move',
        projectType: 'Residential',
        projectSubTypes: ['Independent House/Villa'],
        budgetMax: 4e7,
      },
    ],
    ['sasta flat', { sort: 'Price Low To High', projectType: 'Residential' }],
    ['noida mein 2bhk 50 lakh tak', { city: 'Noida', bhk: [2], budgetMax: 50e5 }],
  ])('%s', (prompt, expected) => {
    expect(filtersOf(prompt)).toMatchObject(expected);
  });

  it('never corrects an everyday word into a city ("pure" is not Pune)', () => {
    expect(filtersOf('pure veg society').city).toBeUndefined();
  });

  it('one distinctive word of a title names the project; a place or a shared word does not', () => {
    expect(analysePrompt('price of prakriti', catalogue).namedProjects.map((p) => p.title)).toEqual([
      'Prakriti Greens',
    ]);
    expect(analysePrompt('price of prakrti greens', catalogue)).toMatchObject({
      namedExactly: true,
      namedProjects: [{ title: 'Prakriti Greens' }],
    });
    expect(analysePrompt('greens in noida', catalogue).namedProjects).toEqual([]);
    expect(analysePrompt('flats in mumbay', catalogue).namedProjects).toEqual([]);
  });

  it('a project title wins over the words in it', () => {
    const analysis = analysePrompt('price of shanti villas', catalogue);
    expect(analysis.namedProjects.map((p) => p.title)).toEqual(['Shanti Villas']);
    expect(analysis.filters.projectSubTypes).toBeUndefined();
    expect(analysis.topic).toBe('price');
  });

  it('every search written back as a quick reply reads as the same search', () => {
    const searches: SearchFilters[] = [
      { city: 'Noida', bhk: [2], budgetMax: 80e5 },
      { city: 'Gurugram', locality: 'Golf Course Road', possession: 'Ready to Move' },
      { city: 'Mumbai', bhk: [2, 3], budgetMin: 50e5, budgetMax: 1.5e7 },
      {
        city: 'Pune',
        projectSubTypes: ['Residential Plot', 'Plots', 'Commercial Land', 'Industrial Land', 'Agricultural Land'],
      },
      {
        projectType: 'Commercial',
        projectSubTypes: ['Office Space', 'SEZ Office', 'Co-working Space'],
        budgetMin: 1e7,
      },
      { projectType: 'Residential', projectSubTypes: ['Independent House/Villa'], sort: 'Price High To Low' },
      { city: 'Lucknow', projectType: 'Farmland', possession: 'Newly Launched' },
      { bhk: [0], city: 'Mumbai' },
    ];
    for (const search of searches)
      expect(filtersOf(describeFilters(search)), describeFilters(search)).toMatchObject(search);
  });
});
