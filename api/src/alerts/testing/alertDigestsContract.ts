import { beforeAll, describe, expect, it } from 'vitest';
import { ALERT_MESSAGES, type AlertDoc } from '@aangan/contracts';
import { validProjectFields } from '../../testing/fixtures.ts';
import type { TestApp } from '../../testing/testApp.ts';
import { twoBhkUnit as twoBhk } from './alertMails.ts';
import type { AlertsContractApp } from './alertsContractApp.ts';

export function describeAlertDigests({
  app,
  clock,
  HOUR,
  admin,
  post,
  subscribe,
  mailsTo,
  textOf,
  linkIn,
}: AlertsContractApp): void {
  describe('alerts from subscribe to unsubscribe, through the outbox', () => {
    let t: TestApp;
    beforeAll(() => {
      t = app();
    });
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
}
