import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, validProjectFields, type TestApp } from '@aangan/api/testing';
import { readAnswer } from './answers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const at = (revision: number) => ({ 'if-match': `W/"${revision}"` });

describe('the answers the console reads fit the contracts', () => {
  it('a project: its commands, the drafts, the whole project, as of a revision, the list rows and the history', async () => {
    const draft = await t.request('POST', '/api/v1/project/save-draft', {
      token: t.adminToken,
      body: { projectTitle: 'Draft Court', city: 'Pune' },
    });
    const saved = readAnswer('projectCommand', draft.body);
    expect(saved.result.visible).toBe(true);
    expect(saved.result.notices).toEqual([]);
    const id = saved.result._id;
    const drafts = await t.request('GET', '/api/v1/project/get-draft', { token: t.adminToken });
    expect(readAnswer('projectDrafts', drafts.body).result.map((draft) => draft._id)).toContain(id);

    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      headers: at(saved.result.revision),
      body: { ...validProjectFields({ projectTitle: 'Answer Heights' }), _id: id },
    });
    expect(readAnswer('projectCommand', posted.body).result.status).toBe('posted');

    const one = readAnswer(
      'adminProject',
      (await t.request('GET', `/api/v1/admin/projects/${id}`, { token: t.auditorToken })).body,
    );
    expect(one).toMatchObject({
      id,
      status: 'posted',
      projectTitle: 'Answer Heights',
      updatedBy: { name: expect.any(String) },
    });
    expect(one.units?.[0]?.unitId).toEqual(expect.any(String));

    const grand = await t.request('POST', `/api/v1/project/toggle-grand-project/${id}`, {
      token: t.adminToken,
      headers: at(one.revision),
    });
    expect(readAnswer('projectCommand', grand.body).message).toEqual(expect.any(String));

    const then = await t.request('GET', `/api/v1/admin/projects/${id}?asOf=0`, { token: t.auditorToken });
    expect(readAnswer('adminProject', then.body)).toMatchObject({ status: 'draft', asOf: { revision: 0 } });

    const rows = await t.request(
      'GET',
      `/api/v1/admin/projects?filter=${encodeURIComponent('{"tab":"all-projects"}')}`,
      {
        token: t.auditorToken,
      },
    );
    expect(readAnswer('adminProjectList', rows.body).map((row) => row.id)).toContain(id);

    const history = await t.request('GET', `/api/v1/admin/projects/${id}/history`, { token: t.auditorToken });
    expect(readAnswer('projectHistory', history.body).map((entry) => entry.revision)).toEqual([2, 1, 0]);
  });

  it('the Website Configuration data', async () => {
    const data = await t.request('GET', '/api/v1/admin/moderation-data', { token: t.auditorToken });
    const { result } = readAnswer('moderationData', data.body);
    expect(result.faqs.length).toBeGreaterThan(0);
    expect(result.stateReraRevision).toEqual(expect.any(Number));
  });

  it('the alerts: the overview, the switch and the list rows', async () => {
    const watched = await t.request('POST', '/api/v1/alerts', {
      body: { email: 'asha.buyer@example.in', consent: true, search: { city: 'Pune' } },
    });
    expect(watched.status).toBe(202);
    const overview = await t.request('GET', '/api/v1/admin/alerts/overview', { token: t.auditorToken });
    const read = readAnswer('alertOverview', overview.body);
    expect(read.totals.pending).toBeGreaterThan(0);
    expect(read.mailsPerDay).toHaveLength(14);
    const paused = await t.request('PUT', '/api/v1/admin/alerts/settings', {
      token: t.adminToken,
      headers: at(read.revision),
      body: { paused: true },
    });
    expect(readAnswer('alertOverview', paused.body).paused).toBe(true);
    const rows = await t.request('GET', '/api/v1/admin/alerts', { token: t.auditorToken });
    expect(readAnswer('alertTopics', rows.body)).toContainEqual(
      expect.objectContaining({ topic: expect.objectContaining({ kind: 'search' }), pending: 1 }),
    );
  });

  it('an answer that does not fit is an error, not a record with holes', () => {
    expect(() => readAnswer('adminProject', { id: 'x' })).toThrow(/cannot read/);
  });
});
