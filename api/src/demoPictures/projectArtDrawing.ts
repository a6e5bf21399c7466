import { seededRandom } from '@aangan/contracts';
import { ILLUSTRATION_CAPTION } from './demoIllustrations.ts';
import { CAPTION_OUTLINE } from './illustrationCaption.ts';
import { ART_SCENES, type ArtScene, type ProjectArtRecipe } from './projectArt.ts';
import { elevation } from './projectArtElevation.ts';
import { docksScene, yardScene } from './projectArtIndustry.ts';
import { gymScene, lobbyScene } from './projectArtIndoorScenes.ts';
import { roadsScene } from './projectArtLand.ts';
import { lightOf, lookOf } from './projectArtLook.ts';
import { entrance, gardenScene, playScene, poolScene } from './projectArtOutdoorScenes.ts';
import { H, W } from './projectArtShapes.ts';
import { sitePlan } from './projectArtSitePlan.ts';

/** One scene as a WebP copy `width` wide (960 or 480), 16:10. */
export async function projectArtWebp(recipe: ProjectArtRecipe, scene: ArtScene, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(projectArtSvg(recipe, scene)), { density: (72 * width) / W })
    .webp({ quality: width < W ? 72 : 76 })
    .toBuffer();
}

const CAPTION = `<g transform="translate(0 ${H}) scale(1.2) translate(0 -500)"><rect x="12" y="394" width="452" height="34" rx="17" fill="#000" opacity=".6"/><path fill="#fff" d="${CAPTION_OUTLINE}"/></g>`;

/** One scene of a project's pictures as an SVG, 960 × 600, its caption drawn from outlines (no font needed). */
export function projectArtSvg(recipe: ProjectArtRecipe, scene: ArtScene): string {
  const look = lookOf(recipe);
  const r = seededRandom((recipe.seed + ART_SCENES.indexOf(scene) * 7919) >>> 0);
  const [first, second] = look.times;
  const light = lightOf(
    scene === 'view'
      ? second
      : scene === 'cover' || scene === 'site-plan'
        ? first
        : r.pick(['morning', 'noon', 'noon', 'dusk'] as const),
  );
  const body = {
    cover: () => elevation(look, light, r, false),
    view: () => elevation(look, light, r, true),
    entrance: () => entrance(look, light, r),
    pool: () => poolScene(look, light, r),
    garden: () => gardenScene(look, light, r),
    play: () => playScene(look, light, r),
    gym: () => gymScene(look, light, r),
    lobby: () => lobbyScene(look, light, r),
    docks: () => docksScene(look, light, r),
    yard: () => yardScene(look, light, r),
    roads: () => roadsScene(look, light, r),
    'site-plan': () => sitePlan(look, r),
  }[scene]();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${ILLUSTRATION_CAPTION}"><title>${ILLUSTRATION_CAPTION}</title>${body}${CAPTION}</svg>`;
}
