import { demoArtCopies, seededRandom, type SeededRandom as Random } from '@aangan/contracts';
import { CAPTION_OUTLINE } from './illustrationCaption.ts';
import { ILLUSTRATION_CAPTION, illustrationFamily, type IllustrationFamily as Family } from './demoIllustrations.ts';
import { lettering } from './lettering.ts';

/**
 * Pictures drawn for one demo project from a small recipe: its massing, facade, colours, sky and
 * planting follow from the recipe's seed, its entrance carries its name, and each picture says on
 * its face that it is an illustration. Pages show WebP copies, made from the drawing on first request.
 */
export interface ProjectArtRecipe {
  name: string;
  subType: string;
  seed: number;
  /** Palms rather than shade trees. */
  coastal: boolean;
}

const SCENES = [
  'cover',
  'view',
  'entrance',
  'pool',
  'garden',
  'play',
  'gym',
  'lobby',
  'docks',
  'yard',
  'roads',
  'site-plan',
] as const;
export type ArtScene = (typeof SCENES)[number];

/** What each kind of property can show, in gallery order (the cover always first). */
const FAMILY_SCENES: Record<Family, ArtScene[]> = {
  towers: ['cover', 'view', 'entrance', 'pool', 'garden', 'play', 'gym', 'site-plan'],
  floors: ['cover', 'view', 'entrance', 'garden', 'play', 'gym', 'site-plan'],
  villas: ['cover', 'view', 'entrance', 'pool', 'garden', 'play', 'site-plan'],
  offices: ['cover', 'view', 'entrance', 'lobby', 'garden', 'site-plan'],
  retail: ['cover', 'view', 'entrance', 'lobby', 'site-plan'],
  industrial: ['cover', 'view', 'entrance', 'docks', 'yard', 'site-plan'],
  plots: ['cover', 'entrance', 'roads', 'garden', 'site-plan'],
  farms: ['cover', 'view', 'entrance', 'roads', 'site-plan'],
};
/** Shown by every project of the family, whatever the count. */
const ALWAYS: ArtScene[] = ['cover', 'entrance', 'site-plan'];

/** The drawing's own width: its large copy's. */
const W = 960;
const H = 600;

/** A safe folder name: lower-case letters, digits and single hyphens, at most 80 characters. */
const KEY = /^[a-z0-9](?:[a-z0-9]|-(?=[a-z0-9])){0,79}$/;
const SCENE_NAMES = new Set<string>(SCENES);

/** The recipe of one demo project, its seed taken from its key so the same key always draws the same pictures. */
export function projectArtRecipe(key: string, name: string, subType: string, coastal: boolean): ProjectArtRecipe {
  let hash = 2_166_136_261;
  for (const char of key) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return { name, subType, seed: hash, coastal };
}

/** The scenes a project shows: four to eight (as many as its kind has), the cover first. */
export function projectArtScenes(recipe: ProjectArtRecipe): ArtScene[] {
  const all = FAMILY_SCENES[illustrationFamily(recipe.subType)];
  const r = seededRandom(recipe.seed ^ 0x5ce7e5);
  const count = Math.min(all.length, r.int(4, 8));
  const optional = all.filter((scene) => !ALWAYS.includes(scene));
  const chosen = new Set(r.some(optional, count - (all.length - optional.length), count));
  return all.filter((scene) => ALWAYS.includes(scene) || chosen.has(scene));
}

/** The addresses of a project's pictures (the 960 wide copies), the cover first. */
export const projectArtPhotos = (key: string, recipe: ProjectArtRecipe): string[] =>
  projectArtScenes(recipe).map((scene) => `/uploads/demo/art/${key}/${scene}.webp`);

/** Where a project's recipe is kept inside the demo folder. */
export const projectArtRecipePath = (key: string): string => `art/${key}.json`;

/** The key a picture address names, or null if it names none (the recipe is read by the caller). */
export function projectArtKeyOf(url: string | undefined): string | null {
  const found = /^\/uploads\/demo\/art\/([^/]+)\/[^/]+\.webp$/.exec(url ?? '');
  return found && KEY.test(found[1]) ? found[1] : null;
}

/** A copy a path inside the demo folder names (`art/<key>/<scene>.webp` or `…-480.webp`), or null. */
export function projectArtCopyNamed(
  pathInDemo: string,
): { pathInDemo: string; key: string; scene: ArtScene; width: number } | null {
  const found = /^art\/([^/]+)\/([a-z-]+?)(-480)?\.webp$/.exec(pathInDemo);
  if (!found || !KEY.test(found[1]) || !SCENE_NAMES.has(found[2])) return null;
  return { pathInDemo, key: found[1], scene: found[2] as ArtScene, width: found[3] ? 480 : 960 };
}

/** The copies a page may choose from for a picture address, by its pattern alone (no look on disk). */
export function projectArtVariants(url: string): { src: string; width: number }[] | null {
  if (!projectArtCopyNamed(url.slice('/uploads/demo/'.length))) return null;
  return demoArtCopies(url);
}

/** The recipe as read back from its file, or null if it is not one. */
export function parseProjectArtRecipe(text: string): ProjectArtRecipe | null {
  try {
    const value = JSON.parse(text) as Partial<ProjectArtRecipe>;
    return typeof value.name === 'string' &&
      typeof value.subType === 'string' &&
      typeof value.seed === 'number' &&
      typeof value.coastal === 'boolean'
      ? { name: value.name, subType: value.subType, seed: value.seed, coastal: value.coastal }
      : null;
  } catch {
    return null;
  }
}

/** One scene as a WebP copy `width` wide (960 or 480), 16:10. */
export async function projectArtWebp(recipe: ProjectArtRecipe, scene: ArtScene, width: number): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(projectArtSvg(recipe, scene)), { density: (72 * width) / W })
    .webp({ quality: width < W ? 72 : 76 })
    .toBuffer();
}

// ---------------------------------------------------------------------------------------------
// Colours and light

type Time = 'morning' | 'noon' | 'dusk' | 'night' | 'monsoon';
const TIMES: Time[] = ['morning', 'noon', 'dusk', 'night', 'monsoon'];

const hexOf = (rgb: number[]): string =>
  `#${rgb
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
const rgbOf = (hex: string): number[] =>
  hex.length === 4
    ? [1, 2, 3].map((i) => parseInt(hex[i] + hex[i], 16))
    : [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((v, i) => v + (y[i] - v) * t));
};
function hsl(h: number, s: number, l: number): string {
  const [sat, light] = [s / 100, l / 100];
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return hexOf([f(0) * 255, f(8) * 255, f(4) * 255]);
}

const LIGHT: Record<Time, { sky: [string, string]; tint: string; amount: number; glass: string; ground: string }> = {
  morning: { sky: ['#8fc1e6', '#fde3c2'], tint: '#ffb56b', amount: 0.1, glass: '#a8cde4', ground: '#8db36e' },
  noon: { sky: ['#4f9fdc', '#d6ebf8'], tint: '#ffffff', amount: 0, glass: '#8cc1e2', ground: '#86b065' },
  dusk: { sky: ['#2c3566', '#f3a071'], tint: '#5b3f72', amount: 0.3, glass: '#f0b48a', ground: '#6e8a5a' },
  night: { sky: ['#0a1230', '#2a3a66'], tint: '#0c1534', amount: 0.62, glass: '#1f2b4a', ground: '#2e4032' },
  monsoon: { sky: ['#6f7b88', '#b8c1c8'], tint: '#5a6877', amount: 0.3, glass: '#8ea2b2', ground: '#6f9a5e' },
};

/** One drawing's light: colours are shaded by the time of day, windows lit at night. */
interface Light {
  time: Time;
  c: (hex: string) => string;
  window: (r: Random) => string;
}

function lightOf(time: Time): Light {
  const { tint, amount, glass } = LIGHT[time];
  return {
    time,
    c: (hex) => (amount ? mix(hex, tint, amount) : hex),
    window: (r) =>
      time === 'night'
        ? r.next() < 0.6
          ? r.pick(['#ffd67a', '#ffe3a0', '#ffc966'])
          : '#1a2440'
        : time === 'dusk' && r.next() < 0.25
          ? '#ffd27a'
          : mix(glass, '#ffffff', r.next() * 0.18),
  };
}

interface Palette {
  wall: string;
  accent: string;
  trim: string;
  roof: string;
  stone: string;
}

const PALETTES: [number, number, number, number][] = [
  // wall hue, wall saturation, accent hue, accent saturation
  [36, 28, 14, 55],
  [28, 18, 200, 35],
  [210, 8, 24, 60],
  [45, 30, 160, 30],
  [18, 25, 210, 45],
  [0, 0, 30, 65],
  [200, 14, 42, 70],
  [90, 10, 355, 45],
  [30, 40, 185, 40],
  [220, 12, 150, 35],
  [12, 35, 40, 20],
  [55, 20, 230, 35],
];

function paletteOf(r: Random): Palette {
  const [wh, ws, ah, as] = r.pick(PALETTES);
  const jitter = r.int(-8, 8);
  return {
    wall: hsl(wh + jitter, ws, r.int(78, 88)),
    accent: hsl(ah + jitter, as, r.int(42, 56)),
    trim: hsl(wh, Math.min(ws, 12), r.int(30, 44)),
    roof: hsl(r.pick([8, 15, 22, 200]), r.int(25, 45), r.int(32, 42)),
    stone: hsl(r.int(25, 40), 18, r.int(58, 70)),
  };
}

// ---------------------------------------------------------------------------------------------
// The project's look: what every scene of one project shares

type Pattern = 'grid' | 'balconies' | 'bands' | 'fins';

interface Block {
  x: number;
  w: number;
  h: number;
  back: boolean;
}

interface Look {
  recipe: ProjectArtRecipe;
  family: Family;
  palette: Palette;
  pattern: Pattern;
  floorHeight: number;
  blocks: Block[];
  pitched: boolean;
  times: [Time, Time];
  treeHue: number;
}

function blocksFor(family: Family, r: Random): Block[] {
  const spread = (count: number, widths: [number, number], heights: [number, number], left = 120, right = 840) => {
    const ws = Array.from({ length: count }, () => r.int(...widths));
    const gap = Math.max(14, (right - left - ws.reduce((a, b) => a + b, 0)) / Math.max(1, count + 1));
    let x = left + Math.max(0, (right - left - ws.reduce((a, b) => a + b, 0) - gap * (count - 1)) / 2);
    return ws.map((w, i) => {
      const block = { x: Math.round(x), w, h: r.int(...heights), back: count > 2 && i % 2 === 1 };
      x += w + gap;
      return block;
    });
  };
  switch (family) {
    case 'towers': {
      const count = r.int(1, 4);
      return spread(count, count === 1 ? [170, 230] : [110, 160], count === 1 ? [300, 390] : [220, 390]);
    }
    case 'floors':
      return spread(r.int(3, 5), [120, 150], [190, 190], 60, 900);
    case 'villas':
      return spread(r.int(2, 3), [190, 230], [150, 150], 70, 890);
    case 'offices': {
      const count = r.int(1, 3);
      return spread(count, count === 1 ? [220, 300] : [150, 210], [200, 360]);
    }
    case 'retail':
      return [{ x: r.int(90, 150), w: r.int(640, 720), h: r.int(150, 190), back: false }];
    case 'industrial':
      return spread(r.int(1, 2), [300, 380], [120, 160], 60, 900);
    default:
      return [];
  }
}

function lookOf(recipe: ProjectArtRecipe): Look {
  const r = seededRandom(recipe.seed);
  const family = illustrationFamily(recipe.subType);
  const first = r.pick(TIMES.filter((time) => time !== 'night' && time !== 'monsoon'));
  const second = r.pick(TIMES.filter((time) => time !== first));
  return {
    recipe,
    family,
    palette: paletteOf(r),
    pattern: r.pick(['grid', 'balconies', 'bands', 'fins'] as const),
    floorHeight: r.int(14, 18),
    blocks: blocksFor(family, r),
    pitched: r.next() < 0.5,
    times: [first, second],
    treeHue: r.int(95, 135),
  };
}

// ---------------------------------------------------------------------------------------------
// Shapes shared by the scenes

const GROUND = 470;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}" width="${Math.round(w * 10) / 10}" height="${Math.round(h * 10) / 10}" fill="${fill}"${extra}/>`;
const poly = (points: number[][], fill: string, extra = ''): string =>
  `<polygon points="${points.map((p) => p.map((v) => Math.round(v * 10) / 10).join(',')).join(' ')}" fill="${fill}"${extra}/>`;

function sky(light: Light, r: Random, horizon = H): string {
  const [top, bottom] = LIGHT[light.time].sky;
  const id = `sky-${light.time}`;
  let out = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>${rect(0, 0, W, horizon, `url(#${id})`)}`;
  if (light.time === 'night') {
    for (let i = 0; i < 40; i += 1)
      out += `<circle cx="${r.int(0, W)}" cy="${r.int(0, 260)}" r="${r.pick([0.8, 1, 1.4])}" fill="#fff" opacity="${0.4 + r.next() * 0.5}"/>`;
    out += `<circle cx="${r.int(640, 860)}" cy="${r.int(70, 120)}" r="22" fill="#f4f1dc"/>`;
  } else if (light.time === 'monsoon') {
    for (let i = 0; i < 6; i += 1) {
      const [x, y] = [r.int(-40, W), r.int(20, 160)];
      out += `<ellipse cx="${x}" cy="${y}" rx="${r.int(90, 170)}" ry="${r.int(22, 36)}" fill="${mix('#5d6874', '#8a95a0', r.next())}" opacity=".85"/>`;
    }
  } else {
    const [cx, cy, color] =
      light.time === 'noon'
        ? [r.int(120, 300), 80, '#fff6c8']
        : light.time === 'morning'
          ? [r.int(90, 220), 170, '#ffe2a0']
          : [r.int(700, 860), 250, '#ffc07a'];
    out += `<circle cx="${cx}" cy="${cy}" r="30" fill="${color}" opacity=".95"/>`;
    for (let i = 0; i < 3; i += 1) {
      const [x, y] = [r.int(0, W), r.int(40, 180)];
      out += `<ellipse cx="${x}" cy="${y}" rx="${r.int(50, 90)}" ry="${r.int(9, 14)}" fill="#fff" opacity="${light.time === 'dusk' ? 0.25 : 0.6}"/>`;
    }
  }
  return out;
}

function rain(light: Light, r: Random): string {
  if (light.time !== 'monsoon') return '';
  let d = '';
  for (let i = 0; i < 140; i += 1) {
    const [x, y] = [r.int(0, W + 60), r.int(0, H)];
    d += `M${x} ${y}l-6 16`;
  }
  return `<path d="${d}" stroke="#dfe7ee" stroke-width="1" opacity=".45"/>`;
}

/** A distant skyline, faded into the sky's haze. */
function skyline(light: Light, r: Random, base = GROUND): string {
  const haze = mix(LIGHT[light.time].sky[1], '#6d7a88', 0.35);
  let out = '';
  for (let x = -20; x < W; x += r.int(40, 80)) out += rect(x, base - r.int(40, 110), r.int(30, 60), 140, haze);
  return `<g opacity=".55">${out}</g>`;
}

function roundTree(light: Light, look: Look, x: number, y: number, s: number, r: Random): string {
  const green = (l: number) => light.c(hsl(look.treeHue + r.int(-10, 10), 38, l));
  return `${rect(x - 2.5 * s, y - 16 * s, 5 * s, 16 * s, light.c('#6b4f36'))}<circle cx="${x - 7 * s}" cy="${y - 24 * s}" r="${12 * s}" fill="${green(34)}"/><circle cx="${x + 7 * s}" cy="${y - 26 * s}" r="${13 * s}" fill="${green(38)}"/><circle cx="${x}" cy="${y - 36 * s}" r="${13 * s}" fill="${green(44)}"/>`;
}

function coneTree(light: Light, look: Look, x: number, y: number, s: number): string {
  return `${rect(x - 2 * s, y - 10 * s, 4 * s, 10 * s, light.c('#6b4f36'))}<ellipse cx="${x}" cy="${y - 32 * s}" rx="${9 * s}" ry="${26 * s}" fill="${light.c(hsl(look.treeHue + 20, 35, 30))}"/>`;
}

function palm(light: Light, x: number, y: number, s: number): string {
  const top = [x + 8 * s, y - 70 * s];
  const leaves = [
    [-34, 8],
    [-22, 20],
    [30, 6],
    [20, 22],
    [0, -8],
  ]
    .map(
      ([dx, dy]) =>
        `<path d="M${top[0]} ${top[1]} q${dx * 0.5 * s} ${(dy - 18) * s} ${dx * s} ${dy * s}" stroke="${light.c('#3f7d3a')}" stroke-width="${5 * s}" fill="none" stroke-linecap="round"/>`,
    )
    .join('');
  return `<path d="M${x} ${y} q${2 * s} ${-40 * s} ${8 * s} ${-70 * s}" stroke="${light.c('#8a6a48')}" stroke-width="${5 * s}" fill="none"/>${leaves}`;
}

/** A row of trees along `y`, between `from` and `to`. */
function treeRow(
  look: Look,
  light: Light,
  r: Random,
  y: number,
  from: number,
  to: number,
  step: number,
  s = 1,
): string {
  let out = '';
  for (let x = from + r.int(0, step / 2); x < to; x += step + r.int(-step / 4, step / 4)) {
    const size = s * (0.8 + r.next() * 0.4);
    out += look.recipe.coastal
      ? palm(light, x, y, size)
      : r.next() < 0.3
        ? coneTree(light, look, x, y, size)
        : roundTree(light, look, x, y, size, r);
  }
  return out;
}

const shrubs = (light: Light, r: Random, y: number, from: number, to: number): string => {
  let out = '';
  for (let x = from; x < to; x += r.int(18, 30))
    out += `<ellipse cx="${x}" cy="${y}" rx="${r.int(10, 16)}" ry="${r.int(6, 9)}" fill="${light.c(hsl(r.int(90, 130), 35, r.int(32, 42)))}"/>`;
  return out;
};

/** The ground in front of a building: lawn, a kerb, the road with its markings. */
function frontage(light: Light): string {
  const { ground } = LIGHT[light.time];
  return `${rect(0, GROUND, W, 60, ground)}${rect(0, 530, W, 8, light.c('#c9c4bb'))}${rect(0, 538, W, 62, light.c('#55595e'))}<path d="M0 570H${W}" stroke="${light.c('#e8e4d8')}" stroke-width="3" stroke-dasharray="34 26"/>`;
}

function car(light: Light, x: number, y: number, color: string, s = 1): string {
  return `<rect x="${x}" y="${y - 14 * s}" width="${46 * s}" height="${12 * s}" rx="${4 * s}" fill="${light.c(color)}"/><path d="M${x + 9 * s} ${y - 14 * s}l5 ${-8 * s}h${18 * s}l6 ${8 * s}z" fill="${light.c(mix(color, '#1d2733', 0.5))}"/><circle cx="${x + 11 * s}" cy="${y - 2 * s}" r="${4.5 * s}" fill="#222"/><circle cx="${x + 35 * s}" cy="${y - 2 * s}" r="${4.5 * s}" fill="#222"/>`;
}

// ---------------------------------------------------------------------------------------------
// Buildings

/** A block's front face with its facade pattern, and a darker side face for depth. */
function tower(look: Look, light: Light, r: Random, block: Block, base = GROUND): string {
  const { palette, pattern, floorHeight: fh } = look;
  const { x, w, h } = block;
  const top = base - h;
  const depth = Math.round(w * 0.16);
  const wall = block.back ? mix(palette.wall, LIGHT[light.time].sky[1], 0.18) : palette.wall;
  let out = poly(
    [
      [x + w, top],
      [x + w + depth, top - depth * 0.45],
      [x + w + depth, base - depth * 0.45],
      [x + w, base],
    ],
    light.c(mix(wall, '#3b4250', 0.32)),
  );
  out += poly(
    [
      [x, top],
      [x + depth, top - depth * 0.45],
      [x + w + depth, top - depth * 0.45],
      [x + w, top],
    ],
    light.c(mix(wall, '#ffffff', 0.3)),
  );
  out += rect(x, top, w, h, light.c(wall));
  const floors = Math.floor((h - 40) / fh);
  const cols = Math.max(2, Math.floor((w - 16) / 24));
  const bay = (w - 16) / cols;
  for (let f = 0; f < floors; f += 1) {
    const y = top + 14 + f * fh;
    if (pattern === 'bands') {
      out += rect(x + 6, y + 2, w - 12, fh * 0.62, light.window(r));
    } else {
      for (let c = 0; c < cols; c += 1) {
        const wx = x + 8 + c * bay + bay * 0.18;
        out += rect(wx, y + 2, bay * 0.64, fh * 0.6, light.window(r));
      }
    }
    if (pattern === 'balconies') out += rect(x - 3, y + fh * 0.7, w + 6, 2.4, light.c(palette.trim));
    if (pattern === 'balconies' && f % 2 === 0)
      out += rect(
        x + 8 + bay * (f % 4 === 0 ? 0 : 1),
        y + fh * 0.45,
        bay * 1.2,
        fh * 0.25,
        light.c(palette.accent),
        ' opacity=".85"',
      );
  }
  if (pattern === 'fins')
    for (let c = 0; c <= cols; c += 1) out += rect(x + 6 + c * bay, top + 10, 3, h - 40, light.c(palette.trim));
  if (pattern === 'grid')
    out += rect(x + w * 0.42, top + 10, w * 0.16, h - 40, light.c(palette.accent), ' opacity=".55"');
  // Podium with the entrance, parapet and machine room.
  out += rect(x, base - 26, w, 26, light.c(mix(palette.trim, '#000000', 0.1)));
  out += rect(x + w / 2 - 14, base - 22, 28, 22, light.window(r));
  out += rect(x - 2, top - 6, w + 4, 6, light.c(palette.trim));
  out += rect(x + w * 0.3, top - 20, w * 0.22, 14, light.c(mix(wall, '#555555', 0.2)));
  if (r.next() < 0.5)
    out += `<path d="M${x + w * 0.6} ${top - 6}v-12h${w * 0.3}v12" stroke="${light.c(palette.trim)}" stroke-width="2" fill="none"/>`;
  return out;
}

function builderFloors(look: Look, light: Light, r: Random, block: Block, i: number): string {
  const { palette } = look;
  const { x, w } = block;
  const storey = 38;
  const stilt = 34;
  const top = GROUND - stilt - storey * 4;
  const face = i % 2 === 0 ? palette.wall : mix(palette.wall, palette.accent, 0.25);
  let out = rect(x, top, w, storey * 4 + stilt, light.c(face));
  out += rect(x, GROUND - stilt, w, stilt, light.c('#4a4d52'));
  out += car(light, x + w / 2 - 23, GROUND - 2, r.pick(['#b23a3a', '#e0e0e0', '#3a5f9e', '#2f2f2f']), 1);
  for (let f = 0; f < 4; f += 1) {
    const y = top + f * storey;
    out += rect(x + 10, y + 8, w * 0.36, storey - 16, light.window(r));
    out += rect(x + w * 0.55, y + 8, w * 0.35, storey - 14, light.window(r));
    out += rect(x + w * 0.52, y + storey - 12, w * 0.44, 4, light.c(palette.trim));
    out += `<path d="M${x + w * 0.52} ${y + storey - 12}v-10h${w * 0.44}v10" stroke="${light.c(palette.trim)}" stroke-width="1.6" fill="none"/>`;
    out += rect(x - 2, y + storey - 3, w + 4, 3, light.c(mix(face, '#000000', 0.2)));
  }
  return `${out}${rect(x - 3, top - 8, w + 6, 8, light.c(palette.trim))}`;
}

function villa(look: Look, light: Light, r: Random, block: Block, i: number): string {
  const { palette } = look;
  const { x, w } = block;
  const storey = 62;
  const top = GROUND - storey * 2;
  const face = i % 2 === 0 ? palette.wall : mix(palette.wall, '#ffffff', 0.35);
  let out = rect(x, top, w, storey * 2, light.c(face));
  out += rect(x + w * 0.62, top - 10, w * 0.38, storey * 2 + 10, light.c(mix(face, palette.stone, 0.6)));
  const roof = light.c(palette.roof);
  out += look.pitched
    ? poly(
        [
          [x - 16, top + 2],
          [x + w * 0.35, top - 46],
          [x + w * 0.62, top - 46],
          [x + w * 0.62 + 6, top + 2],
        ],
        roof,
      ) +
      poly(
        [
          [x + w * 0.58, top - 8],
          [x + w * 0.81, top - 52],
          [x + w + 14, top - 8],
        ],
        roof,
      )
    : rect(x - 10, top - 8, w + 20, 8, light.c(palette.trim)) +
      `<path d="M${x + 6} ${top - 8}v-26h${w * 0.5}v26M${x + 6} ${top - 30}h${w * 0.5}" stroke="${light.c(palette.trim)}" stroke-width="3" fill="none"/>`;
  for (const f of [0, 1]) {
    const y = top + f * storey;
    out += rect(x + 14, y + 14, w * 0.4, storey - 26, light.window(r));
    out += `<path d="M${x + 14 + w * 0.2} ${y + 14}v${storey - 26}" stroke="${light.c('#ffffff')}" stroke-width="2"/>`;
    out += rect(x + w * 0.68, y + 14, w * 0.22, storey - 30, light.window(r));
  }
  out += rect(x + w * 0.08, top + storey - 4, w * 0.5, 5, light.c(palette.trim));
  out += rect(x + w * 0.66, GROUND - 44, w * 0.14, 44, light.c('#6b4a30'));
  return out;
}

function office(look: Look, light: Light, r: Random, block: Block): string {
  const { palette, floorHeight: fh } = look;
  const { x, w, h } = block;
  const top = GROUND - h;
  const glass = LIGHT[light.time].glass;
  const depth = Math.round(w * 0.14);
  let out = poly(
    [
      [x + w, top],
      [x + w + depth, top - depth * 0.4],
      [x + w + depth, GROUND - depth * 0.4],
      [x + w, GROUND],
    ],
    light.c(mix(glass, '#1d2a3a', 0.45)),
  );
  out += rect(x, top, w, h, light.c(mix(glass, '#2a3d52', 0.25)));
  const floors = Math.floor((h - 30) / fh);
  for (let f = 0; f < floors; f += 1) {
    const y = top + 10 + f * fh;
    const lit = light.time === 'night' ? light.window(r) : mix(glass, '#ffffff', (f % 5) * 0.04 + r.next() * 0.05);
    out += rect(x + 4, y + 3, w - 8, fh - 5, lit);
  }
  let mullions = '';
  for (let mx = x + 18; mx < x + w - 4; mx += 18) mullions += `M${mx} ${top}V${GROUND - 30}`;
  out += `<path d="${mullions}" stroke="${light.c(mix(palette.trim, '#9aa4ad', 0.5))}" stroke-width="1.4"/>`;
  out += rect(x, top, w, 10, light.c(palette.accent));
  out += rect(x, GROUND - 30, w, 30, light.c(mix(palette.trim, '#222222', 0.3)));
  out += rect(x + w / 2 - 36, GROUND - 44, 72, 8, light.c(palette.accent));
  out += rect(x + w / 2 - 26, GROUND - 36, 52, 36, light.window(r));
  return out;
}

function mall(look: Look, light: Light, r: Random, block: Block): string {
  const { palette } = look;
  const { x, w, h } = block;
  const top = GROUND - h;
  let out = rect(x, top, w, h, light.c(palette.wall));
  out += rect(x, top, w, 14, light.c(palette.trim));
  const shops = Math.round(w / 110);
  const shopW = w / shops;
  for (let s = 0; s < shops; s += 1) {
    const sx = x + s * shopW;
    out += rect(sx + 8, GROUND - 70, shopW - 16, 70, light.window(r));
    const hue = r.pick([palette.accent, mix(palette.accent, '#ffffff', 0.3), hsl(r.int(0, 360), 45, 45)]);
    for (let k = 0; k < 6; k += 1)
      out += rect(sx + 8 + (k * (shopW - 16)) / 6, GROUND - 84, (shopW - 16) / 12, 14, light.c(hue));
    out += rect(sx + 8, GROUND - 84, shopW - 16, 2, light.c(hue));
    out += rect(sx + 14, top + 32, shopW - 28, 22, light.c(mix(hue, '#000000', 0.15)));
    out += rect(sx + 12, top + 64, shopW - 24, h - 160 > 0 ? h - 160 : 20, light.window(r));
  }
  const cx = x + w / 2;
  out += rect(cx - 80, top - 60, 160, h + 60, light.c(mix(LIGHT[light.time].glass, '#ffffff', 0.15)));
  let grid = '';
  for (let gx = cx - 80; gx <= cx + 80; gx += 20) grid += `M${gx} ${top - 60}V${GROUND}`;
  for (let gy = top - 60; gy < GROUND; gy += 24) grid += `M${cx - 80} ${gy}H${cx + 80}`;
  out += `<path d="${grid}" stroke="${light.c(palette.trim)}" stroke-width="1.5"/>`;
  out += rect(cx - 88, top - 70, 176, 12, light.c(palette.accent));
  for (let p = 0; p < 8; p += 1)
    out += car(light, x + 30 + p * (w / 8), 528, r.pick(['#c23b3b', '#dcdcdc', '#3a5f9e', '#2b2b2b', '#e3b341']), 0.9);
  return out;
}

function shed(look: Look, light: Light, r: Random, block: Block): string {
  const { palette } = look;
  const { x, w, h } = block;
  const top = GROUND - h;
  const wall = mix(palette.wall, '#b9c0c6', 0.6);
  let out = rect(x, top, w, h, light.c(wall));
  let lines = '';
  for (let lx = x + 6; lx < x + w; lx += 7) lines += `M${lx} ${top}V${GROUND}`;
  out += `<path d="${lines}" stroke="${light.c(mix(wall, '#000000', 0.1))}" stroke-width="1"/>`;
  const roof = light.c(mix(palette.accent, '#56606a', 0.5));
  if (look.pitched) {
    out += poly(
      [
        [x - 10, top + 2],
        [x + w / 2, top - 36],
        [x + w + 10, top + 2],
      ],
      roof,
    );
  } else {
    const teeth = Math.max(3, Math.round(w / 70));
    const step = w / teeth;
    for (let k = 0; k < teeth; k += 1)
      out +=
        poly(
          [
            [x + k * step, top],
            [x + k * step, top - 30],
            [x + (k + 1) * step, top],
          ],
          roof,
        ) + rect(x + k * step + 1, top - 28, 4, 26, light.window(r));
  }
  const doors = Math.max(2, Math.floor((w - 40) / 70));
  for (let d = 0; d < doors; d += 1) {
    const dx = x + 24 + d * ((w - 48) / doors);
    out += rect(dx, GROUND - 56, 48, 56, light.c('#7c858e'));
    let slats = '';
    for (let sy = GROUND - 52; sy < GROUND; sy += 5) slats += `M${dx} ${sy}h48`;
    out += `<path d="${slats}" stroke="${light.c('#65707a')}" stroke-width="1"/>`;
  }
  out += rect(x + w - 70, top + 14, 56, 30, light.c(palette.accent));
  return out;
}

function officeAnnex(look: Look, light: Light, r: Random, x: number): string {
  let out = rect(x, GROUND - 90, 90, 90, light.c(look.palette.wall));
  for (const f of [0, 1]) out += rect(x + 8, GROUND - 80 + f * 40, 74, 22, light.window(r));
  return out + rect(x - 2, GROUND - 94, 94, 6, light.c(look.palette.trim));
}

function truck(light: Light, x: number, y: number, color: string, s = 1): string {
  return `${rect(x, y - 48 * s, 96 * s, 40 * s, light.c('#e8e8e8'))}${rect(x + 98 * s, y - 38 * s, 32 * s, 30 * s, light.c(color))}${rect(x + 112 * s, y - 34 * s, 14 * s, 12 * s, light.c('#a9c9e0'))}<circle cx="${x + 18 * s}" cy="${y - 6 * s}" r="${7 * s}" fill="#222"/><circle cx="${x + 70 * s}" cy="${y - 6 * s}" r="${7 * s}" fill="#222"/><circle cx="${x + 114 * s}" cy="${y - 6 * s}" r="${7 * s}" fill="#222"/>`;
}

/** Open plots seen from the site's road: the road running away, marked plots on both sides. */
function openPlots(look: Look, light: Light, r: Random, horizon = 330): string {
  const grass = light.c(mix(LIGHT[light.time].ground, '#c8c07a', 0.35));
  let out = `${skyline(light, r, horizon)}<path d="M0 ${horizon} Q240 ${horizon - 24} 480 ${horizon - 6} T960 ${horizon - 14} V${horizon + 10} H0Z" fill="${light.c('#7d9a6e')}"/>${rect(0, horizon, W, H - horizon, grass)}`;
  const vx = 480 + r.int(-80, 80);
  out += poly(
    [
      [vx - 6, horizon],
      [vx + 6, horizon],
      [640, H],
      [320, H],
    ],
    light.c('#6b6e72'),
  );
  out += `<path d="M${vx} ${horizon}L480 ${H}" stroke="${light.c('#f2efe4')}" stroke-width="3" stroke-dasharray="18 16"/>`;
  for (let row = 1; row <= 7; row += 1) {
    const t = (row / 7) ** 1.7;
    const y = horizon + (H - horizon) * t;
    for (const side of [-1, 1]) {
      const edge = vx + side * (6 + (160 - 6) * t) + (480 - vx) * t;
      for (let k = 1; k <= 4; k += 1) {
        const px = edge + side * k * (30 + 160 * t);
        if (px < -10 || px > W + 10) continue;
        const s = 0.3 + t * 1.2;
        out += rect(px - 2 * s, y - 12 * s, 4 * s, 12 * s, light.c(k % 2 ? '#f4f0e6' : '#d9573f'));
      }
    }
  }
  for (let k = 1; k <= 5; k += 1) {
    const t = (k / 5) ** 1.6;
    const y = horizon + (H - horizon) * t;
    const s = 0.3 + t * 1.1;
    for (const side of [-1, 1]) {
      const px = vx + side * (14 + 190 * t) + (480 - vx) * t;
      out += `<path d="M${px} ${y}v${-70 * s}h${-side * 16 * s}" stroke="${light.c('#5b6168')}" stroke-width="${2 * s}" fill="none"/>`;
      out += `<circle cx="${px - side * 16 * s}" cy="${y - 68 * s}" r="${3 * s}" fill="${light.time === 'night' ? '#ffe7a0' : '#e8e8e8'}"/>`;
    }
  }
  return out + treeRow(look, light, r, horizon + 8, 20, W - 20, 90, 0.45);
}

function farmland(look: Look, light: Light, r: Random, horizon = r.int(270, 360)): string {
  let out = `<path d="M0 ${horizon} Q200 ${horizon - 50} 420 ${horizon - 20} T960 ${horizon - 30} V${horizon + 20} H0Z" fill="${light.c('#7f9b86')}"/>`;
  const crops = ['#a5c46d', '#8fb45c', '#c4b86a', '#7fa650', '#d8c25a', '#9c7f5a', '#b5cf7a'];
  const fields = [-10, 40, 110, 190].map((dy) => [horizon + dy, r.pick(crops)] as const);
  for (const [y, color] of fields)
    out += `<path d="M0 ${y} Q${r.int(200, 400)} ${y - r.int(10, 30)} ${r.int(500, 700)} ${y + 6} T960 ${y - 4} V${H} H0Z" fill="${light.c(color)}"/>`;
  let rows = '';
  for (let k = -12; k <= 12; k += 1) rows += `M${480 + k * 14} ${horizon + 40}L${480 + k * 110} ${H}`;
  out += `<path d="${rows}" stroke="${light.c('#6d9443')}" stroke-width="2.5" opacity=".6"/>`;
  const hx = r.next() < 0.5 ? r.int(90, 300) : r.int(560, 760);
  const hy = horizon + 36;
  out += rect(hx, hy - 48, 130, 48, light.c(look.palette.wall));
  out += poly(
    [
      [hx - 12, hy - 46],
      [hx + 65, hy - 86],
      [hx + 142, hy - 46],
    ],
    light.c(look.palette.roof),
  );
  out += rect(hx + 16, hy - 36, 22, 18, light.window(r)) + rect(hx + 92, hy - 36, 22, 18, light.window(r));
  out += rect(hx + 56, hy - 32, 20, 32, light.c('#6b4a30'));
  if (r.next() < 0.6)
    out += `<ellipse cx="${hx < 480 ? r.int(600, 800) : r.int(160, 320)}" cy="${horizon + 90}" rx="90" ry="16" fill="${light.c('#7fb2cf')}"/>`;
  out +=
    treeRow(look, light, r, horizon + 30, 20, hx - 40, r.int(40, 120), 0.7) +
    treeRow(look, light, r, horizon + 36, hx + 170, W, 60, 0.7);
  let fence = '';
  for (let fx = 0; fx <= W; fx += 40) fence += `M${fx} ${H - 40}v-34`;
  out += `<path d="${fence}M0 ${H - 64}H${W}M0 ${H - 50}H${W}" stroke="${light.c('#7a5c3e')}" stroke-width="3"/>`;
  return out;
}

/** The project's buildings as seen from the road (for plots and farms: the land itself). */
function massing(look: Look, light: Light, r: Random): string {
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

function elevation(look: Look, light: Light, r: Random, mirrored: boolean): string {
  const open = look.family === 'plots' || look.family === 'farms';
  const body = open
    ? massing(look, light, r)
    : `${skyline(light, r)}${frontage(light)}<g transform="translate(480 ${GROUND}) scale(${ZOOM[look.family]}) translate(-480 ${-GROUND})">${massing(look, light, r)}</g>${rect(0, GROUND - 4, W, 12, light.c(look.palette.stone))}${treeRow(look, light, r, GROUND + 26, 10, W, look.family === 'industrial' ? 150 : 95, look.family === 'villas' ? 1.1 : 1.3)}${shrubs(light, r, GROUND + 24, 0, W)}`;
  return `${sky(light, r)}${mirrored ? `<g transform="translate(${W} 0) scale(-1 1)">${body}</g>` : body}${rain(light, r)}`;
}

// ---------------------------------------------------------------------------------------------
// The other scenes

function entrance(look: Look, light: Light, r: Random): string {
  const { palette, recipe } = look;
  const open = look.family === 'plots' || look.family === 'farms';
  let out = sky(light, r);
  out += open
    ? `${rect(0, 360, W, 240, light.c(LIGHT[light.time].ground))}${treeRow(look, light, r, 372, 0, W, 70, 0.8)}`
    : `<g transform="translate(${W * 0.1} 40) scale(0.8)">${massing(look, light, r)}</g>${rect(0, 416, W, 184, light.c(LIGHT[light.time].ground))}`;
  // The driveway, paved, running in through the gate.
  out += poly(
    [
      [400, 416],
      [560, 416],
      [760, H],
      [200, H],
    ],
    light.c(mix(palette.stone, '#8a8580', 0.4)),
  );
  let joints = '';
  for (let k = 1; k < 6; k += 1) joints += `M${400 - k * 40} ${416 + k * 36.8}H${560 + k * 40}`;
  out += `<path d="${joints}" stroke="${light.c(mix(palette.stone, '#5c5853', 0.5))}" stroke-width="1.5"/>`;
  const ink = light.time === 'night' ? '#ffe4a0' : '#f8f4ea';
  if (open) {
    // An arch gate: two pillars and the name across the top.
    out += rect(300, 250, 46, 260, light.c(palette.stone)) + rect(614, 250, 46, 260, light.c(palette.stone));
    out +=
      rect(292, 240, 62, 16, light.c(mix(palette.stone, '#000000', 0.2))) +
      rect(606, 240, 62, 16, light.c(mix(palette.stone, '#000000', 0.2)));
    out += rect(320, 262, 320, 74, light.c(mix(palette.trim, '#1e2a24', 0.5)), ' rx="6"');
    out += lettering(recipe.name, { cx: 480, cy: 299, height: 30, maxWidth: 280, color: ink });
    out += `<path d="M346 480H614" stroke="${light.c('#c8a64a')}" stroke-width="6"/>`;
  } else {
    // Gate pillars, a low wall with the name board, a guard room and a boom barrier.
    out += rect(0, 436, 360, 40, light.c(palette.stone)) + rect(600, 436, 360, 40, light.c(palette.stone));
    out +=
      rect(0, 430, 360, 8, light.c(mix(palette.stone, '#000000', 0.2))) +
      rect(600, 430, 360, 8, light.c(mix(palette.stone, '#000000', 0.2)));
    out += rect(20, 330, 330, 116, light.c(mix(palette.trim, '#10151c', 0.55)), ' rx="4"');
    out += rect(20, 330, 330, 6, light.c(palette.accent));
    out += lettering(recipe.name, { cx: 185, cy: 390, height: 34, maxWidth: 290, color: ink });
    out += rect(360, 380, 34, 130, light.c(palette.stone)) + rect(566, 380, 34, 130, light.c(palette.stone));
    out += `<circle cx="377" cy="374" r="10" fill="${light.time === 'night' || light.time === 'dusk' ? '#ffe3a0' : '#f3efe4'}"/><circle cx="583" cy="374" r="10" fill="${light.time === 'night' || light.time === 'dusk' ? '#ffe3a0' : '#f3efe4'}"/>`;
    out += rect(640, 360, 110, 90, light.c(palette.wall)) + rect(632, 352, 126, 10, light.c(palette.trim));
    out += rect(656, 378, 50, 34, light.window(r)) + rect(718, 392, 22, 58, light.c('#6b4a30'));
    out += `<path d="M600 470H420" stroke="${light.c('#d33a2c')}" stroke-width="8" stroke-dasharray="22 14"/>`;
  }
  out += shrubs(light, r, 478, 0, 340) + shrubs(light, r, 478, 620, W);
  return out + rain(light, r);
}

function poolScene(look: Look, light: Light, r: Random): string {
  const { palette } = look;
  let out = sky(light, r);
  out += `<g transform="translate(${W * 0.05} -60) scale(0.9)" opacity=".9">${massing(look, light, r)}</g>`;
  out += rect(0, 330, W, 270, light.c(mix(palette.stone, '#efe8dc', 0.5)));
  // The clubhouse behind the deck.
  out += rect(560, 250, 340, 90, light.c(palette.wall)) + rect(548, 240, 364, 12, light.c(palette.trim));
  for (let k = 0; k < 5; k += 1) out += rect(574 + k * 64, 266, 50, 60, light.window(r));
  const water = light.c(light.time === 'night' ? '#2c7fa6' : '#4fb8d8');
  out += poly(
    [
      [210, 370],
      [760, 370],
      [880, 520],
      [90, 520],
    ],
    water,
  );
  out += poly(
    [
      [210, 370],
      [760, 370],
      [764, 378],
      [204, 378],
    ],
    light.c('#e9f6fa'),
  );
  let ripples = '';
  for (let k = 0; k < 14; k += 1) {
    const y = r.int(390, 510);
    const x = r.int(180, 700);
    ripples += `M${x} ${y}q12 -4 24 0t24 0`;
  }
  out += `<path d="${ripples}" stroke="#ffffff" stroke-width="1.6" fill="none" opacity=".55"/>`;
  for (let k = 0; k < 4; k += 1) {
    const x = 100 + k * 70;
    out += `<path d="M${x} 560l50 -8l14 -16" stroke="${light.c('#ffffff')}" stroke-width="7" fill="none" stroke-linecap="round"/>`;
  }
  for (const ux of [560, 700, 840]) {
    out += `<path d="M${ux} 580V520" stroke="${light.c('#555')}" stroke-width="3"/>`;
    out += `<path d="M${ux - 46} 528Q${ux} 484 ${ux + 46} 528Z" fill="${light.c(palette.accent)}"/>`;
  }
  out += look.recipe.coastal
    ? palm(light, 60, 400, 1.3) + palm(light, 910, 420, 1.4)
    : roundTree(light, look, 60, 400, 1.5, r) + roundTree(light, look, 920, 430, 1.6, r);
  return out + rain(light, r);
}

function gardenScene(look: Look, light: Light, r: Random): string {
  let out = sky(light, r);
  if (look.family !== 'plots')
    out += `<g transform="translate(${W * 0.15} -40) scale(0.7)">${massing(look, light, r)}</g>`;
  out += rect(0, 340, W, 260, light.c(LIGHT[light.time].ground));
  out += `<path d="M380 600C420 520 600 470 540 400S600 350 700 340" stroke="${light.c('#e3d7bf')}" stroke-width="36" fill="none"/>`;
  // A pergola over a bench.
  out += `<path d="M120 470V380M260 470V380M110 380H270M110 392H270" stroke="${light.c(look.palette.trim)}" stroke-width="7"/>`;
  out +=
    rect(150, 440, 80, 8, light.c('#8a5a3a')) +
    rect(156, 448, 6, 18, light.c('#555')) +
    rect(218, 448, 6, 18, light.c('#555'));
  for (let k = 0; k < 30; k += 1)
    out += `<circle cx="${r.int(40, 920)}" cy="${r.int(500, 590)}" r="${r.int(3, 6)}" fill="${light.c(r.pick(['#e84a5f', '#f7b32b', '#ffffff', '#c054b8']))}"/>`;
  out += shrubs(light, r, 360, 0, W) + treeRow(look, light, r, 420, 20, W, 150, 1.4);
  return out + rain(light, r);
}

function playScene(look: Look, light: Light, r: Random): string {
  let out = sky(light, r);
  out += `<g transform="translate(${W * 0.1} -30) scale(0.8)">${massing(look, light, r)}</g>`;
  out += rect(0, 380, W, 220, light.c(LIGHT[light.time].ground));
  out += `<ellipse cx="480" cy="500" rx="400" ry="80" fill="${light.c('#5aa0c8')}"/><ellipse cx="480" cy="500" rx="300" ry="56" fill="${light.c('#e07a4f')}"/>`;
  // Slide, swings, see-saw.
  out += `<path d="M250 500V400M290 500V400M250 420H290M250 440H290M250 460H290M250 480H290" stroke="${light.c('#3d5a80')}" stroke-width="5"/>`;
  out += rect(242, 392, 56, 10, light.c(look.palette.accent));
  out += `<path d="M298 400Q340 410 360 500" stroke="${light.c('#f2c14e')}" stroke-width="14" fill="none"/>`;
  out += `<path d="M560 500L600 390L700 390L740 500M600 390V460M700 390V460" stroke="${light.c('#3d5a80')}" stroke-width="6" fill="none"/>`;
  out += rect(588, 460, 24, 6, light.c('#e63946')) + rect(688, 460, 24, 6, light.c('#e63946'));
  out += `<path d="M420 520L540 500" stroke="${light.c('#f2c14e')}" stroke-width="8"/><path d="M480 510l-8 18h16z" fill="${light.c('#3d5a80')}"/>`;
  return out + treeRow(look, light, r, 430, 20, W, 170, 1.3) + rain(light, r);
}

function gymScene(look: Look, light: Light, r: Random): string {
  const { palette } = look;
  let out = rect(0, 0, W, H, mix(palette.wall, '#ffffff', 0.3));
  // Windows onto the sky and trees, the time of day outside.
  out += `<g>${rect(80, 60, 800, 250, LIGHT[light.time].sky[1])}</g>`;
  out += `<svg x="80" y="60" width="800" height="250" viewBox="0 100 960 300">${sky(light, r)}${treeRow(look, light, r, 420, 0, W, 80, 1.6)}</svg>`;
  let frames = '';
  for (let fx = 80; fx <= 880; fx += 100) frames += `M${fx} 60V310`;
  out += `<path d="${frames}M80 60H880M80 310H880" stroke="${palette.trim}" stroke-width="6"/>`;
  out += rect(0, 380, W, 220, '#b98c5e');
  let boards = '';
  for (let k = 0; k < 12; k += 1) boards += `M${480 + (k - 6) * 30} 380L${480 + (k - 6) * 170} 600`;
  out += `<path d="${boards}" stroke="#a77b4f" stroke-width="2"/>`;
  for (let k = 0; k < 3; k += 1) {
    const x = 120 + k * 150;
    out +=
      rect(x, 430, 110, 20, '#2f3640', ' rx="6"') +
      `<path d="M${x + 96} 430L${x + 110} 360" stroke="#2f3640" stroke-width="7"/>` +
      rect(x + 96, 350, 30, 16, '#4a5563', ' rx="3"');
  }
  out += rect(620, 390, 260, 10, '#39424e');
  for (let k = 0; k < 6; k += 1)
    out += `<circle cx="${640 + k * 42}" cy="${380}" r="${8 + (k % 3) * 3}" fill="${palette.accent}"/>`;
  out += rect(660, 470, 160, 14, '#2f3640') + rect(680, 484, 8, 40, '#555') + rect(792, 484, 8, 40, '#555');
  return out;
}

function lobbyScene(look: Look, light: Light, r: Random): string {
  const { palette, recipe } = look;
  const shops = look.family === 'retail';
  let out = rect(0, 0, W, H, mix(palette.wall, '#ffffff', 0.45));
  // A double-height glass wall at the back.
  out += `<svg x="260" y="40" width="440" height="300" viewBox="260 100 440 300">${sky(light, r)}${treeRow(look, light, r, 400, 260, 700, 60, 1.2)}</svg>`;
  let grid = '';
  for (let gx = 260; gx <= 700; gx += 55) grid += `M${gx} 40V340`;
  out += `<path d="${grid}M260 190H700" stroke="${palette.trim}" stroke-width="4"/>`;
  // Side walls in perspective.
  out += poly(
    [
      [0, 0],
      [260, 40],
      [260, 340],
      [0, H],
    ],
    mix(palette.wall, '#000000', 0.08),
  );
  out += poly(
    [
      [W, 0],
      [700, 40],
      [700, 340],
      [W, H],
    ],
    mix(palette.wall, '#000000', 0.12),
  );
  if (shops) {
    for (const [x1, x2, sign] of [
      [20, 220, 0],
      [740, 940, 1],
    ] as const) {
      const left = sign === 0;
      for (const level of [0, 1]) {
        const y = level === 0 ? 300 : 110;
        const inset = left ? [x1, x2] : [x2, x1];
        out += poly(
          [
            [inset[0], y - (left ? 0 : 0)],
            [inset[1], y + 10],
            [inset[1], y + 110],
            [inset[0], y + 140],
          ],
          mix(LIGHT[light.time].glass, '#fff8e0', 0.45),
        );
        out += poly(
          [
            [inset[0], y - 30],
            [inset[1], y - 14],
            [inset[1], y + 4],
            [inset[0], y - 8],
          ],
          hsl(r.int(0, 360), 45, 45),
        );
      }
    }
    out += `<path d="M340 560L560 300" stroke="#9aa4ad" stroke-width="26"/><path d="M340 560L560 300" stroke="#4b5560" stroke-width="3" stroke-dasharray="8 6"/>`;
  } else {
    // Reception desk with the project's name on the wall behind it.
    out += rect(340, 440, 280, 60, palette.trim) + rect(330, 430, 300, 12, palette.accent);
    out += rect(360, 200 + 150, 240, 56, mix(palette.trim, '#0f141a', 0.5));
    out += lettering(recipe.name, { cx: 480, cy: 378, height: 20, maxWidth: 210, color: '#f3ead2' });
  }
  out += poly(
    [
      [260, 340],
      [700, 340],
      [W, H],
      [0, H],
    ],
    mix(palette.stone, '#ffffff', 0.25),
  );
  let tiles = '';
  for (let k = -6; k <= 6; k += 1) tiles += `M${480 + k * 37} 340L${480 + k * 80} ${H}`;
  for (const y of [370, 410, 460, 520]) tiles += `M0 ${y}H${W}`;
  out += `<path d="${tiles}" stroke="${mix(palette.stone, '#000000', 0.1)}" stroke-width="1.2" opacity=".6"/>`;
  for (const px of [120, 840])
    out +=
      rect(px - 22, 500, 44, 50, '#7a5238') +
      `<circle cx="${px}" cy="480" r="36" fill="${hsl(look.treeHue, 40, 36)}"/>`;
  for (const lx of [360, 480, 600])
    out += `<path d="M${lx} 0V80" stroke="#555" stroke-width="2"/><circle cx="${lx}" cy="90" r="12" fill="#ffe2a0"/>`;
  return out;
}

function docksScene(look: Look, light: Light, r: Random): string {
  const block = { x: 20, w: 920, h: 250, back: false };
  let out = sky(light, r) + rect(0, GROUND, W, 130, light.c('#8b8e92'));
  out += shed(look, light, r, block);
  for (let k = 0; k < 5; k += 1) out += rect(70 + k * 180, GROUND - 6, 80, 6, light.c('#2d2d2d'));
  for (let k = 0; k < 6; k += 1)
    out += rect(40 + k * 180, GROUND - 40, 12, 40, light.c('#f0c020')) + rect(40 + k * 180, GROUND - 30, 12, 8, '#222');
  out += `<g transform="translate(250 ${GROUND + 110}) scale(1.3)">${truck(light, 0, 0, look.palette.accent)}</g>`;
  let lines = '';
  for (let k = 0; k < 8; k += 1) lines += `M${k * 140} ${GROUND + 30}l60 100`;
  out += `<path d="${lines}" stroke="${light.c('#f5f1e6')}" stroke-width="4"/>`;
  return out + rain(light, r);
}

function yardScene(look: Look, light: Light, r: Random): string {
  let out = sky(light, r) + skyline(light, r, 360) + rect(0, 360, W, 240, light.c('#9a9c98'));
  out += `<g transform="translate(0 -110) scale(1 1)">${shed(look, light, r, { x: 60, w: 520, h: 140, back: false })}</g>`;
  const colors = ['#b5452f', '#2f6d9e', '#d9a13b', '#3f7d5a', '#7b4ca0'];
  for (let stack = 0; stack < 3; stack += 1)
    for (let level = 0; level < 1 + (stack % 2); level += 1) {
      const x = 620 + stack * 100 - level * 20;
      const y = 420 - level * 46;
      out += rect(x, y, 120, 46, light.c(r.pick(colors)));
      let ribs = '';
      for (let k = x + 6; k < x + 120; k += 8) ribs += `M${k} ${y + 4}v38`;
      out += `<path d="${ribs}" stroke="#000" stroke-width="1" opacity=".2"/>`;
    }
  out += truck(light, 120, 560, look.palette.accent, 1.3);
  out +=
    rect(470, 500, 60, 34, light.c('#f0b42a')) +
    `<path d="M530 534V470M540 534V470" stroke="#333" stroke-width="4"/>` +
    rect(540, 520, 36, 4, '#333');
  out += `<circle cx="482" cy="538" r="8" fill="#222"/><circle cx="518" cy="538" r="8" fill="#222"/>`;
  return out + treeRow(look, light, r, 362, 0, W, 120, 0.8) + rain(light, r);
}

function roadsScene(look: Look, light: Light, r: Random): string {
  return look.family === 'farms'
    ? `${sky(light, r)}${farmland(look, light, r, 300)}<path d="M480 300C470 380 380 460 300 600H620C560 480 500 380 490 300Z" fill="${light.c('#b89a6e')}"/>${rain(light, r)}`
    : `${sky(light, r)}${openPlots(look, light, r, 300)}${rain(light, r)}`;
}

// ---------------------------------------------------------------------------------------------
// Site plan

function sitePlan(look: Look, r: Random): string {
  const { family, palette, recipe } = look;
  const [x0, y0, x1, y1] = [70, 70, 890, 520];
  const lawn = family === 'industrial' ? '#d9d6cf' : family === 'farms' ? '#cfe0a8' : '#d5e6bf';
  let out =
    rect(0, 0, W, H, '#f4f1e8') + rect(x0, y0, x1 - x0, y1 - y0, lawn, ` stroke="${palette.trim}" stroke-width="4"`);
  // The public road along the front, and the gate.
  out +=
    rect(0, y1 + 22, W, 40, '#a3a3a3') +
    `<path d="M0 ${y1 + 42}H${W}" stroke="#fff" stroke-width="2" stroke-dasharray="20 14"/>`;
  const road = '#bdbab3';
  const tree = (x: number, y: number, s = 1) =>
    `<circle cx="${x}" cy="${y}" r="${9 * s}" fill="${hsl(look.treeHue, 35, 40)}" stroke="${hsl(look.treeHue, 35, 30)}" stroke-width="1.5"/>`;
  const gateX = 480 + r.int(-160, 160);
  const shadow = (x: number, y: number, w: number, h: number, fill: string) =>
    rect(x + 6, y + 6, w, h, '#000000', ' opacity=".18"') +
    rect(x, y, w, h, fill, ` stroke="${mix(fill, '#000000', 0.35)}" stroke-width="1.5"`);
  if (family === 'plots' || family === 'farms' || family === 'floors' || family === 'villas') {
    const rows = family === 'farms' ? 2 : r.int(3, 4);
    const cols = family === 'farms' ? r.int(3, 4) : r.int(6, 9);
    const cellW = (x1 - x0 - 40) / cols;
    const cellH = (y1 - y0 - 40 - (rows - 1) * 26) / rows;
    let number = 1;
    for (let row = 0; row < rows; row += 1) {
      const y = y0 + 20 + row * (cellH + 26);
      if (row > 0) out += rect(x0 + 6, y - 22, x1 - x0 - 12, 18, road);
      for (let col = 0; col < cols; col += 1) {
        const x = x0 + 20 + col * cellW;
        if (family === 'farms') {
          out += rect(
            x + 4,
            y,
            cellW - 8,
            cellH,
            r.pick(['#b9d47e', '#a6c46a', '#d4c77e']),
            ' stroke="#8a7a4a" stroke-width="1.5"',
          );
          let furrows = '';
          for (let k = x + 12; k < x + cellW - 8; k += 10) furrows += `M${k} ${y + 6}V${y + cellH - 6}`;
          out += `<path d="${furrows}" stroke="#7a9a4a" stroke-width="1.2" opacity=".7"/>`;
        } else {
          out += rect(
            x + 3,
            y,
            cellW - 6,
            cellH,
            family === 'plots' ? '#efe6cf' : '#e9e2d0',
            ' stroke="#8a7a5a" stroke-width="1.5"',
          );
          if (family !== 'plots')
            out += shadow(
              x + 10,
              y + 10,
              cellW - 26,
              cellH * 0.55,
              family === 'villas' ? palette.roof : mix(palette.wall, '#777777', 0.2),
            );
          else
            out += lettering(String(number), {
              cx: x + cellW / 2,
              cy: y + cellH / 2,
              height: 12,
              maxWidth: cellW - 14,
              color: '#6b5d40',
              weight: 0.16,
            });
        }
        number += 1;
      }
    }
    if (family === 'farms') out += `<ellipse cx="${x1 - 120}" cy="${y0 + 60}" rx="60" ry="26" fill="#8cc3dd"/>`;
    // The spine road runs between two columns, from the gate to the back of the site.
    const spine = x0 + 20 + Math.round(cols / 2) * cellW;
    out += rect(spine - 7, y0 + 6, 14, y1 - y0 - 6, road) + rect(spine - 11, y1 - 4, 22, 30, road);
  } else {
    out += `<path d="M${x0 + 30} ${y0 + 30}H${x1 - 30}V${y1 - 30}H${x0 + 30}Z" stroke="${road}" stroke-width="22" fill="none"/>`;
    out += rect(gateX - 11, y1 - 30, 22, 56, road);
    const blocks = Math.max(1, look.blocks.length);
    const span = (x1 - x0 - 140) / blocks;
    look.blocks.forEach((_, i) => {
      const bx = x0 + 70 + i * span;
      const w = family === 'industrial' ? span - 40 : Math.min(150, span - 30);
      const h = family === 'industrial' ? 200 : family === 'retail' ? 220 : 110;
      const by = y0 + 70 + (i % 2) * (family === 'towers' ? 60 : 0);
      out += shadow(bx, by, w, h, family === 'industrial' ? '#b7bec5' : mix(palette.wall, '#8a8a8a', 0.15));
      if (family === 'towers' || family === 'offices')
        out += rect(bx + w / 2 - 14, by + h / 2 - 14, 28, 28, palette.accent);
    });
    if (family === 'towers') {
      out += rect(x0 + 90, y1 - 150, 180, 70, '#6cc0dc', ' rx="10" stroke="#fff" stroke-width="4"');
      out += shadow(x0 + 300, y1 - 150, 130, 70, palette.wall);
    } else {
      let bays = '';
      for (let k = 0; k < 18; k += 1) bays += `M${x0 + 90 + k * 22} ${y1 - 140}v40M${x0 + 90 + k * 22} ${y1 - 90}v40`;
      out += rect(x0 + 80, y1 - 150, 400, 110, '#9b9b9b') + `<path d="${bays}" stroke="#fff" stroke-width="2"/>`;
    }
  }
  for (let k = 0; k < 16; k += 1) out += tree(x0 + 14 + k * ((x1 - x0 - 28) / 15), y0 + 12, 0.8);
  for (let k = 0; k < 9; k += 1) out += tree(x1 - 14, y0 + 50 + k * 50, 0.8) + tree(x0 + 14, y0 + 50 + k * 50, 0.8);
  // North arrow, scale bar and the title block.
  out += `<circle cx="850" cy="30" r="22" fill="#fff" stroke="#333" stroke-width="2"/><polygon points="850,12 860,40 850,34 840,40" fill="#333"/>`;
  out += lettering('N', { cx: 872, cy: 18, height: 12, maxWidth: 20, color: '#333', weight: 0.16 });
  out += rect(700, 24, 30, 8, '#333') + rect(730, 24, 30, 8, '#fff', ' stroke="#333"') + rect(760, 24, 30, 8, '#333');
  out += lettering('0', { cx: 700, cy: 46, height: 8, maxWidth: 20, color: '#333', weight: 0.16 });
  out += lettering('100 M', { cx: 790, cy: 46, height: 8, maxWidth: 60, color: '#333', weight: 0.16 });
  out += lettering(recipe.name, { cx: 330, cy: 28, height: 18, maxWidth: 520, color: '#2c2c2c', weight: 0.12 });
  out += lettering('Site plan', { cx: 330, cy: 56, height: 9, maxWidth: 200, color: '#5a5a5a', weight: 0.14 });
  return out;
}

// ---------------------------------------------------------------------------------------------

const CAPTION = `<g transform="translate(0 ${H}) scale(1.2) translate(0 -500)"><rect x="12" y="394" width="452" height="34" rx="17" fill="#000" opacity=".6"/><path fill="#fff" d="${CAPTION_OUTLINE}"/></g>`;

/** One scene of a project's pictures as an SVG, 960 × 600, its caption drawn from outlines (no font needed). */
export function projectArtSvg(recipe: ProjectArtRecipe, scene: ArtScene): string {
  const look = lookOf(recipe);
  const r = seededRandom((recipe.seed + SCENES.indexOf(scene) * 7919) >>> 0);
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
