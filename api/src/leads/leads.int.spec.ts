import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
const logs: string[] = [];
let projectId: string;
let otherProjectId: string;
let ipCounter = 0;

/** A distinct client address per call (TRUST_PROXY is on), so the per-address limit stays out of the way unless a test wants it. */
const freshIp = () => ({ 'x-forwarded-for': `10.0.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}` });
/** A form shown five seconds ago. */
const formToken = () => t.system.forms.issue(new Date(Date.now() - 5000)).formToken;
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE.version };
const person = (phone = '9876543210', email = 'meera@example.in') => ({
  firstName: 'Meera',
  lastName: 'Iyer',
  mobileNumber: phone,
  email,
});

const post = (url: string, body: unknown, headers: Record<string, string> = freshIp()) =>
  t.request('POST', `/api/v1${url}`, { body, headers });
const adminList = (filter: Record<string, unknown>, token = t.adminToken) =>
  t.request(
    'GET',
    `/api/v1/admin/leads?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
    { token },
  );

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' }, { logs });
  projectId = (
    await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Prakriti Greens' }),
    })
  ).body.result._id;
  otherProjectId = (
    await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Aravali Heights' }),
    })
  ).body.result._id;
});
afterAll(async () => {
  await t.close();
});

describe('the lead form (spec §5 order and messages)', () => {
  it('answers the first missing field, in the spec order, then the email pattern; the message only for project enquiries', async () => {
    const steps: [Record<string, string>, string][] = [
      [{}, 'Please enter your first name'],
      [{ firstName: 'Meera' }, 'Please enter your last name'],
      [{ firstName: 'Meera', lastName: 'Iyer' }, 'Please enter your mobile number'],
      [{ firstName: 'Meera', lastName: 'Iyer', mobileNumber: '9876543210' }, 'Please enter your email'],
      [
        { firstName: 'Meera', lastName: 'Iyer', mobileNumber: '9876543210', email: 'meera @example.in' },
        'Email is invalid',
      ],
      [
        { firstName: 'Meera', lastName: 'Iyer', mobileNumber: '9876543210', email: 'meera@example' },
        'Email is invalid',
      ],
    ];
    for (const [fields, message] of steps) {
      const response = await post('/user/lead-submit', { ...fields, ...consent, formToken: formToken() });
      expect(response.status, message).toBe(400);
      expect(response.body.message).toBe(message);
    }
    const enquiry = await post('/user/project-lead-submit', {
      ...person(),
      _id: projectId,
      ...consent,
      formToken: formToken(),
    });
    expect(enquiry.body.message).toBe('Please enter your message');
    expect(enquiry.body.errors).toEqual([{ path: 'message', message: 'Please enter your message' }]);
    // Every failure is listed in order; the message is the first.
    const all = await post('/user/project-lead-submit', { _id: projectId, ...consent, formToken: formToken() });
    expect(all.body.errors.map((e: { path: string }) => e.path)).toEqual([
      'firstName',
      'lastName',
      'mobileNumber',
      'email',
      'message',
    ]);
  });

  it('a general lead needs no message and answers responseCode 200 with the spec success text', async () => {
    const response = await post('/user/lead-submit', {
      ...person('9876500001', 'general@example.in'),
      ...consent,
      formToken: formToken(),
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      responseCode: 200,
      message: 'Enquiry sent successfully!',
      result: { repeat: false },
    });
    const lead = (await t.request('GET', `/api/v1/admin/leads/${response.body.result.leadId}`, { token: t.adminToken }))
      .body;
    expect(lead).toMatchObject({
      kind: 'general',
      group: 'direct',
      phone: '+919876500001',
      email: 'general@example.in',
      status: 'new',
      consent: { noticeVersion: PRIVACY_NOTICE.version },
    });
    expect(lead.consent.purposes).toEqual(['respond-to-enquiry', 'share-project-details']);
  });

  it('unknown fields and $-operators are refused by the strict schema', async () => {
    const extra = await post('/user/lead-submit', { ...person(), ...consent, formToken: formToken(), role: 'admin' });
    expect(extra.status).toBe(400);
    const operator = await post('/user/lead-submit', {
      ...person(),
      email: { $ne: null },
      ...consent,
      formToken: formToken(),
    });
    expect(operator.status).toBe(400);
  });

  it('international mobiles are kept in E.164; a number that is not a mobile is refused', async () => {
    const uk = await post('/user/lead-submit', {
      ...person('+44 7911 123456', 'uk@example.in'),
      ...consent,
      formToken: formToken(),
    });
    expect(uk.status).toBe(200);
    expect(
      (await t.request('GET', `/api/v1/admin/leads/${uk.body.result.leadId}`, { token: t.adminToken })).body.phone,
    ).toBe('+447911123456');
    const bad = await post('/user/lead-submit', {
      ...person('12345', 'bad@example.in'),
      ...consent,
      formToken: formToken(),
    });
    expect(bad.body.message).toBe('Please enter a valid mobile number');
  });
});

describe('the contact form', () => {
  it('requires every field, a valid email and a 10-digit phone; success unlocks project details for this visitor', async () => {
    const base = {
      firstName: 'Kabir',
      lastName: 'Rao',
      email: 'kabir@example.in',
      mobileNumber: '9811122233',
      message: 'Call me',
      ...consent,
    };
    expect(
      (await post('/activity/contact-form-enquiry', { ...base, message: '', formToken: formToken() })).body.message,
    ).toBe('Please enter your message');
    expect(
      (await post('/activity/contact-form-enquiry', { ...base, mobileNumber: '98111222', formToken: formToken() })).body
        .message,
    ).toBe('Phone number must be 10 digits');
    expect(
      (
        await post('/activity/contact-form-enquiry', {
          ...base,
          mobileNumber: '+44 7911 123456',
          formToken: formToken(),
        })
      ).body.message,
    ).toBe('Phone number must be 10 digits');
    expect(
      (await post('/activity/contact-form-enquiry', { ...base, email: 'kabir@', formToken: formToken() })).body.message,
    ).toBe('Enter a valid email');
    // The spec's other names for the fields are accepted.
    const { firstName, mobileNumber, ...rest } = base;
    const ok = await post('/activity/contact-form-enquiry', {
      ...rest,
      name: firstName,
      contactNo: mobileNumber,
      formToken: formToken(),
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ responseCode: 200, message: 'Thanks for submitting the form!' });
    const cookie = ok.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^aangan_contact=[0-9a-f]{24}\.[\w-]+;/);
    expect(cookie).toMatch(/httponly/i);
    expect(cookie).toMatch(/samesite=lax/i);

    // The cookie alone enquires for nobody; the enquiry after the contact form carries the person's details.
    const jar = cookie.split(';')[0];
    expect(
      (await post('/activity/add-to-enquired-project', { _id: projectId }, { ...freshIp(), cookie: jar })).status,
    ).toBe(400);
    const click = await post(
      '/activity/add-to-enquired-project',
      {
        _id: projectId,
        firstName: 'Kabir',
        lastName: 'Rao',
        email: 'kabir@example.in',
        mobileNumber: '9811122233',
        ...consent,
        formToken: formToken(),
      },
      { ...freshIp(), cookie: jar },
    );
    expect(click.body).toMatchObject({ responseCode: 200, message: 'Enquiry sent successfully!' });
    const lead = (await t.request('GET', `/api/v1/admin/leads/${click.body.result.leadId}`, { token: t.adminToken }))
      .body;
    expect(lead).toMatchObject({
      kind: 'project',
      projectId,
      projectTitle: 'Prakriti Greens',
      firstName: 'Kabir',
      phone: '+919811122233',
    });
    expect(lead.projectLink).toMatch(/^\/project\/view\/prakriti-greens/);
  });
});

describe('consent (DPDP Act 2023)', () => {
  it('a lead without explicit consent to the current notice is refused and nothing is kept', async () => {
    const before = (await adminList({})).body.length;
    const none = await post('/user/lead-submit', {
      ...person('9876500002', 'noconsent@example.in'),
      formToken: formToken(),
    });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please agree to the privacy notice so we can contact you');
    const unticked = await post('/user/lead-submit', {
      ...person('9876500002', 'noconsent@example.in'),
      consent: false,
      noticeVersion: PRIVACY_NOTICE.version,
      formToken: formToken(),
    });
    expect(unticked.status).toBe(400);
    const old = await post('/user/lead-submit', {
      ...person('9876500002', 'noconsent@example.in'),
      consent: true,
      noticeVersion: '2020-01-01',
      formToken: formToken(),
    });
    expect(old.body.message).toBe('The privacy notice has changed. Please read it and agree again.');
    expect((await adminList({})).body.length).toBe(before);
  });

  it('the form token endpoint gives the notice and its version', async () => {
    const response = await t.request('GET', '/api/v1/user/form-token');
    expect(response.body.result).toMatchObject({ minFillMs: 3000, notice: { version: PRIVACY_NOTICE.version } });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });
});

describe('abuse resistance (S8)', () => {
  it('a filled honeypot gets the usual answer and nothing is kept', async () => {
    const before = (await adminList({})).body.length;
    const response = await post('/user/lead-submit', {
      ...person('9876500003', 'bot@example.in'),
      ...consent,
      formToken: formToken(),
      website: 'http://spam.example',
    });
    expect(response.body).toMatchObject({ responseCode: 200, message: 'Enquiry sent successfully!' });
    expect((await adminList({})).body.length).toBe(before);
    expect(logs.some((line) => line.includes('honeypot'))).toBe(true);
  });

  it('a form sent faster than a person can fill it, without a token or with a forged one, is refused', async () => {
    const fresh = (await t.request('GET', '/api/v1/user/form-token')).body.result.formToken;
    const fast = await post('/user/lead-submit', {
      ...person('9876500004', 'fast@example.in'),
      ...consent,
      formToken: fresh,
    });
    expect(fast.status).toBe(400);
    expect(fast.body.message).toBe(
      'That was quicker than a person can fill the form. Please check your details and send it again.',
    );
    expect(
      (await post('/user/lead-submit', { ...person('9876500004', 'fast@example.in'), ...consent })).body.message,
    ).toBe('This form has expired. Please reload the page and send it again.');
    const forged = `${Date.now() - 10_000}.abc.${'x'.repeat(43)}`;
    expect(
      (await post('/user/lead-submit', { ...person('9876500004', 'fast@example.in'), ...consent, formToken: forged }))
        .status,
    ).toBe(400);
  });

  it('per address: the 11th form in 10 minutes gets 429 with Retry-After', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.7' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1)
      statuses.push(
        (
          await post(
            '/user/lead-submit',
            {
              ...person(`98765100${String(i).padStart(2, '0')}`, `ip${i}@example.in`),
              ...consent,
              formToken: formToken(),
            },
            ip,
          )
        ).status,
      );
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
    const again = await post(
      '/user/lead-submit',
      { ...person('9876510099', 'ipx@example.in'), ...consent, formToken: formToken() },
      ip,
    );
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('per mobile number: the 6th form in an hour gets 429, from any address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push(
        (
          await post('/user/lead-submit', {
            ...person('9876520000', `phone${i}@example.in`),
            ...consent,
            formToken: formToken(),
          })
        ).status,
      );
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('idempotency (R2)', () => {
  it('the same Idempotency-Key twice is one lead with one id; a different body with it is 422', async () => {
    const body = { ...person('9876530000', 'idem@example.in'), ...consent, formToken: formToken() };
    const headers = { ...freshIp(), 'idempotency-key': 'c0ffee00-1111-4222-8333-444455556666' };
    const first = await post('/user/lead-submit', body, headers);
    const second = await post('/user/lead-submit', body, { ...headers, ...freshIp() });
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.result.leadId).toBe(first.body.result.leadId);
    expect((await adminList({ q: 'idem@example.in' })).body).toHaveLength(1);
    const changed = await post(
      '/user/lead-submit',
      { ...body, message: 'something else' },
      { ...headers, ...freshIp() },
    );
    expect(changed.status).toBe(422);
    expect((await post('/user/lead-submit', body, { ...freshIp(), 'idempotency-key': 'bad key!' })).status).toBe(400);
  });

  it('concurrent retries with one key still make one lead', async () => {
    const body = { ...person('9876530001', 'race@example.in'), ...consent, formToken: formToken() };
    const key = 'race-0000-1111-2222';
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => post('/user/lead-submit', body, { ...freshIp(), 'idempotency-key': key })),
    );
    const ids = new Set(answers.filter((a) => a.status === 200).map((a) => a.body.result.leadId));
    expect(ids.size).toBe(1);
    expect((await adminList({ q: 'race@example.in' })).body).toHaveLength(1);
  });
});

describe('repeat enquiries', () => {
  it('the same phone about the same project within 24 hours is a repeat on the first lead, visible to admins', async () => {
    const body = (message: string) => ({
      ...person('9876540000', 'repeat@example.in'),
      message,
      _id: projectId,
      ...consent,
      formToken: formToken(),
    });
    const first = await post('/user/project-lead-submit', body('Is the price negotiable?'));
    const second = await post('/user/project-lead-submit', body('Any update?'));
    expect(second.body.result).toEqual({ leadId: first.body.result.leadId, repeat: true });
    const other = await post('/user/project-lead-submit', { ...body('And this one?'), _id: otherProjectId });
    expect(other.body.result.repeat).toBe(false);
    const lead = (await t.request('GET', `/api/v1/admin/leads/${first.body.result.leadId}`, { token: t.adminToken }))
      .body;
    expect(lead.repeatCount).toBe(1);
    expect(lead.repeats[0].message).toBe('Any update?');
    expect(lead.message).toBe('Is the price negotiable?');
    expect(lead.history.map((h: { type: string }) => h.type)).toEqual(['received', 'repeated']);
    expect((await adminList({ group: 'project', q: 'repeat@example.in' })).body).toHaveLength(2);
  });

  it('an enquiry about a project that is not listed is refused', async () => {
    const response = await post('/user/project-lead-submit', {
      ...person(),
      message: 'hi',
      _id: '0123456789abcdef01234567',
      ...consent,
      formToken: formToken(),
    });
    expect(response.status).toBe(404);
  });
});

describe('lead management', () => {
  it('lists by group with the date filter and search; a call-back is a direct lead', async () => {
    const callBack = await post('/user/call-back', {
      firstName: 'Dev',
      mobileNumber: '9876550000',
      preferredTime: 'evening',
      ...consent,
      formToken: formToken(),
    });
    expect(callBack.body).toMatchObject({ responseCode: 200 });
    const direct = (await adminList({ group: 'direct', days: '5' })).body as { kind: string; firstName: string }[];
    expect(direct.some((l) => l.kind === 'callBack' && l.firstName === 'Dev')).toBe(true);
    expect(direct.every((l) => ['general', 'contact', 'callBack'].includes(l.kind))).toBe(true);
    const projects = (await adminList({ group: 'project', days: 'all' })).body as { kind: string }[];
    expect(projects.every((l) => l.kind === 'project')).toBe(true);
    expect((await adminList({ q: '98765 50000' })).body[0].firstName).toBe('Dev');
    const response = await adminList({ days: '7' });
    expect(response.headers.get('content-range')).toMatch(/^leads 0-\d+\/\d+$/);
    expect((await adminList({ days: '2' })).status).toBe(400);
  });

  it('status with follow-up and a note; an auditor reads but cannot change', async () => {
    const id = (await adminList({ q: 'general@example.in' })).body[0].id;
    const changed = await t.request('PUT', `/api/v1/admin/leads/${id}/status`, {
      token: t.adminToken,
      body: { status: 'siteVisitScheduled', followUpOn: '2026-12-01', note: 'Visit on Saturday' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ status: 'siteVisitScheduled', followUpOn: '2026-12-01' });
    expect(changed.body.notes[0].text).toBe('Visit on Saturday');
    expect(changed.body.history.map((h: { type: string }) => h.type)).toEqual(['received', 'status', 'note']);
    expect(
      (await t.request('PUT', `/api/v1/admin/leads/${id}/status`, { token: t.adminToken, body: { status: 'maybe' } }))
        .status,
    ).toBe(400);
    expect((await t.request('GET', `/api/v1/admin/leads/${id}`, { token: t.auditorToken })).status).toBe(200);
    expect(
      (await t.request('PUT', `/api/v1/admin/leads/${id}/status`, { token: t.auditorToken, body: { status: 'won' } }))
        .status,
    ).toBe(403);
  });

  it('a sales user sees and changes only the leads assigned to them (S2)', async () => {
    const sales = await t.request('POST', '/api/v1/admin/users', {
      token: t.adminToken,
      body: { email: 'sales@aangan.test', name: 'Sam Sales', role: 'sales', password: 'a long sales passphrase' },
    });
    const salesToken = (
      await t.request('POST', '/api/v1/admin/login', {
        body: { email: 'sales@aangan.test', password: 'a long sales passphrase' },
      })
    ).body.token;
    const [mine, theirs] = (await adminList({ group: 'project' })).body as { id: string }[];
    expect((await adminList({}, salesToken)).body).toEqual([]);
    const assigned = await t.request('PUT', `/api/v1/admin/leads/${mine.id}/assign`, {
      token: t.adminToken,
      body: { assigneeId: sales.body.id },
    });
    expect(assigned.body.assigneeId).toBe(sales.body.id);
    const visible = (await adminList({}, salesToken)).body as { id: string }[];
    expect(visible.map((l) => l.id)).toEqual([mine.id]);
    // Asking for someone else's leads changes nothing.
    expect((await adminList({ assigneeId: 'none' }, salesToken)).body.map((l: { id: string }) => l.id)).toEqual([
      mine.id,
    ]);
    expect((await t.request('GET', `/api/v1/admin/leads/${theirs.id}`, { token: salesToken })).status).toBe(403);
    expect(
      (
        await t.request('PUT', `/api/v1/admin/leads/${theirs.id}/status`, {
          token: salesToken,
          body: { status: 'won' },
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('PUT', `/api/v1/admin/leads/${mine.id}/status`, {
          token: salesToken,
          body: { status: 'contacted' },
        })
      ).body.status,
    ).toBe('contacted');
    expect(
      (
        await t.request('PUT', `/api/v1/admin/leads/${mine.id}/assign`, {
          token: salesToken,
          body: { assigneeId: null },
        })
      ).status,
    ).toBe(403);
    expect(
      logs.some((line) => line.includes('access denied') && line.includes('This lead is not assigned to you.')),
    ).toBe(true);
    // Every console user can read who holds leads (names for lists and histories); auditors are not among them.
    const holders = (await t.request('GET', '/api/v1/admin/leads/assignees', { token: salesToken })).body.result as {
      name: string;
      role: string;
    }[];
    expect(holders.map((h) => h.name).sort()).toEqual(['Asha Admin', 'Sam Sales']);
    // An auditor cannot be given leads.
    const auditorId = (await t.request('GET', '/api/v1/admin/get-profile', { token: t.auditorToken })).body.result.id;
    expect(
      (
        await t.request('PUT', `/api/v1/admin/leads/${mine.id}/assign`, {
          token: t.adminToken,
          body: { assigneeId: auditorId },
        })
      ).status,
    ).toBe(400);
  });

  it('CSV export masks phone and email unless an admin asks for full data, and every export is recorded', async () => {
    const masked = await t.request(
      'GET',
      `/api/v1/admin/leads/export?filter=${encodeURIComponent(JSON.stringify({ group: 'direct' }))}`,
      { token: t.auditorToken },
    );
    expect(masked.status).toBe(200);
    expect(masked.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(masked.headers.get('content-disposition')).toMatch(/^attachment; filename="leads-direct-/);
    expect(masked.body).toContain('+91******0001');
    expect(masked.body).toContain('g***@example.in');
    expect(masked.body).not.toContain('9876500001');
    expect((await t.request('GET', '/api/v1/admin/leads/export?full=true', { token: t.auditorToken })).status).toBe(
      403,
    );
    const full = await t.request(
      'GET',
      `/api/v1/admin/leads/export?full=true&reason=${encodeURIComponent('Call campaign')}&filter=${encodeURIComponent(JSON.stringify({ group: 'direct' }))}`,
      { token: t.adminToken },
    );
    expect(full.body).toContain('+919876500001');
    expect(full.body).toContain('general@example.in');
    const exports = await t.system.eventStore.readStream('leadExports');
    expect(exports.map((e) => e.data)).toEqual([
      expect.objectContaining({ group: 'direct', full: false, reason: null }),
      expect.objectContaining({ group: 'direct', full: true, reason: 'Call campaign' }),
    ]);
  });
});

describe('erasure (DPDP Act 2023, S9)', () => {
  const files = (dir: string): string[] =>
    existsSync(dir)
      ? readdirSync(dir).flatMap((name) =>
          statSync(path.join(dir, name)).isDirectory() ? files(path.join(dir, name)) : [path.join(dir, name)],
        )
      : [];

  it('leaves no readable trace in the event log, the key file, the read models, the uploads or the logs; the history stays', async () => {
    const phone = '9123456780';
    const email = 'priya.erase@example.in';
    const secrets = [phone, email, 'Priyanka', 'Venkataraman'];
    const body = { firstName: 'Priyanka', lastName: 'Venkataraman', mobileNumber: phone, email, ...consent };
    const lead = await post('/user/project-lead-submit', {
      ...body,
      message: 'Priyanka wants a 3 BHK',
      _id: projectId,
      formToken: formToken(),
    });
    await post('/activity/contact-form-enquiry', { ...body, message: 'Please call Priyanka', formToken: formToken() });
    const leadId = lead.body.result.leadId as string;
    await t.request('POST', `/api/v1/admin/leads/${leadId}/notes`, {
      token: t.adminToken,
      body: { note: 'Priyanka prefers evenings' },
    });

    // Readable to the console before, sealed on disk all along.
    expect((await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.adminToken })).body.phone).toBe(
      `+91${phone}`,
    );
    for (const file of files(t.dataDir)) expect(readFileSync(file).includes(phone), file).toBe(false);
    const erased = await t.request('POST', '/api/v1/admin/privacy/erase', { token: t.adminToken, body: { phone } });
    expect(erased.body).toMatchObject({ message: 'Personal data erased', result: { people: 1, leads: 2 } });

    const after = (await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.adminToken })).body;
    expect(after).toMatchObject({ erased: true, firstName: null, phone: null, email: null, message: null, projectId });
    expect(after.notes[0].text).toBeNull();
    expect(after.history.map((h: { type: string }) => h.type)).toEqual(['received', 'note', 'erased']);

    // A rebuild from the event log reads nothing either.
    await t.system.runner!.rebuild();
    const rebuilt = await t.system.readStore.collection('leads').find({});
    const bytesOnDisk = files(t.dataDir).map((file) => readFileSync(file));
    for (const secret of secrets) {
      for (const bytes of bytesOnDisk) expect(bytes.includes(secret), secret).toBe(false);
      expect(JSON.stringify(rebuilt)).not.toContain(secret);
      expect(logs.join('\n')).not.toContain(secret);
    }
    expect((await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.adminToken })).body.erased).toBe(true);
    expect(
      (await t.request('PUT', `/api/v1/admin/leads/${leadId}/status`, { token: t.adminToken, body: { status: 'won' } }))
        .status,
    ).toBe(409);
    const unknown = await t.request('POST', '/api/v1/admin/privacy/erase', {
      token: t.adminToken,
      body: { email: 'nobody@example.in' },
    });
    expect(unknown.body.message).toBe('No personal data was found for these details');
    expect(
      (await t.request('POST', '/api/v1/admin/privacy/erase', { token: t.auditorToken, body: { phone } })).status,
    ).toBe(403);
  });

  it('logs mask phone and email', async () => {
    await post('/user/lead-submit', {
      ...person('9876560000', 'masked@example.in'),
      ...consent,
      formToken: formToken(),
    });
    const text = logs.join('\n');
    expect(text).toContain('+91******0000');
    expect(text).not.toContain('9876560000');
    expect(text).not.toContain('masked@example.in');
  });
});

describe('the contact gate (spec §6)', () => {
  it('floor plans, RERA details and the brochure are withheld until the contact form is sent; staff see everything', async () => {
    const fields = validProjectFields({
      projectTitle: 'Gated Residency',
      brochureUrl: '/uploads/demo/project-1.svg',
      reraDetails: [
        {
          projectReraId: 'UPRERAPRJ123456',
          sanctioningAuthority: 'Noida Authority',
          projectCompletionDate: '2028-12-31',
        },
      ],
    });
    fields.units = fields.units!.map((u) => ({ ...u, floorPlanUrl: '/uploads/demo/project-2.svg' }));
    const id = (await t.request('POST', '/api/v1/project/post-project', { token: t.adminToken, body: fields })).body
      .result._id as string;
    const view = (headers: Record<string, string> = {}, token: string | null = null) =>
      t.request('GET', `/api/v1/project/view-project?_id=${id}`, { headers, token });

    const locked = await view();
    expect(locked.status).toBe(200);
    expect(locked.body.result.locked).toEqual({ floorPlans: true, reraDetails: true, brochure: true });
    // The registration number stays public (RERA requires it on listings); the rest is withheld.
    expect(locked.body.result.reraDetails).toEqual([{ projectReraId: 'UPRERAPRJ123456' }]);
    expect(locked.body.result.brochureUrl).toBeUndefined();
    expect(locked.body.result.units[0].floorPlanUrl).toBeUndefined();
    expect(locked.body.result.units[0].unitTitle).toBe('3 BHK');
    expect(JSON.stringify(locked.body)).not.toContain('Noida Authority');
    expect(locked.headers.get('vary')).toContain('Cookie');

    const staff = await view({}, t.auditorToken);
    expect(staff.body.result.locked).toEqual({ floorPlans: false, reraDetails: false, brochure: false });
    expect(staff.body.result.reraDetails[0].projectReraId).toBe('UPRERAPRJ123456');

    const contact = await post('/activity/contact-form-enquiry', {
      firstName: 'Anu',
      lastName: 'Das',
      email: 'anu@example.in',
      mobileNumber: '9822233344',
      message: 'Details please',
      ...consent,
      formToken: formToken(),
    });
    const cookie = contact.headers.get('set-cookie')!.split(';')[0];
    const open = await view({ cookie });
    expect(open.body.result.brochureUrl).toBe('/uploads/demo/project-1.svg');
    expect(open.body.result.units[0].floorPlanUrl).toBe('/uploads/demo/project-2.svg');
    expect(open.body.result.locked.reraDetails).toBe(false);
    expect(open.body.result.reraDetails[0].sanctioningAuthority).toBe('Noida Authority');
    expect((await view({ cookie: `${cookie.slice(0, -3)}abc` })).body.result.locked.brochure).toBe(true);

    // After the person is erased, their cookie unlocks nothing.
    await t.request('POST', '/api/v1/admin/privacy/erase', { token: t.adminToken, body: { email: 'anu@example.in' } });
    expect((await view({ cookie })).body.result.locked.brochure).toBe(true);
  });
});

describe('careers applications', () => {
  const careersForm = (resume: Blob | null, overrides: Record<string, string> = {}) => {
    const form = new FormData();
    const fields = {
      firstName: 'Arjun',
      lastName: 'Menon',
      email: 'arjun.careers@example.in',
      mobileNumber: '9845012345',
      currentCtc: '12.5',
      expectedCtc: '16',
      noticePeriod: '1 month',
      coverLetter: 'I sell homes in Kochi.',
      consent: 'true',
      noticeVersion: PRIVACY_NOTICE.version,
      formToken: formToken(),
      ...overrides,
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    if (resume) form.append('resume', resume, 'resume.pdf');
    return form;
  };
  const pdf = new Blob([Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n')], {
    type: 'application/pdf',
  });
  const apply = (form: FormData) => t.request('POST', '/api/v1/user/careers-apply', { body: form, headers: freshIp() });

  it('needs a résumé, refuses anything but a PDF by its bytes (415) or too large (413), checks the fields', async () => {
    const missing = await apply(careersForm(null));
    expect(missing.status).toBe(400);
    expect(missing.body.message).toBe('Please upload your resume.');
    const exe = await apply(
      careersForm(
        new Blob([Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff\x00\x00 not really a pdf')], {
          type: 'application/pdf',
        }),
      ),
    );
    expect(exe.status).toBe(415);
    expect(exe.body.message).toBe('Please select a PDF file.');
    const big = await apply(
      careersForm(new Blob([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)], { type: 'application/pdf' })),
    );
    expect(big.status).toBe(413);
    const badNotice = await apply(careersForm(pdf, { noticePeriod: '3 years' }));
    expect(badNotice.body.message).toBe('Please select your notice period');
    const badCtc = await apply(careersForm(pdf, { currentCtc: 'lots' }));
    expect(badCtc.body.message).toBe('Please enter your CTC in lakhs per year (a number)');
    const noConsent = await apply(careersForm(pdf, { consent: 'false' }));
    expect(noConsent.body.message).toBe('Please agree to the privacy notice so we can contact you');
  });

  it('an application is kept with its sealed résumé; admins download it; it is deleted after the retention period', async () => {
    const ok = await apply(careersForm(pdf));
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ responseCode: 200, message: 'Form submitted successfully!' });
    const leadId = ok.body.result.leadId as string;
    const lead = (await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.adminToken })).body;
    expect(lead).toMatchObject({
      kind: 'careers',
      group: 'careers',
      noticePeriod: '1 month',
      currentCtc: '12.5',
      expectedCtc: '16',
      hasResume: true,
      coverLetter: 'I sell homes in Kochi.',
    });
    expect(lead.consent.purposes).toEqual(['recruitment']);
    const download = await fetch(`${t.base}/api/v1/admin/leads/${leadId}/resume`, {
      headers: { authorization: `Bearer ${t.adminToken}` },
    });
    expect(download.headers.get('content-type')).toBe('application/pdf');
    expect(download.headers.get('content-disposition')).toBe('attachment; filename="resume.pdf"');
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 8)
        .toString(),
    ).toBe('%PDF-1.4');
    // On disk it is sealed with the applicant's key, and never served by the public upload route.
    const stored = path.join(t.dataDir, 'uploads', 'private', 'resumes', `${leadId}.sealed`);
    expect(readFileSync(stored).includes('%PDF')).toBe(false);
    expect((await t.request('GET', `/uploads/private/resumes/${leadId}.sealed`)).status).toBe(404);

    expect(
      await t.system.leads.sweepResumes({
        actor: { id: 'test', role: 'system' },
        correlationId: 'c',
        causationId: 'c',
      }),
    ).toBe(0);
    const later = new Date(Date.now() + 181 * 24 * 60 * 60 * 1000);
    expect(
      await t.system.leads.sweepResumes(
        { actor: { id: 'test', role: 'system' }, correlationId: 'c', causationId: 'c' },
        later,
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(existsSync(stored)).toBe(false);
    const after = (await t.request('GET', `/api/v1/admin/leads/${leadId}`, { token: t.adminToken })).body;
    expect(after.hasResume).toBe(false);
    expect(after.history.at(-1)).toMatchObject({ type: 'resume deleted', detail: 'retention' });
    expect((await t.request('GET', `/api/v1/admin/leads/${leadId}/resume`, { token: t.adminToken })).status).toBe(404);
  });
});
