import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Change, ProjectFields } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { systemContext } from '../core/commandContext.ts';
import { manualClock } from '../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const clock = manualClock();
beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const at = (revision: number) => ({ 'if-match': `W/"${revision}"` });
const post = (body: unknown) => t.request('POST', '/api/v1/project/post-project', { body, token: t.adminToken });
const edit = (id: string, revision: number, body: ProjectFields, token = t.adminToken) =>
  t.request('PUT', `/api/v1/project/edit-project/${id}`, { token, headers: at(revision), body });
const history = (id: string, token = t.auditorToken) =>
  t.request('GET', `/api/v1/admin/projects/${id}/history`, { token });
const adminView = (id: string, query = '') =>
  t.request('GET', `/api/v1/admin/projects/${id}${query}`, { token: t.auditorToken });

const twoUnits = (threeBhkPrice: number): ProjectFields => {
  const three = validProjectFields().units![0];
  return validProjectFields({
    projectTitle: 'Neelgiri Residency',
    units: [
      { ...three, minPrice: threeBhkPrice, maxPrice: threeBhkPrice + 10_00_000 },
      {
        ...three,
        unitTitle: '2 BHK',
        bedroomCount: 2,
        bathroomCount: 2,
        minPrice: 90_00_000,
        maxPrice: 95_00_000,
        unitCount: 60,
      },
    ],
  });
};

describe('no lost updates', () => {
  it('every change to an existing project must name its revision: 428 without, 412 when stale', async () => {
    const id = (await post(validProjectFields({ projectTitle: 'Precondition Park' }))).body.result._id;
    const before = await t.system.eventStore.headPosition();
    const blind = [
      await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
        token: t.adminToken,
        body: validProjectFields({ towers: 3 }),
      }),
      await t.request('DELETE', `/api/v1/project/delete-project/${id}`, { token: t.adminToken }),
      await t.request('POST', `/api/v1/project/toggle-grand-project/${id}`, { token: t.adminToken }),
      await t.request('POST', `/api/v1/project/restore-project/${id}`, { token: t.adminToken }),
      await t.request('POST', `/api/v1/admin/projects/${id}/revert`, { token: t.adminToken, body: { toRevision: 0 } }),
      await t.request('POST', '/api/v1/project/post-project', {
        token: t.adminToken,
        body: { _id: id, ...validProjectFields() },
      }),
      await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
        token: t.adminToken,
        headers: { 'if-match': '*' },
        body: validProjectFields({ towers: 3 }),
      }),
    ];
    for (const response of blind) {
      expect(response.status).toBe(428);
      expect(response.headers.get('content-type')).toContain('application/problem+json');
      expect(response.body).toMatchObject({
        code: 'PRECONDITION_REQUIRED',
        message: 'This change must say which version it is based on. Reload the record and try again.',
      });
    }
    expect(await t.system.eventStore.headPosition()).toBe(before);
    const mismatch = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
      token: t.adminToken,
      headers: at(0),
      body: { ...validProjectFields(), expectedRevision: 3 },
    });
    expect(mismatch.status).toBe(400);
    expect(
      (
        await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
          token: t.adminToken,
          body: { ...validProjectFields({ towers: 3 }), expectedRevision: 0 },
        })
      ).status,
    ).toBe(200);
    expect((await edit(id, 0, validProjectFields({ towers: 4 }))).status).toBe(412);
  });
});

describe('history worth auditing', () => {
  it('says who changed which unit price, old -> new, with names resolved for the auditor', async () => {
    const posted = await post(twoUnits(1_45_00_000));
    const id: string = posted.body.result._id;
    const stored = (await adminView(id)).body;
    const unitIds = stored.units.map((u: { unitId: string }) => u.unitId);
    expect(unitIds).toEqual([expect.stringMatching(/^[\w-]+$/), expect.stringMatching(/^[\w-]+$/)]);
    expect(new Set(unitIds).size).toBe(2);

    // The console sends the units back with their ids; a client that does not still keeps them matched by title.
    const changed = twoUnits(1_55_00_000);
    const edited = await edit(id, 0, {
      ...changed,
      units: [{ ...changed.units![0], unitId: unitIds[0] }, changed.units![1]],
    });
    expect(edited.status).toBe(200);

    const response = await history(id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toBe('history 0-1/2');
    const [latest, first] = response.body;
    expect(latest).toMatchObject({
      type: 'ProjectEdited',
      revision: 1,
      entityType: 'project',
      entityId: id,
      entityLabel: 'Neelgiri Residency',
      actor: { id: t.adminId, name: 'Asha Admin', role: 'admin' },
    });
    expect(latest.summary).toMatch(/^Edited Unit “3 BHK” › Minimum price/);
    expect(latest.changes).toEqual([
      {
        path: `units.${unitIds[0]}.minPrice`,
        label: 'Unit “3 BHK” › Minimum price',
        kind: 'changed',
        old: 1_45_00_000,
        new: 1_55_00_000,
      },
      {
        path: `units.${unitIds[0]}.maxPrice`,
        label: 'Unit “3 BHK” › Maximum price',
        kind: 'changed',
        old: 1_55_00_000,
        new: 1_65_00_000,
      },
    ]);
    expect(latest.correlationId).toEqual(expect.any(String));
    expect(first).toMatchObject({ type: 'ProjectPosted', revision: 0, summary: 'Posted' });
  });

  it('lists units added and removed, photos added and removed, and posting a draft diffs against the draft', async () => {
    const draft = await t.request('POST', '/api/v1/project/save-draft', {
      token: t.adminToken,
      body: { projectTitle: 'Draft Dwellings', city: 'Pune' },
    });
    const id: string = draft.body.result._id;
    const full = validProjectFields({
      projectTitle: 'Dream Dwellings',
      city: 'Noida',
      photos: ['/uploads/demo/project-1.svg', '/uploads/demo/project-2.svg'],
    });
    expect((await post({ _id: id, expectedRevision: 0, ...full })).status).toBe(201);
    const posted = (await history(id)).body[0];
    expect(posted.changes).toEqual(
      expect.arrayContaining([
        {
          path: 'projectTitle',
          label: 'Project/Building name',
          kind: 'changed',
          old: 'Draft Dwellings',
          new: 'Dream Dwellings',
        },
        { path: 'city', label: 'City', kind: 'changed', old: 'Pune', new: 'Noida' },
        { path: 'status', label: 'Status', kind: 'changed', old: 'draft', new: 'posted' },
      ]),
    );

    const stored = (await adminView(id)).body;
    const threeBhk = stored.units[0];
    const fourBhk = {
      ...threeBhk,
      unitId: undefined,
      unitTitle: '4 BHK',
      bedroomCount: 4,
      bathroomCount: 4,
      minPrice: 2_10_00_000,
      maxPrice: 2_30_00_000,
    };
    await edit(id, 1, {
      ...full,
      photos: ['/uploads/demo/project-2.svg', '/uploads/demo/project-3.svg'],
      units: [fourBhk],
    });
    const changes: Change[] = (await history(id)).body[0].changes;
    expect(changes).toEqual(
      expect.arrayContaining([
        { path: 'photos', label: 'Photos', kind: 'removed', old: '/uploads/demo/project-1.svg' },
        { path: 'photos', label: 'Photos', kind: 'added', new: '/uploads/demo/project-3.svg' },
        expect.objectContaining({ path: `units.${threeBhk.unitId}`, label: 'Unit “3 BHK”', kind: 'removed' }),
        expect.objectContaining({
          label: 'Unit “4 BHK”',
          kind: 'added',
          new: expect.objectContaining({ minPrice: 2_10_00_000 }),
        }),
      ]),
    );
  });

  it('a unit sent twice is stored once and the answer says so', async () => {
    const fields = validProjectFields({ projectTitle: 'Twice Towers' });
    const unit = fields.units![0];
    const response = await post({ ...fields, units: [unit, { ...unit, unitCount: 75 }] });
    expect(response.status).toBe(201);
    expect(response.body.result.notices).toEqual(['Unit Already Exists We Edit Unit Count Only']);
    const stored = (await adminView(response.body.result._id)).body;
    expect(stored.units).toHaveLength(1);
    expect(stored.units[0].unitCount).toBe(75);
  });
});

describe('time travel and restoring a version', () => {
  it('shows the project as it was at a revision or an instant, and restores the old price as a new change', async () => {
    const id: string = (await post(twoUnits(1_45_00_000))).body.result._id;
    const postedAt: string = (await adminView(id)).body.updatedAt;
    const units = (await adminView(id)).body.units;
    clock.advance(60_000);
    await edit(id, 0, {
      ...twoUnits(1_60_00_000),
      units: [{ ...units[0], minPrice: 1_60_00_000, maxPrice: 1_70_00_000 }, units[1]],
    });

    const asOfRevision = await adminView(id, '?asOf=0');
    expect(asOfRevision.status).toBe(200);
    expect(asOfRevision.body).toMatchObject({
      id,
      revision: 0,
      asOf: { revision: 0, at: postedAt },
      priceMin: 90_00_000,
    });
    expect(asOfRevision.body.units[0].minPrice).toBe(1_45_00_000);
    const asOfInstant = await adminView(
      id,
      `?asOf=${encodeURIComponent(new Date(Date.parse(postedAt) + 1000).toISOString())}`,
    );
    expect(asOfInstant.body.units[0].minPrice).toBe(1_45_00_000);
    expect((await adminView(id, '?asOf=2000-01-01T00:00:00Z')).status).toBe(404);
    expect((await adminView(id, '?asOf=yesterday')).status).toBe(400);
    expect((await adminView(id)).body.units[0].minPrice).toBe(1_60_00_000);

    const auditor = await t.request('POST', `/api/v1/admin/projects/${id}/revert`, {
      token: t.auditorToken,
      headers: at(1),
      body: { toRevision: 0 },
    });
    expect(auditor.status).toBe(403);
    const stale = await t.request('POST', `/api/v1/admin/projects/${id}/revert`, {
      token: t.adminToken,
      headers: at(0),
      body: { toRevision: 0 },
    });
    expect(stale.status).toBe(412);
    const forward = await t.request('POST', `/api/v1/admin/projects/${id}/revert`, {
      token: t.adminToken,
      headers: at(1),
      body: { toRevision: 1 },
    });
    expect(forward.status).toBe(400);

    const reverted = await t.request('POST', `/api/v1/admin/projects/${id}/revert`, {
      token: t.adminToken,
      headers: at(1),
      body: { toRevision: 0 },
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body).toMatchObject({ message: 'Restored revision 0', result: { revision: 2, changed: true } });
    const view = await t.request('GET', `/api/v1/project/view-project?_id=${id}`);
    expect(view.body.result.units[0].minPrice).toBe(1_45_00_000);

    const [entry] = (await history(id)).body;
    expect(entry).toMatchObject({
      type: 'ProjectReverted',
      summary: 'Restored revision 0',
      restoredRevision: 0,
      actor: { name: 'Asha Admin' },
    });
    expect(entry.changes).toContainEqual(
      expect.objectContaining({ label: 'Unit “3 BHK” › Minimum price', old: 1_60_00_000, new: 1_45_00_000 }),
    );
    // The past is never rewritten: revision 1 still says what it said.
    expect((await adminView(id, '?asOf=1')).body.units[0].minPrice).toBe(1_60_00_000);
  });

  it('restoring an old version must still pass the posting rules', async () => {
    const draft = await t.request('POST', '/api/v1/project/save-draft', {
      token: t.adminToken,
      body: { projectTitle: 'Half Built Heights' },
    });
    const id = draft.body.result._id;
    await post({ _id: id, expectedRevision: 0, ...validProjectFields({ projectTitle: 'Half Built Heights' }) });
    const back = await t.request('POST', `/api/v1/admin/projects/${id}/revert`, {
      token: t.adminToken,
      headers: at(1),
      body: { toRevision: 0 },
    });
    expect(back.status).toBe(400);
    expect(back.body.message).toBe('Project Type is missing');
  });
});

describe('a change an import dates in the past', () => {
  it('is recorded now and tells its story from the day it took effect', async () => {
    const now = clock.now();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const context = (effectiveAt: Date) => ({ ...systemContext(t.system.ids, 'import'), effectiveAt });
    const fields = validProjectFields({ projectTitle: 'Kaveri Meadows' });
    const first = await t.system.projectCommands.post(context(daysAgo(200)), { fields });
    const unit = fields.units![0];
    const raised = { ...fields, units: [{ ...unit, minPrice: unit.minPrice! + 5_00_000 }] };
    const second = await t.system.projectCommands.edit(context(daysAgo(40)), first.projectId, raised, first.revision);
    // A date after the recording is not a past: the change counts from when it was recorded.
    const later = { ...raised, units: [{ ...unit, minPrice: unit.minPrice! + 7_00_000 }] };
    await t.system.projectCommands.edit(
      context(new Date(now.getTime() + 86_400_000)),
      first.projectId,
      later,
      second.revision,
    );

    const points = (await t.request('GET', `/api/v1/project/price-history/${first.projectId}`)).body.result as {
      at: string;
      priceMin: number;
    }[];
    expect(points.map((point) => [point.at, point.priceMin])).toEqual([
      [daysAgo(200).toISOString(), unit.minPrice],
      [daysAgo(40).toISOString(), unit.minPrice! + 5_00_000],
      [now.toISOString(), unit.minPrice! + 7_00_000],
    ]);
    const view = await adminView(first.projectId);
    expect(view.body.postedAt).toBe(daysAgo(200).toISOString());

    const entries = (await history(first.projectId)).body as { at: string; effectiveAt?: string }[];
    expect(entries.map((entry) => [entry.at, entry.effectiveAt])).toEqual([
      [now.toISOString(), undefined],
      [now.toISOString(), daysAgo(40).toISOString()],
      [now.toISOString(), daysAgo(200).toISOString()],
    ]);
  });
});
