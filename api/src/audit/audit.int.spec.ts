import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { systemContext } from '../core/commandContext.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { manualClock } from '../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
// 23:50 in India on 20 November: the day changes ten minutes into the test.
const clock = manualClock(new Date('2026-11-20T18:20:00.000Z'));
let projectId: string;
let leadId: string;
let salesToken: string;

const audit = (filter: Record<string, unknown> = {}, token: string | null = t.auditorToken, range = '[0,99]') =>
  t.request(
    'GET',
    `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent(range)}&sort=${encodeURIComponent('["at","DESC"]')}`,
    { token },
  );
const types = (response: { body: { type: string }[] }) => response.body.map((entry) => entry.type);

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  projectId = (
    await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Saanjh Residency' }),
    })
  ).body.result._id;
  clock.advance(5 * 60_000);
  await t.request('PUT', '/api/v1/admin/state-rera', {
    token: t.adminToken,
    body: { state: 'Haryana', registration: 'HRERA-GGM-2026-001', expectedRevision: -1 },
  });
  clock.advance(10 * 60_000); // 00:05 on 21 November, India time
  await t.request('PUT', `/api/v1/project/edit-project/${projectId}`, {
    token: t.adminToken,
    headers: { 'if-match': 'W/"0"' },
    body: validProjectFields({ projectTitle: 'Saanjh Residency', towers: 6 }),
  });
  const lead = await t.request('POST', '/api/v1/user/project-lead-submit', {
    body: {
      firstName: 'Meera',
      lastName: 'Iyer',
      mobileNumber: '9876543210',
      email: 'meera@example.in',
      message: 'Please call me about the 3 BHK',
      _id: projectId,
      consent: true,
      noticeVersion: PRIVACY_NOTICE.version,
      formToken: t.system.forms.issue(new Date(clock.now().getTime() - 5000)).formToken,
    },
  });
  expect(lead.status).toBe(200);
  leadId = lead.body.result.leadId;
  await t.request('PUT', `/api/v1/admin/leads/${leadId}/status`, {
    token: t.adminToken,
    body: { status: 'contacted', followUpOn: null, note: 'Spoke to Meera Iyer on 9876543210' },
  });
  await t.system.adminUsers.create(systemContext(t.system.ids, 'test'), {
    email: 'sales.one@aangan.test',
    name: 'Sunil Sales',
    role: 'sales',
    password: 'correct horse battery',
  });
  salesToken = await t.system.adminUsers.tokenFor('sales.one@aangan.test', 'correct horse battery');
});
afterAll(async () => {
  await t.close();
});

describe('the audit log', () => {
  it('lists every recorded change, newest first, with actor names and roles, for auditors', async () => {
    const response = await audit();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-range')).toMatch(/^audit 0-\d+\/\d+$/);
    const edit = response.body.find((entry: { type: string }) => entry.type === 'ProjectEdited');
    expect(edit).toMatchObject({
      entityType: 'project',
      entityId: projectId,
      entityLabel: 'Saanjh Residency',
      revision: 1,
      summary: 'Edited Towers',
      actor: { id: t.adminId, name: 'Asha Admin', role: 'admin' },
      changes: [{ path: 'towers', label: 'Towers', kind: 'added', new: 6 }],
    });
    expect(types(response)).toEqual(
      expect.arrayContaining([
        'ProjectPosted',
        'StateReraChanged',
        'LeadReceived',
        'LeadStatusChanged',
        'LeadNoteAdded',
        'AdminUserCreated',
      ]),
    );
    const times = response.body.map((entry: { at: string }) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const rera = response.body.find((entry: { type: string }) => entry.type === 'StateReraChanged');
    expect(rera.changes).toEqual([{ path: 'Haryana', label: 'Haryana', kind: 'added', new: 'HRERA-GGM-2026-001' }]);
  });

  it('never shows the personal data of a lead, and masks staff emails', async () => {
    const response = await audit({ entityType: 'lead', entityId: leadId });
    expect(types(response).sort()).toEqual(['LeadNoteAdded', 'LeadReceived', 'LeadStatusChanged']);
    // Ids and correlation ids are random hex, which may hold any four digits: only the rest is read.
    const text = JSON.stringify(response.body, (_key, value) =>
      typeof value === 'string' && /^[0-9a-f-]{24,36}$/.test(value) ? '<id>' : value,
    );
    for (const secret of ['Meera', 'Iyer', '9876543210', '3210', 'meera@example.in', 'Please call me'])
      expect(text).not.toContain(secret);
    const status = response.body.find((entry: { type: string }) => entry.type === 'LeadStatusChanged');
    expect(status.changes).toEqual([
      { path: 'status', label: 'Status', kind: 'changed', old: 'new', new: 'contacted' },
    ]);
    const users = await audit({ entityType: 'user', type: 'AdminUserCreated' });
    expect(JSON.stringify(users.body)).not.toContain('sales.one@aangan.test');
    expect(users.body.find((u: { entityLabel: string }) => u.entityLabel === 'Sunil Sales').changes).toContainEqual({
      path: 'email',
      label: 'Email',
      kind: 'added',
      new: 's***@aangan.test',
    });
  });

  it('filters by actor, record type, record id, event type, India dates and words', async () => {
    const byActor = await audit({ actorId: t.adminId });
    expect(byActor.body.length).toBeGreaterThan(0);
    expect(new Set(byActor.body.map((e: { actor: { id: string } }) => e.actor.id))).toEqual(new Set([t.adminId]));
    expect(types(await audit({ entityType: 'project', entityId: projectId }))).toEqual([
      'ProjectEdited',
      'ProjectPosted',
    ]);
    expect(types(await audit({ type: 'StateReraChanged' }))).toEqual(['StateReraChanged']);
    // 20 November ended at 18:30 UTC: the post and the RERA change were that day, the edit the next.
    const twentieth = types(await audit({ from: '2026-11-20', to: '2026-11-20', entityType: 'project' }));
    expect(twentieth).toEqual(['ProjectPosted']);
    expect(types(await audit({ from: '2026-11-21', entityType: 'project' }))).toEqual(['ProjectEdited']);
    expect(types(await audit({ q: 'saanjh' }))).toEqual(['ProjectEdited', 'ProjectPosted']);
    const paged = await audit({}, t.auditorToken, '[0,1]');
    expect(paged.body).toHaveLength(2);
    expect(paged.headers.get('content-range')).toMatch(/^audit 0-1\/\d+$/);
    expect((await audit({ entityType: 'castle' })).status).toBe(400);
    expect((await audit({ from: '21-11-2026' })).status).toBe(400);
  });

  it('exports the filtered trail as CSV, and offers the filter values', async () => {
    const csv = await t.request(
      'GET',
      `/api/v1/admin/audit/export?filter=${encodeURIComponent(JSON.stringify({ entityId: projectId }))}`,
      { token: t.auditorToken },
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="audit-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = (csv.body as string).trim().split('\r\n');
    expect(lines[0]).toBe(
      'Time (IST),Actor,Role,Record type,Record,Record id,Revision,Event,Summary,Changes,Details,Correlation id',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('21-11-2026 00:05,Asha Admin,Admin,Project,Saanjh Residency');
    expect(lines[1]).toContain('Towers: + 6');
    const facets = await t.request('GET', '/api/v1/admin/audit/facets', { token: t.auditorToken });
    expect(facets.body.entityTypes).toContainEqual({ id: 'project', name: 'Project' });
    expect(facets.body.eventTypes).toContain('ProjectReverted');
    expect(facets.body.actors).toContainEqual({ id: t.adminId, name: 'Asha Admin', role: 'admin' });
  });

  it('keeps bookkeeping (unique names held) in the trail, shown when asked for and never with a raw email', async () => {
    expect(types(await audit({})).filter((type) => type === 'UrlReserved' || type === 'EmailReserved')).toEqual([]);
    const reserved = await audit({ entityType: 'reservation' });
    const url = reserved.body.find((entry: { type: string }) => entry.type === 'UrlReserved');
    expect(url).toMatchObject({ entityId: projectId, summary: expect.stringMatching(/^URL saanjh.* reserved$/) });
    const email = reserved.body.find((entry: { type: string }) => entry.type === 'EmailReserved');
    expect(email.entityLabel).toBe('Staff email s***@aangan.test');
    expect(JSON.stringify(reserved.body)).not.toContain('sales.one@aangan.test');
    expect(types(await audit({ type: 'UrlReserved' }))).toContain('UrlReserved');
  });

  it('is for admins and auditors only', async () => {
    expect((await audit({}, t.adminToken)).status).toBe(200);
    expect((await audit({}, salesToken)).status).toBe(403);
    expect((await audit({}, null)).status).toBe(401);
    expect((await t.request('GET', '/api/v1/admin/audit/export', { token: salesToken })).status).toBe(403);
    expect((await t.request('GET', '/api/v1/admin/dashboard', { token: salesToken })).status).toBe(403);
  });

  it('rebuilding the read models gives the same trail', async () => {
    const before = (await audit({}, t.auditorToken, '[0,499]')).body;
    await t.system.runner!.rebuild();
    expect((await audit({}, t.auditorToken, '[0,499]')).body).toEqual(before);
  });
});

describe('the dashboard', () => {
  it('counts projects by status, leads today, this week and by status, leads per India day, and the latest changes', async () => {
    const response = await t.request('GET', '/api/v1/admin/dashboard', { token: t.auditorToken });
    expect(response.status).toBe(200);
    expect(response.body.projects).toEqual({ posted: 1, draft: 0, deleted: 0, grand: 0 });
    expect(response.body.leads).toMatchObject({ today: 1, week: 1, byStatus: { new: 0, contacted: 1, won: 0 } });
    expect(response.body.leadsPerDay).toHaveLength(30);
    expect(response.body.leadsPerDay.at(-1)).toEqual({ day: '2026-11-21', count: 1 });
    expect(response.body.leadsPerDay.at(-2)).toEqual({ day: '2026-11-20', count: 0 });
    expect(response.body.backup).toBeNull();
    expect(response.body.latestChanges[0]).toMatchObject({
      actor: expect.objectContaining({ name: expect.any(String) }),
      summary: expect.any(String),
    });
  });
});
