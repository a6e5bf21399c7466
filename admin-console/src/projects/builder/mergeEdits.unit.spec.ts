import { describe, expect, it } from 'vitest';
import type { AdminProject, Unit } from '@aangan/contracts';
import { mergeValues, threeWay } from '../../content/mergeEdits.ts';
import { mergeProject, mergeUnits, projectFieldLabel } from './mergeEdits.ts';
import { toFormValues } from './projectForm.ts';

describe('the three-way merge of two edits', () => {
  const base = { city: 'Noida', locality: 'Sector 150', rating: 8, tags: ['Near Metro'], title: 'Skyline' };

  it('keeps mine where only I changed, takes theirs where only they changed, and asks where both did', () => {
    const mine = { ...base, locality: 'Sector 150 North', rating: 9, title: 'Skyline Heights' };
    const theirs = { ...base, city: 'Greater Noida', rating: 7, tags: ['Near Metro', 'Luxury'] };
    const found = threeWay(base, mine, theirs);
    expect(found).toEqual({
      mineOnly: ['locality', 'title'],
      theirsOnly: ['city', 'tags'],
      contested: [{ key: 'rating', mine: 9, theirs: 7 }],
      combined: [],
    });
    expect(mergeValues(mine, theirs, found, { rating: 'theirs' })).toEqual({
      city: 'Greater Noida',
      locality: 'Sector 150 North',
      rating: 7,
      tags: ['Near Metro', 'Luxury'],
      title: 'Skyline Heights',
    });
    expect(mergeValues(mine, theirs, found, { rating: 'mine' }).rating).toBe(9);
  });

  it('does not ask about a field both changed to the same value, nor about empty versus missing', () => {
    const mine = { ...base, rating: 9, tags: [] };
    const theirs = { ...base, rating: 9, tags: undefined };
    const found = threeWay(base, mine, theirs);
    expect(found.contested).toEqual([]);
    expect(found.mineOnly).toEqual([]);
    expect(found.theirsOnly).toEqual(['rating', 'tags']);
  });

  it('counts a field one side emptied or added as a change of that side', () => {
    const found = threeWay({ a: 'x' }, { a: '', b: 'new' }, { a: 'x', c: [1] });
    expect(found).toEqual({ mineOnly: ['a', 'b'], theirsOnly: ['c'], contested: [], combined: [] });
    expect(mergeValues({ a: '', b: 'new' }, { a: 'x', c: [1] }, found, {})).toEqual({
      a: '',
      b: 'new',
      c: [1],
    });
  });

  it('compares lists of records as whole fields, whatever the order of their keys', () => {
    const unit = { unitId: 'u1', unitTitle: '2 BHK', maxPrice: 95 };
    const reordered = { maxPrice: 95, unitTitle: '2 BHK', unitId: 'u1' };
    expect(threeWay({ units: [unit] }, { units: [reordered] }, { units: [unit] })).toEqual({
      mineOnly: [],
      theirsOnly: [],
      contested: [],
      combined: [],
    });
    const found = threeWay({ units: [unit] }, { units: [{ ...unit, maxPrice: 99 }] }, { units: [] });
    expect(found.contested).toEqual([{ key: 'units', mine: [{ ...unit, maxPrice: 99 }], theirs: [] }]);
  });
});

describe('merging units one by one', () => {
  const twoBhk = { unitId: 'u2', unitTitle: '2 BHK', maxPrice: 95 };
  const threeBhk = { unitId: 'u3', unitTitle: '3 BHK', maxPrice: 150 };
  const studio = { unitId: 'u1', unitTitle: 'Studio', maxPrice: 40 };

  it('keeps each side’s change to a different unit, their new units and mine, and drops what one side removed', () => {
    const base = [twoBhk, threeBhk, studio];
    const mine = [{ ...twoBhk, maxPrice: 99 }, threeBhk, { unitTitle: 'Penthouse', maxPrice: 400 }];
    const theirs = [twoBhk, { ...threeBhk, maxPrice: 160 }, studio, { unitId: 'u4', unitTitle: '4 BHK' }];
    expect(mergeUnits(base, mine, theirs)).toEqual([
      { ...twoBhk, maxPrice: 99 },
      { ...threeBhk, maxPrice: 160 },
      { unitId: 'u4', unitTitle: '4 BHK' },
      { unitTitle: 'Penthouse', maxPrice: 400 },
    ]);
  });

  it('gives up on a unit both changed differently, or one changed and the other removed', () => {
    expect(mergeUnits([twoBhk], [{ ...twoBhk, maxPrice: 99 }], [{ ...twoBhk, maxPrice: 97 }])).toBeNull();
    expect(mergeUnits([twoBhk], [{ ...twoBhk, maxPrice: 99 }], [])).toBeNull();
    expect(mergeUnits([twoBhk], [{ ...twoBhk, maxPrice: 99 }], [{ ...twoBhk, maxPrice: 99 }])).toEqual([
      { ...twoBhk, maxPrice: 99 },
    ]);
  });

  it('takes the combined units into the merged project instead of asking', () => {
    const base = { id: 'p1', revision: 0, units: [twoBhk, threeBhk] } as unknown as AdminProject;
    const mine = { ...toFormValues(base), units: [{ ...twoBhk, maxPrice: 99 }, threeBhk] as Unit[] };
    const theirs = { ...base, revision: 1, units: [twoBhk, { ...threeBhk, maxPrice: 160 }] } as AdminProject;
    const merge = mergeProject(base, mine, theirs);
    expect(merge.contested).toEqual([]);
    expect(mergeValues(merge.mine, merge.theirs, merge, {}).units).toEqual([
      { ...twoBhk, maxPrice: 99 },
      { ...threeBhk, maxPrice: 160 },
    ]);
  });
});

describe('merging a refused save of the project builder', () => {
  const base = {
    id: 'p1',
    revision: 0,
    status: 'posted',
    projectTitle: 'Lakeview Residency',
    locality: 'Sector 150',
    projectRating: 8,
    description: 'By the lake.',
  } as unknown as AdminProject;

  it('compares what the form would send and merges the form values', () => {
    const mine = { ...toFormValues(base), locality: 'Sector 150 North', description: 'By the lake, two towers.' };
    // A text input emptied and given back holds null; the same as the text it started from once sent.
    const mineWithNull = { ...mine, metaTitle: null as unknown as string };
    const theirs = { ...base, revision: 1, projectRating: 9, description: 'On the lake shore.' } as AdminProject;
    const merge = mergeProject(base, mineWithNull, theirs);
    expect(merge.mineOnly).toEqual(['locality']);
    expect(merge.theirsOnly).toEqual(['projectRating']);
    expect(merge.contested).toEqual([
      { key: 'description', mine: 'By the lake, two towers.', theirs: 'On the lake shore.' },
    ]);
    const merged = mergeValues(merge.mine, merge.theirs, merge, { description: 'theirs' });
    expect(merged.locality).toBe('Sector 150 North');
    expect(merged.projectRating).toBe('9');
    expect(merged.description).toBe('On the lake shore.');
    expect(merged.projectTitle).toBe('Lakeview Residency');
  });

  it('merges the Hindi texts field by field like the English ones', () => {
    const mine = { ...toFormValues(base), hindiProjectTitle: 'लेकव्यू रेजीडेंसी' };
    const theirs = { ...base, revision: 1, hindiDescription: 'झील के किनारे।' } as AdminProject;
    const merge = mergeProject(base, mine, theirs);
    expect(merge.mineOnly).toEqual(['hindiProjectTitle']);
    expect(merge.theirsOnly).toEqual(['hindiDescription']);
    expect(merge.contested).toEqual([]);
    const merged = mergeValues(merge.mine, merge.theirs, merge, {});
    expect([merged.hindiProjectTitle, merged.hindiDescription]).toEqual(['लेकव्यू रेजीडेंसी', 'झील के किनारे।']);
  });

  it('names fields as the history screen does', () => {
    expect(projectFieldLabel('hindiDescription')).toBe('Hindi description');
    expect(projectFieldLabel('projectRating')).toBe('Rating');
    expect(projectFieldLabel('projectTitle')).toBe('Project/Building name');
    expect(projectFieldLabel('locality')).toBe('Locality');
  });
});
