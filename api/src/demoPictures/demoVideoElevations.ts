import type { SeededRandom as Random } from '@aangan/contracts';
import type { IllustrationFamily } from './demoIllustrations.ts';
import { hexOf, hslRgb, mix } from './demoVideoLight.ts';
import { WORLD, rect, trees, windowGrid, type Scene } from './demoVideoWorld.ts';

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

export function elevation(family: IllustrationFamily, r: Random): Scene {
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
