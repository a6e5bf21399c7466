import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SECTION_DEFAULTS } from '@aangan/contracts';
import { afterEach, expect, it } from 'vitest';
import { writeDefaultSlidePictures } from './defaultSlidePictures.ts';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

it('writes the drawing of every picture the default hero slides show, in a data folder without the demo catalogue', () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'slides-'));
  dirs.push(dir);
  writeDefaultSlidePictures(dir);
  for (const { imageUrl } of SECTION_DEFAULTS.heroSection.slides) {
    // The slide links the WebP copy, made from this drawing on its first request (uploads.int.spec).
    expect(imageUrl).toMatch(/^\/uploads\/demo\/project-\d+\.webp$/);
    expect(
      readFileSync(
        path.join(
          dir,
          ...imageUrl
            .replace(/\.webp$/, '.svg')
            .split('/')
            .filter(Boolean),
        ),
        'utf8',
      ),
    ).toMatch(/^<svg[\s\S]*Illustration/);
  }
});
