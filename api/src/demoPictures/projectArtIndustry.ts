import type { SeededRandom as Random } from '@aangan/contracts';
import { mix, type Block, type Light, type Look } from './projectArtLook.ts';
import { GROUND, poly, rain, rect, sky, skyline, treeRow, W } from './projectArtShapes.ts';

/** Industrial parks: sheds, the office annex and trucks, and the loading docks and yard scenes. */

export function shed(look: Look, light: Light, r: Random, block: Block): string {
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

export function officeAnnex(look: Look, light: Light, r: Random, x: number): string {
  let out = rect(x, GROUND - 90, 90, 90, light.c(look.palette.wall));
  for (const f of [0, 1]) out += rect(x + 8, GROUND - 80 + f * 40, 74, 22, light.window(r));
  return out + rect(x - 2, GROUND - 94, 94, 6, light.c(look.palette.trim));
}

export function truck(light: Light, x: number, y: number, color: string, s = 1): string {
  return `${rect(x, y - 48 * s, 96 * s, 40 * s, light.c('#e8e8e8'))}${rect(x + 98 * s, y - 38 * s, 32 * s, 30 * s, light.c(color))}${rect(x + 112 * s, y - 34 * s, 14 * s, 12 * s, light.c('#a9c9e0'))}<circle cx="${x + 18 * s}" cy="${y - 6 * s}" r="${7 * s}" fill="#222"/><circle cx="${x + 70 * s}" cy="${y - 6 * s}" r="${7 * s}" fill="#222"/><circle cx="${x + 114 * s}" cy="${y - 6 * s}" r="${7 * s}" fill="#222"/>`;
}

export function docksScene(look: Look, light: Light, r: Random): string {
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

export function yardScene(look: Look, light: Light, r: Random): string {
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
