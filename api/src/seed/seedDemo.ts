import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { systemContext } from '../core/commandContext.ts';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import type { ProjectFields } from '@aangan/contracts';
import type { System } from '../system.ts';
import { DEMO_PARTNERS, partnerLogoPath, partnerLogoSvg } from './demoContent.ts';
import { demoProjectPicture } from '../demoPictures/defaultSlidePictures.ts';
import { seedDemoContent } from './demoContentSeed.ts';
import { STATE_RERA } from './demoRera.ts';
import { brochurePdf, qrCodeSvg, qrCodeText } from './demoDocuments.ts';
import {
  ALL_ILLUSTRATIONS,
  allDemoCopies,
  illustrationSvg,
  illustrationSvgPath,
} from '../demoPictures/demoIllustrations.ts';
import { demoFile, writeIllustrationCopy } from '../demoPictures/demoFolder.ts';
import { projectArtKeyOf, projectArtRecipe, projectArtRecipePath } from '../demoPictures/projectArt.ts';
import { DEMO_CITIES } from './demoCities.ts';
import { demoHistory, type DatedVersion } from './demoHistory.ts';
import { addDemoMedia } from './demoMedia.ts';
import { FEATURED_CITY_PROJECTS, demoProject, seededRandom } from './demoProjects.ts';
import { withHindiTexts } from './demoHindi.ts';

export const DEMO_PROJECT_COUNT = FEATURED_CITY_PROJECTS + 40;
const CONCURRENCY = 12;

async function inPool<T>(
  items: readonly T[],
  size: number,
  work: (item: T, index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) {
        const index = next;
        next += 1;
        await work(items[index], index);
      }
    }),
  );
}

function writeOnce(file: string, content: string | Buffer): void {
  if (existsSync(file)) return;
  mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  writeFileSync(file, content, { mode: OWNER_ONLY_FILE });
}

/**
 * The pictures demo projects and the default site sections point at, written once under
 * DATA_DIR/uploads/demo: every scene of every kind of property (the drawings; their WebP copies are
 * made on first request, see uploadsStatic), and project-1..12.svg (a dozen of those scenes under the
 * names the default hero slides use).
 */
export function writeDemoImages(dataDir: string): void {
  for (const { family, scene } of ALL_ILLUSTRATIONS)
    writeOnce(demoFile(dataDir, illustrationSvgPath(family, scene)), illustrationSvg(family, scene));
  DEMO_PARTNERS.forEach((name, i) => writeOnce(demoFile(dataDir, partnerLogoPath(name)), partnerLogoSvg(name, i)));
  for (let n = 1; n <= 12; n += 1)
    writeOnce(path.join(dataDir, 'uploads', 'demo', `project-${n}.svg`), demoProjectPicture(n));
}

/** Every WebP copy, one after another (about 2 s for all of them on first start). */
export async function writeIllustrationCopies(dataDir: string): Promise<void> {
  for (const copy of allDemoCopies()) await writeIllustrationCopy(dataDir, copy);
}

const coastal = (city: string): boolean =>
  (DEMO_CITIES as Record<string, { coast: boolean } | undefined>)[city]?.coast === true;

/**
 * The QR codes the catalogue's projects link to (public, like the RERA number they hold), and the
 * recipe of each project's drawn pictures (the pictures are made from it on first request).
 */
export async function writeProjectDocuments(dataDir: string, projects: readonly ProjectFields[]): Promise<void> {
  for (const fields of projects) {
    const artKey = projectArtKeyOf(fields.coverImage);
    if (artKey && fields.projectTitle && fields.projectSubType && fields.city)
      writeOnce(
        demoFile(dataDir, `/uploads/demo/${projectArtRecipePath(artKey)}`),
        JSON.stringify(projectArtRecipe(artKey, fields.projectTitle, fields.projectSubType, coastal(fields.city))),
      );
    const rera = fields.reraDetails?.[0];
    if (fields.qrCodeUrl && rera)
      writeOnce(
        demoFile(dataDir, fields.qrCodeUrl),
        await qrCodeSvg(qrCodeText(rera.projectReraId, STATE_RERA[fields.state ?? '']?.portal ?? '')),
      );
  }
}

/**
 * The brochures of the projects that have one, stored as an admin's upload is: under a random name,
 * served only at the address the project's answer gives once the contact form is sent (spec §6). A
 * file named after the project (as `brochureUrl` first says) could be downloaded without the form.
 */
async function storeDemoBrochures(system: System, projects: readonly ProjectFields[]): Promise<ProjectFields[]> {
  const stored = [...projects];
  await inPool(projects, CONCURRENCY, async (fields, i) => {
    if (!fields.brochureUrl) return;
    const bytes = brochurePdf(fields);
    const upload = await system.uploads.storeBrochure(
      { kind: 'pdf', mime: 'application/pdf', ext: 'pdf', bytes, size: bytes.length },
      'demo-seed',
    );
    stored[i] = { ...fields, brochureUrl: upload.url };
  });
  return stored;
}

/**
 * Posts the first version and edits in the later ones, each recorded now and dated (`effectiveAt`)
 * the day it took effect, so the project page's price and possession history and the audit log show
 * a believable past without pretending it was recorded then.
 */
async function postWithHistory(
  system: System,
  versions: readonly DatedVersion[],
): Promise<{ projectId: string; revision: number }> {
  const dated = (at: Date) => ({ ...systemContext(system.ids, 'demo-seed'), effectiveAt: at });
  const [first, ...later] = versions;
  const posted = await system.projectCommands.post(dated(first.at), { fields: first.fields });
  const { projectId } = posted;
  let { revision } = posted;
  for (const version of later)
    ({ revision } = await system.projectCommands.edit(dated(version.at), projectId, version.fields, revision));
  return { projectId, revision };
}

/**
 * The demo catalogue, made through the same commands an admin uses so it is real event history:
 * 560 projects across the 13 featured cities, Greater Noida and Kanpur and four types, of which some stay drafts, some are
 * deleted and some are featured as grand projects.
 */
export async function seedDemo(
  system: System,
  count = DEMO_PROJECT_COUNT,
): Promise<{ posted: number; drafts: number; deleted: number; grand: number; articles: number }> {
  writeDemoImages(system.config.DATA_DIR);
  // Made while the projects are posted (sharp works off the event loop), so no visitor waits for one.
  // Should one fail, the site makes it when it is first asked for.
  const copies = writeIllustrationCopies(system.config.DATA_DIR).catch((error: unknown) =>
    system.logger.warn({ err: error }, 'demo illustration copies not made ahead'),
  );
  const random = seededRandom(20_261_121);
  const options = { now: system.now(), usedNames: new Set<string>() };
  const projects = await storeDemoBrochures(
    system,
    Array.from({ length: count }, (_, i) => withHindiTexts(demoProject(random, i, options))),
  );
  await writeProjectDocuments(system.config.DATA_DIR, projects);
  const withMedia = await addDemoMedia(system.config.DATA_DIR, system.demoPlanKey, projects);
  const past = seededRandom(20_250_401);
  const histories = withMedia.map((fields) => demoHistory(past, fields, options.now));
  const tally = { posted: 0, drafts: 0, deleted: 0, grand: 0 };
  await inPool(withMedia, CONCURRENCY, async (fields, i) => {
    const context = systemContext(system.ids, 'demo-seed');
    if (i % 40 === 7) {
      await system.projectCommands.saveDraft(context, { fields: { ...fields, description: '' } });
      tally.drafts += 1;
      return;
    }
    const { projectId, revision } = await postWithHistory(system, histories[i]);
    tally.posted += 1;
    if (i % 45 === 11) {
      await system.projectCommands.remove(context, projectId, revision);
      tally.deleted += 1;
    } else if (i % 23 === 3) {
      await system.projectCommands.toggleGrand(context, projectId, revision);
      tally.grand += 1;
    }
  });
  const content = await seedDemoContent(system);
  await copies;
  return { ...tally, articles: content.articles };
}

/**
 * First embedded start: a store without projects gets the demo catalogue (an admin created
 * beforehand with `npm run admin:create` does not count), unless SEED_DEMO=false or the stores are
 * not embedded. Called once the read models caught up.
 */
export async function seedDemoIfEmpty(system: System): Promise<void> {
  if (!system.config.embedded || !system.config.SEED_DEMO) return;
  if ((await system.readStore.collection('projects').count({})) > 0) return;
  const started = performance.now();
  system.logger.info('no projects yet: adding the demo catalogue (set SEED_DEMO=false to skip)');
  const tally = await seedDemo(system);
  system.logger.info({ ...tally, ms: Math.round(performance.now() - started) }, 'demo catalogue ready');
}
