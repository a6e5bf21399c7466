import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let leadId: string;
let applicationId: string;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const formToken = () => t.system.forms.issue(new Date(Date.now() - 5000)).formToken;
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE.version };

beforeAll(async () => {
  t = await startTestApp();
  const sent = await t.request('POST', '/api/v1/user/lead-submit', {
    body: {
      firstName: 'Meenakshi',
      lastName: 'Sundaram',
      mobileNumber: '9812345670',
      email: 'meenakshi@example.in',
      message: 'Call after 6, ask for Meenakshi',
      ...consent,
      formToken: formToken(),
    },
  });
  leadId = sent.body.result.leadId;
  const admin = (await t.request('GET', '/api/v1/admin/get-profile', { token: t.adminToken })).body.result.id as string;
  await t.request('PUT', `/api/v1/admin/leads/${leadId}/assign`, { token: t.adminToken, body: { assigneeId: admin } });
  await t.request('POST', `/api/v1/admin/leads/${leadId}/notes`, {
    token: t.adminToken,
    body: { note: 'Meenakshi prefers Hindi' },
  });
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: 'Arjun',
    lastName: 'Mehta',
    mobileNumber: '9812345671',
    email: 'arjun@example.in',
    currentCtc: '12.5',
    expectedCtc: '16',
    noticePeriod: '1 month',
    coverLetter: 'I sell homes in Kochi.',
    consent: 'true',
    noticeVersion: PRIVACY_NOTICE.version,
    formToken: formToken(),
  }))
    form.append(name, value);
  form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'resume.pdf');
  applicationId = (await t.request('POST', '/api/v1/user/careers-apply', { body: form })).body.result.leadId;
});
afterAll(async () => {
  await t.close();
});

const lists = (token: string, filter: Record<string, unknown> = { group: 'direct' }) =>
  t.request('GET', `/api/v1/admin/leads?filter=${encodeURIComponent(JSON.stringify(filter))}`, { token });
const exportCsv = (token: string, query = '') =>
  t.request(
    'GET',
    `/api/v1/admin/leads/export?filter=${encodeURIComponent(JSON.stringify({ group: 'direct' }))}${query}`,
    { token },
  );
const CLEAR = ['Meenakshi', 'Sundaram', '9812345670', 'meenakshi@example.in', 'Call after 6', 'prefers Hindi'];

describe('least privilege on personal data (S11)', () => {
  it('auditors read leads with names as initials, phone and email masked and free text withheld; admins read them in full', async () => {
    const [listed] = (await lists(t.auditorToken)).body;
    const detail = (await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.auditorToken })).body;
    for (const lead of [listed, detail]) {
      expect(lead).toMatchObject({
        firstName: 'M.',
        lastName: 'S.',
        phone: '+91******5670',
        email: 'm***@example.in',
        message: null,
        personalDataMasked: true,
      });
      for (const clear of CLEAR) expect(JSON.stringify(lead)).not.toContain(clear);
    }
    expect(detail.notes).toEqual([expect.objectContaining({ text: null })]);
    const full = (await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.adminToken })).body;
    expect(full).toMatchObject({ firstName: 'Meenakshi', phone: '+919812345670', email: 'meenakshi@example.in' });
    expect(full.personalDataMasked).toBeUndefined();
  });

  it("an auditor's search does not confirm a phone number or a name, and a résumé is not theirs to download", async () => {
    expect((await lists(t.auditorToken, { q: '9812345670' })).body).toEqual([]);
    expect((await lists(t.auditorToken, { q: 'Meenakshi' })).body).toEqual([]);
    expect((await lists(t.adminToken, { q: 'Meenakshi' })).body).toHaveLength(1);
    const application = (await t.request('GET', `/api/v1/admin/leads/${applicationId}`, { token: t.auditorToken }))
      .body;
    expect(application).toMatchObject({ firstName: 'A.', currentCtc: null, expectedCtc: null, coverLetter: null });
    expect(
      (await t.request('GET', `/api/v1/admin/leads/${applicationId}/resume`, { token: t.auditorToken })).status,
    ).toBe(403);
    expect(
      (await t.request('GET', `/api/v1/admin/leads/${applicationId}/resume`, { token: t.adminToken })).status,
    ).toBe(200);
  });

  it('the masked CSV has initials, no message and the assignee by name; the full one (admins, with a reason) has everything', async () => {
    const masked = (await exportCsv(t.auditorToken)).body as string;
    const row = masked.split('\r\n').find((line) => line.startsWith(leadId))!;
    expect(row).toContain(',M.,S.,');
    expect(row).toContain('Asha Admin');
    for (const clear of CLEAR) expect(masked).not.toContain(clear);
    const full = (await exportCsv(t.adminToken, `&full=true&reason=${encodeURIComponent('Call back')}`)).body as string;
    const fullRow = full.split('\r\n').find((line) => line.startsWith(leadId))!;
    expect(fullRow).toContain(
      'Meenakshi,Sundaram,+919812345670,meenakshi@example.in,"Call after 6, ask for Meenakshi"',
    );
    expect(fullRow).toContain('Asha Admin');
  });
});
