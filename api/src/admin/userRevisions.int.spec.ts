import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../core/commandContext.ts';
import { startTestApp, type TestApp, type TestResponse } from '../testing/testApp.ts';

/** A user's role and standing are changed on the revision the admin read; requests over HTTP, the races in parallel. */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough passphrase';
const newUser = async (email: string) => {
  const created = await t.system.adminUsers.create(systemContext(t.system.ids, 'test'), {
    email,
    name: 'Nisha Sales',
    role: 'sales',
    password: PASSWORD,
  });
  return created.userId;
};
const call = (method: string, url: string, options: { body?: unknown; revision?: number } = {}) =>
  t.request(method, `/api/v1${url}`, {
    token: t.adminToken,
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.revision === undefined ? {} : { headers: { 'if-match': `W/"${options.revision}"` } }),
  });
const etagOf = (response: TestResponse): number =>
  Number(/^W\/"(-?\d+)"$/.exec(response.headers.get('etag') ?? '')?.[1] ?? Number.NaN);
const expectStale = (response: TestResponse, revision: number, changed: string[]) => {
  expect(response.status).toBe(412);
  expect(response.body).toMatchObject({ code: 'STALE_REVISION', revision });
  expect(response.body.changed.map((change: { path: string }) => change.path)).toEqual(changed);
};

describe('user role and standing', () => {
  it('a role change names the revision read: none is a 428, an older one a 412 with the role that changed', async () => {
    const id = await newUser('nisha@aangan.test');
    const read = await call('GET', `/admin/users/${id}`);
    expect(read.body.revision).toBe(0);
    expect(etagOf(read)).toBe(0);

    const blind = await call('PUT', `/admin/users/${id}/role`, { body: { role: 'auditor' } });
    expect(blind.status).toBe(428);
    expect(blind.body.code).toBe('PRECONDITION_REQUIRED');

    const [auditor, admin] = await Promise.all([
      call('PUT', `/admin/users/${id}/role`, { revision: 0, body: { role: 'auditor' } }),
      call('PUT', `/admin/users/${id}/role`, { revision: 0, body: { role: 'admin' } }),
    ]);
    const [won, lost] = auditor.status === 200 ? [auditor, admin] : [admin, auditor];
    expect(won.status).toBe(200);
    expect(etagOf(won)).toBe(1);
    expectStale(lost, 1, ['role']);
    expect(lost.body.changed[0]).toMatchObject({ kind: 'changed', old: 'sales', new: won.body.role });
    expect((await call('GET', `/admin/users/${id}`)).body.role).toBe(won.body.role);

    const withBody = await call('PUT', `/admin/users/${id}/role`, { body: { role: 'sales', expectedRevision: 1 } });
    expect(withBody.status).toBe(200);
    expect(withBody.body).toMatchObject({ role: 'sales', revision: 2 });
  });

  it('disable and enable name the revision read; the user signing out meanwhile does not hold the admin up', async () => {
    const id = await newUser('ishaan@aangan.test');
    const read = await call('GET', `/admin/users/${id}`);
    const base = etagOf(read);
    expect((await call('POST', `/admin/users/${id}/disable`)).status).toBe(428);

    // The user's own sign-out is recorded on the account, but changes nothing the admin decided on.
    const token = await t.system.adminUsers.tokenFor('ishaan@aangan.test', PASSWORD);
    expect((await t.request('POST', '/api/v1/admin/logout', { token })).status).toBe(200);
    expect(etagOf(await call('GET', `/admin/users/${id}`))).toBe(base + 1);

    const disabled = await call('POST', `/admin/users/${id}/disable`, { revision: base });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ status: 'disabled', revision: base + 2 });
    expect(etagOf(disabled)).toBe(base + 2);
    expectStale(await call('POST', `/admin/users/${id}/enable`, { revision: base + 1 }), base + 2, ['status']);
    const enabled = await call('POST', `/admin/users/${id}/enable`, { revision: base + 2 });
    expect(enabled.body.status).toBe('active');
  });
});
