import type { SeededRandom as Random } from '@aangan/contracts';
import { LIGHT, mix, type Light, type Look } from './projectArtLook.ts';
import { H, poly, rain, rect, sky, skyline, treeRow, W } from './projectArtShapes.ts';

/** Plots and farms: the land itself, seen from its road, and the roads scene. */

/** Open plots seen from the site's road: the road running away, marked plots on both sides. */
export function openPlots(look: Look, light: Light, r: Random, horizon = 330): string {
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

export function farmland(look: Look, light: Light, r: Random, horizon = r.int(270, 360)): string {
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

export function roadsScene(look: Look, light: Light, r: Random): string {
  return look.family === 'farms'
    ? `${sky(light, r)}${farmland(look, light, r, 300)}<path d="M480 300C470 380 380 460 300 600H620C560 480 500 380 490 300Z" fill="${light.c('#b89a6e')}"/>${rain(light, r)}`
    : `${sky(light, r)}${openPlots(look, light, r, 300)}${rain(light, r)}`;
}
