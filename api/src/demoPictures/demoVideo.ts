import { seededRandom } from '@aangan/contracts';
import { CAPTION_OUTLINE } from './illustrationCaption.ts';
import { ILLUSTRATION_CAPTION, type IllustrationFamily } from './demoIllustrations.ts';
import { webmOf } from './webm.ts';
import { LAMP, NIGHT, clamp01, ease, lightAt, mix } from './demoVideoLight.ts';
import { WORLD, rect, streetLamps, type Light, type Scene, type Shade } from './demoVideoWorld.ts';
import { elevation } from './demoVideoElevations.ts';
import { entrance } from './demoVideoEntrance.ts';

/**
 * A short drawn walk-through for a demo project: the building's elevation from late afternoon to
 * dusk, the camera panning and pulling back while the sky darkens and windows light up one by one,
 * then the entrance with its lamps on. Drawn, so it says on its face that it is an illustration.
 */
export interface DemoVideoRecipe {
  family: IllustrationFamily;
  /** Varies the buildings (heights, colours, which window lights first). */
  seed: number;
  /** Written into the file's metadata. */
  title?: string;
}

export const DEMO_VIDEO = { width: 640, height: 360, fps: 10, seconds: 7 } as const;
const FRAME_COUNT = DEMO_VIDEO.fps * DEMO_VIDEO.seconds;
/** When the elevation hands over to the entrance (a cross-fade of CROSS_FADE seconds ending then). */
const ENTRANCE_AT = 4.8;
const CROSS_FADE = 0.5;

/** The camera: the part of the world shown, from its centre and width (16:9). */
function viewBox(cx: number, cy: number, width: number): string {
  const height = (width * 9) / 16;
  const x = Math.min(Math.max(cx - width / 2, 0), WORLD.width - width);
  const y = Math.min(Math.max(cy - height / 2, 0), WORLD.height - height);
  return `${x.toFixed(1)} ${y.toFixed(1)} ${width.toFixed(1)} ${height.toFixed(1)}`;
}

function drawScene(
  scene: Scene,
  second: number,
  lamps: { posts: (shade: Shade) => string; lights: Light[] } | null,
  ids: string,
): string {
  const light = lightAt(second);
  const shade: Shade = (color) => mix(color, NIGHT, light.dark);
  const sunY = 140 + (second / DEMO_VIDEO.seconds) * 470;
  const glass = mix('#bcd6e8', '#4d587a', clamp01(light.dark * 1.4));
  const lit = (one: Light): string => {
    const on = clamp01((second - one.on) / 0.3);
    const fill = mix(glass, LAMP, on);
    const glow =
      one.round && on > 0
        ? `<circle cx="${one.x + one.w / 2}" cy="${one.y + one.h / 2}" r="${one.w * 2}" fill="url(#glow-${ids})" opacity="${on.toFixed(2)}"/>`
        : '';
    return one.round
      ? `${glow}<circle cx="${one.x + one.w / 2}" cy="${one.y + one.h / 2}" r="${one.w / 2}" fill="${fill}"/>`
      : rect(one.x, one.y, one.w, one.h, fill);
  };
  const clouds = [0, 1, 2]
    .map((i) => {
      const x = ((i * 470 + second * 26) % (WORLD.width + 300)) - 150;
      return `<ellipse cx="${x.toFixed(1)}" cy="${90 + i * 55}" rx="${110 - i * 15}" ry="${22 - i * 3}" fill="${mix('#ffffff', '#8a7a9a', light.dark)}" opacity=".7"/>`;
    })
    .join('');
  return `<defs><linearGradient id="sky-${ids}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${light.top}"/><stop offset="1" stop-color="${light.horizon}"/></linearGradient><radialGradient id="glow-${ids}"><stop offset="0" stop-color="${LAMP}" stop-opacity=".6"/><stop offset="1" stop-color="${LAMP}" stop-opacity="0"/></radialGradient></defs>${rect(0, 0, WORLD.width, WORLD.height, `url(#sky-${ids})`)}<circle cx="${1040 - second * 20}" cy="${sunY.toFixed(1)}" r="46" fill="${light.sun}"/>${clouds}${rect(0, WORLD.ground, WORLD.width, WORLD.height - WORLD.ground, shade('#7fa36b'))}${rect(0, WORLD.ground + 60, WORLD.width, 50, shade('#707070'))}${scene.body(shade)}${lamps ? lamps.posts(shade) : ''}${[...scene.lights, ...(lamps?.lights ?? [])].map(lit).join('')}${scene.front(shade)}`;
}

/** The caption, at the top left: the player's own controls cover the bottom of the picture. */
const CAPTION = `<g transform="translate(0 -382)"><rect x="12" y="394" width="452" height="34" rx="17" fill="#000" opacity=".6"/><path fill="#fff" d="${CAPTION_OUTLINE}"/></g>`;

/** Frame `index` of the clip as an SVG of 640 × 360. */
export function demoVideoFrameSvg(recipe: DemoVideoRecipe, index: number): string {
  const r = seededRandom(recipe.seed * 7919 + recipe.family.length);
  const building = elevation(recipe.family, r);
  const lamps = streetLamps(r);
  const gate = entrance(r, recipe.family);
  const second = index / DEMO_VIDEO.fps;
  const { width, height } = DEMO_VIDEO;
  const layer = (content: string, box: string, opacity = 1): string =>
    `<svg x="0" y="0" width="${width}" height="${height}" viewBox="${box}" preserveAspectRatio="xMidYMid slice"${opacity < 1 ? ` opacity="${opacity.toFixed(2)}"` : ''}>${content}</svg>`;
  // The elevation: from a close look at its left side, panning right and pulling back to the whole of it.
  const walk = ease(second / ENTRANCE_AT);
  const open = recipe.family === 'plots' || recipe.family === 'farms';
  const first = layer(
    drawScene(building, second, lamps, 'walk'),
    viewBox(360 + walk * 300, (open ? 540 : 430) - walk * 70, 700 + walk * 560),
  );
  // The entrance: closing in on the gate.
  const closing = ease((second - (ENTRANCE_AT - CROSS_FADE)) / (DEMO_VIDEO.seconds - ENTRANCE_AT + CROSS_FADE));
  const fade = clamp01((second - (ENTRANCE_AT - CROSS_FADE)) / CROSS_FADE);
  const second2 =
    fade > 0
      ? layer(drawScene(gate, second, null, 'gate'), viewBox(640, 480 - closing * 30, 1240 - closing * 340), fade)
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${ILLUSTRATION_CAPTION}">${fade < 1 ? first : ''}${second2}${CAPTION}</svg>`;
}

/** The clip as a WebM file (VP8, 640 × 360, 10 frames a second, 7 s). */
export async function demoVideoWebm(recipe: DemoVideoRecipe): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const frames = await Promise.all(
    Array.from({ length: FRAME_COUNT }, (_, i) =>
      sharp(Buffer.from(demoVideoFrameSvg(recipe, i)))
        .removeAlpha()
        .webp({ quality: 70 })
        .toBuffer(),
    ),
  );
  return webmOf({ ...DEMO_VIDEO, frames, ...(recipe.title ? { title: recipe.title } : {}) });
}
