import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import { illustrationFamily, type IllustrationFamily } from './demoIllustrations.ts';
import { demoVideoWebm, type DemoVideoRecipe } from './demoVideo.ts';

/**
 * The demo projects' videos: the seed writes a small recipe, `uploads/demo/videos/<key>.json`, and the
 * video `videos/<key>.webm` beside it is made from it the first time it is asked for. Only the keys
 * the seed wrote a recipe for are ever made, so no one can fill the disk by asking for made-up names.
 */
const KEY = /^[a-z]+-\d{1,6}$/;

const FAMILIES = [
  'towers',
  'floors',
  'villas',
  'plots',
  'offices',
  'retail',
  'industrial',
  'farms',
] as const satisfies readonly IllustrationFamily[];

const recipeSchema = z.strictObject({
  family: z.enum(FAMILIES),
  seed: z.int().min(0).max(999_999),
  title: z.string().min(1).max(200).optional(),
});

const videoFile = (dataDir: string, key: string, ext: 'webm' | 'json'): string =>
  path.join(dataDir, 'uploads', 'demo', 'videos', `${key}.${ext}`);

/** The key a path inside the demo folder names as a video (`videos/towers-17.webm` → `towers-17`), or null. */
export function demoVideoKeyOf(pathInDemo: string): string | null {
  const video = /^videos\/([^/]+)\.webm$/.exec(pathInDemo);
  return video && KEY.test(video[1]) ? video[1] : null;
}

/** What the seed puts in a project (`url`, one of its `videos`) and writes beside it (`writeDemoVideoRecipe`). */
export interface DemoVideo {
  url: string;
  key: string;
  recipe: DemoVideoRecipe;
}

/**
 * The video of the demo catalogue's project number `index` (its place in the catalogue, which also
 * varies the drawing), drawn for its kind of property.
 */
export function demoVideoFor(project: { subType: string; index: number; title?: string }): DemoVideo {
  const family = illustrationFamily(project.subType);
  const seed = Math.abs(Math.trunc(project.index)) % 1_000_000;
  const key = `${family}-${seed}`;
  return {
    url: `/uploads/demo/videos/${key}.webm`,
    key,
    recipe: { family, seed, ...(project.title ? { title: project.title.slice(0, 200) } : {}) },
  };
}

/** Writes the recipe the video is made from on its first request (whole or not at all; kept when it is there). */
export async function writeDemoVideoRecipe(dataDir: string, video: DemoVideo): Promise<void> {
  await writeWhole(videoFile(dataDir, video.key, 'json'), JSON.stringify(recipeSchema.parse(video.recipe)));
}

async function writeWhole(file: string, bytes: string | Buffer): Promise<void> {
  if (existsSync(file)) return;
  await mkdir(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  const partial = `${file}.${randomUUID()}.partial`;
  try {
    await writeFile(partial, bytes, { mode: OWNER_ONLY_FILE });
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
  }
}

async function recipeOf(dataDir: string, key: string): Promise<DemoVideoRecipe | null> {
  let json: unknown;
  try {
    json = JSON.parse(await readFile(videoFile(dataDir, key, 'json'), 'utf8'));
  } catch {
    return null;
  }
  const recipe = recipeSchema.safeParse(json);
  return recipe.success ? recipe.data : null;
}

/**
 * Makes sure the video of `key` is on disk: true once it is, false when there is no recipe for it.
 * Each is made once however many ask at the same moment, and one video at a time (a second or so
 * of both cores each), written whole or not at all.
 */
export function demoVideoMaker(dataDir: string): (key: string) => Promise<boolean> {
  const making = new Map<string, Promise<boolean>>();
  /** Videos known to be there: their requests skip the look on disk. */
  const made = new Set<string>();
  let queue: Promise<unknown> = Promise.resolve();
  const make = async (key: string): Promise<boolean> => {
    const file = videoFile(dataDir, key, 'webm');
    if (existsSync(file)) return true;
    const recipe = await recipeOf(dataDir, key);
    if (!recipe) return false;
    await writeWhole(file, await demoVideoWebm(recipe));
    return true;
  };
  return async (key) => {
    if (!KEY.test(key)) return false;
    if (made.has(key)) return true;
    let pending = making.get(key);
    if (!pending) {
      const turn = queue.then(() => make(key));
      queue = turn.catch(() => undefined);
      pending = turn
        .then((there) => {
          if (there) made.add(key);
          return there;
        })
        .finally(() => making.delete(key));
      making.set(key, pending);
    }
    return pending;
  };
}
