import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { manualClock } from '../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
// 05:28 in India on 29 November (23:58 UTC on the 28th): the CSV says the India day and time.
const clock = manualClock(new Date('2026-11-28T23:58:00.000Z'));
const ids: string[] = [];

const send = (firstName: string, mobileNumber: string) =>
  t.request('POST', '/api/v1/user/lead-submit', {
    body: {
      firstName,
      lastName: 'Shah',
      mobileNumber,
      email: `${firstName.toLowerCase()}@example.in`,
      message: 'Please call me back',
      consent: true,
      noticeVersion: PRIVACY_NOTICE.version,
      formToken: t.system.forms.issue(new Date(clock.now().getTime() - 5000)).formToken,
    },
  });

beforeAll(async () => {
  t = await startTestApp({}, { now: clock.now });
  for (const [name, phone] of [
    ['Meera', '9876500011'],
    ['Ravi', '9876500012'],
    ['Anil', '9876500013'],
  ]) {
    const sent = await send(name, phone);
    expect(sent.status).toBe(200);
    ids.push(sent.body.result.leadId as string);
  }
  await t.request('PUT', `/api/v1/admin/leads/${ids[1]}/status`, {
    token: t.adminToken,
    body: { status: 'siteVisitScheduled', followUpOn: '2026-12-02', note: '' },
  });
  const erased = await t.request('POST', '/api/v1/admin/privacy/erase', {
    token: t.adminToken,
    body: { phone: '9876500013' },
  });
  expect(erased.status).toBe(200);
});
afterAll(async () => {
  await t.close();
});

const leadList = async () =>
  (
    await t.request('GET', `/api/v1/admin/leads?filter=${encodeURIComponent(JSON.stringify({ group: 'direct' }))}`, {
      token: t.adminToken,
    })
  ).body as { id: string; status: string; erased: boolean }[];

describe('the dashboard counts leads as the lists do', () => {
  it('an erased lead keeps its status in the breakdown, as the list shows it', async () => {
    const listed = await leadList();
    expect(listed).toHaveLength(3);
    expect(listed.find((lead) => lead.id === ids[2])).toMatchObject({ erased: true, status: 'new' });
    const dashboard = (await t.request('GET', '/api/v1/admin/dashboard', { token: t.auditorToken })).body;
    expect(dashboard.leads.byStatus).toMatchObject({ new: 2, siteVisitScheduled: 1, contacted: 0 });
    const counted = Object.values(dashboard.leads.byStatus as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(listed.length);
    expect(dashboard.leads.today).toBe(3);
  });
});

describe('the leads CSV', () => {
  it('writes times as dd-mm-yyyy HH:mm India time, says the zone, and uses the labels the console shows', async () => {
    const csv = (
      await t.request(
        'GET',
        `/api/v1/admin/leads/export?filter=${encodeURIComponent(JSON.stringify({ group: 'direct' }))}`,
        { token: t.adminToken },
      )
    ).body as string;
    const [header, ...rows] = csv.trim().split('\r\n');
    expect(header).toBe(
      'Lead id,Received (IST),Last enquiry (IST),Kind,Project,First name,Last name,Phone,Email,Message,Status,Follow-up date,Assigned to,Repeats',
    );
    const ravi = rows.find((row) => row.startsWith(ids[1]))!;
    expect(ravi).toContain(',29-11-2026 05:28,29-11-2026 05:28,General enquiry,');
    expect(ravi).toContain(',Site visit scheduled,02-12-2026,');
    expect(csv).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(csv).not.toContain('siteVisitScheduled');
  });

  it('the export is recorded in words with its count in the right number', async () => {
    await t.request(
      'GET',
      `/api/v1/admin/leads/export?filter=${encodeURIComponent(JSON.stringify({ group: 'direct', q: 'Meera' }))}`,
      { token: t.adminToken },
    );
    const entries = (
      await t.request(
        'GET',
        `/api/v1/admin/audit?filter=${encodeURIComponent(JSON.stringify({ type: 'LeadsExported' }))}&sort=${encodeURIComponent('["at","DESC"]')}`,
        { token: t.auditorToken },
      )
    ).body as { summary: string }[];
    expect(entries.map((entry) => entry.summary)).toEqual([
      'Exported 1 direct lead (masked)',
      'Exported 3 direct leads (masked)',
    ]);
  });
});
