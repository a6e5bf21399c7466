import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectFields } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const id: Record<string, string> = {};

const unit = (bhk: number, price: number) => ({
  unitTitle: `${bhk} BHK`,
  bedroomCount: bhk,
  bathroomCount: Math.max(1, bhk),
  salePrice: price,
  unitCount: 10,
  ...areas(600 + bhk * 500),
});
/** Size, built-up and super built-up areas (flats, offices and shops are sold by all three). */
function areas(size: number) {
  return {
    primaryArea: { areaSize: size, areaUnit: 'squareFeet' as const },
    secondaryArea: { areaSize: Math.round(size * 1.15), areaUnit: 'squareFeet' as const },
    tertiaryArea: { areaSize: Math.round(size * 1.3), areaUnit: 'squareFeet' as const },
  };
}
// Projects without amenities still list what the land has (a project must list one or the other).
const noAmenities = { amenities: [], landAmenities: ['waterSupply' as const] };

const catalogue: Record<string, Partial<ProjectFields>> = {
  noidaFlats: {
    projectTitle: 'Prakriti Greens',
    city: 'Noida',
    locality: 'Sector 150',
    projectSubType: 'Apartment',
    units: [unit(2, 65_00_000), unit(3, 95_00_000)],
    amenities: ['swimmingPool', 'gymnasium'],
    latitude: 28.4089,
    longitude: 77.4904,
  },
  noidaVilla: {
    projectTitle: 'Shanti Villas',
    city: 'Noida',
    locality: 'Sector 128',
    projectSubType: 'Independent House/Villa',
    units: [unit(4, 3_50_00_000)],
    amenities: ['gymnasium'],
    latitude: 28.5245,
    longitude: 77.3566,
  },
  gurugramFlats: {
    projectTitle: 'Aravali Heights',
    city: 'Gurugram',
    state: 'Haryana',
    locality: 'Golf Course Road',
    projectSubType: 'Apartment',
    units: [unit(3, 2_40_00_000)],
    ...noAmenities,
    latitude: 28.4595,
    longitude: 77.0266,
  },
  mumbaiStudio: {
    projectTitle: 'Samudra Residency',
    city: 'Mumbai',
    state: 'Maharashtra',
    locality: 'Powai',
    projectSubType: 'Studio Apartment',
    units: [unit(0, 80_00_000)],
    ...noAmenities,
    latitude: 19.1176,
    longitude: 72.906,
  },
  puneOffice: {
    projectTitle: 'Sahyadri Trade Centre',
    city: 'Pune',
    state: 'Maharashtra',
    locality: 'Baner',
    projectType: 'Commercial',
    projectSubType: 'Office Space',
    units: [{ unitTitle: 'Office 1', ...areas(900), salePrice: 1_20_00_000, unitCount: 4 }],
    ...noAmenities,
    latitude: 18.559,
    longitude: 73.7868,
  },
};

beforeAll(async () => {
  t = await startTestApp();
  for (const [key, fields] of Object.entries(catalogue)) {
    const response = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields(fields),
    });
    expect(response.status).toBe(201);
    id[key] = response.body.result._id;
  }
});
afterAll(async () => {
  await t.close();
});

const found = async (query: string): Promise<string[]> => {
  const response = await t.request('GET', `/api/v1/project/search-project?${query}`);
  expect(response.status).toBe(200);
  return response.body.result.map(
    (p: { _id: string }) => Object.entries(id).find(([, v]) => v === p._id)?.[0] ?? p._id,
  );
};

describe('search-project', () => {
  it('filters by city (any case), type, sub type', async () => {
    expect((await found('city=noida')).sort()).toEqual(['noidaFlats', 'noidaVilla']);
    expect(await found('projectType=Commercial')).toEqual(['puneOffice']);
    expect(await found('projectSubType=Studio%20Apartment')).toEqual(['mumbaiStudio']);
  });

  it('filters by price range overlapping the units', async () => {
    expect((await found('minPrice=9000000&maxPrice=15000000')).sort()).toEqual(['noidaFlats', 'puneOffice']);
    expect(await found('minPrice=30000000')).toEqual(['noidaVilla']);
  });

  it('filters by BHK including Studio and 4+', async () => {
    expect(await found('bhk=Studio')).toEqual(['mumbaiStudio']);
    expect(await found('bhk=4%2B')).toEqual(['noidaVilla']);
    expect((await found('bhk=2,4%2B')).sort()).toEqual(['noidaFlats', 'noidaVilla']);
  });

  it('matches BHK, budget and size on the same unit', async () => {
    // Prakriti Greens has a 2 BHK at ₹65 L and a 3 BHK at ₹95 L: no 2 BHK costs ₹90 L or more.
    expect(await found('bhk=2&minPrice=9000000')).toEqual([]);
    expect(await found('bhk=3&maxPrice=9000000&city=Noida')).toEqual([]);
    expect(await found('bhk=3&maxPrice=10000000&city=Noida')).toEqual(['noidaFlats']);
    // Sizes: the 2 BHK is 1,600 sq ft, the 3 BHK 2,100 sq ft.
    expect(await found('bhk=2&minArea=2000')).toEqual([]);
    expect(await found('bhk=3&minArea=2000&maxArea=2200&city=Noida')).toEqual(['noidaFlats']);
  });

  it("filters by one developer's name in any case", async () => {
    expect((await found('developer=VISTARA%20buildcon&limit=50')).sort()).toEqual((await found('limit=50')).sort());
    expect((await found('developer=vistara%20buildcon&city=noida')).sort()).toEqual(['noidaFlats', 'noidaVilla']);
    expect(await found('developer=Nobody%20Homes')).toEqual([]);
  });

  it('filters by locality and possession, and by several sub types', async () => {
    expect(await found('locality=sector%20150')).toEqual(['noidaFlats']);
    expect((await found('projectSubType=Apartment,Studio%20Apartment')).sort()).toEqual([
      'gurugramFlats',
      'mumbaiStudio',
      'noidaFlats',
    ]);
    const possession = (await t.request('GET', '/api/v1/project/search-project?possession=Ready%20to%20Move')).body
      .result as { possessionStatus?: string }[];
    expect(possession.every((p) => p.possessionStatus === 'Ready to Move')).toBe(true);
  });

  it('shows the last page for a page beyond it', async () => {
    const response = await t.request('GET', '/api/v1/project/search-project?city=Noida&limit=1&page=9');
    expect(response.body).toMatchObject({ total: 2, page: 2, lastPage: 2 });
    expect(response.body.result).toHaveLength(1);
  });

  it('the assistant and its "See all results" page count the same projects', async () => {
    for (const prompt of [
      '3 bhk in noida under 1 cr',
      '2 bhk noida above 90 lakh',
      'apartments in noida',
      'studio in mumbai',
      'office space in pune under 2 cr',
    ]) {
      const reply = (await t.request('POST', '/api/v1/user/query', { body: { prompt } })).body;
      const link = new URL(reply.searchLink, 'http://site');
      const page = (await t.request('GET', `/api/v1/project/search-project?${link.searchParams}`)).body;
      expect(page.total, prompt).toBe(reply.total ?? 0);
      // With no match, the reply's cards are the nearest offers outside the search, not results of it.
      const matched = reply.intent === 'noMatch' ? [] : reply.projects.map((p: { _id: string }) => p._id);
      expect(page.result.map((p: { _id: string }) => p._id).sort(), prompt).toEqual(expect.arrayContaining(matched));
    }
  });

  it('filters by amenities (all of them)', async () => {
    expect((await found('amenities=gymnasium')).sort()).toEqual(['noidaFlats', 'noidaVilla']);
    expect(await found('amenities=gymnasium,swimmingPool')).toEqual(['noidaFlats']);
  });

  it('near me: within the radius, nearest first, with distances', async () => {
    const response = await t.request(
      'GET',
      '/api/v1/project/search-project?latitude=28.41&longitude=77.49&radiusKm=20',
    );
    expect(response.body.result.map((p: { _id: string }) => p._id)).toEqual([id['noidaFlats'], id['noidaVilla']]);
    expect(response.body.result[0].distanceKm).toBeLessThan(1);
  });

  it('sorts by the starting price the cards lead with, both ways, and by newest', async () => {
    expect(await found('sort=Price%20Low%20To%20High')).toEqual([
      'noidaFlats',
      'mumbaiStudio',
      'puneOffice',
      'gurugramFlats',
      'noidaVilla',
    ]);
    // Prakriti Greens runs ₹65 L – ₹95 L and Samudra is ₹80 L: by starting price, Samudra is the dearer.
    expect(await found('sort=Price%20High%20To%20Low')).toEqual([
      'noidaVilla',
      'gurugramFlats',
      'puneOffice',
      'mumbaiStudio',
      'noidaFlats',
    ]);
    expect(await found('sort=Newest')).toEqual([
      'puneOffice',
      'mumbaiStudio',
      'gurugramFlats',
      'noidaVilla',
      'noidaFlats',
    ]);
  });

  it('pages with total, page and limit', async () => {
    const response = await t.request('GET', '/api/v1/project/search-project?sort=Newest&limit=2&page=2');
    expect(response.body).toMatchObject({ total: 5, page: 2, limit: 2 });
    expect(response.body.result).toHaveLength(2);
  });

  it('is typo tolerant: "Noda", "apartmnt", "gurgaon", "2bhk"', async () => {
    expect((await found('searchString=Noda')).sort()).toEqual(['noidaFlats', 'noidaVilla']);
    expect((await found('searchString=apartmnt')).sort()).toEqual(['gurugramFlats', 'mumbaiStudio', 'noidaFlats']);
    expect(await found('searchString=gurgaon')).toEqual(['gurugramFlats']);
    expect(await found('searchString=2bhk%20noida')).toEqual(['noidaFlats']);
    expect(await found('searchString=prakrti%20grens')).toEqual(['noidaFlats']);
    expect(await found('searchString=qwxzv')).toEqual([]);
  });

  it('lists cities, suggestions, buildings and top-rated projects', async () => {
    expect((await t.request('GET', '/api/v1/project/unique-city')).body.result).toEqual([
      'Gurugram',
      'Mumbai',
      'Noida',
      'Pune',
    ]);
    expect((await t.request('GET', '/api/v1/user/city-list')).body.result[0]).toEqual({
      city: 'Noida',
      state: 'Uttar Pradesh',
      projectCount: 2,
    });
    const suggestions = (await t.request('GET', '/api/v1/project/suggestions?type=city&q=no')).body.result;
    expect(suggestions).toEqual([{ kind: 'city', value: 'Noida', count: 2 }]);
    const commercial = (await t.request('GET', '/api/v1/project/suggestions?type=Commercial')).body.result.map(
      (s: { value: string }) => s.value,
    );
    expect(commercial).toContain('Sahyadri Trade Centre');
    expect(commercial).not.toContain('Prakriti Greens');
    const buildings = (await t.request('GET', '/api/v1/project/projects-buildings?city=Pune')).body.result;
    expect(buildings).toEqual([
      expect.objectContaining({ _id: id['puneOffice'], latitude: 18.559, longitude: 73.7868 }),
    ]);
    expect((await t.request('GET', '/api/v1/user/newest-top-rated-project?limit=3')).body.result).toHaveLength(3);
  });

  it('autosuggests cities, localities, projects and developers, typo tolerant', async () => {
    const suggest = async (q: string) =>
      (await t.request('GET', `/api/v1/project/suggestions?q=${encodeURIComponent(q)}`)).body.result as {
        kind: string;
        value: string;
        link?: string;
        city?: string;
      }[];
    expect((await suggest('gur'))[0]).toMatchObject({ kind: 'city', value: 'Gurugram' });
    expect((await suggest('gurugrm'))[0]).toMatchObject({ kind: 'city', value: 'Gurugram' });
    expect(await suggest('prakrti')).toContainEqual(
      expect.objectContaining({
        kind: 'project',
        value: 'Prakriti Greens',
        city: 'Noida',
        link: expect.stringMatching(/^\/project\/view\//),
      }),
    );
    expect(await suggest('sector 15')).toContainEqual(
      expect.objectContaining({ kind: 'locality', value: 'Sector 150', city: 'Noida' }),
    );
    expect(await suggest('zzqx')).toEqual([]);
  });

  it('reads a natural search the way the assistant does', async () => {
    const understand = async (q: string) =>
      (await t.request('GET', `/api/v1/project/understand-search?q=${encodeURIComponent(q)}`)).body.result;
    expect(await understand('Gurgaon 3 BHK under 3 Cr')).toMatchObject({
      city: 'Gurugram',
      bhk: [3],
      budgetMax: 3_00_00_000,
      searchString: '',
    });
    const link = (await understand('Gurgaon 3 BHK under 3 Cr')).link as string;
    const page = (await t.request('GET', `/api/v1/project/search-project?${new URL(link, 'http://site').searchParams}`))
      .body;
    expect(page.result.map((p: { _id: string }) => p._id)).toEqual([id['gurugramFlats']]);
    expect(await understand('sasta 2bhk flat noida me')).toMatchObject({
      city: 'Noida',
      bhk: [2],
      sort: 'Price Low To High',
    });
    expect(await understand('Prakriti Greens')).toMatchObject({ searchString: 'Prakriti Greens' });
  });
});
