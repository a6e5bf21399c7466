import { seededRandom } from '@aangan/contracts';
import { describe, expect, it } from 'vitest';
import { SuggestionIndex, type SuggestionKind, type SuggestionSource } from './suggestionIndex.ts';

const CITIES = ['Gurugram', 'Noida', 'Pune', 'Mumbai', 'Guwahati', 'Lucknow'];
const WORDS = ['Green', 'Gulmohar', 'Guru', 'Grand', 'Park', 'Vista', 'Heights', 'Gardens', 'Prakriti', 'Sun'];
const KINDS: SuggestionKind[] = ['city', 'region', 'locality', 'project', 'developer', 'subType'];

describe('autosuggest answers', () => {
  it('are the first of the whole ranking, whatever the limit, on 3,000 projects', () => {
    const r = seededRandom(17);
    const index = new SuggestionIndex();
    for (let i = 0; i < 3_000; i += 1) {
      const city = r.pick(CITIES);
      index.change(null, {
        _id: `p${i}`,
        slug: `p-${i}`,
        projectTitle: `${r.pick(WORDS)} ${r.pick(WORDS)} ${i % 40}`,
        city,
        locality: `${r.pick(WORDS)} Sector ${i % 30}`,
        projectType: r.pick(['Residential', 'Commercial']),
        projectSubType: r.pick(['Apartment', 'Shop']),
        developer: { name: `${r.pick(WORDS)} Developers` },
      });
    }
    index.settle();
    for (const query of ['g', 'gu', 'gur', 'gre', 'gardn', 'prakrit', 'sector 1', 'park vista', 'zz']) {
      for (const projectType of [undefined, 'Commercial']) {
        const whole = index.suggest(query, { kinds: KINDS, projectType, limit: 5_000 });
        for (const limit of [1, 3, 10]) {
          expect(index.suggest(query, { kinds: KINDS, projectType, limit }), `${query} ${limit}`).toEqual(
            whole.slice(0, limit),
          );
        }
        // Ranked: what starts with the typed text comes before what only contains it.
        const starts = whole.map((s) => s.value.toLowerCase().startsWith(query));
        expect(
          starts.indexOf(true) === -1 || starts.lastIndexOf(true) < starts.indexOf(false) || !starts.includes(false),
        ).toBe(true);
      }
    }
  });
});

describe('autosuggest answers after changes', () => {
  it('rank each place by its count now, as an index built afresh does, after keystrokes weighed the old counts', () => {
    const r = seededRandom(29);
    const live = new SuggestionIndex();
    const docs = new Map<string, SuggestionSource>();
    const make = (i: number): SuggestionSource => ({
      _id: `p${i}`,
      slug: `p-${i}`,
      projectTitle: `${r.pick(WORDS)} ${r.pick(WORDS)} ${i % 7}`,
      city: r.pick(CITIES),
      locality: `${r.pick(WORDS)} Sector ${i % 9}`,
      projectType: r.pick(['Residential', 'Commercial'] as const),
      projectSubType: r.pick(['Apartment', 'Shop']),
      developer: { name: `${r.pick(WORDS)} Developers` },
    });
    for (let i = 0; i < 400; i += 1) {
      const doc = make(i);
      docs.set(doc._id, doc);
      live.change(null, doc);
    }
    live.settle();
    const queries = ['g', 'gu', 'gre', 'sector', 'park', 'pune', 'vista h'];
    for (let round = 0; round < 30; round += 1) {
      // Every keystroke weighs the entries it finds; then projects move, come and go, changing the counts.
      for (const query of queries) live.suggest(query, { kinds: KINDS, limit: 10 });
      for (let k = 0; k < 15; k += 1) {
        const id = `p${r.int(0, 499)}`;
        const before = docs.get(id) ?? null;
        const after = r.next() < 0.2 ? null : { ...make(Number(id.slice(1))), _id: id, slug: `p-${id.slice(1)}` };
        if (after) docs.set(id, after);
        else docs.delete(id);
        live.change(before, after);
      }
      live.settle();
      const fresh = new SuggestionIndex();
      for (const doc of docs.values()) fresh.change(null, doc);
      fresh.settle();
      for (const query of queries)
        expect(live.suggest(query, { kinds: KINDS, limit: 10 }), `${round} ${query}`).toEqual(
          fresh.suggest(query, { kinds: KINDS, limit: 10 }),
        );
    }
  });
});

describe('autosuggest typed in Devanagari', () => {
  const index = new SuggestionIndex();
  const places: Array<[string, string]> = [
    ['Noida', 'Sector 150'],
    ['Gurugram', 'Sector 65'],
    ['Ghaziabad', 'Indirapuram'],
    ['Lucknow', 'Gomti Nagar'],
  ];
  places.forEach(([city, locality], i) =>
    index.change(null, {
      _id: `p${i}`,
      slug: `p-${i}`,
      projectTitle: `Vista ${i}`,
      city,
      locality,
      projectType: 'Residential',
      projectSubType: 'Apartment',
    }),
  );
  index.settle();
  const first = (q: string) => index.suggest(q, { kinds: ['city', 'locality'], limit: 5 })[0]?.value;

  it('offers a city by its Hindi name, from its first letters and in its everyday spellings', () => {
    expect(first('नोए')).toBe('Noida');
    expect(first('नोएडा')).toBe('Noida');
    expect(first('गुड़गांव')).toBe('Gurugram');
    expect(first('गुरुग्राम')).toBe('Gurugram');
    expect(first('लखनऊ')).toBe('Lucknow');
  });

  it('finds a locality spelled in Devanagari by its Latin letters', () => {
    expect(first('इंदिरापुरम')).toBe('Indirapuram');
    expect(first('गोमती नगर')).toBe('Gomti Nagar');
  });

  it('leaves Latin keystrokes as they were', () => {
    expect(first('noi')).toBe('Noida');
    expect(first('zz')).toBeUndefined();
  });
});

describe('autosuggest with a city named among the words', () => {
  const index = new SuggestionIndex();
  const places: Array<[string, string, string]> = [
    ['Noida', 'Sector 150', 'Ganga Sparsh Towers'],
    ['Noida', 'Noida Extension', 'Vistara Heights'],
    ['Gurugram', 'Sector 65', 'Shivalik Gulmohar Vista'],
    ['Ghaziabad', 'Raj Nagar Extension', 'Prakriti Heights'],
  ];
  places.forEach(([city, locality, projectTitle], i) =>
    index.change(null, { _id: `p${i}`, slug: `p-${i}`, projectTitle, city, locality, projectType: 'Residential' }),
  );
  index.settle();
  const found = (text: string) =>
    index.suggest(text, { kinds: KINDS, limit: 10 }).map((s) => `${s.kind}:${s.value}${s.city ? `, ${s.city}` : ''}`);

  it('finds the city’s localities and projects by their own words, in either order, and no other city’s', () => {
    expect(found('noida sec')).toEqual(['locality:Sector 150, Noida']);
    expect(found('sector noida')).toEqual(['locality:Sector 150, Noida']);
    expect(found('gurgaon sector')).toEqual(['locality:Sector 65, Gurugram']);
    expect(found('noida extension')).toEqual(['locality:Noida Extension, Noida']);
    expect(found('heights ghaziabad')).toEqual(['project:Prakriti Heights, Ghaziabad']);
    expect(found('noida vist')).toEqual(['project:Vistara Heights, Noida']);
  });

  it('a city typed alone, or a city’s beginning with another word, is searched as before', () => {
    expect(found('noida')[0]).toBe('city:Noida');
    expect(found('noi sector')).toEqual(['locality:Sector 150, Noida']);
    // One letter after the city: the city's names are searched, as before ("s" begins none of these).
    expect(found('noida s')).toEqual([]);
    expect(found('noida e')).toEqual(['locality:Noida Extension, Noida']);
    expect(found('noida se')).toEqual(['locality:Sector 150, Noida']);
  });
});
