import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { manualClock } from '../testing/manualClock.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

// The admin date filter counts calendar days in India: leads are received around midnight IST and
// the list, its count and the CSV export must agree on which ones each filter value shows.
const ist = (local: string) => new Date(`${local}+05:30`);
const clock = manualClock(ist('2026-11-14T23:59:00'));
let t: TestApp;
let phone = 9876511000;

const receivedAt = new Map<string, string>();
async function callBackAt(local: string) {
  clock.advance(ist(local).getTime() - clock.now().getTime());
  const formToken = t.system.forms.issue(new Date(clock.now().getTime() - 5000)).formToken;
  const body = {
    firstName: 'Dev',
    mobileNumber: String(phone++),
    consent: true,
    noticeVersion: PRIVACY_NOTICE.version,
    formToken,
  };
  const response = await t.request('POST', '/api/v1/user/call-back', {
    body,
    headers: { 'x-forwarded-for': `10.9.0.${phone % 250}` },
  });
  expect(response.status).toBe(200);
  receivedAt.set(clock.now().toISOString(), local);
}

/** What the list, its Content-Range count and the export show for one filter value, as local IST times. */
async function shownBy(days: string) {
  const token = await t.system.adminUsers.tokenFor('admin@aangan.test', 'correct horse battery');
  const filter = encodeURIComponent(JSON.stringify({ group: 'direct', days }));
  const list = await t.request('GET', `/api/v1/admin/leads?filter=${filter}&range=${encodeURIComponent('[0,99]')}`, {
    token,
  });
  const listed = (list.body as { lastEnquiryAt: string }[]).map((lead) => receivedAt.get(lead.lastEnquiryAt)).sort();
  const total = Number(list.headers.get('content-range')!.split('/')[1]);
  const csv = (await t.request('GET', `/api/v1/admin/leads/export?filter=${filter}`, { token })).body as string;
  // The CSV says the India time to the minute (dd-mm-yyyy HH:mm).
  const exported = csv
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split(',')[2].replace(/^(\d{2})-(\d{2})-(\d{4}) (\d{2}:\d{2})$/, '$3-$2-$1T$4'))
    .sort();
  expect(total).toBe(listed.length);
  expect(exported).toEqual(listed.map((local) => local?.slice(0, 16)));
  return listed;
}

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' }, { now: clock.now });
  await callBackAt('2026-11-14T23:59:00');
  await callBackAt('2026-11-15T00:00:00');
  await callBackAt('2026-11-18T23:59:59');
  await callBackAt('2026-11-19T00:00:00');
  await callBackAt('2026-11-19T23:59:59');
  await callBackAt('2026-11-20T00:00:00');
  await callBackAt('2026-11-20T09:00:00');
});
afterAll(async () => {
  await t.close();
});

describe('the leads date filter, by calendar days in India time', () => {
  it('on 20 November at 10:00 IST: Yesterday is 19 November only; Last 5 Days is 15 November onwards, today included', async () => {
    clock.advance(ist('2026-11-20T10:00:00').getTime() - clock.now().getTime());
    expect(await shownBy('1')).toEqual(['2026-11-19T00:00:00', '2026-11-19T23:59:59']);
    expect(await shownBy('5')).toEqual([
      '2026-11-15T00:00:00',
      '2026-11-18T23:59:59',
      '2026-11-19T00:00:00',
      '2026-11-19T23:59:59',
      '2026-11-20T00:00:00',
      '2026-11-20T09:00:00',
    ]);
    expect(await shownBy('7')).toHaveLength(7);
    expect(await shownBy('all')).toHaveLength(7);
  });

  it('at midnight IST the days move on: Yesterday becomes 20 November', async () => {
    clock.advance(ist('2026-11-20T23:59:59').getTime() - clock.now().getTime());
    expect(await shownBy('1')).toEqual(['2026-11-19T00:00:00', '2026-11-19T23:59:59']);
    clock.advance(1000);
    expect(await shownBy('1')).toEqual(['2026-11-20T00:00:00', '2026-11-20T09:00:00']);
    expect(await shownBy('5')).toEqual([
      '2026-11-18T23:59:59',
      '2026-11-19T00:00:00',
      '2026-11-19T23:59:59',
      '2026-11-20T00:00:00',
      '2026-11-20T09:00:00',
    ]);
  });
});
