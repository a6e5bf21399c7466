import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemContext } from '../core/commandContext.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;

const signIns = async (token: string) =>
  (
    await t.request(
      'GET',
      `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entityType: 'security' }))}&sort=${encodeURIComponent('["at","DESC"]')}`,
      { token },
    )
  ).body as { type: string; entityLabel: string; summary: string }[];

beforeAll(async () => {
  t = await startTestApp();
  await t.system.adminUsers.create(systemContext(t.system.ids, 'test'), {
    email: 'meera.shah@aangan.test',
    name: 'Meera Shah',
    role: 'sales',
    password: 'correct horse battery',
  });
  const login = (password: string) =>
    t.request('POST', '/api/v1/admin/login', { body: { email: 'meera.shah@aangan.test', password } });
  expect((await login('not her password')).status).toBe(401);
  expect((await login('correct horse battery')).status).toBe(200);
  expect(
    (
      await t.request('POST', '/api/v1/admin/login', {
        body: { email: 'nobody@aangan.test', password: 'whatever it is' },
      })
    ).status,
  ).toBe(401);
});
afterAll(async () => {
  await t.close();
});

describe('sign-ins in the audit log name the account', () => {
  it('for admins by name and email', async () => {
    const entries = await signIns(t.adminToken);
    expect(entries.map((entry) => [entry.type, entry.entityLabel])).toEqual([
      ['SignInFailed', 'n***@aangan.test'],
      ['SignInSucceeded', 'Meera Shah (meera.shah@aangan.test)'],
      ['SignInFailed', 'Meera Shah (meera.shah@aangan.test)'],
    ]);
    const dashboard = (await t.request('GET', '/api/v1/admin/dashboard', { token: t.adminToken })).body;
    expect(dashboard.latestChanges[0]).toMatchObject({ type: 'SignInFailed', entityLabel: 'n***@aangan.test' });
    expect(dashboard.latestChanges[1]).toMatchObject({ entityLabel: 'Meera Shah (meera.shah@aangan.test)' });
  });

  it('for auditors by name with the email masked, as they read other personal data', async () => {
    const entries = await signIns(t.auditorToken);
    expect(entries.map((entry) => entry.entityLabel)).toEqual([
      'n***@aangan.test',
      'Meera Shah (m***@aangan.test)',
      'Meera Shah (m***@aangan.test)',
    ]);
    expect(JSON.stringify(entries)).not.toContain('meera.shah@');
    const dashboard = (await t.request('GET', '/api/v1/admin/dashboard', { token: t.auditorToken })).body;
    expect(JSON.stringify(dashboard.latestChanges)).not.toContain('meera.shah@');
    const csv = (
      await t.request(
        'GET',
        `/api/v1/admin/audit/export?filter=${encodeURIComponent(JSON.stringify({ entityType: 'security' }))}`,
        { token: t.auditorToken },
      )
    ).body as string;
    expect(csv).toContain('Meera Shah (m***@aangan.test)');
    expect(csv).toContain(',Sign in succeeded,');
    expect(csv).not.toContain('meera.shah@');
  });
});
