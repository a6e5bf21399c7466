import type { ProjectFields } from '@aangan/contracts';
import { floorPlanFor, floorPlanName, writeFloorPlan } from '../demoPictures/floorPlans.ts';
import { demoVideoFor, writeDemoVideoRecipe } from '../demoPictures/demoVideoFiles.ts';

/** Which projects of the catalogue have no floor plans (about one in seven: not every developer publishes them). */
const withoutPlans = (index: number): boolean => index % 7 === 5;
/** Which have a walk-through video: every other grand project (made on its first request, about 1.5 s each). */
export const withVideo = (index: number): boolean => index % 46 === 3;

/**
 * Floor plans for the units of most projects, and a video for a few, written under DATA_DIR and
 * linked from the project's fields. Plans go under names only this install can tell (`key`), as
 * they are shown only once the contact form is sent (spec §6).
 */
export async function addDemoMedia(
  dataDir: string,
  key: Buffer,
  projects: readonly ProjectFields[],
): Promise<ProjectFields[]> {
  const out: ProjectFields[] = [];
  for (const [index, fields] of projects.entries()) {
    let next = fields;
    if (!withoutPlans(index) && fields.units) {
      const units = await Promise.all(
        fields.units.map(async (unit, u) => {
          const svg = floorPlanFor(fields, unit, index * 16 + u);
          if (!svg) return unit;
          const name = floorPlanName(key, String(index), fields.projectTitle ?? '', String(u), unit.unitTitle);
          return { ...unit, floorPlanUrl: await writeFloorPlan(dataDir, name, svg) };
        }),
      );
      next = { ...next, units };
    }
    if (withVideo(index) && fields.projectSubType) {
      const video = demoVideoFor({ subType: fields.projectSubType, index, title: fields.projectTitle });
      await writeDemoVideoRecipe(dataDir, video);
      next = { ...next, videos: [...(fields.videos ?? []), video.url] };
    }
    out.push(next);
  }
  return out;
}
