import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const post = (body: unknown, token = t.adminToken) =>
  t.request('POST', '/api/v1/project/post-project', { body, token });
const search = (query: string) => t.request('GET', `/api/v1/project/search-project?${query}`);
const ids = (response: { body: { result: { _id: string }[] } }) => response.body.result.map((p) => p._id);
const at = (revision: number) => ({ 'if-match': `W/"${revision}"` });

describe('project lifecycle through the API', () => {
  it('posts a project that is visible in search at once, deletes it, restores it', async () => {
    const posted = await post(validProjectFields({ projectTitle: 'Kesar Meadows', locality: 'Sector 137' }));
    expect(posted.status).toBe(201);
    expect(posted.body).toMatchObject({
      responseCode: 201,
      message: 'Project posted successfully',
      result: { status: 'posted', slug: 'kesar-meadows-sector-137-noida', revision: 0 },
    });
    expect(posted.headers.get('etag')).toBe('W/"0"');
    const id: string = posted.body.result._id;
    expect(id).toMatch(/^[0-9a-f]{24}$/);

    expect(ids(await search('searchString=Kesar%20Meadows'))).toEqual([id]);

    const view = await t.request('GET', '/api/v1/project/view-project?slug=kesar-meadows-sector-137-noida');
    expect(view.status).toBe(200);
    expect(view.body.result).toMatchObject({
      _id: id,
      projectTitle: 'Kesar Meadows',
      priceMin: 1_45_00_000,
      bhk: [3],
      link: '/project/view/kesar-meadows-sector-137-noida',
    });
    expect(view.body.result.ownerId).toBeUndefined();
    // The lower-case keys the filters read stay inside.
    for (const key of ['cityKey', 'localityKey', 'developerKey', 'searchTerms', 'geoCells', '_position'])
      expect(view.body.result).not.toHaveProperty(key);

    const deleted = await t.request('DELETE', `/api/v1/project/delete-project/${id}`, {
      token: t.adminToken,
      headers: at(0),
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('Project deleted successfully');
    expect(ids(await search('searchString=Kesar%20Meadows'))).toEqual([]);
    // A project that was listed answers 410 Gone from now on, so search engines drop it.
    expect((await t.request('GET', '/api/v1/project/view-project?slug=kesar-meadows-sector-137-noida')).status).toBe(
      410,
    );
    const deletedTab = await t.request(
      'GET',
      `/api/v1/admin/projects?filter=${encodeURIComponent('{"tab":"deleted"}')}`,
      { token: t.adminToken },
    );
    expect(deletedTab.body.map((p: { id: string }) => p.id)).toContain(id);

    // Clients that cannot set headers name the revision in the body instead.
    const restored = await t.request('POST', `/api/v1/project/restore-project/${id}`, {
      token: t.adminToken,
      body: { expectedRevision: 1 },
    });
    expect(restored.status).toBe(200);
    expect(ids(await search('searchString=Kesar%20Meadows'))).toEqual([id]);
  });

  it('edits with If-Match; a stale revision gets 412 and changes nothing', async () => {
    const posted = await post(validProjectFields({ projectTitle: 'Gulmohar Court' }));
    const id = posted.body.result._id;
    const first = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
      token: t.adminToken,
      headers: { 'if-match': 'W/"0"' },
      body: validProjectFields({ projectTitle: 'Gulmohar Court', towers: 4 }),
    });
    expect(first.status).toBe(200);
    expect(first.body.message).toBe('Project updated successfully');
    expect(first.headers.get('etag')).toBe('W/"1"');
    const stale = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
      token: t.adminToken,
      headers: { 'if-match': 'W/"0"' },
      body: validProjectFields({ projectTitle: 'Gulmohar Court', towers: 9 }),
    });
    expect(stale.status).toBe(412);
    expect(stale.headers.get('content-type')).toContain('application/problem+json');
    const view = await t.request('GET', `/api/v1/project/view-project?_id=${id}`);
    expect(view.body.result.towers).toBe(4);
    expect(view.headers.get('etag')).toBe('W/"1"');
  });

  it('two concurrent edits from the same revision: one wins, one gets 412', async () => {
    const id = (await post(validProjectFields({ projectTitle: 'Amaltas Vista' }))).body.result._id;
    const edit = (towers: number) =>
      t.request('PUT', `/api/v1/project/edit-project/${id}`, {
        token: t.adminToken,
        headers: { 'if-match': 'W/"0"' },
        body: validProjectFields({ projectTitle: 'Amaltas Vista', towers }),
      });
    const statuses = (await Promise.all([edit(5), edit(6)])).map((r) => r.status).sort();
    expect(statuses).toEqual([200, 412]);
  });

  it('editing a deleted project answers 409 with a clear message', async () => {
    const id = (await post(validProjectFields({ projectTitle: 'Tulip Enclave' }))).body.result._id;
    await t.request('DELETE', `/api/v1/project/delete-project/${id}`, { token: t.adminToken, headers: at(0) });
    const edit = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
      token: t.adminToken,
      headers: at(1),
      body: validProjectFields({ projectTitle: 'Tulip Enclave 2' }),
    });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({
      code: 'ILLEGAL_STATE',
      message: 'This project is deleted. Restore it before editing it.',
    });
    expect(
      (await t.request('DELETE', `/api/v1/project/delete-project/${id}?expectedRevision=1`, { token: t.adminToken }))
        .status,
    ).toBe(409);
    expect(
      (await t.request('POST', `/api/v1/project/toggle-grand-project/${id}`, { token: t.adminToken, headers: at(1) }))
        .status,
    ).toBe(409);
  });

  it('unknown projects answer 404', async () => {
    const missing = '0123456789abcdef01234567';
    expect(
      (
        await t.request('PUT', `/api/v1/project/edit-project/${missing}`, {
          token: t.adminToken,
          headers: at(0),
          body: validProjectFields(),
        })
      ).status,
    ).toBe(404);
    expect(
      (await t.request('POST', `/api/v1/project/restore-project/${missing}`, { token: t.adminToken, headers: at(3) }))
        .status,
    ).toBe(404);
    expect((await t.request('GET', `/api/v1/admin/projects/${missing}?asOf=0`, { token: t.adminToken })).status).toBe(
      404,
    );
    expect((await t.request('GET', `/api/v1/project/view-project?_id=${missing}`)).status).toBe(404);
    expect((await t.request('GET', `/api/v1/admin/projects/${missing}`, { token: t.adminToken })).status).toBe(404);
  });

  it('toggles the grand flag and lists grand projects', async () => {
    const id = (await post(validProjectFields({ projectTitle: 'Nakshatra Towers' }))).body.result._id;
    expect(
      (await t.request('POST', `/api/v1/project/toggle-grand-project/${id}`, { token: t.adminToken, headers: at(0) }))
        .status,
    ).toBe(200);
    const grand = await t.request('GET', '/api/v1/project/grand-projects');
    expect(grand.body.result.map((p: { _id: string }) => p._id)).toContain(id);
    await t.request('POST', `/api/v1/project/toggle-grand-project/${id}`, { token: t.adminToken, headers: at(1) });
    expect(
      (await t.request('GET', '/api/v1/project/grand-projects')).body.result.map((p: { _id: string }) => p._id),
    ).not.toContain(id);
  });

  it('saves, reads and posts a draft; drafts never appear in public reads', async () => {
    const saved = await t.request('POST', '/api/v1/project/save-draft', {
      token: t.adminToken,
      body: { projectTitle: 'Srishti Draft Homes', city: 'Pune' },
    });
    expect(saved.status).toBe(201);
    const id = saved.body.result._id;
    expect(saved.body.result.status).toBe('draft');
    const drafts = await t.request('GET', '/api/v1/project/get-draft', { token: t.adminToken });
    expect(drafts.body.result.map((d: { _id: string }) => d._id)).toContain(id);
    expect(
      (await t.request('GET', `/api/v1/project/get-draft?id=${id}`, { token: t.adminToken })).body.result.projectTitle,
    ).toBe('Srishti Draft Homes');
    expect(ids(await search('searchString=Srishti%20Draft'))).toEqual([]);
    const incomplete = await post({ _id: id, expectedRevision: 0, projectTitle: 'Srishti Draft Homes' });
    expect(incomplete.status).toBe(400);
    const posted = await post({
      _id: id,
      expectedRevision: 0,
      ...validProjectFields({ projectTitle: 'Srishti Draft Homes', city: 'Pune', locality: 'Baner' }),
    });
    expect(posted.status).toBe(201);
    expect(posted.body.result).toMatchObject({ _id: id, status: 'posted' });
    expect(ids(await search('searchString=Srishti%20Draft'))).toEqual([id]);
  });

  it('a custom URL links as {customProjectUrl}-{_id} and is unique', async () => {
    const first = await post(
      validProjectFields({ projectTitle: 'Anand Square', customProjectUrl: 'anand-square-noida' }),
    );
    const id = first.body.result._id;
    expect(first.body.result.link).toBe(`/project/view/anand-square-noida-${id}`);
    const view = await t.request('GET', `/api/v1/project/view-project/anand-square-noida-${id}`);
    expect(view.body.result._id).toBe(id);
    const clash = await post(
      validProjectFields({ projectTitle: 'Another Square', customProjectUrl: 'anand-square-noida' }),
    );
    expect(clash.status).toBe(409);
    expect(clash.body.message).toBe('This custom URL is already used by another project.');
  });

  it('the same title twice gets two different slugs', async () => {
    const a = await post(validProjectFields({ projectTitle: 'Twin Palms' }));
    const b = await post(validProjectFields({ projectTitle: 'Twin Palms' }));
    expect(a.body.result.slug).toBe('twin-palms-sector-150-noida');
    expect(b.body.result.slug).toBe('twin-palms-sector-150-noida-2');
  });
});

describe('bad input gets the spec messages and stores nothing', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['project type', { projectType: undefined }, 'Project Type is missing'],
    ['sub type', { projectSubType: undefined }, 'Sub Type is missing'],
    ['city', { city: '' }, 'City is missing'],
    ['name', { projectTitle: '' }, 'Project/Building Name is missing'],
    ['locality', { locality: '' }, 'Locality is missing'],
    ['size', { projectArea: undefined }, 'Project Size is missing'],
    ['images', { coverImage: undefined, photos: [] }, 'Please Upload at least one image'],
    ['highlights', { highlightTags: [] }, 'Project Highlights is missing'],
    ['description', { description: '' }, 'Project description is missing'],
    ['map pick', { placeName: '' }, 'Please select project/building from google dropdown list'],
    [
      'position',
      { latitude: undefined },
      'Set the project’s position: click the map on the Location step, or type the latitude and longitude',
    ],
    ['launch month', { launchDate: undefined }, 'Launch Month is missing'],
    ['possession', { possessionStatus: undefined }, 'Possession Status is missing'],
    ['built month when ready', { possessionStatus: 'Ready to Move' }, 'Built Month is missing'],
    ['amenities', { amenities: [], landAmenities: [] }, 'Amenities is missing'],
    [
      'built-up area of a flat',
      { units: [{ ...validProjectFields().units![0], secondaryArea: undefined }] },
      'Built-up Area is missing',
    ],
    [
      'super built-up area of a flat',
      { units: [{ ...validProjectFields().units![0], tertiaryArea: undefined }] },
      'Super Built-up Area is missing',
    ],
    [
      'too many tags',
      { highlightTags: ['RERA Registered', 'Near Metro', 'Freehold', 'Luxury', 'Lake View', 'Golf View'] },
      'You can select up to 5 tags only',
    ],
    ['rating', { projectRating: 11 }, 'Max. rating is 10 only'],
    [
      'custom URL hyphens',
      { customProjectUrl: '-bad--url-' },
      'The URL cannot start, end, or contain consecutive hyphens.',
    ],
    ['custom URL length', { customProjectUrl: 'a'.repeat(121) }, 'The URL cannot be longer than 50 characters.'],
    [
      'unit bigger than project',
      {
        projectArea: { areaSize: 1000, areaUnit: 'squareFeet' },
        projectSubType: 'Residential Plot',
        units: [
          {
            unitTitle: '3 BHK',
            bedroomCount: 3,
            bathroomCount: 3,
            primaryArea: { areaSize: 1650, areaUnit: 'squareFeet' },
            unitCount: 1,
          },
        ],
      },
      'Unit Size should not be greater than Project Size',
    ],
  ];
  for (const [name, change, message] of cases) {
    it(`${name}: "${message}"`, async () => {
      const before = await t.system.eventStore.headPosition();
      const response = await post({ ...validProjectFields({ projectTitle: `Invalid ${name}` }), ...change });
      expect(response.status).toBe(400);
      expect(response.body.message).toBe(message);
      expect(response.body.errors.map((e: { message: string }) => e.message)).toContain(message);
      expect(await t.system.eventStore.headPosition()).toBe(before);
    });
  }

  it('unknown fields and $-operators are refused', async () => {
    const before = await t.system.eventStore.headPosition();
    const extra = await post({ ...validProjectFields(), $where: 'sleep(1000)' });
    expect(extra.status).toBe(400);
    const operator = await post({ ...validProjectFields(), city: { $ne: null } });
    expect(operator.status).toBe(400);
    expect(await t.system.eventStore.headPosition()).toBe(before);
  });

  it('malformed JSON answers 400 problem+json, not a stack trace', async () => {
    const response = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      rawBody: '{"city": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(JSON.stringify(response.body)).not.toMatch(/at .*\.ts/);
  });

  it('bad search parameters answer 400 with a field message', async () => {
    expect((await search('sort=Cheapest')).status).toBe(400);
    expect((await search('minPrice=abc')).body.message).toBe(
      'Minimum price must be a number between 0 and 100000000000',
    );
    expect((await search('minPrice=900&maxPrice=100')).body.message).toBe('Minimum price cannot exceed maximum price');
    expect((await search('bhk=7')).status).toBe(400);
    expect((await search('latitude=28.5')).body.message).toBe('Near me needs both latitude and longitude');
    expect(
      (await t.request('PUT', '/api/v1/project/edit-project/not-an-id', { token: t.adminToken, body: {} })).body
        .message,
    ).toBe('Invalid project id');
    expect(
      (
        await t.request('PUT', `/api/v1/project/edit-project/0123456789abcdef01234567`, {
          token: t.adminToken,
          headers: { 'if-match': 'yesterday' },
          body: validProjectFields(),
        })
      ).status,
    ).toBe(400);
  });
});

describe('access', () => {
  const writes: [string, string][] = [
    ['POST', '/api/v1/project/post-project'],
    ['POST', '/api/v1/project/save-draft'],
    ['PUT', '/api/v1/project/edit-project/0123456789abcdef01234567'],
    ['DELETE', '/api/v1/project/delete-project/0123456789abcdef01234567'],
    ['POST', '/api/v1/project/restore-project/0123456789abcdef01234567'],
    ['POST', '/api/v1/project/toggle-grand-project/0123456789abcdef01234567'],
  ];
  for (const [method, url] of writes) {
    it(`${method} ${url}: 401 without a token, 403 for an auditor`, async () => {
      expect((await t.request(method, url, { body: validProjectFields() })).status).toBe(401);
      expect((await t.request(method, url, { body: validProjectFields(), token: 'not.a.token' })).status).toBe(401);
      const denied = await t.request(method, url, { body: validProjectFields(), token: t.auditorToken });
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe('FORBIDDEN');
    });
  }

  it('admin lists need a staff token', async () => {
    expect((await t.request('GET', '/api/v1/admin/projects')).status).toBe(401);
    expect((await t.request('GET', '/api/v1/admin/projects', { token: t.auditorToken })).status).toBe(200);
  });

  it('login: wrong password and unknown email get the same answer', async () => {
    const wrong = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'admin@aangan.test', password: 'nope nope nope' },
    });
    const unknown = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'nobody@aangan.test', password: 'nope nope nope' },
    });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.message).toBe(unknown.body.message);
    const bad = await t.request('POST', '/api/v1/admin/login', { body: { email: 'not-an-email', password: 'x' } });
    expect(bad.body.message).toBe('Enter a valid email');
    const ok = await t.request('POST', '/api/v1/admin/login', {
      body: { email: 'ADMIN@aangan.test', password: 'correct horse battery' },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.user).toMatchObject({ email: 'admin@aangan.test', role: 'admin' });
    const profile = await t.request('GET', '/api/v1/admin/get-profile', { token: ok.body.token });
    expect(profile.body.result).toMatchObject({ email: 'admin@aangan.test', role: 'admin' });
  });
});
