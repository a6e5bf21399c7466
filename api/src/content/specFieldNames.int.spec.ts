import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

// A client written to the functional spec uses the spec's names for fields and values.
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const admin = (method: string, url: string, body?: unknown) =>
  t.request(method, `/api/v1${url}`, { token: t.adminToken, ...(body === undefined ? {} : { body }) });
const fieldErrors = (response: { body: { errors?: { path: string; message: string }[] } }) =>
  response.body.errors ?? [];

describe('the spec names on input and output', () => {
  it('a testimonial sent with `type` (spec §3) is stored and listed with `type`', async () => {
    const added = await admin('POST', '/admin/create/testimonial', {
      type: 'employee',
      name: 'Meera Iyer',
      content: 'A team that listens.',
    });
    expect(added.status).toBe(201);
    const employees = (await t.request('GET', '/api/v1/user/testimonials?type=employee')).body.result;
    expect(employees).toEqual([
      expect.objectContaining({ _id: added.body.result._id, type: 'employee', kind: 'employee', name: 'Meera Iyer' }),
    ]);
    expect((await t.request('GET', '/api/v1/user/testimonials?type=client')).body.result).toEqual([]);

    const wrongType = await admin('POST', '/admin/create/testimonial', { type: 'vendor', name: 'X', content: 'Y' });
    expect(wrongType.status).toBe(400);
    expect(fieldErrors(wrongType)).toContainEqual(
      expect.objectContaining({ path: 'type', message: 'type must be client or employee' }),
    );
    const noType = await admin('POST', '/admin/create/testimonial', { name: 'X', content: 'Y' });
    expect(fieldErrors(noType)).toContainEqual(expect.objectContaining({ path: 'type' }));
  });

  it('site settings answer `lifeAtAanganImages` and accept it as a section key', async () => {
    const images = [{ imageUrl: '/uploads/demo/project-2.svg', caption: 'Diwali at the Noida office' }];
    const edited = await admin('POST', '/admin/edit-section', {
      key: 'lifeAtAanganImages',
      content: images,
      expectedRevision: -1,
    });
    expect(edited.status).toBe(200);
    const settings = (await t.request('GET', '/api/v1/user/site-settings')).body.result;
    expect(settings.lifeAtAanganImages).toEqual(images);
    expect(settings.lifeAtCompany.images).toEqual(images);
  });

  it('area units as §9 writes them (`Acres`) are accepted; an unknown unit is "Invalid area unit" on its field', async () => {
    const posted = await admin(
      'POST',
      '/project/post-project',
      validProjectFields({
        projectTitle: 'Spec Acres Court',
        projectArea: { areaSize: 3, areaUnit: 'Acres' as 'acres' },
      }),
    );
    expect(posted.status).toBe(201);
    const view = await t.request('GET', `/api/v1/project/view-project?_id=${posted.body.result._id}`);
    expect(view.body.result.projectArea).toMatchObject({ areaSize: 3, areaUnit: 'acres' });

    const fields = validProjectFields({ projectTitle: 'Spec Bad Unit' });
    const badUnit = {
      ...fields,
      units: [{ ...fields.units![0], primaryArea: { areaSize: 1650, areaUnit: 'furlongs' } }],
    };
    const refused = await admin('POST', '/project/post-project', badUnit);
    expect(refused.status).toBe(400);
    expect(fieldErrors(refused)).toContainEqual({ path: 'units.0.primaryArea.areaUnit', message: 'Invalid area unit' });
  });
});
