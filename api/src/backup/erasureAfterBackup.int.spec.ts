import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import pino from 'pino';
import { loadConfig } from '../config.ts';
import { settleRestoredFolder } from '../cli/settleRestoredFolder.ts';
import { readErasureLedger } from '../privacy/erasureLedger.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createBackup } from './createBackup.ts';
import { replayErasures } from './replayErasures.ts';
import { restoreBackup, type RestoreResult } from './restoreBackup.ts';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'aangan-erasure-'));
const apps = new Set<TestApp>();
afterAll(async () => {
  for (const app of apps) await app.close();
  rmSync(scratch, { recursive: true, force: true });
});

let ipCounter = 0;
const freshIp = () => ({ 'x-forwarded-for': `10.2.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}` });
const consent = { consent: true, noticeVersion: PRIVACY_NOTICE.version };
const resume = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function start(env: Record<string, string>, dataDir?: string): Promise<TestApp> {
  const app = await startTestApp({ TRUST_PROXY: 'true', ...env }, dataDir ? { dataDir } : {});
  apps.add(app);
  return app;
}

async function stop(app: TestApp, keepData: boolean): Promise<void> {
  apps.delete(app);
  await app.close({ keepData });
}

/** Meera sends a lead and applies for a job with her résumé; Kabir sends a lead. */
async function twoPeople(app: TestApp) {
  const formToken = () => app.system.forms.issue(new Date(Date.now() - 5000)).formToken;
  const meeraLead = await app.request('POST', '/api/v1/user/lead-submit', {
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
  const form = new FormData();
  for (const [name, value] of Object.entries({
    firstName: 'Meera',
    lastName: 'Iyer',
    email: 'meera@example.in',
    mobileNumber: '9876512345',
    currentCtc: '12',
    expectedCtc: '16',
    noticePeriod: '1 month',
    coverLetter: 'Hello',
    consent: 'true',
    noticeVersion: PRIVACY_NOTICE.version,
    formToken: formToken(),
  }))
    form.append(name, value);
  form.append('resume', new Blob([resume], { type: 'application/pdf' }), 'resume.pdf');
  const meeraApplication = await app.request('POST', '/api/v1/user/careers-apply', { body: form, headers: freshIp() });
  const kabirLead = await app.request('POST', '/api/v1/user/lead-submit', {
    body: {
      firstName: 'Kabir',
      lastName: 'Rao',
      mobileNumber: '9811122233',
      email: 'kabir@example.in',
      ...consent,
      formToken: formToken(),
    },
    headers: freshIp(),
  });
  expect([meeraLead.status, meeraApplication.status, kabirLead.status]).toEqual([200, 200, 200]);
  const meeraSubject = (await app.system.readStore
    .collection<{ _id: string; subjectId: string }>('leads')
    .get(meeraLead.body.result.leadId))!.subjectId;
  return {
    meeraLeadId: meeraLead.body.result.leadId as string,
    meeraApplicationId: meeraApplication.body.result.leadId as string,
    kabirLeadId: kabirLead.body.result.leadId as string,
    meeraSubject,
  };
}

/** What `npm run restore` does: check and swap the folder in, then settle it (read models, erasures) before anything serves it. */
async function restore(
  archive: string,
  dataDir: string,
  ledgerFile: string,
  force: boolean,
  acceptLostErasures = false,
): Promise<RestoreResult & { replayed: number }> {
  // The operator vouches for the plain archives made here.
  const restored = await restoreBackup({
    archive,
    dataDir,
    ledgerFile,
    force,
    trustUnencrypted: true,
    acceptLostErasures,
    now: () => new Date(),
  });
  const config = loadConfig({ DATA_DIR: dataDir, ERASURE_LEDGER: ledgerFile, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
  const { replayed } = await settleRestoredFolder(config, restored.erasures, pino({ level: 'silent' }));
  return { ...restored, replayed };
}

/** What an admin sees of Meera and Kabir on a (restored) app, and whether Meera's key is still stored. */
async function whatRemains(app: TestApp, people: Awaited<ReturnType<typeof twoPeople>>) {
  const lead = (await app.request('GET', `/api/v1/admin/leads/${people.meeraLeadId}`, { token: app.adminToken })).body;
  const search = (
    await app.request(
      'GET',
      `/api/v1/admin/leads?filter=${encodeURIComponent(JSON.stringify({ group: 'direct', q: 'meera' }))}&range=${encodeURIComponent('[0,99]')}`,
      { token: app.adminToken },
    )
  ).body as unknown[];
  const resumeStatus = (
    await app.request('GET', `/api/v1/admin/leads/${people.meeraApplicationId}/resume`, { token: app.adminToken })
  ).status;
  const kabir = (await app.request('GET', `/api/v1/admin/leads/${people.kabirLeadId}`, { token: app.adminToken })).body;
  const keys = new Database(path.join(app.dataDir, 'personal-keys.sqlite'), { fileMustExist: true });
  const keyStored =
    keys.prepare('SELECT 1 FROM subject_keys WHERE subject_id = ?').get(people.meeraSubject) !== undefined;
  keys.close();
  const erasedEvents = (await app.system.eventStore.readStream(`person-${people.meeraSubject}`)).filter(
    (e) => e.type === 'PersonErased',
  ).length;
  return {
    meera: {
      firstName: lead.firstName,
      phone: lead.phone,
      erased: lead.erased,
      found: search.length,
      resumeStatus,
      keyStored,
      erasedEvents,
    },
    kabir: kabir.firstName,
  };
}

const ERASED = { firstName: null, phone: null, erased: true, found: 0, keyStored: false };

describe('erasure survives a restore', () => {
  it('a person erased after the backup was taken stays erased when the data folder is lost and restored (ledger kept outside it)', async () => {
    const ledgerFile = path.join(scratch, 'safe-disk', 'erasure-ledger.jsonl');
    const live = await start({ ERASURE_LEDGER: ledgerFile });
    const people = await twoPeople(live);
    const backup = await createBackup({
      dataDir: live.dataDir,
      outDir: path.join(scratch, 'out-1'),
      ledgerFile,
      environment: {},
      now: () => new Date(),
    });

    const erased = await live.request('POST', '/api/v1/admin/privacy/erase', {
      token: live.adminToken,
      body: { phone: '9876512345' },
    });
    expect(erased.body.result).toEqual({ people: 1, leads: 2 });
    expect(readErasureLedger(ledgerFile).map((e) => e.subjectId)).toEqual([people.meeraSubject]);

    // The disk holding the data folder dies; the ledger was kept elsewhere.
    const dataDir = live.dataDir;
    await stop(live, false);
    expect(existsSync(dataDir)).toBe(false);
    const restored = await restore(backup.file, dataDir, ledgerFile, false);
    expect(restored.erasedSinceBackup).toBe(1);
    expect(restored.replayed).toBe(1);

    const back = await start({ ERASURE_LEDGER: ledgerFile }, dataDir);
    const after = await whatRemains(back, people);
    expect(after.meera).toMatchObject(ERASED);
    expect(after.meera.resumeStatus).toBeGreaterThanOrEqual(400);
    expect(after.meera.erasedEvents).toBe(1);
    expect(after.kabir).toBe('Kabir');
    // A second replay finds nothing left to do.
    expect(await replayErasures(back.system, readErasureLedger(ledgerFile))).toBe(0);
    await stop(back, false);

    // The ledger is what keeps her erased: without it the restore refuses, and only the operator's
    // explicit word (--accept-lost-erasures) restores the archive that brings her back.
    const withoutLedger = path.join(scratch, 'no-ledger');
    const lostLedger = path.join(scratch, 'empty', 'erasure-ledger.jsonl');
    await expect(restore(backup.file, withoutLedger, lostLedger, false)).rejects.toMatchObject({
      code: 'LEDGER_MISSING',
    });
    expect(existsSync(withoutLedger)).toBe(false);
    const bare = await restore(backup.file, withoutLedger, lostLedger, false, true);
    expect([bare.erasures, bare.replayed]).toEqual([[], 0]);
    const unprotected = await start(
      { ERASURE_LEDGER: path.join(scratch, 'empty', 'erasure-ledger.jsonl') },
      withoutLedger,
    );
    expect((await whatRemains(unprotected, people)).meera).toMatchObject({
      firstName: 'Meera',
      found: 1,
      keyStored: true,
      erasedEvents: 0,
    });
  }, 60_000);

  it('rolling the data folder back over itself keeps the ledger inside it (the default place) and erases the person again', async () => {
    const live = await start({});
    const people = await twoPeople(live);
    const backup = await createBackup({
      dataDir: live.dataDir,
      outDir: path.join(scratch, 'out-2'),
      ledgerFile: path.join(live.dataDir, 'erasure-ledger.jsonl'),
      environment: {},
      now: () => new Date(),
    });
    await live.request('POST', '/api/v1/admin/privacy/erase', {
      token: live.adminToken,
      body: { email: 'meera@example.in' },
    });
    const dataDir = live.dataDir;
    await stop(live, true);

    const ledgerFile = path.join(dataDir, 'erasure-ledger.jsonl');
    await expect(restore(backup.file, dataDir, ledgerFile, false)).rejects.toMatchObject({ code: 'TARGET_NOT_EMPTY' });
    const restored = await restore(backup.file, dataDir, ledgerFile, true);
    expect(restored.setAside).not.toBeNull();
    expect(restored.replayed).toBe(1);
    expect(readErasureLedger(ledgerFile).map((e) => e.subjectId)).toEqual([people.meeraSubject]);

    const back = await start({}, dataDir);
    const after = await whatRemains(back, people);
    expect(after.meera).toMatchObject(ERASED);
    expect(after.kabir).toBe('Kabir');
  }, 60_000);
});
