import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { systemContext } from '../core/commandContext.ts';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import type { System } from '../system.ts';
import { demoImageSvg, demoProject, seededRandom } from './demoProjects.ts';

export const DEMO_PROJECT_COUNT = 520;
const CONCURRENCY = 12;

async function inPool<T>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index]!, index);
      }
    }),
  );
}

/** The illustrations demo projects point at, written once under DATA_DIR/uploads/demo. */
export function writeDemoImages(dataDir: string): void {
  const dir = path.join(dataDir, 'uploads', 'demo');
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
  for (let n = 1; n <= 12; n += 1) {
    const file = path.join(dir, `project-${n}.svg`);
    if (!existsSync(file)) writeFileSync(file, demoImageSvg(n), { mode: OWNER_ONLY_FILE });
  }
}

/**
 * The demo catalogue, made through the same commands an admin uses so it is real event history:
 * 520 projects across the 13 featured cities and four types, of which some stay drafts, some are
 * deleted and some are featured as grand projects.
 */
export async function seedDemo(system: System, count = DEMO_PROJECT_COUNT): Promise<{ posted: number; drafts: number; deleted: number; grand: number }> {
  writeDemoImages(system.config.DATA_DIR);
  const random = seededRandom(20_261_121);
  const projects = Array.from({ length: count }, (_, i) => demoProject(random, i));
  const tally = { posted: 0, drafts: 0, deleted: 0, grand: 0 };
  await inPool(projects, CONCURRENCY, async (fields, i) => {
    const context = systemContext(system.ids, 'demo-seed');
    if (i % 40 === 7) {
      await system.projectCommands.saveDraft(context, { fields: { ...fields, description: '' } });
      tally.drafts += 1;
      return;
    }
    const { projectId, revision } = await system.projectCommands.post(context, { fields });
    tally.posted += 1;
    if (i % 45 === 11) {
      await system.projectCommands.remove(context, projectId, revision);
      tally.deleted += 1;
    } else if (i % 23 === 3) {
      await system.projectCommands.toggleGrand(context, projectId, revision);
      tally.grand += 1;
    }
  });
  return tally;
}

/**
 * First embedded start: a store without projects gets the demo catalogue (an admin created
 * beforehand with `npm run admin:create` does not count). Called once the read models caught up.
 */
export async function seedDemoIfEmpty(system: System): Promise<void> {
  if ((await system.readStore.collection('projects').count({})) > 0) return;
  const started = performance.now();
  system.logger.info('no projects yet: adding the demo catalogue (set SEED_DEMO=false to skip)');
  const tally = await seedDemo(system);
  system.logger.info({ ...tally, ms: Math.round(performance.now() - started) }, 'demo catalogue ready');
}
