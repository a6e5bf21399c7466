import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SqliteEventStore } from '@aangan/projections';
import { recordedSecurityEvents } from '../testing/securityEvents.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createSecurityLog } from './securityLog.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(async () => {
  await t.close();
});

const PASSWORD = 'a long enough passphrase';
let address = 0;
const from = () => ({ 'x-forwarded-for': `198.51.100.${(address += 1)}` });
const login = (email: string, password: string, headers: Record<string, string> = from()) =>
  t.request('POST', '/api/v1/admin/login', { body: { email, password }, headers });
const eventsOf = async (type: string) => (await recordedSecurityEvents(t.system)).filter((e) => e.type === type);

async function user(email: string): Promise<string> {
  const created = await t.request('POST', '/api/v1/admin/users', {
    token: t.adminToken,
    body: { email, name: 'Someone', role: 'auditor', password: PASSWORD },
  });
  return created.body.id as string;
}

describe('security events are recorded durably (no emails, tokens or codes in them)', () => {
  it('failed sign-ins: unknown account, wrong password, disabled account, throttled', async () => {
    const wrongId = await user('wrong@aangan.test');
    const disabledId = await user('disabled@aangan.test');
    await t.request('POST', `/api/v1/admin/users/${disabledId}/disable`, {
      token: t.adminToken,
      headers: { 'if-match': 'W/"0"' },
    });
    expect((await login('nobody@aangan.test', 'whatever it is')).status).toBe(401);
    expect((await login('wrong@aangan.test', 'not the password')).status).toBe(401);
    expect((await login('disabled@aangan.test', PASSWORD)).status).toBe(401);
    const same = from();
    for (let i = 0; i < 5; i += 1) await login('wrong@aangan.test', `guess ${i}`, same);
    expect((await login('wrong@aangan.test', PASSWORD, same)).status).toBe(429);
    expect((await login('wrong@aangan.test', PASSWORD, same)).status).toBe(429);

    const failed = (await eventsOf('SignInFailed')).map((e) => e.data);
    // The account targeted is named masked, as auditors see emails: the typed email never enters the log.
    expect(failed).toContainEqual({ userId: null, reason: 'unknown-account', account: 'n***@aangan.test' });
    expect(failed).toContainEqual({ userId: wrongId, reason: 'password', account: 'w***@aangan.test' });
    expect(failed).toContainEqual({ userId: disabledId, reason: 'disabled', account: 'd***@aangan.test' });
    // A refusal costs an attacker nothing: it is recorded once per window, not per request.
    expect(failed.filter((d) => (d as { reason: string }).reason === 'throttled')).toEqual([
      { userId: wrongId, reason: 'throttled', account: 'w***@aangan.test' },
    ]);
  });

  it('wrong authenticator codes, the lock, and the failed sign-ins they make', async () => {
    const userId = await user('codes@aangan.test');
    const token = (await login('codes@aangan.test', PASSWORD)).body.token as string;
    const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token })).body.result as {
      secret: string;
    };
    const right = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
    await t.request('POST', '/api/v1/admin/totp/confirm', { token, body: { code: right } });
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      const { challenge } = (await login('codes@aangan.test', PASSWORD)).body;
      await t.request('POST', '/api/v1/admin/login/totp', { body: { challenge, code: wrong }, headers: from() });
    }
    expect((await eventsOf('AuthenticatorCodeRejected')).map((e) => e.data)).toEqual(
      [1, 2, 3, 4, 5].map((failures) => ({ userId, where: 'sign-in', failures })),
    );
    const [locked] = await eventsOf('AccountLocked');
    expect(locked.data).toEqual({ userId, where: 'sign-in', until: expect.any(String) });
    expect(Date.parse((locked.data as { until: string }).until) - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(
      (await eventsOf('SignInFailed'))
        .filter((e) => (e.data as { userId: string }).userId === userId)
        .map((e) => e.data),
    ).toEqual(Array.from({ length: 5 }, () => ({ userId, reason: 'authenticator', account: 'c***@aangan.test' })));
  });

  it('an account under attack raises one alert', async () => {
    const userId = await user('target@aangan.test');
    for (let i = 0; i < 22; i += 1) await login('target@aangan.test', `guess ${i}`);
    expect((await eventsOf('AccountUnderAttack')).map((e) => e.data)).toEqual([
      { userId, failures: 20, windowSeconds: 300 },
    ]);
  });

  it('403s of signed-in users are recorded with who and where; 401s of requests without a session only logged', async () => {
    const before = (await eventsOf('AccessDenied')).length;
    expect((await t.request('POST', '/api/v1/admin/users', { token: t.auditorToken, body: {} })).status).toBe(403);
    expect((await t.request('POST', '/api/v1/admin/users', { body: {} })).status).toBe(401);
    expect((await t.request('POST', '/api/v1/admin/users', { token: 'not-a-token', body: {} })).status).toBe(401);
    const denied = (await eventsOf('AccessDenied')).slice(before);
    const auditorId = (await t.request('GET', '/api/v1/admin/get-profile', { token: t.auditorToken })).body.result
      .id as string;
    expect(denied.map((e) => e.data)).toEqual([
      {
        userId: auditorId,
        role: 'auditor',
        method: 'POST',
        route: '/api/v1/admin/users',
        reason: 'Your role does not allow this action.',
      },
    ]);
    expect(denied[0].metadata).toMatchObject({
      actor: { id: auditorId, role: 'auditor' },
      clientIpHash: expect.any(String),
    });
  });

  it('successful sign-ins are recorded: the account, how, whether the device was known, and the address (hashed)', async () => {
    const userId = await user('welcome@aangan.test');
    const first = await login('welcome@aangan.test', PASSWORD);
    expect(first.status).toBe(200);
    const device = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await login('welcome@aangan.test', PASSWORD, { ...from(), cookie: device })).status).toBe(200);

    const signedIn = (await eventsOf('SignInSucceeded')).filter(
      (e) => (e.data as { userId: string }).userId === userId,
    );
    expect(signedIn.map((e) => e.data)).toEqual([
      { userId, account: 'w***@aangan.test', authenticator: false, knownDevice: false },
      { userId, account: 'w***@aangan.test', authenticator: false, knownDevice: true },
    ]);
    expect(signedIn[0].metadata).toMatchObject({
      actor: { id: userId, role: 'auditor' },
      clientIpHash: expect.stringMatching(/^[\w-]{16}$/),
    });
    // Two addresses, two hashes; neither is the address itself.
    expect(signedIn[0].metadata['clientIpHash']).not.toBe(signedIn[1].metadata['clientIpHash']);
    expect(JSON.stringify(signedIn)).not.toContain('198.51.100.');
  });

  it('the audit log names the account a sign-in targeted, masked, and the address it came from, hashed', async () => {
    const userId = await user('kiran@aangan.test');
    expect((await login('kiran@aangan.test', 'not the password')).status).toBe(401);
    expect((await login('ghost@aangan.test', 'whatever it is')).status).toBe(401);
    expect((await login('kiran@aangan.test', PASSWORD)).status).toBe(200);
    const events = await recordedSecurityEvents(t.system);
    expect(await t.system.waiter.waitFor(Math.max(...events.map((e) => e.position)), 5000)).toBe(true);

    const rows = (
      await t.request(
        'GET',
        `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ entityType: 'security' }))}&range=${encodeURIComponent('[0,499]')}`,
        { token: t.auditorToken },
      )
    ).body as Record<string, any>[];
    const wrong = rows.find((row) => row.type === 'SignInFailed' && row.entityId === userId);
    // The account by its name, the email masked for an auditor.
    expect(wrong).toMatchObject({
      entityLabel: 'Someone (k***@aangan.test)',
      summary: 'Sign-in refused (password)',
      details: { reason: 'password', account: 'k***@aangan.test', address: expect.any(String) },
    });
    const ghost = rows.find((row) => row.type === 'SignInFailed' && row.entityLabel === 'g***@aangan.test');
    expect(ghost).toMatchObject({
      entityId: 'anonymous',
      summary: 'Sign-in refused (unknown-account)',
      details: { userId: null, reason: 'unknown-account' },
    });
    const success = rows.find((row) => row.type === 'SignInSucceeded' && row.entityId === userId);
    expect(success).toMatchObject({
      entityLabel: 'Someone (k***@aangan.test)',
      summary: 'Signed in with password, from a new device',
      actor: { id: userId, name: 'Someone', role: 'auditor' },
    });
    expect(success!.details.address).toBe(
      events.find((e) => e.type === 'SignInSucceeded' && (e.data as { userId: string }).userId === userId)!.metadata[
        'clientIpHash'
      ],
    );
    expect(JSON.stringify(rows)).not.toContain('kiran@aangan.test');
    expect(JSON.stringify(rows)).not.toContain('ghost@aangan.test');
  });

  it('the events name accounts by id and masked email only: no typed email, password, token or code', async () => {
    const text = JSON.stringify(await recordedSecurityEvents(t.system));
    const typed = [
      'nobody@aangan.test',
      'wrong@aangan.test',
      'disabled@aangan.test',
      'codes@aangan.test',
      'target@aangan.test',
      'welcome@aangan.test',
      'kiran@aangan.test',
      'ghost@aangan.test',
    ];
    for (const secret of [...typed, PASSWORD, 'not the password', 'guess ', t.adminToken, t.auditorToken])
      expect(text).not.toContain(secret);
  });

  it('a failing store never fails the request: the event is dropped and the failure logged', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'aangan-security-'));
    const store = SqliteEventStore.open({ file: path.join(dir, 'events.sqlite') });
    await store.close();
    const logged: string[] = [];
    const log = createSecurityLog({
      eventStore: store,
      now: () => new Date(),
      logger: { error: (_obj, msg) => logged.push(msg) },
    });
    log.record(
      { actor: { id: 'anonymous', role: 'system' }, correlationId: 'c', causationId: 'c' },
      { type: 'SignInFailed', data: { userId: null, reason: 'unknown-account' } },
    );
    await log.settled();
    expect(logged).toEqual(['security event not recorded']);
    rmSync(dir, { recursive: true, force: true });
  });
});
