import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { SECTION_DEFAULTS } from '@aangan/contracts';
import { OWNER_ONLY_DIR, OWNER_ONLY_FILE } from '../core/ownerOnly.ts';
import { illustrationSvg, projectPictureIllustration } from './demoIllustrations.ts';

/** The drawing behind `/uploads/demo/project-<n>.svg` (its WebP copy is `project-<n>.webp`). */
export const demoProjectPicture = (n: number): string => {
  const { family, scene } = projectPictureIllustration(n);
  return illustrationSvg(family, scene);
};

/**
 * The default hero slides (shown until an admin edits them) point at demo pictures: their drawings
 * are written under DATA_DIR/uploads/demo when missing, so a site started without the demo catalogue
 * shows them too instead of broken images (the WebP copy a slide links is made from its drawing on
 * its first request, see uploadsStatic).
 */
export function writeDefaultSlidePictures(dataDir: string): void {
  for (const { imageUrl } of SECTION_DEFAULTS.heroSection.slides) {
    const picture = /^\/uploads\/demo\/project-(\d+)\.(?:svg|webp)$/.exec(imageUrl);
    if (!picture) continue;
    const file = path.join(dataDir, 'uploads', 'demo', `project-${picture[1]}.svg`);
    if (existsSync(file)) continue;
    mkdirSync(path.dirname(file), { recursive: true, mode: OWNER_ONLY_DIR });
    writeFileSync(file, demoProjectPicture(Number(picture[1])), { mode: OWNER_ONLY_FILE });
  }
}
