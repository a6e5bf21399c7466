import { seededRandom } from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueFrom, CatalogueState, type CatalogueSource } from './catalogue.ts';

const CITIES = ['Noida', 'Pune', 'Mumbai', 'Lucknow', 'Gurugram'];

/** `n` posted projects of three homes each, in a shuffled order, as a large catalogue holds them. */
function largeCatalogue(n: number): CatalogueSource[] {
  const random = seededRandom(7);
  const docs: CatalogueSource[] = [];
  for (let i = 0; i < n; i += 1) {
    docs.push({
      _id: `p${String(i).padStart(6, '0')}`,
      projectTitle: `Sunrise Heights Tower ${i}`,
      city: CITIES[i % CITIES.length],
      locality: `Sector ${i % 200}`,
      developer: { name: `Builder ${i % 500}` },
      bhk: [1 + (i % 3), 2 + (i % 3), i === n - 1 ? 9 : 3 + (i % 3)],
    });
  }
  for (let i = docs.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random.next() * (i + 1));
    [docs[i], docs[j]] = [docs[j], docs[i]];
  }
  return docs;
}

describe('the assistant catalogue at a large scale', () => {
  it('builds from 45,000 projects with 135,000 homes, in any order, and knows the most bedrooms', () => {
    const docs = largeCatalogue(45_000);
    const catalogue = catalogueFrom(docs);
    expect(catalogue.projects).toHaveLength(45_000);
    expect(catalogue.mostBedrooms).toBe(9);
    // Kept by id whatever order the projects came in.
    expect(catalogue.projects[0]._id).toBe('p000000');
    expect(catalogue.projects.at(-1)!._id).toBe('p044999');
    expect(catalogue.titleWords.get('heights')).toHaveLength(45_000);
    expect(catalogue.titleLexicon.matches('heihgts')).toContain('heights');
    expect(catalogue.cities.map((c) => c.count)).toEqual([9_000, 9_000, 9_000, 9_000, 9_000]);
  });

  it('takes in a title that repeats one word many times, once per word', () => {
    const state = new CatalogueState();
    const title = Array.from({ length: 50_000 }, () => 'Heights').join(' ');
    state.change(null, { _id: 'p1', projectTitle: title, city: 'Pune', locality: 'Baner', bhk: [2] });
    state.change(null, { _id: 'p2', projectTitle: `${title} Annexe`, city: 'Pune', locality: 'Baner', bhk: [3] });
    state.settle();
    expect(state.catalogue.titleWords.get('heights')?.map((p) => p._id)).toEqual(['p1', 'p2']);
    state.change({ _id: 'p1', projectTitle: title, city: 'Pune', locality: 'Baner', bhk: [2] }, null);
    state.settle();
    expect(state.catalogue.titleWords.get('heights')?.map((p) => p._id)).toEqual(['p2']);
    expect(state.catalogue.mostBedrooms).toBe(3);
  });
});

describe('the assistant catalogue following changes', () => {
  const doc = (changes: Partial<CatalogueSource> = {}): CatalogueSource => ({
    _id: 'p1',
    projectTitle: 'Ganga Heights',
    city: 'Pune',
    locality: 'Baner',
    developer: { name: 'Ganga Builders' },
    bhk: [2, 3],
    ...changes,
  });

  it('stays the same catalogue through a change it holds nothing of, and follows one it does', () => {
    const state = new CatalogueState();
    state.change(null, doc());
    state.change(null, doc({ _id: 'p2', projectTitle: 'Kumar Vista' }));
    state.settle();
    const first = state.catalogue;
    // A price or a photo: the project is the same to the catalogue (the same bedrooms at most too).
    state.change(doc(), { ...doc(), bhk: [3, 2] });
    state.settle();
    expect(state.catalogue).toBe(first);
    for (const changed of [
      doc({ projectTitle: 'Ganga Heights II' }),
      doc({ city: 'Mumbai' }),
      doc({ locality: 'Wakad' }),
      doc({ developer: { name: 'Kumar Builders' } }),
      doc({ bhk: [2, 4] }),
    ]) {
      const before = state.catalogue;
      state.change(doc(), changed);
      state.settle();
      expect(state.catalogue, JSON.stringify(changed)).not.toBe(before);
      expect(state.catalogue.projects.find((p) => p._id === 'p1')).toEqual(catalogueFrom([changed]).projects[0]);
      state.change(changed, doc());
      state.settle();
    }
  });
});
