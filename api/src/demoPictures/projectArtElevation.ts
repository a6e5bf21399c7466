import type { SeededRandom as Random } from '@aangan/contracts';
import type { IllustrationFamily as Family } from './demoIllustrations.ts';
import { builderFloors, mall, office, tower, villa } from './projectArtBuildings.ts';
import { officeAnnex, shed, truck } from './projectArtIndustry.ts';
import { farmland, openPlots } from './projectArtLand.ts';
import type { Light, Look } from './projectArtLook.ts';
import { frontage, GROUND, rain, rect, shrubs, sky, skyline, treeRow, W } from './projectArtShapes.ts';

/** The project's buildings as seen from the road (for plots and farms: the land itself). */
export function massing(look: Look, light: Light, r: Random): string {
  const { blocks } = look;
  switch (look.family) {
    case 'towers':
      return [...blocks.filter((b) => b.back), ...blocks.filter((b) => !b.back)]
        .map((b) => tower(look, light, r, b, b.back ? GROUND - 14 : GROUND))
        .join('');
    case 'floors':
      return blocks.map((b, i) => builderFloors(look, light, r, b, i)).join('');
    case 'villas':
      return blocks.map((b, i) => villa(look, light, r, b, i)).join('');
    case 'offices':
      return blocks.map((b) => office(look, light, r, b)).join('');
    case 'retail':
      return mall(look, light, r, blocks[0]);
    case 'industrial':
      return (
        officeAnnex(look, light, r, blocks[0].x - 96) +
        blocks.map((b) => shed(look, light, r, b)).join('') +
        truck(light, blocks[0].x + 40, 520, look.palette.accent)
      );
    case 'plots':
      return openPlots(look, light, r);
    case 'farms':
      return farmland(look, light, r);
  }
}

/** Low buildings are drawn nearer, so that they fill the picture as a tower does. */
const ZOOM: Record<Family, number> = {
  towers: 1,
  offices: 1,
  floors: 1.3,
  villas: 1.4,
  retail: 1.25,
  industrial: 1.3,
  plots: 1,
  farms: 1,
};

export function elevation(look: Look, light: Light, r: Random, mirrored: boolean): string {
  const open = look.family === 'plots' || look.family === 'farms';
  const body = open
    ? massing(look, light, r)
    : `${skyline(light, r)}${frontage(light)}<g transform="translate(480 ${GROUND}) scale(${ZOOM[look.family]}) translate(-480 ${-GROUND})">${massing(look, light, r)}</g>${rect(0, GROUND - 4, W, 12, light.c(look.palette.stone))}${treeRow(look, light, r, GROUND + 26, 10, W, look.family === 'industrial' ? 150 : 95, look.family === 'villas' ? 1.1 : 1.3)}${shrubs(light, r, GROUND + 24, 0, W)}`;
  return `${sky(light, r)}${mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body}${rain(light, r)}`;
}
