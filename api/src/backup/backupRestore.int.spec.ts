import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { validProjectFields } from '../testing/fixtures.ts';
import { eventIdsOf, readModelsOf, sqliteIntegrity, treeHashes } from '../testing/dataFolders.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createBackup } from './createBackup.ts';
import { restoreBackup } from './restoreBackup.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'aangan-backup-'));
const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}` });
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE.version };

describe('backup under a write load, restored into a fresh folder', () => {
  it('holds every write acknowledged before it began, passes integrity checks, and the restored app serves the same data', async () => {
    const live = await startTestApp({ TRUST_PROXY: 'true' });
    apps.push(live);
    const formToken = () => live.system.forms.issue(new Date(Date.now() - 5000)).formToken;

    // What a business has: an uploaded image and brochure, a lead, a job application with its résumé.
    const photo = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#c05a2b' } })
      .png()
      .toBuffer();
    const imageForm = new FormData();
    imageForm.append('file', new Blob([photo], { type: 'image/png' }), 'facade.png');
    const image = await live.request('POST', '/api/v1/admin/aws-image', { token: live.adminToken, body: imageForm });
    expect(image.status).toBe(201);
    const lead = await live.request('POST', '/api/v1/user/lead-submit', {
      body: {
        firstName: 'Meera',
        lastName: 'Iyer',
        mobileNumber: '9876512345',
        email: 'meera@example.in',
        ...consent,
        formToken: formToken(),
      },
      headers: freshIp(),
    });
    expect(lead.status).toBe(200);
    const resume = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const application = new FormData();
    for (const [name, value] of Object.entries({
      firstName: 'Arjun',
      lastName: 'Menon',
      email: 'arjun@example.in',
      mobileNumber: '9845012345',
      currentCtc: '12',
      expectedCtc: '16',
      noticePeriod: '1 month',
      coverLetter: 'Hello',
      consent: 'true',
      noticeVersion: PRIVACY_NOTICE.version,
      formToken: formToken(),
    }))
      application.append(name, value);
    application.append('resume', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
    const applied = await live.request('POST', '/api/v1/user/careers-apply', { body: application, headers: freshIp() });
    expect(applied.status).toBe(200);

    // The load: projects posted by the admin and leads from the public form, acknowledged or not.
    const projects: string[] = [];
    const leads = new Map<string, string>();
    const refused: number[] = [];
    let stop = false;
    let sequence = 0;
    const projectWriter = async () => {
      while (!stop) {
        const n = (sequence += 1);
        const response = await live.request('POST', '/api/v1/project/post-project', {
          token: live.adminToken,
          body: validProjectFields({ projectTitle: `Load Tower ${n}` }),
        });
        if (response.status === 201) projects.push(response.body.result._id);
        else refused.push(response.status);
      }
    };
    const leadWriter = async () => {
      while (!stop) {
        const n = (sequence += 1);
        const firstName = `Visitor${n}`;
        const response = await live.request('POST', '/api/v1/user/lead-submit', {
          body: {
            firstName,
            lastName: 'Load',
            mobileNumber: `98${String(n).padStart(8, '0')}`,
            email: `v${n}@example.in`,
            ...consent,
            formToken: formToken(),
          },
          headers: freshIp(),
        });
        if (response.status === 200) leads.set(response.body.result.leadId, firstName);
        else refused.push(response.status);
      }
    };
    const writers = [projectWriter(), leadWriter()];
    while (projects.length < 10 || leads.size < 10) await new Promise((resolve) => setTimeout(resolve, 5));

    const projectsBefore = [...projects];
    const leadsBefore = new Map(leads);
    const writesBefore = projects.length + leads.size;
    const backup = await createBackup({
      dataDir: live.dataDir,
      outDir: path.join(scratch, 'out'),
      ledgerFile: null,
      environment: {},
      now: () => new Date(),
    });
    const writesDuring = projects.length + leads.size - writesBefore;
    stop = true;
    await Promise.all(writers);
    expect(writesDuring, 'writes went on while the backup ran').toBeGreaterThan(0);
    expect(refused, 'no write failed meanwhile').toEqual([]);

    const restoredDir = path.join(scratch, 'restored');
    // The operator vouches for the plain archive they just made; nobody was erased, so no ledger is lost.
    const restored = await restoreBackup({
      archive: backup.file,
      dataDir: restoredDir,
      ledgerFile: path.join(restoredDir, 'erasure-ledger.jsonl'),
      force: false,
      trustUnencrypted: true,
      acceptLostErasures: true,
      now: () => new Date(),
    });
    expect(restored.setAside).toBeNull();

    // One consistent moment: the restored log is the start of the live one, with every write acknowledged before.
    expect(sqliteIntegrity(path.join(restoredDir, 'events.sqlite'))).toBe('ok');
    expect(sqliteIntegrity(path.join(restoredDir, 'personal-keys.sqlite'))).toBe('ok');
    const restoredIds = eventIdsOf(path.join(restoredDir, 'events.sqlite'));
    expect(restoredIds.length).toBe(backup.manifest.eventLog.events);
    expect(eventIdsOf(path.join(live.dataDir, 'events.sqlite')).slice(0, restoredIds.length)).toEqual(restoredIds);
    // Uploads and secrets are the same bytes.
    expect(treeHashes(path.join(restoredDir, 'uploads'))).toEqual(treeHashes(path.join(live.dataDir, 'uploads')));
    for (const secret of ['jwt-secret', 'data-key'])
      expect(readFileSync(path.join(restoredDir, secret))).toEqual(readFileSync(path.join(live.dataDir, secret)));

    const back = await startTestApp({ TRUST_PROXY: 'true' }, { dataDir: restoredDir });
    apps.push(back);
    const storedProjects = await back.system.readStore.collection('projects').getMany(projectsBefore);
    expect(projectsBefore.filter((id) => !storedProjects.has(id))).toEqual([]);
    const storedLeads = await back.system.readStore
      .collection<{ _id: string; firstName: string | null }>('leads')
      .getMany([...leadsBefore.keys()]);
    expect([...leadsBefore].filter(([id, name]) => storedLeads.get(id)?.firstName !== name)).toEqual([]);

    // The live session still works (same token secret, same account), and the personal data opens.
    const meera = await back.request('GET', `/api/v1/admin/leads/${lead.body.result.leadId}`, {
      token: live.adminToken,
    });
    expect(meera.status).toBe(200);
    expect(meera.body).toMatchObject({ firstName: 'Meera', phone: '+919876512345', email: 'meera@example.in' });
    const resumeBack = await back.request('GET', `/api/v1/admin/leads/${applied.body.result.leadId}/resume`, {
      token: back.adminToken,
    });
    expect(resumeBack.status).toBe(200);
    expect(resumeBack.body).toBe(resume.toString());
    const served = await fetch(back.base + image.body.result.url);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(
      Buffer.from(await (await fetch(live.base + image.body.result.url)).arrayBuffer()),
    );

    // Read models after the restart equal a rebuild from the restored log.
    const started = await readModelsOf(back.system);
    await back.system.runner!.rebuild();
    expect(await readModelsOf(back.system)).toEqual(started);
  }, 60_000);
});
