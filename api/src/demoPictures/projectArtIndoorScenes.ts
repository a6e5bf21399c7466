import type { SeededRandom as Random } from '@aangan/contracts';
import { lettering } from './lettering.ts';
import { hsl, LIGHT, mix, type Light, type Look } from './projectArtLook.ts';
import { H, poly, rect, sky, treeRow, W } from './projectArtShapes.ts';

/** The scenes inside: the gym, and the lobby (a mall's atrium for retail). */

export function gymScene(look: Look, light: Light, r: Random): string {
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

export function lobbyScene(look: Look, light: Light, r: Random): string {
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
