import { CAPTION_OUTLINE } from './illustrationCaption.ts';
import { seededRandom, type SeededRandom as Random } from '@aangan/contracts';

/**
 * Drawn illustrations for the demo catalogue (no third-party images): several scenes per kind of
 * property, each drawn as an SVG that says on its face that it is an illustration, not a photograph.
 * Pages show a WebP copy of each: a browser draws every SVG picture as a document of its own on the
 * page's main thread, while raster pictures are decoded off it.
 */
export const ILLUSTRATION_CAPTION = 'Illustration: artist’s impression, not a photograph';

export type IllustrationFamily =
  'towers' | 'floors' | 'villas' | 'plots' | 'offices' | 'retail' | 'industrial' | 'farms';

const FAMILY_OF: Record<string, IllustrationFamily> = {
  Apartment: 'towers',
  Penthouse: 'towers',
  'Studio Apartment': 'towers',
  'Serviced Apartment': 'towers',
  'PG/Co-living': 'floors',
  'Builder Floor': 'floors',
  'Independent House/Villa': 'villas',
  'Row House': 'villas',
  'Residential Plot': 'plots',
  'Office Space': 'offices',
  'SEZ Office': 'offices',
  'Co-working Space': 'offices',
  Shop: 'retail',
  Showroom: 'retail',
  'Retail Space': 'retail',
  Kiosk: 'retail',
  'Food Court': 'retail',
  'ATM Space': 'retail',
  'Commercial Land': 'plots',
  Warehouse: 'industrial',
  'Industrial Shed': 'industrial',
  'Industrial Building': 'industrial',
  Factory: 'industrial',
  'Cold Storage': 'industrial',
  'Industrial Land': 'plots',
  'Agricultural Land': 'farms',
  'Farm House': 'farms',
  Plots: 'farms',
};

export const illustrationFamily = (subType: string): IllustrationFamily => FAMILY_OF[subType] ?? 'towers';

/** Each family's scenes: three times of day of the building, then what is inside or around it. */
const SCENES = ['morning', 'noon', 'dusk', 'inside', 'around', 'layout'] as const;
type Scene = (typeof SCENES)[number];

/** The address pages use: the WebP copy, made from the drawing on its first request (`illustrationWebp`). */
export const illustrationPath = (family: IllustrationFamily, scene: Scene): string =>
  `/uploads/demo/${illustrationCopyPath(family, scene)}`;
/** The same copy's place inside the demo folder. */
const illustrationCopyPath = (family: IllustrationFamily, scene: Scene): string =>
  `illustrations/${family}-${scene}.webp`;
/** The drawing itself, as earlier catalogues linked it. */
export const illustrationSvgPath = (family: IllustrationFamily, scene: Scene): string =>
  `/uploads/demo/illustrations/${family}-${scene}.svg`;

/** How many illustrations also go by `/uploads/demo/project-<n>` (the default hero slides use two). */
export const PROJECT_PICTURE_COUNT = 12;
/** The illustration behind `/uploads/demo/project-<n>.svg` and `.webp`, the same with or without the demo catalogue. */
export const projectPictureIllustration = (n: number): { family: IllustrationFamily; scene: Scene } =>
  ALL_ILLUSTRATIONS[((n - 1) * 4) % ALL_ILLUSTRATIONS.length];

/** A WebP copy under the demo folder: where it goes, and the illustration it shows. */
export interface DemoCopy {
  /** Inside `uploads/demo/`, e.g. `illustrations/towers-noon.webp` or `project-1.webp`. */
  pathInDemo: string;
  family: IllustrationFamily;
  scene: Scene;
}

/** The copy a path inside the demo folder names (`illustrations/towers-noon.webp`, `project-3.webp`), or null. */
export function demoCopyNamed(pathInDemo: string): DemoCopy | null {
  const scene = /^illustrations\/([a-z]+)-([a-z]+)\.webp$/.exec(pathInDemo);
  if (scene) {
    const found = ALL_ILLUSTRATIONS.find((one) => one.family === scene[1] && one.scene === scene[2]);
    return found ? { pathInDemo, ...found } : null;
  }
  const picture = /^project-([1-9]\d?)\.webp$/.exec(pathInDemo);
  const n = Number(picture?.[1]);
  return picture && n <= PROJECT_PICTURE_COUNT ? { pathInDemo, ...projectPictureIllustration(n) } : null;
}

/** Every WebP copy pages may ask for: each illustration, and each under its `project-<n>` name. */
export const allDemoCopies = (): DemoCopy[] => [
  ...ALL_ILLUSTRATIONS.map(({ family, scene }) => ({ pathInDemo: illustrationCopyPath(family, scene), family, scene })),
  ...Array.from({ length: PROJECT_PICTURE_COUNT }, (_, i) => ({
    pathInDemo: `project-${i + 1}.webp`,
    ...projectPictureIllustration(i + 1),
  })),
];

/** The WebP copy of one illustration, 800 × 500, its caption drawn from outlines (no font needed). */
export async function illustrationWebp(family: IllustrationFamily, scene: Scene): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  return sharp(Buffer.from(illustrationSvg(family, scene, 'outline')))
    .webp({ quality: 78 })
    .toBuffer();
}

const SKIES: Record<'morning' | 'noon' | 'dusk', [string, string, string]> = {
  morning: ['#f9d29d', '#fdf1dc', '#f6b26b'],
  noon: ['#8ec5ec', '#e3f2fb', '#fff3b0'],
  dusk: ['#3d4a7a', '#e79a7a', '#ffd58a'],
};

const sky = (scene: 'morning' | 'noon' | 'dusk'): string => {
  const [top, bottom, sun] = SKIES[scene];
  const sunY = scene === 'noon' ? 80 : scene === 'morning' ? 150 : 210;
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs><rect width="800" height="500" fill="url(#sky)"/><circle cx="${scene === 'dusk' ? 640 : 140}" cy="${sunY}" r="38" fill="${sun}" opacity=".9"/>`;
};

const ground = (color = '#7fa36b'): string => `<rect y="400" width="800" height="100" fill="${color}"/>`;
const tree = (x: number, y: number, s = 1): string =>
  `<rect x="${x - 3 * s}" y="${y}" width="${6 * s}" height="${22 * s}" fill="#6b4f32"/><circle cx="${x}" cy="${y - 6 * s}" r="${18 * s}" fill="#4f8a4b"/>`;
const trees = (r: Random, count: number, y = 402): string =>
  Array.from({ length: count }, () => tree(r.int(20, 780), y, 0.7 + r.next() * 0.6)).join('');
const windows = (x: number, y: number, w: number, h: number, lit: string, gapY = 34, gapX = 26): string => {
  let out = '';
  for (let wy = y + 14; wy < y + h - 24; wy += gapY)
    for (let wx = x + 10; wx < x + w - 18; wx += gapX)
      out += `<rect x="${wx}" y="${wy}" width="14" height="18" fill="${lit}"/>`;
  return out;
};

function towers(r: Random, lit: string): string {
  return Array.from({ length: 4 }, (_, i) => {
    const w = r.int(110, 150);
    const h = r.int(210, 330);
    const x = 40 + i * 185;
    return `<rect x="${x}" y="${400 - h}" width="${w}" height="${h}" fill="hsl(${r.int(20, 40)} 20% ${62 + i * 5}%)"/>${windows(x, 400 - h, w, h, lit)}<rect x="${x}" y="${400 - h}" width="${w}" height="10" fill="#8c7b6b"/>`;
  }).join('');
}

function floors(r: Random, lit: string): string {
  return Array.from({ length: 5 }, (_, i) => {
    const x = 20 + i * 155;
    const h = 200;
    return `<rect x="${x}" y="${400 - h}" width="140" height="${h}" fill="hsl(${r.int(15, 45)} 30% ${70 + (i % 2) * 8}%)"/>${windows(x, 400 - h, 140, h, lit, 48, 40)}${[0, 1, 2, 3].map((f) => `<rect x="${x - 4}" y="${400 - h + 40 + f * 48}" width="148" height="5" fill="#5d5d5d"/>`).join('')}`;
  }).join('');
}

function villas(r: Random, lit: string): string {
  return Array.from({ length: 3 }, (_, i) => {
    const x = 40 + i * 255;
    const roof = `hsl(${r.int(0, 25)} 45% 40%)`;
    return `<rect x="${x}" y="270" width="200" height="130" fill="hsl(40 35% ${78 + i * 4}%)"/><polygon points="${x - 15},272 ${x + 100},200 ${x + 215},272" fill="${roof}"/><rect x="${x + 80}" y="330" width="40" height="70" fill="#7a5230"/><rect x="${x + 22}" y="300" width="40" height="34" fill="${lit}"/><rect x="${x + 138}" y="300" width="40" height="34" fill="${lit}"/>`;
  }).join('');
}

function offices(r: Random): string {
  return Array.from({ length: 3 }, (_, i) => {
    const w = r.int(150, 200);
    const h = r.int(260, 360);
    const x = 50 + i * 250;
    const stripes = Array.from(
      { length: Math.floor(w / 22) },
      (_, s) =>
        `<rect x="${x + 8 + s * 22}" y="${410 - h}" width="14" height="${h - 20}" fill="hsl(200 55% ${55 + (s % 3) * 8}%)" opacity=".85"/>`,
    ).join('');
    return `<rect x="${x}" y="${400 - h}" width="${w}" height="${h}" fill="#35505f"/>${stripes}`;
  }).join('');
}

function retail(r: Random, lit: string): string {
  return Array.from({ length: 5 }, (_, i) => {
    const x = 15 + i * 157;
    const hue = r.int(0, 360);
    const awning = Array.from(
      { length: 6 },
      (_, s) => `<rect x="${x + s * 24}" y="290" width="12" height="22" fill="hsl(${hue} 70% 50%)"/>`,
    ).join('');
    return `<rect x="${x}" y="190" width="145" height="210" fill="hsl(${hue} 20% 85%)"/><rect x="${x + 10}" y="205" width="125" height="40" fill="hsl(${hue} 55% 35%)"/>${awning}<rect x="${x + 10}" y="318" width="125" height="82" fill="${lit}" opacity=".8"/>`;
  }).join('');
}

function industrial(r: Random): string {
  return (
    Array.from({ length: 2 }, (_, i) => {
      const x = 40 + i * 380;
      const docks = [0, 1, 2, 3]
        .map((d) => `<rect x="${x + 30 + d * 75}" y="345" width="50" height="55" fill="#5a6470"/>`)
        .join('');
      return `<rect x="${x}" y="260" width="330" height="140" fill="hsl(210 10% ${70 + i * 6}%)"/><polygon points="${x - 10},262 ${x + 165},215 ${x + 340},262" fill="hsl(210 15% 45%)"/>${docks}<rect x="${x + 250 + r.int(0, 40)}" y="375" width="70" height="25" fill="#d9822b"/><circle cx="${x + 265}" cy="402" r="7" fill="#222"/>`;
    }).join('') + `<rect x="600" y="150" width="28" height="250" fill="#9aa3ab"/>`
  );
}

function farms(r: Random): string {
  const rows = Array.from(
    { length: 9 },
    (_, i) =>
      `<path d="M0 ${420 + i * 10} Q400 ${400 + i * 12} 800 ${420 + i * 10}" stroke="hsl(${80 + r.int(0, 30)} 45% ${35 + (i % 2) * 8}%)" stroke-width="5" fill="none"/>`,
  ).join('');
  return `<path d="M0 330 Q200 280 400 320 T800 300 V500 H0 Z" fill="#9bbf6a"/><path d="M0 380 Q300 340 800 370 V500 H0 Z" fill="#7ea552"/>${rows}<rect x="520" y="300" width="120" height="70" fill="#e9d8b4"/><polygon points="510,302 580,260 650,302" fill="#a0522d"/>`;
}

function outside(family: IllustrationFamily, scene: 'morning' | 'noon' | 'dusk', r: Random): string {
  const lit = scene === 'dusk' ? '#ffd97a' : '#bcd6e8';
  const body: Record<IllustrationFamily, () => string> = {
    towers: () => towers(r, lit),
    floors: () => floors(r, lit),
    villas: () => villas(r, lit),
    offices: () => offices(r),
    retail: () => retail(r, lit),
    industrial: () => industrial(r),
    farms: () => farms(r),
    plots: () => plotsLayout(r),
  };
  return family === 'plots'
    ? `${sky(scene)}${ground('#b7c98f')}${plotMarkers(r)}${trees(r, 4, 330)}`
    : `${sky(scene)}${ground(family === 'industrial' ? '#a9a39a' : '#7fa36b')}${body[family]()}${family === 'industrial' ? '' : trees(r, 6)}`;
}

/** Open plots seen from the road: boundary stones in rows, a sign board, young trees. */
function plotMarkers(r: Random): string {
  let stones = '';
  for (let row = 0; row < 4; row += 1) {
    const y = 410 + row * 18;
    for (let x = 20 + row * 6; x < 790; x += 70 + row * 10)
      stones += `<rect x="${x}" y="${y - 12 - row * 2}" width="${6 + row * 2}" height="${12 + row * 3}" fill="#e8e2d4"/>`;
  }
  return `<rect y="440" width="800" height="26" fill="#8d8d8d"/>${stones}<rect x="${r.int(480, 620)}" y="300" width="8" height="110" fill="#555"/><rect x="${r.int(440, 580)}" y="285" width="150" height="60" fill="#2f5d50"/>`;
}

function plotsLayout(r: Random): string {
  let cells = '';
  for (let row = 0; row < 4; row += 1) {
    for (let col = 0; col < 7; col += 1) {
      const sold = r.next() > 0.7;
      cells += `<rect x="${40 + col * 104}" y="${40 + row * 100}" width="90" height="70" fill="${sold ? '#d8c9a8' : '#efe6cf'}" stroke="#8a7a5a"/>`;
    }
  }
  return `<rect width="800" height="500" fill="#cfe3b8"/><g>${cells}</g>${[0, 1, 2, 3].map((i) => `<rect x="30" y="${112 + i * 100}" width="740" height="22" fill="#9c9c9c"/>`).join('')}<circle cx="690" cy="420" r="40" fill="#6aa84f"/>`;
}

function inside(family: IllustrationFamily, r: Random): string {
  const wall = `hsl(${r.int(25, 45)} 35% 88%)`;
  const floor = '<rect y="360" width="800" height="140" fill="#c9a77c"/>';
  const window =
    '<rect x="480" y="90" width="230" height="180" fill="#bfe0f5" stroke="#fff" stroke-width="10"/><line x1="595" y1="90" x2="595" y2="270" stroke="#fff" stroke-width="8"/>';
  if (family === 'industrial') {
    const racks = [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<rect x="${60 + i * 145}" y="150" width="110" height="250" fill="none" stroke="#d9822b" stroke-width="6"/>${[0, 1, 2].map((s) => `<rect x="${70 + i * 145}" y="${170 + s * 75}" width="90" height="45" fill="#b98b5a"/>`).join('')}`,
      )
      .join('');
    return `<rect width="800" height="500" fill="#dfe3e6"/><rect y="400" width="800" height="100" fill="#9aa0a6"/>${racks}`;
  }
  if (family === 'offices' || family === 'retail') {
    const desks = [0, 1, 2]
      .map(
        (i) =>
          `<rect x="${70 + i * 230}" y="330" width="180" height="16" fill="#6d5843"/><rect x="${110 + i * 230}" y="280" width="60" height="44" fill="#2f3e46"/>`,
      )
      .join('');
    return `<rect width="800" height="500" fill="${wall}"/>${floor}${window}${desks}`;
  }
  if (family === 'farms' || family === 'plots') {
    return `${sky('noon')}<rect y="300" width="800" height="200" fill="#8cb369"/><rect x="340" y="250" width="120" height="150" fill="#a0522d"/><rect x="300" y="230" width="200" height="24" fill="#6b3a1f"/>${trees(r, 8, 300)}`;
  }
  const sofa = `<rect x="90" y="300" width="300" height="70" rx="14" fill="hsl(${r.int(180, 230)} 30% 45%)"/><rect x="90" y="260" width="300" height="50" rx="14" fill="hsl(${r.int(180, 230)} 30% 38%)"/>`;
  return `<rect width="800" height="500" fill="${wall}"/>${floor}${window}${sofa}<rect x="430" y="240" width="8" height="120" fill="#333"/><circle cx="434" cy="235" r="22" fill="#ffe08a"/>`;
}

function around(family: IllustrationFamily, r: Random): string {
  if (family === 'industrial' || family === 'plots' || family === 'farms') {
    const road =
      '<rect y="330" width="800" height="90" fill="#707070"/><rect y="370" width="800" height="6" fill="#fff" stroke-dasharray="30 20"/>';
    return `${sky('noon')}${ground('#9fbf7f')}${road}<rect x="300" y="200" width="24" height="130" fill="#777"/><rect x="476" y="200" width="24" height="130" fill="#777"/><rect x="290" y="190" width="220" height="30" fill="#2f5d50"/>${trees(r, 5, 320)}`;
  }
  const pool =
    '<rect x="120" y="360" width="560" height="90" rx="12" fill="#5cc3e6"/><rect x="120" y="360" width="560" height="12" fill="#e8f6fb"/>';
  return `${sky('noon')}${ground()}<rect x="250" y="230" width="300" height="130" fill="#efe2cf"/><rect x="230" y="215" width="340" height="20" fill="#8c7b6b"/>${windows(250, 230, 300, 130, '#bcd6e8', 40, 40)}${pool}${trees(r, 6, 340)}`;
}

/**
 * One illustration, with the caption that marks it as one (high enough to survive a 2:1 crop): as
 * text in the drawing served as it is, as outlines in the one a raster copy is made from.
 */
export function illustrationSvg(
  family: IllustrationFamily,
  scene: Scene,
  caption: 'text' | 'outline' = 'text',
): string {
  const r = seededRandom(SCENES.indexOf(scene) * 101 + family.length * 7919 + family.charCodeAt(1));
  const body =
    scene === 'inside'
      ? inside(family, r)
      : scene === 'around'
        ? around(family, r)
        : scene === 'layout'
          ? plotsLayout(r)
          : outside(family, scene, r);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500" role="img" aria-label="${ILLUSTRATION_CAPTION}"><title>${ILLUSTRATION_CAPTION}</title>${body}<rect x="12" y="394" width="452" height="34" rx="17" fill="#000" opacity=".6"/>${caption === 'text' ? `<text x="28" y="417" font-family="sans-serif" font-size="17" fill="#fff">${ILLUSTRATION_CAPTION}</text>` : `<path fill="#fff" d="${CAPTION_OUTLINE}"/>`}</svg>`;
}

export const ALL_ILLUSTRATIONS: { family: IllustrationFamily; scene: Scene }[] = (
  ['towers', 'floors', 'villas', 'plots', 'offices', 'retail', 'industrial', 'farms'] as const
).flatMap((family) => SCENES.map((scene) => ({ family, scene })));
