import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import { illustrationWebp, type DemoCopy } from './demoIllustrations.ts';
import { parseProjectArtRecipe, projectArtRecipePath, projectArtScenes, type ArtScene } from './projectArt.ts';
import { projectArtWebp } from './projectArtDrawing.ts';

/** Where a `/uploads/demo/...` address is kept: under DATA_DIR/uploads/demo. */
export const demoFile = (dataDir: string, url: string): string =>
  path.join(dataDir, 'uploads', 'demo', ...url.replace('/uploads/demo/', '').split('/'));

/** One WebP copy pages show (an illustration, or one under its `project-<n>` name), written whole or not at all; kept when it is there. */
export async function writeIllustrationCopy(dataDir: string, copy: DemoCopy): Promise<void> {
  const file = demoFile(dataDir, `/uploads/demo/${copy.pathInDemo}`);
  if (existsSync(file)) return;
  const bytes = await illustrationWebp(copy.family, copy.scene);
  mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes, { mode: OWNER_ONLY_FILE });
  await rename(partial, file);
}

/**
 * One picture of a demo project (`art/<key>/<scene>.webp`, or its `-480` copy), drawn from the recipe
 * the seed left beside it; nothing is written when there is no such recipe or the project has no
 * such scene (false then). Written whole or not at all; kept when it is there.
 */
export async function writeProjectArtCopy(
  dataDir: string,
  copy: { pathInDemo: string; key: string; scene: ArtScene; width: number },
): Promise<boolean> {
  const file = demoFile(dataDir, `/uploads/demo/${copy.pathInDemo}`);
  if (existsSync(file)) return true;
  const text = await readFile(demoFile(dataDir, `/uploads/demo/${projectArtRecipePath(copy.key)}`), 'utf8').catch(
    () => '',
  );
  const recipe = parseProjectArtRecipe(text);
  if (!recipe || !projectArtScenes(recipe).includes(copy.scene)) return false;
  const bytes = await projectArtWebp(recipe, copy.scene, copy.width);
  mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, bytes, { mode: OWNER_ONLY_FILE });
  await rename(partial, file);
  return true;
}
