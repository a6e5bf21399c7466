import { afterAll, beforeAll, expect } from 'vitest';
import type { AlertDoc, ProjectFields } from '@aangan/contracts';
import type { ParsedPart } from '../../mail/testing/parseMailMessage.ts';
import { manualClock } from '../../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../../testing/testApp.ts';
import { alertLinkIn, mailText, outboxMailsTo } from './alertMails.ts';

/** The app the alerts contract runs on, its clock, and the requests and mail readings its tests share. */
export function alertsContractApp(env: Record<string, string>) {
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

  return { app: () => t, clock, HOUR, admin, auditor, post, subscribe, alertCount, mailsTo, textOf, linkIn };
}

export type AlertsContractApp = ReturnType<typeof alertsContractApp>;
