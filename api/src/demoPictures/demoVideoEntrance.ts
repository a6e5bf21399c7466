import type { SeededRandom as Random } from '@aangan/contracts';
import type { IllustrationFamily } from './demoIllustrations.ts';
import { hexOf, hslRgb } from './demoVideoLight.ts';
import { WORLD, rect, trees, windowGrid, type Light, type Scene, type Shade } from './demoVideoWorld.ts';

/** The entrance: a compound wall, the gate with its sign board and lamps, the path to a lit doorway. */
export function entrance(r: Random, family: IllustrationFamily): Scene {
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
