import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPARE_MESSAGES } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const slugs: string[] = [];

const post = async (overrides: Parameters<typeof validProjectFields>[0]): Promise<string> => {
  const posted = await t.request('POST', '/api/v1/project/post-project', {
    body: validProjectFields(overrides),
    token: t.adminToken,
  });
  expect(posted.status).toBe(201);
  return posted.body.result.slug as string;
};

const compare = (names: string[]) =>
  t.request('GET', `/api/v1/project/compare?slugs=${names.map(encodeURIComponent).join(',')}`);

beforeAll(async () => {
  t = await startTestApp();
  slugs.push(
    await post({
      projectTitle: 'Compare Kesar',
      proposedPossessionDate: '2027-06',
      reraDetails: [{ projectReraId: 'UPRERAPRJ1001', projectStatus: 'Ongoing' }],
      developer: { name: 'Vistara Buildcon', sinceYear: 1998, rating: 4 },
      landAmenities: ['waterSupply'],
      nearbyPlaces: [
        { category: 'hospital', name: 'Far Hospital', distanceKm: 6 },
        { category: 'hospital', name: 'Near Hospital', distanceKm: 1.2 },
        { category: 'school', name: 'Some School' },
        { category: 'metroStations', name: 'Sector 148 Metro', distanceKm: 2.5 },
      ],
      units: [
        {
          unitTitle: '2 BHK',
          bedroomCount: 2,
          bathroomCount: 2,
          primaryArea: { areaSize: 1000, areaUnit: 'squareFeet', areaType: 'Carpet' },
          secondaryArea: { areaSize: 1200, areaUnit: 'squareFeet', areaType: 'Built-up' },
          tertiaryArea: { areaSize: 1400, areaUnit: 'squareFeet', areaType: 'Super Built-up', displayUnitSize: false },
          salePrice: 80_00_000,
          unitCount: 10,
        },
        {
          unitTitle: '3 BHK',
          bedroomCount: 3,
          bathroomCount: 3,
          primaryArea: { areaSize: 1500, areaUnit: 'squareFeet', areaType: 'Carpet' },
          secondaryArea: { areaSize: 1800, areaUnit: 'squareFeet', areaType: 'Built-up' },
          tertiaryArea: { areaSize: 2100, areaUnit: 'squareFeet', areaType: 'Super Built-up', displayUnitSize: false },
          minPrice: 1_20_00_000,
          maxPrice: 1_50_00_000,
          unitCount: 10,
        },
      ],
    }),
    await post({
      projectTitle: 'Compare Tulsi',
      amenities: ['gymnasium'],
      possessionStatus: 'Ready to Move',
      builtDate: '2024-03',
    }),
    await post({ projectTitle: 'Compare Chameli' }),
  );
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/v1/project/compare', () => {
  it('answers the rows of each project, in the order asked, by the price and area rules', async () => {
    const answer = await compare(slugs.slice(0, 2));
    expect(answer.status).toBe(200);
    const [kesar, tulsi] = answer.body.result;
    expect(kesar).toMatchObject({
      slug: slugs[0],
      projectTitle: 'Compare Kesar',
      link: `/project/view/${slugs[0]}`,
      place: 'Sector 150, Noida',
      price: { low: 80_00_000, high: 1_50_00_000 },
      priceByBedrooms: [
        { bedrooms: 2, low: 80_00_000, high: 80_00_000 },
        { bedrooms: 3, low: 1_20_00_000, high: 1_50_00_000 },
      ],
      pricePerSqFt: { low: 8000, high: 10_000 },
      carpetSqFt: { low: 1000, high: 1500 },
      builtUpSqFt: { low: 1200, high: 1800 },
      // Sizes the admin hid from visitors stay hidden here too.
      superBuiltUpSqFt: null,
      possessionStatus: 'Under Construction',
      proposedPossessionDate: '2027-06',
      reraNumbers: ['UPRERAPRJ1001'],
      // The status is a RERA detail behind the contact form, as on the project page.
      reraStatuses: [],
      reraStatusLocked: true,
      developer: { name: 'Vistara Buildcon', sinceYear: 1998, rating: 4 },
      amenities: ['swimmingPool', 'gymnasium'],
      landAmenities: ['waterSupply'],
      nearest: {
        hospital: { name: 'Near Hospital', distanceKm: 1.2 },
        school: { name: 'Some School', distanceKm: null },
        metroStations: { name: 'Sector 148 Metro', distanceKm: 2.5 },
        railwayStations: null,
      },
    });
    expect(tulsi).toMatchObject({ slug: slugs[1], possessionStatus: 'Ready to Move', amenities: ['gymnasium'] });
  });

  it('shows the RERA status to staff, who see every detail', async () => {
    const answer = await t.request('GET', `/api/v1/project/compare?slugs=${slugs.slice(0, 2).join(',')}`, {
      token: t.adminToken,
    });
    expect(answer.body.result[0]).toMatchObject({ reraStatuses: ['Ongoing'], reraStatusLocked: false });
  });

  it('finds a project by its link path segment as well', async () => {
    const view = await t.request('GET', `/api/v1/project/view-project?slug=${slugs[2]}`);
    const segment = decodeURIComponent(String(view.body.result.link).split('/').pop() ?? '');
    const answer = await compare([slugs[0] ?? '', segment]);
    expect(answer.status).toBe(200);
    expect(answer.body.result[1].projectTitle).toBe('Compare Chameli');
  });

  it('refuses fewer than 2 or more than 4 projects with 422', async () => {
    const five = await compare([...slugs, 'a', 'b']);
    expect(five.status).toBe(422);
    expect(five.body.title).toBe(COMPARE_MESSAGES.tooMany);
    const one = await compare([slugs[0] ?? '']);
    expect(one.status).toBe(422);
    expect(one.body.title).toBe(COMPARE_MESSAGES.tooFew);
    // The same slug twice is one project.
    expect((await compare([slugs[0] ?? '', slugs[0] ?? ''])).status).toBe(422);
  });

  it('answers 404 naming an unknown project', async () => {
    const answer = await compare([slugs[0] ?? '', 'no-such-project']);
    expect(answer.status).toBe(404);
    expect(answer.body.title).toBe(COMPARE_MESSAGES.notFound('no-such-project'));
  });

  it('refuses unknown query parameters and a missing list', async () => {
    expect((await t.request('GET', `/api/v1/project/compare?slugs=${slugs.join(',')}&x=1`)).status).toBe(400);
    expect((await t.request('GET', '/api/v1/project/compare')).status).toBe(400);
  });
});
