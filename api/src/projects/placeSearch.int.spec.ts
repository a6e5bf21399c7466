import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KnownPlace, ProjectDoc } from '@aangan/contracts';
import { seedDemo } from '../seed/seedDemo.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { PlaceIndex } from './placeIndex.ts';

let t: TestApp;

const GANGA = ['Ganga Heights', 'Ganga Riverfront', 'Ganga Vihar Residency'];

const places = async (query: string, token: string | null = t.adminToken) =>
  t.request('GET', `/api/v1/admin/places${query}`, { token });
const found = async (query: string): Promise<KnownPlace[]> => {
  const answer = await places(query);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.result as KnownPlace[];
};

beforeAll(async () => {
  t = await startTestApp();
  await seedDemo(t.system, 60);
  for (const [index, title] of GANGA.entries()) {
    const answer = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({
        projectTitle: title,
        placeName: title,
        city: 'Haridwar',
        state: 'Uttarakhand',
        locality: 'Jwalapur',
        latitude: 29.92 + index * 0.01,
        longitude: 78.1,
      }),
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  }
}, 120_000);
afterAll(() => t?.close());

describe('the builder’s place search (GET /admin/places)', () => {
  it('is built when an admin first asks, not with the rest of the search state', async () => {
    await t.system.searchState.look();
    await t.request('GET', '/api/v1/project/suggestions?q=gan');
    expect(t.system.searchState.placesBuilt()).toBe(false);
    // A visitor's request does not build it either: it is for admins only.
    expect((await places('?q=ganga', null)).status).toBe(401);
    expect(t.system.searchState.placesBuilt()).toBe(false);
    expect((await found('?q=ganga')).map((place) => place.name)).toEqual(expect.arrayContaining(GANGA));
    expect(t.system.searchState.placesBuilt()).toBe(true);
  });

  it('finds buildings by a misspelt name, with their pin', async () => {
    const result = await found('?q=Gnaga');
    const names = result.filter((place) => place.kind === 'building').map((place) => place.name);
    expect(names).toEqual(expect.arrayContaining(GANGA));
    const heights = result.find((place) => place.name === 'Ganga Heights');
    expect(heights).toMatchObject({ kind: 'building', city: 'Haridwar', latitude: 29.92, longitude: 78.1 });
    expect((await found('?q=ganga%20rivrfront'))[0]).toMatchObject({ name: 'Ganga Riverfront' });
  });

  it('covers every posted building, not the first fifty by name', async () => {
    const posted = await t.system.readStore
      .collection<ProjectDoc>('projects')
      .find({ status: 'posted' }, { sort: { projectTitle: -1, _id: 1 }, limit: 1 });
    expect(await t.system.readStore.collection('projects').count({ status: 'posted' })).toBeGreaterThan(50);
    const last = posted[0];
    const name = last.placeName || last.projectTitle!;
    const result = await found(`?q=${encodeURIComponent(name)}`);
    expect(result.map((place) => place.name)).toContain(name);
  });

  it('finds a locality with the middle of its projects’ pins, and keeps to the limit', async () => {
    const [jwalapur] = (await found('?q=jwalapr')).filter((place) => place.kind === 'locality');
    expect(jwalapur).toEqual({
      kind: 'locality',
      name: 'Jwalapur',
      city: 'Haridwar',
      latitude: 29.93,
      longitude: 78.1,
      projects: 3,
    });
    expect(await found('?q=sector&limit=3')).toHaveLength(3);
    expect((await found('')).length).toBeGreaterThan(0);
  });

  it('follows the catalogue: a project posted or deleted later is found or gone, its locality counted again', async () => {
    await found('?q=jwalapur');
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({
        projectTitle: 'Ganga Lakeview',
        placeName: 'Ganga Lakeview',
        city: 'Haridwar',
        state: 'Uttarakhand',
        locality: 'Jwalapur',
        latitude: 29.95,
        longitude: 78.1,
      }),
    });
    expect(posted.status).toBe(201);
    await t.system.searchState.look();
    expect((await found('?q=gnaga%20lakeviw'))[0]).toMatchObject({ name: 'Ganga Lakeview', latitude: 29.95 });
    const jwalapur = async () => (await found('?q=jwalapur')).find((place) => place.kind === 'locality');
    expect(await jwalapur()).toMatchObject({ projects: 4, latitude: 29.935 });

    const id: string = posted.body.result._id;
    const deleted = await t.request('DELETE', `/api/v1/project/delete-project/${id}`, {
      token: t.adminToken,
      headers: { 'if-match': `W/"${posted.body.result.revision}"` },
    });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    await t.system.searchState.look();
    expect((await found('?q=lakeview')).map((place) => place.name)).not.toContain('Ganga Lakeview');
    expect(await jwalapur()).toMatchObject({ projects: 3, latitude: 29.93 });
  });

  it('says so of a locality whose projects have no pin', () => {
    const index = new PlaceIndex([{ _id: 'a', projectTitle: 'Old Mill', city: 'Kanpur', locality: 'Civil Lines' }]);
    expect(index.search('civil', 5).filter((place) => place.kind === 'locality')).toEqual([
      { kind: 'locality', name: 'Civil Lines', city: 'Kanpur', projects: 1 },
    ]);
  });

  it('is for admins only', async () => {
    expect((await places('?q=ganga', null)).status).toBe(401);
    expect((await places('?q=ganga', t.auditorToken)).status).toBe(403);
  });

  it('refuses a query it cannot read', async () => {
    const tooLong = await places(`?q=${'a'.repeat(101)}`);
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('Search text must be at most 100 characters');
    expect((await places('?q=ganga&limit=0')).status).toBe(400);
    expect((await places('?q=ganga&limit=500')).status).toBe(400);
    expect((await places('?q=ganga&limit=many')).status).toBe(400);
    expect((await places('?q=ganga&city=Noida')).status).toBe(400);
  });
});
