import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough passphrase';
const login = async (email: string, password = PASSWORD) =>
  t.request('POST', '/api/v1/admin/login', { body: { email, password } });
const tokenOf = async (email: string, password = PASSWORD) => (await login(email, password)).body.token as string;
const profile = (token: string) => t.request('GET', '/api/v1/admin/get-profile', { token });
const createUser = (body: Record<string, unknown>, token = t.adminToken) =>
  t.request('POST', '/api/v1/admin/users', { token, body });

describe('admin users', () => {
  it('admins create users; emails are unique; bad input gets field messages; others get 403', async () => {
    const created = await createUser({
      email: 'Meera@Aangan.test',
      name: 'Meera Sales',
      role: 'sales',
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      email: 'meera@aangan.test',
      role: 'sales',
      userType: 'sales',
      status: 'active',
    });
    expect(created.body.passwordHash).toBeUndefined();
    expect(
      (await createUser({ email: 'meera@aangan.test', name: 'Again', role: 'sales', password: PASSWORD })).status,
    ).toBe(409);
    expect(
      (await createUser({ email: 'not-an-email', name: 'X', role: 'sales', password: PASSWORD })).body.message,
    ).toBe('Enter a valid email');
    expect(
      (await createUser({ email: 'x@aangan.test', name: 'X', role: 'sales', password: 'short' })).body.message,
    ).toBe('Password must be at least 8 characters');
    expect((await createUser({ email: 'x@aangan.test', name: 'X', role: 'owner', password: PASSWORD })).status).toBe(
      400,
    );
    expect(
      (await createUser({ email: 'x@aangan.test', name: 'X', role: 'sales', password: 'Password@123' })).body.message,
    ).toBe('This password is too common. Choose one that is harder to guess.');
    expect(
      (await createUser({ email: 'y@aangan.test', name: 'Y', role: 'sales', password: PASSWORD }, t.auditorToken))
        .status,
    ).toBe(403);
  });

  it('lists users in the ra-data-simple-rest dialect, searchable', async () => {
    const list = await t.request(
      'GET',
      `/api/v1/admin/users?sort=${encodeURIComponent('["email","ASC"]')}&range=[0,9]`,
      { token: t.adminToken },
    );
    expect(list.status).toBe(200);
    expect(list.headers.get('content-range')).toMatch(/^users 0-\d+\/\d+$/);
    expect(list.body.map((u: { email: string }) => u.email)).toEqual(
      [...list.body.map((u: { email: string }) => u.email)].sort(),
    );
    const found = await t.request('GET', `/api/v1/admin/users?filter=${encodeURIComponent('{"q":"ravi"}')}`, {
      token: t.adminToken,
    });
    expect(found.body.map((u: { email: string }) => u.email)).toEqual(['auditor@aangan.test']);
    expect((await t.request('GET', '/api/v1/admin/users', { token: t.auditorToken })).status).toBe(403);
  });

  it('a sales user signs in, sees its profile with userType, and nothing of the console', async () => {
    await createUser({ email: 'sunil@aangan.test', name: 'Sunil Sales', role: 'sales', password: PASSWORD });
    const token = await tokenOf('sunil@aangan.test');
    const session = await t.request('GET', '/api/v1/user/get-profile', { token });
    expect(session.body).toMatchObject({
      responseCode: 200,
      userResult: { userType: 'sales', name: 'Sunil Sales' },
      token,
    });
    expect((await t.request('GET', '/api/v1/admin/projects', { token })).status).toBe(403);
    expect((await t.request('POST', '/api/v1/project/save-draft', { token, body: {} })).status).toBe(403);
  });

  it('a role change ends the sessions of that user; the new role applies at the next sign-in', async () => {
    const id = (
      await createUser({ email: 'role@aangan.test', name: 'Role Change', role: 'auditor', password: PASSWORD })
    ).body.id;
    const before = await tokenOf('role@aangan.test');
    expect((await profile(before)).status).toBe(200);
    const changed = await t.request('PUT', `/api/v1/admin/users/${id}/role`, {
      token: t.adminToken,
      body: { role: 'admin', expectedRevision: 0 },
    });
    expect(changed.body.role).toBe('admin');
    expect((await profile(before)).status).toBe(401);
    const after = await tokenOf('role@aangan.test');
    expect((await profile(after)).body.result.role).toBe('admin');
  });

  it('disabling ends sessions and refuses sign-in with the usual answer; enabling allows it again', async () => {
    const id = (await createUser({ email: 'gone@aangan.test', name: 'Gone Soon', role: 'auditor', password: PASSWORD }))
      .body.id;
    const token = await tokenOf('gone@aangan.test');
    const at = async () => ({
      'if-match': (await t.request('GET', `/api/v1/admin/users/${id}`, { token: t.adminToken })).headers.get('etag')!,
    });
    expect(
      (await t.request('POST', `/api/v1/admin/users/${id}/disable`, { token: t.adminToken, headers: await at() })).body
        .status,
    ).toBe('disabled');
    expect((await profile(token)).status).toBe(401);
    const refused = await login('gone@aangan.test');
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe('Email or password is incorrect');
    expect(
      (await t.request('POST', `/api/v1/admin/users/${id}/disable`, { token: t.adminToken, headers: await at() }))
        .status,
    ).toBe(409);
    expect(
      (await t.request('POST', `/api/v1/admin/users/${id}/enable`, { token: t.adminToken, headers: await at() })).body
        .status,
    ).toBe('active');
    expect((await login('gone@aangan.test')).status).toBe(200);
  });

  it('an admin cannot disable or demote themselves', async () => {
    const me = (await profile(t.adminToken)).body.result.id;
    expect(
      (
        await t.request('POST', `/api/v1/admin/users/${me}/disable`, {
          token: t.adminToken,
          headers: { 'if-match': 'W/"0"' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('PUT', `/api/v1/admin/users/${me}/role`, {
          token: t.adminToken,
          body: { role: 'auditor', expectedRevision: 0 },
        })
      ).status,
    ).toBe(403);
  });

  it('password change: the spec messages, and every older session ends', async () => {
    await createUser({ email: 'pw@aangan.test', name: 'Pass Word', role: 'auditor', password: PASSWORD });
    const token = await tokenOf('pw@aangan.test');
    const other = await tokenOf('pw@aangan.test');
    const change = (body: Record<string, unknown>) =>
      t.request('POST', '/api/v1/admin/change-password', { token, body });
    expect(
      (
        await change({
          oldPassword: PASSWORD,
          newPassword: 'a brand new passphrase',
          confirmPassword: 'something else',
        })
      ).body.message,
    ).toBe('Password does not match');
    expect(
      (
        await change({
          oldPassword: 'wrong old password',
          newPassword: 'a brand new passphrase',
          confirmPassword: 'a brand new passphrase',
        })
      ).body.message,
    ).toBe('Current password is incorrect');
    const ok = await change({
      oldPassword: PASSWORD,
      newPassword: 'a brand new passphrase',
      confirmPassword: 'a brand new passphrase',
    });
    expect(ok.body.message).toBe('Password changed successfully');
    expect((await profile(other)).status).toBe(401);
    expect((await login('pw@aangan.test')).status).toBe(401);
    expect((await login('pw@aangan.test', 'a brand new passphrase')).status).toBe(200);
  });
});
