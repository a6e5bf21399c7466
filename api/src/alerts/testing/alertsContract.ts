import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, type AlertDoc, type ProjectFields } from '@aangan/contracts';
import type { ParsedPart } from '../../mail/testing/parseMailMessage.ts';
import { validProjectFields } from '../../testing/fixtures.ts';
import { manualClock } from '../../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { alertLinkIn, mailText, outboxMailsTo, twoBhkUnit as twoBhk } from './alertMails.ts';

/**
 * Property alerts end to end on one store pair: bad input, subscribe → confirm → digest → unsubscribe
 * through the outbox folder, one mail a day, the pause switch, a send repeated after a crash, erasure.
 * Runs on the embedded stores always and on KurrentDB + MongoDB when their URLs are set.
 */
export function describeAlertsContract(env: Record<string, string>): void {
  let t: TestApp;
  const ORIGIN = 'https://aangan.example';
  // 10:00 in India on 20 November.
  const clock = manualClock(new Date('2026-11-20T04:30:00.000Z'));
  const HOUR = 60 * 60 * 1000;
  beforeAll(async () => {
    t = await startTestApp({ ...env, PUBLIC_ORIGIN: ORIGIN }, { now: clock.now });
  });
  afterAll(async () => {
    await t.close();
  });

  // Sessions last an hour and these tests move the clock by days: a fresh sign-in for each request.
  const admin = () => t.system.adminUsers.tokenFor('admin@aangan.test', 'correct horse battery');
  const auditor = () => t.system.adminUsers.tokenFor('auditor@aangan.test', 'correct horse battery');
  const post = async (fields: ProjectFields) => {
    const response = await t.request('POST', '/api/v1/project/post-project', { body: fields, token: await admin() });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.result as { _id: string; slug: string };
  };
  const subscribe = (body: unknown) => t.request('POST', '/api/v1/alerts', { body });
  const alertCount = async () => (await t.system.readStore.collection<AlertDoc>('alerts').find({})).length;

  const mailsTo = (address: string): ParsedPart[] => outboxMailsTo(t.dataDir, address);
  const textOf = mailText;
  const linkIn = (mail: ParsedPart, kind: 'confirm' | 'unsubscribe') => alertLinkIn(mail, kind, ORIGIN);

  describe('POST /api/v1/alerts: bad input gets a clear 4xx and stores nothing', () => {
    it('refuses a missing consent, a bad address, no topic or two, a bad filter and an unknown project', async () => {
      const before = await alertCount();
      const search = { city: 'Pune' };
      const cases: [unknown, number, string][] = [
        [{ email: 'a@b.in', search }, 400, ALERT_MESSAGES.consent],
        [{ email: 'a@b.in', consent: false, search }, 400, ALERT_MESSAGES.consent],
        [{ email: 'not-an-address', consent: true, search }, 400, ALERT_MESSAGES.emailInvalid],
        [{ email: 'a@b.in', consent: true }, 400, ALERT_MESSAGES.topic],
        [{ email: 'a@b.in', consent: true, search, projectSlug: 'x' }, 400, ALERT_MESSAGES.topic],
        [{ email: 'a@b.in', consent: true, search: { bhk: '9' } }, 400, 'BHK must be among'],
        [{ email: 'a@b.in', consent: true, search: { near: 'me' } }, 400, ''],
        [{ email: 'a@b.in', consent: true, projectSlug: 'no-such-project' }, 404, ALERT_MESSAGES.projectUnknown],
      ];
      for (const [body, status, message] of cases) {
        const response = await subscribe(body);
        expect(response.status, JSON.stringify(body)).toBe(status);
        expect(JSON.stringify(response.body)).toContain(message);
      }
      expect(await alertCount()).toBe(before);
    });

    it('refuses a sixth request from one address within a minute (429) and stores nothing', async () => {
      const email = 'busy.buyer@example.in';
      for (let i = 0; i < 5; i += 1)
        expect((await subscribe({ email, consent: true, search: { city: `City ${i}` } })).status).toBe(202);
      const stored = await alertCount();
      const sixth = await subscribe({ email, consent: true, search: { city: 'City 6' } });
      expect(sixth.status).toBe(429);
      expect(sixth.body.message).toBe(ALERT_MESSAGES.tooMany);
      expect(sixth.headers.get('retry-after')).toBeTruthy();
      expect(await alertCount()).toBe(stored);
    });
  });

  describe('alerts from subscribe to unsubscribe, through the outbox', () => {
    const email = 'meera.buyer@example.in';
    let watched: { _id: string; slug: string };

    it('sends a confirmation first, and nothing else until it is opened', async () => {
      watched = await post(
        validProjectFields({ projectTitle: 'Lakeview Residency', city: 'Pune', locality: 'Baner', units: [twoBhk] }),
      );
      expect(
        (await subscribe({ email: ' Meera.Buyer@example.in ', consent: true, projectSlug: watched.slug })).status,
      ).toBe(202);
      const saved = await subscribe({ email, consent: true, search: { city: 'Pune', bhk: '2' } });
      expect(saved.status).toBe(202);
      expect(saved.body.message).toBe(ALERT_MESSAGES.accepted);
      await t.system.alerts.sendQueued();
      const confirmations = mailsTo(email);
      expect(confirmations.map((m) => m.header('subject')).sort()).toEqual([
        'Confirm your Aangan alert: 2 BHK in Pune',
        'Confirm your Aangan alert: Lakeview Residency',
      ]);
      expect(confirmations).toHaveLength(2);
      expect(confirmations[0].header('list-unsubscribe')).toMatch(
        /^<https:\/\/aangan\.example\/api\/v1\/alerts\/unsubscribe\?/,
      );
      expect(confirmations[0].header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');

      // A change before confirming: no digest (nothing is confirmed).
      clock.advance(HOUR);
      const noDigest = await t.system.alerts.runDue({ ignoreHour: true });
      expect(noDigest.queued).toBe(0);
      expect(mailsTo(email)).toHaveLength(2);

      for (const mail of confirmations) {
        const opened = await fetch(t.base + linkIn(mail, 'confirm'), { redirect: 'manual' });
        expect(opened.status).toBe(303);
        expect(opened.headers.get('location')).toBe('/alerts?outcome=confirmed');
      }
      const forged = await fetch(
        `${t.base}${linkIn(confirmations[0], 'confirm').replace(/token=[^&]+/, 'token=AAAAAAAAAAAAAAAAAAAAAAAA')}`,
        {
          redirect: 'manual',
        },
      );
      expect(forged.headers.get('location')).toBe('/alerts?outcome=invalid');
    });

    it('tells a price drop and a matching new project in one digest the next day, and nothing that does not match', async () => {
      clock.advance(HOUR);
      const stored = (await t.request('GET', `/api/v1/admin/projects/${watched._id}`, { token: await admin() })).body;
      const cheaper = validProjectFields({
        projectTitle: 'Lakeview Residency',
        city: 'Pune',
        locality: 'Baner',
        units: [{ ...twoBhk, unitId: stored.units[0].unitId, salePrice: 85_00_000 }],
      });
      const edited = await t.request('PUT', `/api/v1/project/edit-project/${watched._id}`, {
        token: await admin(),
        headers: { 'if-match': `W/"${stored.revision}"` },
        body: cheaper,
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);
      await post(
        validProjectFields({ projectTitle: 'Hinjewadi Greens', city: 'Pune', locality: 'Hinjewadi', units: [twoBhk] }),
      );
      // Not for this search: another city, and a Pune project with no 2 BHK unit.
      await post(validProjectFields({ projectTitle: 'Noida Towers', units: [twoBhk] }));
      await post(validProjectFields({ projectTitle: 'Kharadi Villas', city: 'Pune', locality: 'Kharadi' }));

      // Next morning, 08:30 in India.
      clock.set(new Date('2026-11-21T03:00:00.000Z'));
      const run = await t.system.alerts.runDue();
      expect(run).toMatchObject({ queued: 1, sent: 1 });
      const digest = mailsTo(email).at(-1)!;
      expect(digest.header('subject')).toBe('2 updates on projects you follow · Aangan');
      const text = textOf(digest);
      expect(text).toContain('Price down 5.6%: 2 BHK at Lakeview Residency');
      expect(text).toContain('₹90 L → ₹85 L');
      expect(text).toContain('New: Hinjewadi Greens, Hinjewadi, Pune');
      expect(text).not.toContain('Noida Towers');
      expect(text).not.toContain('Kharadi Villas');
      expect(digest.header('list-unsubscribe')).toContain('person=');
      const html = digest.parts.find((part) => part.contentType.startsWith('text/html'))!.body;
      expect(html).toContain('name="viewport"');

      // One a day: a second run and a new change the same day send nothing more.
      await post(validProjectFields({ projectTitle: 'Baner Heights', city: 'Pune', units: [twoBhk] }));
      clock.advance(HOUR);
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 0, alreadySent: 1, sent: 0 });
      expect(mailsTo(email)).toHaveLength(3);

      // The next day's digest tells only what is new since the last.
      clock.set(new Date('2026-11-22T03:00:00.000Z'));
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 1, sent: 1 });
      const next = textOf(mailsTo(email).at(-1)!);
      expect(next).toContain('Baner Heights');
      expect(next).not.toContain('Hinjewadi Greens');
      expect(next).not.toContain('Lakeview');
    });

    it('before the configured hour the running site sends nothing; the digest command does', async () => {
      clock.advance(HOUR);
      await post(validProjectFields({ projectTitle: 'Wakad Meadows', city: 'Pune', units: [twoBhk] }));
      clock.set(new Date('2026-11-23T01:00:00.000Z')); // 06:30 in India
      expect(await t.system.alerts.runDue()).toMatchObject({ early: true, queued: 0 });
      expect(await t.system.alerts.runDue({ ignoreHour: true })).toMatchObject({ queued: 1, sent: 1 });
      expect(textOf(mailsTo(email).at(-1)!)).toContain('Wakad Meadows');
    });

    it('sends nothing after unsubscribing with the link', async () => {
      const last = mailsTo(email).at(-1)!;
      const unsubscribe = /https:\/\/aangan\.example(\/api\/v1\/alerts\/unsubscribe\?person=\S+)/.exec(
        textOf(last),
      )![1];
      const response = await fetch(t.base + unsubscribe, { redirect: 'manual' });
      expect(response.headers.get('location')).toBe('/alerts?outcome=unsubscribed');
      await post(validProjectFields({ projectTitle: 'Aundh Park', city: 'Pune', units: [twoBhk] }));
      clock.set(new Date('2026-11-24T03:00:00.000Z'));
      const before = mailsTo(email).length;
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 0 });
      expect(mailsTo(email)).toHaveLength(before);
      const docs = await t.system.readStore.collection<AlertDoc>('alerts').find({});
      expect(
        docs.filter((d) => d.topic.kind === 'project' || d.topic.label === '2 BHK in Pune').map((d) => d.status),
      ).toEqual(['unsubscribed', 'unsubscribed']);
    });
  });

  describe('alerts and erasure, the pause switch and a send repeated after a crash', () => {
    const email = 'kabir@example.in';
    const subscribeAndConfirm = async (search: Record<string, string>) => {
      expect((await subscribe({ email, consent: true, search })).status).toBe(202);
      await t.system.alerts.sendQueued();
      const mail = mailsTo(email).at(-1)!;
      expect((await fetch(t.base + linkIn(mail, 'confirm'), { redirect: 'manual' })).status).toBe(303);
    };

    it('holds digests while paused (admins only, with If-Match), and sends them once resumed', async () => {
      await subscribeAndConfirm({ city: 'Goa' });
      clock.advance(HOUR);
      await post(validProjectFields({ projectTitle: 'Candolim Shores', city: 'Goa', units: [twoBhk] }));
      const overview = await t.request('GET', '/api/v1/admin/alerts/overview', { token: await auditor() });
      expect(overview.status).toBe(200);
      const etag = overview.headers.get('etag')!;
      expect(
        (
          await t.request('PUT', '/api/v1/admin/alerts/settings', {
            token: await auditor(),
            body: { paused: true },
            headers: { 'if-match': etag },
          })
        ).status,
      ).toBe(403);
      expect(
        (await t.request('PUT', '/api/v1/admin/alerts/settings', { token: await admin(), body: { paused: true } }))
          .status,
      ).toBe(428);
      const paused = await t.request('PUT', '/api/v1/admin/alerts/settings', {
        token: await admin(),
        body: { paused: true },
        headers: { 'if-match': etag },
      });
      expect(paused.status, JSON.stringify(paused.body)).toBe(200);
      expect(paused.body.paused).toBe(true);
      clock.set(new Date('2026-11-25T03:00:00.000Z'));
      const before = mailsTo(email).length;
      expect(await t.system.alerts.runDue()).toMatchObject({ paused: true, queued: 0 });
      expect(mailsTo(email)).toHaveLength(before);

      const resumed = await t.request('PUT', '/api/v1/admin/alerts/settings', {
        token: await admin(),
        body: { paused: false },
        headers: { 'if-match': paused.headers.get('etag')! },
      });
      expect(resumed.status).toBe(200);
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 1, sent: 1 });
      expect(textOf(mailsTo(email).at(-1)!)).toContain('Candolim Shores');
      const audit = await t.request(
        'GET',
        `/api/v1/admin/audit?${new URLSearchParams({ filter: JSON.stringify({ entityType: 'alertSettings' }) })}`,
        {
          token: await auditor(),
        },
      );
      // Newest first (a shared production log may hold older ones below).
      expect(audit.body.slice(0, 2).map((entry: { summary: string }) => entry.summary)).toEqual([
        'Resumed alerts for everyone',
        'Paused alerts for everyone',
      ]);
    });

    it('a mail handed over before a crash is not written again when its send is repeated', async () => {
      await post(validProjectFields({ projectTitle: 'Panjim Residences', city: 'Goa', units: [twoBhk] }));
      clock.set(new Date('2026-11-26T03:00:00.000Z'));
      // The digest is queued, and a sender hands it over, then dies before recording that it did.
      const mailer = t.system.mailer;
      const send = mailer.send.bind(mailer);
      let handedOver = 0;
      mailer.send = async (mail) => {
        handedOver += 1;
        await send(mail);
        throw new Error('the process died here');
      };
      const before = mailsTo(email).length;
      const run = await t.system.alerts.runDue();
      expect(run, JSON.stringify(run)).toMatchObject({ queued: 1 });
      expect(handedOver).toBe(1);
      expect(mailsTo(email)).toHaveLength(before + 1);
      mailer.send = send;
      // Within the claim's time nobody sends it again; after it, it is sent again and recorded once.
      expect(await t.system.alerts.sendQueued()).toMatchObject({ sent: 0 });
      clock.advance(11 * 60 * 1000);
      expect(await t.system.alerts.sendQueued()).toMatchObject({ sent: 1 });
      expect(mailsTo(email)).toHaveLength(before + 1);
      expect(await t.system.alerts.sendQueued()).toMatchObject({ sent: 0 });
    });

    it('erasing the person ends their alerts, drops their queued mail and leaves the address unreadable', async () => {
      await subscribeAndConfirm({ city: 'Goa', bhk: '2' });
      clock.advance(HOUR);
      await post(validProjectFields({ projectTitle: 'Margao Gardens', city: 'Goa', units: [twoBhk] }));
      clock.set(new Date('2026-11-27T03:00:00.000Z'));
      // Queued, not yet sent, when the erasure comes.
      const { queued } = await t.system.alerts.runDue({ ignoreDailyLimit: false }).then(async (r) => r);
      expect(queued).toBeGreaterThanOrEqual(0);
      const erased = await t.request('POST', '/api/v1/admin/privacy/erase', {
        token: await admin(),
        body: { email: 'Kabir@example.in' },
      });
      expect(erased.status, JSON.stringify(erased.body)).toBe(200);
      const docs = (await t.system.readStore.collection<AlertDoc>('alerts').find({})).filter((d) =>
        JSON.stringify(d.topic).includes('Goa'),
      );
      expect(docs.map((d) => d.status)).toEqual(['erased', 'erased']);
      expect(docs.every((d) => d.email === null)).toBe(true);
      await post(validProjectFields({ projectTitle: 'Vasco Point', city: 'Goa', units: [twoBhk] }));
      clock.set(new Date('2026-11-28T03:00:00.000Z'));
      const before = mailsTo(email).length;
      expect(await t.system.alerts.runDue()).toMatchObject({ queued: 0, sent: 0 });
      expect(mailsTo(email)).toHaveLength(before);
      const topics = await t.request('GET', '/api/v1/admin/alerts', { token: await admin() });
      const goa = topics.body.filter((row: { topic: { label?: string } }) => row.topic.label?.includes('Goa'));
      expect(
        goa.flatMap((row: { subscribers: { email: string | null }[] }) => row.subscribers.map((s) => s.email)),
      ).toEqual([null, null]);
    });
  });
}
