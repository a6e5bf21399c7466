import { seededRandom, type SeededRandom as Random } from '@aangan/contracts';
import { illustrationFamily, type IllustrationFamily as Family } from './demoIllustrations.ts';
import type { ProjectArtRecipe } from './projectArt.ts';

/** What every scene of one project shares: its colours, the light of its times of day, its buildings' massing and facade. */

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
export const mix = (a: string, b: string, t: number): string => {
  const [x, y] = [rgbOf(a), rgbOf(b)];
  return hexOf(x.map((v, i) => v + (y[i] - v) * t));
};
export function hsl(h: number, s: number, l: number): string {
  const [sat, light] = [s / 100, l / 100];
  const k = (n: number) => (n + h / 30) % 12;
  const a = sat * Math.min(light, 1 - light);
  const f = (n: number) => light - a * Math.max(-1, Math.min(k(n) - 3, 9 - k(n), 1));
  return hexOf([f(0) * 255, f(8) * 255, f(4) * 255]);
}

export const LIGHT: Record<
  Time,
  { sky: [string, string]; tint: string; amount: number; glass: string; ground: string }
> = {
  morning: { sky: ['#8fc1e6', '#fde3c2'], tint: '#ffb56b', amount: 0.1, glass: '#a8cde4', ground: '#8db36e' },
  noon: { sky: ['#4f9fdc', '#d6ebf8'], tint: '#ffffff', amount: 0, glass: '#8cc1e2', ground: '#86b065' },
  dusk: { sky: ['#2c3566', '#f3a071'], tint: '#5b3f72', amount: 0.3, glass: '#f0b48a', ground: '#6e8a5a' },
  night: { sky: ['#0a1230', '#2a3a66'], tint: '#0c1534', amount: 0.62, glass: '#1f2b4a', ground: '#2e4032' },
  monsoon: { sky: ['#6f7b88', '#b8c1c8'], tint: '#5a6877', amount: 0.3, glass: '#8ea2b2', ground: '#6f9a5e' },
};

/** One drawing's light: colours are shaded by the time of day, windows lit at night. */
export interface Light {
  time: Time;
  c: (hex: string) => string;
  window: (r: Random) => string;
}

export function lightOf(time: Time): Light {
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

type Pattern = 'grid' | 'balconies' | 'bands' | 'fins';

export interface Block {
  x: number;
  w: number;
  h: number;
  back: boolean;
}

export interface Look {
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

export function lookOf(recipe: ProjectArtRecipe): Look {
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
