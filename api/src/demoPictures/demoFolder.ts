import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import { illustrationWebp, type DemoCopy } from './demoIllustrations.ts';

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
