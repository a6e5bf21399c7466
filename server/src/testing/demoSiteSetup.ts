/**
 * The browser tests' shared demo site (`globalSetup` of the browser project in vitest.config.ts): one
 * product with the demo catalogue, started once for the files that only read the catalogue or write
 * data of their own (a lead under their own address), instead of each starting and seeding its own.
 * It starts listening at once and seeds while the other tests run; `demoSite()` waits for the seed.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { ProjectDoc } from '@aangan/contracts';
import { chromiumAvailable } from '@aangan/api/testing/chromium';
import { seedDemo } from '@aangan/api/testing';
import { startTestApp } from './testApp.ts';
import type { DemoSiteAddress } from './demoSite.ts';

export default async function startDemoSite(project: TestProject): Promise<(() => Promise<void>) | void> {
  if (!chromiumAvailable) return project.provide('demoSite', null);
  const app = await startTestApp({}, { web: true });
  const folder = mkdtempSync(path.join(os.tmpdir(), 'aangan-demo-site-'));
  const address: DemoSiteAddress = {
    base: app.base,
    adminToken: app.adminToken,
    seededFile: path.join(folder, 'seeded.json'),
    projectsFile: path.join(folder, 'projects.json'),
  };
  // Written whole under another name and then renamed: a file waiting for it never reads it half written.
  const publish = (file: string, value: unknown) => {
    writeFileSync(`${file}.part`, JSON.stringify(value));
    renameSync(`${file}.part`, file);
  };
  const seeded = (async () => {
    try {
      await seedDemo(app.system);
      const posted = await app.system.readStore.collection<ProjectDoc>('projects').find({ status: 'posted' });
      publish(address.projectsFile, posted);
      publish(address.seededFile, {});
    } catch (error) {
      publish(address.seededFile, { error: String((error as Error).stack ?? error) });
    }
  })();
  project.provide('demoSite', address);
  return async () => {
    await seeded;
    await app.close();
    rmSync(folder, { recursive: true, force: true });
  };
}
