import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE, type LeadDoc, type ProjectDoc } from '@aangan/contracts';
import { seedDemo } from '../seed/seedDemo.ts';
import { UNLOCK_COOKIE } from './contactUnlock.ts';
import { validProjectFields } from '../testing/fixtures.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';

let t: TestApp;
let projectId: string;
let address = 0;

/** A distinct client address per call (TRUST_PROXY is on), so the per-address limit stays out of the way. */
const from = () => ({ 'x-forwarded-for': `10.33.0.${(address += 1)}` });
/** A form shown five seconds ago. */
const formToken = () => t.system.forms.issue(new Date(Date.now() - 5000)).formToken;
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE.version };
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  t.request('POST', `/api/v1${url}`, { body, headers: { ...from(), ...headers } });
const projectLeads = async () =>
  (await t.system.readStore.collection<LeadDoc>('leads').find({ kind: 'project', projectId })).length;

beforeAll(async () => {
  t = await startTestApp({ TRUST_PROXY: 'true' });
  const fields = validProjectFields({
    projectTitle: 'Kaveri Gardens',
    placeName: 'Kaveri Gardens, Sector 150',
    reraDetails: [
      {
        projectReraId: 'UPRERAPRJ654321',
        sanctioningAuthority: 'Gautam Buddh Nagar Authority',
        reraExternalLink: 'https://up-rera.in/kaveri-gardens',
      },
    ],
  });
  projectId = (await t.request('POST', '/api/v1/project/post-project', { token: t.adminToken, body: fields })).body
    .result._id;
});
afterAll(async () => {
  await t.close();
});

describe('the contact unlock opens gated sections, and is nobody’s identity', () => {
  it('the unlock cookie alone files no enquiry in the name of the person who sent the contact form', async () => {
    const contact = await post('/activity/contact-form-enquiry', {
      firstName: 'Anu',
      lastName: 'Das',
      email: 'anu.gate@example.in',
      mobileNumber: '9822233355',
      message: 'Details please',
      ...consent,
      formToken: formToken(),
    });
    expect(contact.status).toBe(200);
    const cookie = contact.headers.get('set-cookie')!.split(';')[0];
    // The unlock still opens the project's gated sections (spec §6).
    const view = await t.request('GET', `/api/v1/project/view-project?_id=${projectId}`, { headers: { cookie } });
    expect(view.body.result.locked.reraDetails).toBe(false);

    // Whoever holds the cookie (a shared computer, a copied cookie) cannot enquire as Anu.
    const before = await projectLeads();
    const click = await post('/activity/add-to-enquired-project', { _id: projectId }, { cookie });
    expect(click.status).toBe(400);
    expect(click.body.message).toBe('Please enter your first name');
    expect(await projectLeads()).toBe(before);

    // The person's own submission, with their details and a form of their own, is an enquiry.
    const own = await post(
      '/activity/add-to-enquired-project',
      {
        _id: projectId,
        firstName: 'Anu',
        lastName: 'Das',
        email: 'anu.gate@example.in',
        mobileNumber: '9822233355',
        ...consent,
        formToken: formToken(),
      },
      { cookie },
    );
    expect(own.body).toMatchObject({ responseCode: 200, message: 'Enquiry sent successfully!' });
    const lead = (await t.request('GET', `/api/v1/admin/leads/${own.body.result.leadId}`, { token: t.adminToken }))
      .body;
    expect(lead).toMatchObject({ kind: 'project', projectId, firstName: 'Anu', email: 'anu.gate@example.in' });
  });

  it('the assistant says the RERA number and nothing the contact form unlocks', async () => {
    const asked = await post('/user/query', { prompt: 'is kaveri gardens rera registered' });
    expect(asked.status).toBe(200);
    expect(asked.body.response).toContain('UPRERAPRJ654321');
    expect(asked.body.response).not.toContain('Gautam Buddh Nagar Authority');
    expect(asked.body.response).not.toContain('up-rera.in');
    for (const prompt of [
      'tell me about kaveri gardens',
      'brochure of kaveri gardens',
      'floor plans of kaveri gardens',
    ]) {
      const reply = await post('/user/query', { prompt });
      expect(JSON.stringify(reply.body), prompt).not.toMatch(
        /Gautam Buddh Nagar Authority|up-rera\.in|brochure\.pdf|\.pdf/,
      );
    }
  });
});

describe('the project answer, viewed again and again by visitors on either side of the gate', () => {
  it('stays each visitor’s own (the gated details only for those the gate opened for), and an edit shows at once', async () => {
    const fields = validProjectFields({
      projectTitle: 'Neem Residency',
      placeName: 'Neem Residency, Sector 150',
      reraDetails: [
        {
          projectReraId: 'UPRERAPRJ777001',
          sanctioningAuthority: 'First Authority',
          reraExternalLink: 'https://up-rera.in/neem',
        },
      ],
    });
    const posted = await t.request('POST', '/api/v1/project/post-project', { token: t.adminToken, body: fields });
    const id = posted.body.result._id as string;
    const contact = await post('/activity/contact-form-enquiry', {
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera.gate@example.in',
      mobileNumber: '9822233377',
      message: 'Details please',
      ...consent,
      formToken: formToken(),
    });
    const cookie = contact.headers.get('set-cookie')!.split(';')[0];
    const view = (headers: Record<string, string> = {}, token?: string) =>
      t.request('GET', `/api/v1/project/view-project/${posted.body.result.link.split('/').pop()}`, {
        headers,
        ...(token ? { token } : {}),
      });
    const seen = async (authority: string, revision: number) => {
      for (let round = 0; round < 2; round += 1) {
        for (const [who, answer] of [
          ['a visitor', await view()],
          ['a visitor who sent the contact form', await view({ cookie })],
          ['a visitor', await view()],
          ['an admin', await view({}, t.adminToken)],
          ['a visitor with a cookie that opens nothing', await view({ cookie: `${UNLOCK_COOKIE}=forged` })],
        ] as const) {
          const opened = who === 'a visitor who sent the contact form' || who === 'an admin';
          expect(answer.headers.get('etag'), who).toBe(`W/"${revision}"`);
          expect(answer.headers.get('vary'), who).toMatch(/Cookie/);
          expect(answer.body.result.locked.reraDetails, who).toBe(!opened);
          expect(JSON.stringify(answer.body.result).includes(authority), who).toBe(opened);
        }
      }
    };
    await seen('First Authority', 0);
    const edited = await t.request('PUT', `/api/v1/project/edit-project/${id}`, {
      token: t.adminToken,
      headers: { 'if-match': 'W/"0"' },
      body: { ...fields, reraDetails: [{ ...fields.reraDetails![0], sanctioningAuthority: 'Second Authority' }] },
    });
    expect(edited.status).toBe(200);
    await seen('Second Authority', 1);
    expect(JSON.stringify((await view({ cookie })).body)).not.toContain('First Authority');
  });
});

describe('demo brochures are gated like uploaded ones', () => {
  it('a demo brochure is stored as an upload under an unguessable name, and the old guessable folder serves nothing', async () => {
    await seedDemo(t.system, 8);
    const withBrochure = (
      await t.system.readStore.collection<ProjectDoc>('projects').find({ brochureUrl: { $exists: true } })
    ).filter((p) => p.status === 'posted');
    expect(withBrochure.length).toBeGreaterThan(0);
    for (const project of withBrochure) {
      expect(project.brochureUrl).toMatch(/^\/uploads\/public\/brochures\/\d{4}\/\d{2}\/[0-9a-f]{32}\.pdf$/);
      // Anonymous visitors are not told where it is; after the contact form it downloads.
      const anonymous = await t.request('GET', `/api/v1/project/view-project?_id=${project._id}`);
      expect(anonymous.body.result.brochureUrl).toBeUndefined();
      const file = await t.request('GET', project.brochureUrl!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toBe('attachment; filename="brochure.pdf"');
    }
    // A brochure an older demo seed left at a name made from the project's slug is not served.
    const old = path.join(t.dataDir, 'uploads', 'demo', 'brochures', 'kaveri-gardens-sector-150-noida.pdf');
    mkdirSync(path.dirname(old), { recursive: true });
    writeFileSync(old, '%PDF-1.4\n% sample\n');
    for (const spelling of [
      'brochures/kaveri-gardens-sector-150-noida.pdf',
      '%62rochures/kaveri-gardens-sector-150-noida.pdf',
      'brochures/kaveri-gardens-sector-150-noida%2Epdf',
      'illustrations/../brochures/kaveri-gardens-sector-150-noida.pdf',
    ]) {
      expect((await t.request('GET', `/uploads/demo/${spelling}`)).status, spelling).toBe(404);
    }
    // Other demo files (the pictures) are served as before.
    expect((await t.request('GET', '/uploads/demo/project-1.svg')).status).toBe(200);
  });
});

describe('demo floor plans are gated like uploaded ones', () => {
  it('sit under names only this install can tell, and reach the page only after the contact form', async () => {
    const seeded = (await t.system.readStore.collection<ProjectDoc>('projects').find({ status: 'posted' })).filter(
      (p) => p.units?.some((unit) => unit.floorPlanUrl?.startsWith('/uploads/demo/plans/')),
    );
    if (seeded.length === 0) await seedDemo(t.system, 8);
    const withPlans = (await t.system.readStore.collection<ProjectDoc>('projects').find({ status: 'posted' })).filter(
      (p) => p.units?.some((unit) => unit.floorPlanUrl?.startsWith('/uploads/demo/plans/')),
    );
    expect(withPlans.length).toBeGreaterThan(3);
    const contact = await post('/activity/contact-form-enquiry', {
      firstName: 'Ravi',
      lastName: 'Menon',
      email: 'ravi.plans@example.in',
      mobileNumber: '9822233366',
      message: 'Floor plans please',
      ...consent,
      formToken: formToken(),
    });
    const cookie = contact.headers.get('set-cookie')!.split(';')[0];
    for (const project of withPlans) {
      for (const unit of project.units!.filter((one) => one.floorPlanUrl))
        expect(unit.floorPlanUrl).toMatch(/^\/uploads\/demo\/plans\/[\w-]{22}\.svg$/);
      const anonymous = await t.request('GET', `/api/v1/project/view-project?_id=${project._id}`);
      expect(anonymous.body.result.locked.floorPlans).toBe(true);
      expect(JSON.stringify(anonymous.body.result)).not.toContain('/uploads/demo/plans/');
      const unlocked = await t.request('GET', `/api/v1/project/view-project?_id=${project._id}`, {
        headers: { cookie },
      });
      const plan = (unlocked.body.result.units as { floorPlanUrl?: string }[]).find((unit) => unit.floorPlanUrl);
      const file = await t.request('GET', plan!.floorPlanUrl!);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    }
    // A name made from the project, or the folder itself, leads nowhere.
    expect((await t.request('GET', '/uploads/demo/plans/')).status).toBe(404);
    expect((await t.request('GET', `/uploads/demo/plans/${withPlans[0].slug}.svg`)).status).toBe(404);
  });
});
