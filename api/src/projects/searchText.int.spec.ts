import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * A buyer's words on the demo catalogue: a `searchString` link finds what the same search written
 * as filters finds, and autosuggest knows the names buyers type for a city.
 */

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.system);
});
afterAll(async () => {
  await t?.close();
});

const search = async (query: string) => {
  const response = await t.request('GET', `/api/v1/project/search-project?${query}&limit=50`);
  expect(response.status, query).toBe(200);
  return response.body as {
    result: { _id: string; projectSubType?: string }[];
    total: number;
    understood?: { text: string; parts: { label: string; words: string }[] };
  };
};
const idsOf = async (query: string) => (await search(query)).result.map((p) => p._id);
const suggest = async (q: string) =>
  (await t.request('GET', `/api/v1/project/suggestions?q=${encodeURIComponent(q)}`)).body.result as {
    kind: string;
    value: string;
    link?: string;
  }[];

// Each phrase with the filters a buyer would have set by hand for it.
const PHRASES: [string, string][] = [
  ['Gurgaon 3 BHK under 2 Cr', 'city=Gurugram&bhk=3&maxPrice=20000000'],
  [
    'redy to move apartmnt in ghaziabd below 60 lakhs',
    'possession=Ready%20to%20Move&projectType=Residential&projectSubType=Apartment,Builder%20Floor,Penthouse,Studio%20Apartment,Serviced%20Apartment&city=Ghaziabad&maxPrice=6000000',
  ],
  ['Noida 2 BHK under 80 lakh', 'city=Noida&bhk=2&maxPrice=8000000'],
  ['noida mein 2bhk 80 lakh tak', 'city=Noida&bhk=2&maxPrice=8000000'],
  ['नोएडा में 2 बीएचके 80 लाख तक', 'city=Noida&bhk=2&maxPrice=8000000'],
  ['नोएडा में २ बीएचके ८० लाख तक', 'city=Noida&bhk=2&maxPrice=8000000'],
  ['गुड़गांव 3 बीएचके', 'city=Gurugram&bhk=3'],
  [
    'लखनऊ में सबसे सस्ता फ्लैट',
    'city=Lucknow&projectType=Residential&projectSubType=Apartment,Builder%20Floor,Penthouse,Studio%20Apartment,Serviced%20Apartment&sort=Price%20Low%20To%20High',
  ],
  ['plots in lucknow', 'projectType=Residential&projectSubType=Residential%20Plot&city=Lucknow'],
  ['cheapest 1bhk in ghaziabad', 'sort=Price%20Low%20To%20High&bhk=1&city=Ghaziabad'],
  ['2.5 BHK in Pune', 'bhk=2&city=Pune'],
  [
    'newest villas in NCR',
    'sort=Newest&projectType=Residential&projectSubType=Independent%20House/Villa&city=Delhi,Noida,Greater%20Noida,Gurugram,Ghaziabad,Faridabad',
  ],
];

describe('a search string on the demo catalogue', () => {
  it.each(PHRASES)('"%s" finds what its filters find, in the same order', async (phrase, filters) => {
    const byText = await idsOf(`searchString=${encodeURIComponent(phrase)}`);
    expect(byText.length, phrase).toBeGreaterThan(0);
    expect(byText).toEqual(await idsOf(filters));
  });

  it('the misspelt "ready to move apartment in Ghaziabad" search lists only ready flats, no shop', async () => {
    const found = await search(
      `searchString=${encodeURIComponent('redy to move apartmnt in ghaziabd below 60 lakhs')}`,
    );
    expect(
      found.result
        .map((p) => p.projectSubType)
        .every((s) =>
          ['Apartment', 'Builder Floor', 'Penthouse', 'Studio Apartment', 'Serviced Apartment'].includes(s!),
        ),
    ).toBe(true);
    expect(found.understood?.parts.map((p) => p.label)).toEqual(['Ready to Move', 'Flats', 'Ghaziabad', 'Under ₹60 L']);
  });

  it('"नोएडा में 2 बीएचके 80 लाख तक" finds the Noida 2 BHK homes up to ₹80 L, its words shown as chips', async () => {
    const found = await search(`searchString=${encodeURIComponent('नोएडा में 2 बीएचके 80 लाख तक')}`);
    expect(found.total).toBeGreaterThan(0);
    const projects = found.result as unknown as { city?: string; priceMin: number | null; bhk: number[] }[];
    for (const project of projects) {
      expect(project.city).toBe('Noida');
      expect(project.bhk).toContain(2);
      expect(project.priceMin).toBeLessThanOrEqual(80_00_000);
    }
    expect(found.understood?.parts.map((p) => [p.label, p.words])).toEqual([
      ['Noida', 'नोएडा में'],
      ['2 BHK', '2 बीएचके'],
      ['Under ₹80 L', '80 लाख तक'],
    ]);
    const understanding = await t.request(
      'GET',
      `/api/v1/project/understand-search?q=${encodeURIComponent('नोएडा में 2 बीएचके 80 लाख तक')}`,
    );
    expect(understanding.body.result).toMatchObject({
      city: 'Noida',
      bhk: [2],
      budgetMax: 80_00_000,
      searchString: '',
    });
  });

  it('a filter given beside the text wins over the words that say otherwise, which leave the text', async () => {
    const found = await search(`searchString=${encodeURIComponent('Gurgaon 3 BHK under 2 Cr')}&city=Noida`);
    expect(found.understood?.text).toBe('3 BHK under 2 Cr');
    expect(found.result.map((p) => p._id)).toEqual(await idsOf('city=Noida&bhk=3&maxPrice=20000000'));
  });

  it('words no filter takes still narrow as text, typo tolerant', async () => {
    const [project] = (await search('searchString=Hooghly%20Prakriti%20Skyline')).result as {
      _id: string;
      projectTitle?: string;
    }[];
    expect(project?.projectTitle).toBe('Hooghly Prakriti Skyline');
    const found = await search(`searchString=${encodeURIComponent('hooghly prakrti skylne in kolkata')}`);
    expect(found.result.map((p) => p._id)).toEqual([project._id]);
    expect(found.understood?.parts.map((p) => p.label)).toEqual(['“hooghly prakrti skylne”', 'Kolkata']);
    expect((await search('searchString=qwxzv')).total).toBe(0);
  });

  it('suggests Gurugram first for "Gurg" and "Gurgaon", and cities by their other names', async () => {
    for (const typed of ['Gurg', 'Gurgaon', 'gurgoan'])
      expect((await suggest(typed))[0], typed).toMatchObject({ kind: 'city', value: 'Gurugram' });
    expect((await suggest('noi'))[0]).toMatchObject({ kind: 'city', value: 'Noida' });
    expect((await suggest('Bombay'))[0]).toMatchObject({ kind: 'city', value: 'Mumbai' });
    expect((await suggest('Calcutta'))[0]).toMatchObject({ kind: 'city', value: 'Kolkata' });
    expect((await suggest('Poona'))[0]).toMatchObject({ kind: 'city', value: 'Pune' });
    expect((await suggest('NCR'))[0]).toMatchObject({
      kind: 'region',
      value: 'NCR',
      link: '/search-result?searchString=NCR',
    });
    expect((await suggest('prakrti')).some((s) => s.kind === 'project' && /Prakriti/.test(s.value))).toBe(true);
  });
});
