import { existsSync, readFileSync } from 'node:fs';
import { inject } from 'vitest';
import type { ProjectDoc } from '@aangan/contracts';
import type { TestApp } from '@aangan/api/testing';
import { requestsTo } from '@aangan/api/testing/requests';

/** What the test files learn of the shared demo site. */
export interface DemoSiteAddress {
  base: string;
  adminToken: string;
  /** Written once the catalogue is seeded: `{ error }` if seeding failed. */
  seededFile: string;
  /** The posted projects as seeded (before any test ran). */
  projectsFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoSite: DemoSiteAddress | null;
  }
}

/** The shared demo site as a test file sees it: its address, the admin's token and requests to it. */
export interface DemoSite extends Pick<TestApp, 'base' | 'adminToken' | 'request'> {
  /** The posted projects of the catalogue as seeded, before any test wrote anything. */
  postedProjects(): ProjectDoc[];
}

/** Until `file` exists, looked for every 50 ms. */
async function written(file: string): Promise<void> {
  while (!existsSync(file)) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * The product with the demo catalogue that the browser project starts once (demoSiteSetup.ts), once
 * it is seeded. A file using it shares it with others: it writes only data of its own (a lead under
 * its own address, say) and counts only what it wrote; one that needs a fresh or special product
 * starts its own with `startTestApp`.
 */
export async function demoSite(): Promise<DemoSite> {
  const address: DemoSiteAddress | null = inject('demoSite');
  if (!address) throw new Error('The demo site is started by the browser project (vitest.config.ts), with Chromium');
  await written(address.seededFile);
  const { error } = JSON.parse(readFileSync(address.seededFile, 'utf8')) as { error?: string };
  if (error) throw new Error(`The demo site could not be seeded: ${error}`);
  let posted: ProjectDoc[] | undefined;
  return {
    base: address.base,
    adminToken: address.adminToken,
    request: requestsTo(address.base),
    postedProjects: () => (posted ??= JSON.parse(readFileSync(address.projectsFile, 'utf8')) as ProjectDoc[]),
  };
}
