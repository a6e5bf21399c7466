import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AlertMailDoc } from '@aangan/contracts';
import { parseMailMessage } from '../mail/testing/parseMailMessage.ts';
import { manualClock } from '../testing/manualClock.ts';
import { outboxMails } from '../testing/outbox.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

const clock = manualClock(new Date('2026-11-20T04:30:00.000Z'));
let app: TestApp | null = null;
afterAll(async () => {
  await app?.close();
});

describe('an alert mail across a restart', () => {
  it('handed over, then the process stops before recording it: sent once in all after the restart', async () => {
    app = await startTestApp({}, { now: clock.now });
    const { mailer } = app.system;
    const send = mailer.send.bind(mailer);
    let handedOver = 0;
    mailer.send = async (mail) => {
      handedOver += 1;
      await send(mail);
      throw new Error('the process stopped here');
    };
    const requested = await app.request('POST', '/api/v1/alerts', {
      body: { email: 'asha@example.in', consent: true, search: { city: 'Pune' } },
    });
    expect(requested.status).toBe(202);
    await app.system.alerts.sendQueued();
    expect(handedOver).toBe(1);
    const dataDir = app.dataDir;
    await app.close({ keepData: true });
    app = null;

    // Restarted later, on the same data: the claim has grown old, so the mail goes again, and the outbox has it once.
    clock.advance(11 * 60 * 1000);
    app = await startTestApp({}, { now: clock.now, dataDir });
    const queued = await app.system.readStore.collection<AlertMailDoc>('alert_mails').find({ status: 'queued' });
    expect(queued).toHaveLength(1);
    expect(await app.system.alerts.sendQueued()).toMatchObject({ sent: 1 });
    expect(await app.system.alerts.sendQueued()).toMatchObject({ sent: 0 });
    const files = outboxMails(dataDir).filter((file) => file.includes('alert-confirmation'));
    expect(files).toHaveLength(1);
    const mail = parseMailMessage(readFileSync(path.join(dataDir, 'outbox', files[0])));
    expect(mail.header('subject')).toBe('Confirm your Aangan alert: Projects in Pune');
    expect((await app.system.readStore.collection<AlertMailDoc>('alert_mails').find({})).map((m) => m.status)).toEqual([
      'sent',
    ]);
  });
});
