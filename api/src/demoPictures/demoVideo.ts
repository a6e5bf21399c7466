import { seededRandom, type SeededRandom as Random } from '@aangan/contracts';
import { CAPTION_OUTLINE } from './illustrationCaption.ts';
import { ILLUSTRATION_CAPTION, type IllustrationFamily } from './demoIllustrations.ts';
import { webmOf } from './webm.ts';

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
/** The drawings' world: 1280 × 720, ground from y 600. */
const WORLD = { width: 1280, height: 720, ground: 600 };

type Rgb = [number, number, number];
const rgbOf = (hex: string): Rgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const hexOf = (rgb: Rgb): string => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
const mix = (from: string, to: string, t: number): string => {
  const a = rgbOf(from);
  const b = rgbOf(to);
  return hexOf([0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb);
};
const clamp01 = (t: number): number => Math.min(1, Math.max(0, t));
const ease = (t: number): number => {
  const c = clamp01(t);
  return c * c * (3 - 2 * c);
};

/** How the light goes, by the clip's second: sky top and horizon, the sun, and how dark the buildings are. */
const LIGHT: { at: number; top: string; horizon: string; sun: string; dark: number }[] = [
  { at: 0, top: '#7fb8e6', horizon: '#e6f1f8', sun: '#fff3b0', dark: 0 },
  { at: 2.4, top: '#8f9fd0', horizon: '#f8cf98', sun: '#ffc45a', dark: 0.2 },
  { at: 4.4, top: '#3d4a7a', horizon: '#e79a7a', sun: '#ff8a4a', dark: 0.5 },
  { at: 7, top: '#1d2448', horizon: '#8a5a7a', sun: '#e0603a', dark: 0.62 },
];

function lightAt(second: number): { top: string; horizon: string; sun: string; dark: number } {
  const next = LIGHT.findIndex((key) => key.at > second);
  if (next === -1) return LIGHT[LIGHT.length - 1];
  if (next === 0) return LIGHT[0];
  const [a, b] = [LIGHT[next - 1], LIGHT[next]];
  const t = (second - a.at) / (b.at - a.at);
  return {
    top: mix(a.top, b.top, t),
    horizon: mix(a.horizon, b.horizon, t),
    sun: mix(a.sun, b.sun, t),
    dark: a.dark + (b.dark - a.dark) * t,
  };
}

const NIGHT = '#1a2040';
const LAMP = '#ffd97a';
/** A colour as it looks in the light of that moment. */
type Shade = (color: string) => string;

/** A window (or shop front, or lamp): glass by day, lit from its own moment on. */
interface Light {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The second it switches on. */
  on: number;
  round?: boolean;
}

interface Scene {
  /** Everything that does not light up, in the light given. */
  body: (shade: Shade) => string;
  lights: Light[];
  /** Drawn in front of the lights (trees, railings). */
  front: (shade: Shade) => string;
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** Windows in a grid over a facade, each switching on at its own moment between `from` and `to`. */
function windowGrid(
  r: Random,
  box: { x: number; y: number; w: number; h: number },
  cell: { w: number; h: number; gapX: number; gapY: number },
  span: { from: number; to: number },
): Light[] {
  const lights: Light[] = [];
  for (let y = box.y + 18; y + cell.h < box.y + box.h - 14; y += cell.h + cell.gapY)
    for (let x = box.x + 12; x + cell.w < box.x + box.w - 8; x += cell.w + cell.gapX)
      lights.push({ x, y, w: cell.w, h: cell.h, on: span.from + r.next() * (span.to - span.from) });
  return lights;
}

function trees(r: Random, count: number, y: number): (shade: Shade) => string {
  const placed = Array.from({ length: count }, () => ({ x: r.int(20, WORLD.width - 20), s: 0.8 + r.next() * 0.7 }));
  return (shade) =>
    placed
      .map(
        ({ x, s }) =>
          `${rect(x - 4 * s, y - 4, 8 * s, 30 * s, shade('#6b4f32'))}<circle cx="${x}" cy="${y - 10 * s}" r="${24 * s}" fill="${shade('#4f8a4b')}"/>`,
      )
      .join('');
}

/** Street lamps along the front, on as the sun goes down. */
function streetLamps(r: Random): { posts: (shade: Shade) => string; lights: Light[] } {
  const xs = Array.from({ length: 6 }, (_, i) => 80 + i * 220 + r.int(-20, 20));
  return {
    posts: (shade) => xs.map((x) => rect(x - 3, WORLD.ground - 70, 6, 90, shade('#4a4a4a'))).join(''),
    lights: xs.map((x) => ({ x: x - 9, y: WORLD.ground - 88, w: 18, h: 18, on: 3.2 + r.next() * 0.6, round: true })),
  };
}

function tallBlocks(r: Random, glass: boolean): Scene {
  const count = glass ? 4 : 5;
  const blocks = Array.from({ length: count }, (_, i) => {
    const w = r.int(glass ? 200 : 160, glass ? 250 : 210);
    const h = r.int(330, 500);
    return { x: 40 + i * (1200 / count) + r.int(0, 20), w, h, tone: r.int(55, 75) };
  });
  const lights = blocks.flatMap(({ x, w, h }) =>
    windowGrid(
      r,
      { x, y: WORLD.ground - h, w, h },
      glass ? { w: w - 34, h: 16, gapX: 0, gapY: 14 } : { w: 16, h: 20, gapX: 12, gapY: 16 },
      { from: 2.2, to: 4.6 },
    ),
  );
  return {
    body: (shade) =>
      blocks
        .map(
          ({ x, w, h, tone }) =>
            `${rect(x, WORLD.ground - h, w, h, shade(glass ? '#35505f' : mix('#b8a48f', '#e9dfd2', (tone - 55) / 20)))}${rect(x - 4, WORLD.ground - h - 10, w + 8, 12, shade('#7d6c5d'))}`,
        )
        .join(''),
    lights,
    front: trees(r, 7, WORLD.ground),
  };
}

function lowBlocks(r: Random, kind: 'floors' | 'retail'): Scene {
  const blocks = Array.from({ length: 5 }, (_, i) => ({
    x: 30 + i * 248,
    hue: r.int(kind === 'retail' ? 0 : 15, kind === 'retail' ? 360 : 45),
  }));
  const height = kind === 'retail' ? 260 : 300;
  const lights = blocks.flatMap(({ x }) =>
    kind === 'retail'
      ? [{ x: x + 14, y: WORLD.ground - 110, w: 192, h: 110, on: 2 + r.next() * 1.5 }]
      : windowGrid(
          r,
          { x, y: WORLD.ground - height, w: 220, h: height },
          { w: 30, h: 34, gapX: 26, gapY: 36 },
          {
            from: 2.2,
            to: 4.6,
          },
        ),
  );
  return {
    body: (shade) =>
      blocks
        .map(({ x, hue }) => {
          const wall = shade(mix('#d9c9b0', hexOf(hslRgb(hue, 0.35, 0.78)), 0.7));
          const bands =
            kind === 'retail'
              ? `${rect(x + 14, WORLD.ground - height + 20, 192, 50, shade(hexOf(hslRgb(hue, 0.55, 0.35))))}${Array.from({ length: 8 }, (_, s) => rect(x + 14 + s * 24, WORLD.ground - 150, 12, 30, shade(hexOf(hslRgb(hue, 0.7, 0.5))))).join('')}`
              : [1, 2, 3]
                  .map((f) => rect(x - 6, WORLD.ground - height + f * 70 + 2, 232, 7, shade('#5d5d5d')))
                  .join('');
          return `${rect(x, WORLD.ground - height, 220, height, wall)}${bands}`;
        })
        .join(''),
    lights,
    front: trees(r, kind === 'retail' ? 3 : 6, WORLD.ground),
  };
}

function houses(r: Random): Scene {
  const homes = Array.from({ length: 4 }, (_, i) => ({ x: 40 + i * 310 + r.int(0, 30), roof: r.int(0, 25) }));
  return {
    body: (shade) =>
      homes
        .map(
          ({ x, roof }) =>
            `${rect(x, WORLD.ground - 190, 240, 190, shade('#efe2c8'))}<polygon points="${x - 20},${WORLD.ground - 186} ${x + 120},${WORLD.ground - 290} ${x + 260},${WORLD.ground - 186}" fill="${shade(hexOf(hslRgb(roof, 0.45, 0.4)))}"/>${rect(x + 100, WORLD.ground - 100, 42, 100, shade('#7a5230'))}`,
        )
        .join(''),
    lights: homes.flatMap(({ x }) => [
      { x: x + 24, y: WORLD.ground - 150, w: 50, h: 44, on: 2.2 + r.next() * 2 },
      { x: x + 166, y: WORLD.ground - 150, w: 50, h: 44, on: 2.2 + r.next() * 2 },
      { x: x + 113, y: WORLD.ground - 124, w: 16, h: 16, on: 3 + r.next(), round: true },
    ]),
    front: trees(r, 6, WORLD.ground),
  };
}

function sheds(r: Random): Scene {
  const units = [0, 1].map((i) => ({ x: 60 + i * 600, w: 500 + r.int(0, 40) }));
  return {
    body: (shade) =>
      units
        .map(
          ({ x, w }) =>
            `${rect(x, WORLD.ground - 200, w, 200, shade('#b9c0c7'))}<polygon points="${x - 14},${WORLD.ground - 198} ${x + w / 2},${WORLD.ground - 266} ${x + w + 14},${WORLD.ground - 198}" fill="${shade('#5f6b78')}"/>${[0, 1, 2, 3, 4].map((d) => rect(x + 30 + d * 92, WORLD.ground - 80, 66, 80, shade('#5a6470'))).join('')}`,
        )
        .join('') + rect(1180, WORLD.ground - 380, 34, 380, shade('#9aa3ab')),
    lights: units.flatMap(({ x, w }) =>
      windowGrid(
        r,
        { x, y: WORLD.ground - 196, w, h: 70 },
        { w: 40, h: 16, gapX: 30, gapY: 10 },
        { from: 2.6, to: 4.2 },
      ),
    ),
    front: () => '',
  };
}

function land(r: Random, farm: boolean): Scene {
  const stones = Array.from({ length: 4 }, (_, row) =>
    Array.from({ length: 14 }, (_, i) => ({
      x: 30 + row * 9 + i * (90 + row * 6),
      y: WORLD.ground + 16 + row * 24,
      s: 1 + row * 0.3,
    })),
  ).flat();
  const board = r.int(700, 900);
  return {
    body: (shade) =>
      `<path d="M0 ${WORLD.ground - 60} Q320 ${WORLD.ground - 120} 640 ${WORLD.ground - 70} T1280 ${WORLD.ground - 80} V${WORLD.ground} H0 Z" fill="${shade('#9bbf6a')}"/>${
        farm
          ? `${rect(300, WORLD.ground - 130, 220, 130, shade('#e9d8b4'))}<polygon points="284,${WORLD.ground - 128} 410,${WORLD.ground - 200} 536,${WORLD.ground - 128}" fill="${shade('#a0522d')}"/>`
          : ''
      }${stones.map(({ x, y, s }) => rect(x, y - 12 * s, 7 * s, 12 * s, shade('#e8e2d4'))).join('')}${rect(board + 70, WORLD.ground - 150, 10, 150, shade('#555555'))}${rect(board, WORLD.ground - 180, 220, 80, shade('#2f5d50'))}`,
    lights: farm
      ? [
          { x: 330, y: WORLD.ground - 100, w: 50, h: 40, on: 2.8 },
          { x: 440, y: WORLD.ground - 100, w: 50, h: 40, on: 3.5 },
        ]
      : [{ x: board + 10, y: WORLD.ground - 172, w: 200, h: 8, on: 3.4 }],
    front: trees(r, farm ? 9 : 5, WORLD.ground - 40),
  };
}

function hslRgb(hue: number, saturation: number, lightness: number): Rgb {
  const a = saturation * Math.min(lightness, 1 - lightness);
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [channel(0), channel(8), channel(4)];
}

function elevation(family: IllustrationFamily, r: Random): Scene {
  switch (family) {
    case 'towers':
      return tallBlocks(r, false);
    case 'offices':
      return tallBlocks(r, true);
    case 'floors':
    case 'retail':
      return lowBlocks(r, family);
    case 'villas':
      return houses(r);
    case 'industrial':
      return sheds(r);
    case 'farms':
    case 'plots':
      return land(r, family === 'farms');
  }
}

/** The entrance: a compound wall, the gate with its sign board and lamps, the path to a lit doorway. */
function entrance(r: Random, family: IllustrationFamily): Scene {
  const hue = r.int(0, 360);
  const wallY = WORLD.ground - 120;
  const behind = family === 'plots' || family === 'farms' ? 'none' : family === 'villas' ? 'house' : 'block';
  const facade =
    behind === 'house'
      ? { x: 420, y: WORLD.ground - 300, w: 440, h: 300 }
      : { x: 360, y: WORLD.ground - 460, w: 560, h: 460 };
  const doorway: Light = { x: 580, y: WORLD.ground - 170, w: 120, h: 170, on: 0 };
  const lights: Light[] =
    behind === 'none'
      ? []
      : behind === 'house'
        ? [
            doorway,
            { x: 518, y: WORLD.ground - 240, w: 48, h: 48, on: 5 },
            { x: 714, y: WORLD.ground - 240, w: 48, h: 48, on: 5.6 },
          ]
        : [
            doorway,
            ...windowGrid(r, { ...facade, h: 140 }, { w: 34, h: 30, gapX: 30, gapY: 30 }, { from: 4, to: 6.5 }),
          ];
  const building = (shade: Shade): string =>
    behind === 'none'
      ? ''
      : behind === 'house'
        ? `${rect(facade.x, facade.y, facade.w, facade.h, shade('#efe2c8'))}<polygon points="${facade.x - 30},${facade.y + 4} ${facade.x + facade.w / 2},${facade.y - 130} ${facade.x + facade.w + 30},${facade.y + 4}" fill="${shade(hexOf(hslRgb(hue, 0.45, 0.4)))}"/>`
        : `${rect(facade.x, facade.y, facade.w, facade.h, shade('#d8cbb6'))}${rect(facade.x - 20, facade.y - 12, facade.w + 40, 16, shade('#7d6c5d'))}`;
  return {
    body: (shade) => {
      const [wall, coping] = [shade('#cdbfa6'), shade('#a68b6a')];
      return `${building(shade)}${rect(0, wallY, 500, 120, wall)}${rect(780, wallY, 500, 120, wall)}${rect(0, wallY - 8, 500, 10, coping)}${rect(780, wallY - 8, 500, 10, coping)}${rect(450, WORLD.ground - 270, 60, 270, coping)}${rect(770, WORLD.ground - 270, 60, 270, coping)}${rect(430, WORLD.ground - 340, 420, 56, shade(hexOf(hslRgb(hue, 0.5, 0.3))))}${[0, 1, 2].map((i) => rect(480 + i * 110, WORLD.ground - 317, 90, 10, shade('#e8e2d4'))).join('')}<polygon points="540,${WORLD.height} 600,${WORLD.ground} 680,${WORLD.ground} 740,${WORLD.height}" fill="${shade('#c9b99a')}"/>`;
    },
    lights: [
      ...lights,
      { x: 462, y: WORLD.ground - 250, w: 36, h: 36, on: 0, round: true },
      { x: 782, y: WORLD.ground - 250, w: 36, h: 36, on: 0, round: true },
    ],
    front: trees(r, 4, WORLD.ground + 20),
  };
}

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
