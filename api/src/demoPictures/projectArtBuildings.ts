import type { SeededRandom as Random } from '@aangan/contracts';
import { hsl, LIGHT, mix, type Block, type Light, type Look } from './projectArtLook.ts';
import { car, GROUND, poly, rect } from './projectArtShapes.ts';

/** The buildings of homes, offices and shops, each drawn from a block of the project's look. */

/** A block's front face with its facade pattern, and a darker side face for depth. */
export function tower(look: Look, light: Light, r: Random, block: Block, base = GROUND): string {
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

export function builderFloors(look: Look, light: Light, r: Random, block: Block, i: number): string {
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

export function villa(look: Look, light: Light, r: Random, block: Block, i: number): string {
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

export function office(look: Look, light: Light, r: Random, block: Block): string {
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

export function mall(look: Look, light: Light, r: Random, block: Block): string {
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
