import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProjectDoc } from '@aangan/contracts';
import { recordingReadStore, servedBy } from '@aangan/projections/testing';
import { seedDemo } from '../seed/seedDemo.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

/**
 * Every query the product asks of its read models has an index that serves it (on MongoDB an
 * unserved one reads the whole collection): the reads of the public site, the console and the
 * assistant are made once against the demo catalogue, and each query shape they asked is checked
 * against the indexes the read models declare.
 */
let t: TestApp;
let recorder: ReturnType<typeof recordingReadStore>;

beforeAll(async () => {
  t = await startTestApp(
    { TRUST_PROXY: 'true' },
    {
      wrapReadStore: (store) => {
        recorder = recordingReadStore(store);
        return recorder.store;
      },
    },
  );
  await seedDemo(t.system, 60);
}, 120_000);
afterAll(() => t?.close());

const get = (url: string, token?: string) => t.request('GET', `/api/v1${url}`, token ? { token } : {});

describe('the read models’ indexes', () => {
  it('serve every query the site, the console and the assistant ask', async () => {
    const projects = await t.system.readStore.collection<ProjectDoc>('projects').find({ status: 'posted' });
    const one = projects[0];
    const admin = t.adminToken;
    const reads = [
      '/project/search-project',
      '/project/search-project?city=Noida',
      '/project/search-project?city=Noida&bhk=2&possessionStatus=Under%20Construction',
      '/project/search-project?projectType=Commercial&sort=Price%20Low%20To%20High',
      '/project/search-project?city=Pune&sort=Price%20High%20To%20Low&minPrice=5000000',
      '/project/search-project?bhk=2&sort=Price%20Low%20To%20High',
      '/project/search-project?city=Pune&sort=Newest&page=2',
      '/project/search-project?locality=sector%20150',
      `/project/search-project?developer=${encodeURIComponent(one.developer?.name ?? 'x')}&limit=24`,
      '/project/search-project?city=Noida&locality=Sector%20150&projectType=Residential&sort=Price%20Low%20To%20High',
      '/project/search-project?searchString=ganga%20heights',
      '/project/search-project?lat=28.5&lng=77.4&radiusKm=5',
      '/project/search-map?city=Noida',
      '/project/suggestions?searchString=gan',
      '/project/understand-search?searchString=noida%202bhk%20under%2080%20lakh',
      '/project/grand-projects',
      '/project/unique-city',
      '/project/projects-buildings',
      `/project/view-project?_id=${one._id}`,
      `/project/price-history/${one._id}`,
      `/project/compare?slugs=${projects
        .slice(0, 3)
        .map((p) => p.slug)
        .join(',')}`,
      `/project/shortlist?slugs=${projects
        .slice(0, 3)
        .map((p) => p.slug)
        .join(',')}`,
      '/user/city-list',
      '/user/faqs',
      '/articles/get-all-articles?kind=blog',
      '/articles/get-all-articles?kind=news',
    ];
    const staffReads = [
      '/admin/dashboard',
      '/admin/projects?sort=["updatedAt","DESC"]&range=[0,24]',
      '/admin/projects?sort=["projectTitle","ASC"]&range=[0,24]&filter={"status":"posted"}',
      '/admin/projects?filter={"status":"deleted"}',
      '/admin/projects?filter={"status":"draft"}',
      '/admin/projects?filter={"q":"ganga"}',
      `/admin/projects/${one._id}`,
      `/admin/projects/${one._id}/history`,
      '/admin/leads?range=[0,24]',
      '/admin/leads?filter={"status":"new"}&sort=["createdAt","DESC"]',
      '/admin/leads?filter={"kind":"project"}',
      '/admin/audit?range=[0,49]',
      '/admin/audit?filter={"entityType":"project"}',
      '/admin/audit?filter={"actorId":"system:demo-seed"}',
      '/admin/audit?filter={"type":"ProjectEdited"}',
      '/admin/audit/facets',
      '/admin/users',
      '/admin/articles?range=[0,24]',
      '/admin/alerts',
      '/admin/alerts/overview',
      '/admin/assistant/exchanges',
      '/admin/moderation-data',
      '/admin/places?q=gnaga',
    ];
    for (const url of reads) expect((await get(url)).status, url).toBeLessThan(500);
    for (const url of staffReads) expect((await get(url, admin)).status, url).toBeLessThan(500);
    for (const prompt of [
      '2 bhk in noida under 80 lakh',
      `price of ${one.projectTitle}`,
      'ready to move villas in pune',
    ])
      await t.request('POST', '/api/v1/user/query', { body: { prompt }, headers: { 'x-forwarded-for': '10.7.0.1' } });

    const declared = recorder.indexes();
    const unserved = recorder
      .shapes()
      .filter((shape) => !servedBy(shape, declared.get(shape.collection) ?? []))
      .map(
        (shape) =>
          `${shape.collection} ${shape.via}: match ${JSON.stringify(shape.equal)} range ${JSON.stringify(shape.range)} sort ${JSON.stringify(shape.sort)}`,
      );
    expect(recorder.shapes().length).toBeGreaterThan(20);
    expect(unserved, unserved.join('\n')).toEqual([]);
  });
});
