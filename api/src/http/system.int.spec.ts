import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('system endpoints', () => {
  it('health reports both stores and every projection with position and lag', async () => {
    const response = await t.request('GET', '/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      status: 'ok',
      mode: 'embedded',
      eventStore: { ok: true, writer: 'serving thread', writing: true },
      readStore: { ok: true },
    });
    const names = response.body.projections.map((p: { name: string }) => p.name).sort();
    expect(names).toEqual(t.system.projectors.map((p) => p.name).sort());
    expect(names).toEqual(
      expect.arrayContaining(['admin_users', 'articles', 'audit_log', 'leads', 'projects', 'site_sections']),
    );
    for (const p of response.body.projections) expect(p).toMatchObject({ lag: 0, parked: 0 });
  });

  it('serves an OpenAPI 3.1 document generated from the route table', async () => {
    const response = await t.request('GET', '/api/v1/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/project/search-project',
        '/api/v1/project/edit-project/{id}',
        '/api/v1/admin/login',
      ]),
    );
    const search = response.body.paths['/api/v1/project/search-project'].get;
    expect(search.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['city', 'projectType', 'minPrice', 'bhk', 'sort']),
    );
  });

  it("describes the answers the public site reads under each route's 200", async () => {
    const { paths } = (await t.request('GET', '/api/v1/openapi.json')).body;
    const answerOf = (path: string) => paths[path].get.responses['200'].content['application/json'].schema;
    expect(answerOf('/api/v1/project/view-project/{link}').properties.result.properties).toMatchObject({
      _id: { type: 'string' },
      locked: { properties: { floorPlans: { type: 'boolean' } } },
      units: { type: 'array' },
    });
    expect(answerOf('/api/v1/project/search-project').properties).toMatchObject({
      result: { type: 'array', items: { properties: { matching: { properties: { units: { type: 'number' } } } } } },
      lastPage: { type: 'number' },
    });
    expect(answerOf('/api/v1/project/price-history/{id}').properties.result.items.required).toEqual(
      expect.arrayContaining(['at', 'priceMin', 'priceMax', 'possessionStatus', 'proposedPossessionDate']),
    );
    for (const path of ['/api/v1/user/site-settings', '/api/v1/articles/get-all-articles', '/api/v1/user/faqs'])
      expect(answerOf(path).properties.responseCode).toBeDefined();
  });

  it('unknown API paths answer problem+json 404; wrong methods 405', async () => {
    const missing = await t.request('GET', '/api/v1/nothing-here');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('content-type')).toContain('application/problem+json');
    expect((await t.request('PATCH', '/api/v1/project/search-project')).status).toBe(405);
  });

  it('sends security headers', async () => {
    const response = await t.request('GET', '/api/v1/health');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('store outages are honest (R7)', () => {
  it('with the event store gone, commands answer 503 with Retry-After, never a false success', async () => {
    const outage = await startTestApp();
    try {
      await outage.system.eventStore.close();
      const response = await outage.request('POST', '/api/v1/project/save-draft', {
        token: outage.adminToken,
        body: { projectTitle: 'During an outage' },
      });
      expect(response.status).toBe(503);
      expect(response.headers.get('retry-after')).toBe('5');
      expect(response.body.code).toBe('UNAVAILABLE');
      expect((await outage.request('GET', '/api/v1/health')).status).toBe(503);
    } finally {
      await outage.close().catch(() => undefined);
    }
  });
});

describe('query endpoints refuse bad input with a message', () => {
  it.each([
    ['/api/v1/project/suggestions?type=castle', 'Suggestion type must be one of all, city'],
    ['/api/v1/project/grand-projects?limit=0', 'Limit must be a number between 1 and 50'],
    ['/api/v1/user/newest-top-rated-project?limit=abc', 'Limit must be a number between 1 and 50'],
    ['/api/v1/project/view-project', 'Give a slug, a link or a project id'],
    ['/api/v1/project/view-project?_id=xyz', 'Invalid project id'],
    ['/api/v1/project/search-project?unknown=1', 'unknown'],
    ['/api/v1/admin/projects?range=[0,10000]', 'range must be [start, end] with at most 500 rows'],
    ['/api/v1/admin/projects?filter={"tab":"archive"}', 'filter'],
    ['/api/v1/admin/projects?sort=["password","ASC"]', 'sort'],
  ])('%s', async (url, message) => {
    const response = await t.request('GET', url, { token: t.auditorToken });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/problem+json');
    expect(response.body.message).toContain(message);
  });
});

describe('read models that lag (R7)', () => {
  it('a command is still accepted (202) when the read models cannot catch up in time, and shows once they do', async () => {
    const lagging = await startTestApp({ COMMAND_WAIT_MS: '150' });
    try {
      await lagging.system.runner!.stop();
      const response = await lagging.request('POST', '/api/v1/project/save-draft', {
        token: lagging.adminToken,
        body: { projectTitle: 'Saved while projections pause' },
      });
      expect(response.status).toBe(202);
      expect(response.body).toMatchObject({ responseCode: 202, result: { visible: false, revision: 0 } });
      await lagging.system.runner!.start();
      const drafts = await lagging.request('GET', '/api/v1/project/get-draft', { token: lagging.adminToken });
      expect(drafts.body.result.map((d: { projectTitle: string }) => d.projectTitle)).toContain(
        'Saved while projections pause',
      );
    } finally {
      await lagging.close();
    }
  });
});
