import type { SeededRandom as Random } from '@aangan/contracts';
import { lettering } from './lettering.ts';
import { massing } from './projectArtElevation.ts';
import { LIGHT, mix, type Light, type Look } from './projectArtLook.ts';
import { H, palm, poly, rain, rect, roundTree, shrubs, sky, treeRow, W } from './projectArtShapes.ts';

/** The scenes outside the buildings: the entrance with the project's name, the pool, the garden, the play area. */

export function entrance(look: Look, light: Light, r: Random): string {
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

export function poolScene(look: Look, light: Light, r: Random): string {
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

export function gardenScene(look: Look, light: Light, r: Random): string {
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

export function playScene(look: Look, light: Light, r: Random): string {
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
