import type { SeededRandom as Random } from '@aangan/contracts';
import { hsl, LIGHT, mix, type Light, type Look } from './projectArtLook.ts';

/** Shapes shared by the scenes: the sky, the ground and its road, planting, cars. */

/** The drawing's own width: its large copy's. */
export const W = 960;
export const H = 600;

export const GROUND = 470;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${Math.round(x * 10) / 10}" y="${Math.round(y * 10) / 10}" width="${Math.round(w * 10) / 10}" height="${Math.round(h * 10) / 10}" fill="${fill}"${extra}/>`;
export const poly = (points: number[][], fill: string, extra = ''): string =>
  `<polygon points="${points.map((p) => p.map((v) => Math.round(v * 10) / 10).join(',')).join(' ')}" fill="${fill}"${extra}/>`;

export function sky(light: Light, r: Random, horizon = H): string {
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

export function rain(light: Light, r: Random): string {
  if (light.time !== 'monsoon') return '';
  let d = '';
  for (let i = 0; i < 140; i += 1) {
    const [x, y] = [r.int(0, W + 60), r.int(0, H)];
    d += `M${x} ${y}l-6 16`;
  }
  return `<path d="${d}" stroke="#dfe7ee" stroke-width="1" opacity=".45"/>`;
}

/** A distant skyline, faded into the sky's haze. */
export function skyline(light: Light, r: Random, base = GROUND): string {
  const haze = mix(LIGHT[light.time].sky[1], '#6d7a88', 0.35);
  let out = '';
  for (let x = -20; x < W; x += r.int(40, 80)) out += rect(x, base - r.int(40, 110), r.int(30, 60), 140, haze);
  return `<g opacity=".55">${out}</g>`;
}

export function roundTree(light: Light, look: Look, x: number, y: number, s: number, r: Random): string {
  const green = (l: number) => light.c(hsl(look.treeHue + r.int(-10, 10), 38, l));
  return `${rect(x - 2.5 * s, y - 16 * s, 5 * s, 16 * s, light.c('#6b4f36'))}<circle cx="${x - 7 * s}" cy="${y - 24 * s}" r="${12 * s}" fill="${green(34)}"/><circle cx="${x + 7 * s}" cy="${y - 26 * s}" r="${13 * s}" fill="${green(38)}"/><circle cx="${x}" cy="${y - 36 * s}" r="${13 * s}" fill="${green(44)}"/>`;
}

function coneTree(light: Light, look: Look, x: number, y: number, s: number): string {
  return `${rect(x - 2 * s, y - 10 * s, 4 * s, 10 * s, light.c('#6b4f36'))}<ellipse cx="${x}" cy="${y - 32 * s}" rx="${9 * s}" ry="${26 * s}" fill="${light.c(hsl(look.treeHue + 20, 35, 30))}"/>`;
}

export function palm(light: Light, x: number, y: number, s: number): string {
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
export function treeRow(
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

export const shrubs = (light: Light, r: Random, y: number, from: number, to: number): string => {
  let out = '';
  for (let x = from; x < to; x += r.int(18, 30))
    out += `<ellipse cx="${x}" cy="${y}" rx="${r.int(10, 16)}" ry="${r.int(6, 9)}" fill="${light.c(hsl(r.int(90, 130), 35, r.int(32, 42)))}"/>`;
  return out;
};

/** The ground in front of a building: lawn, a kerb, the road with its markings. */
export function frontage(light: Light): string {
  const { ground } = LIGHT[light.time];
  return `${rect(0, GROUND, W, 60, ground)}${rect(0, 530, W, 8, light.c('#c9c4bb'))}${rect(0, 538, W, 62, light.c('#55595e'))}<path d="M0 570H${W}" stroke="${light.c('#e8e4d8')}" stroke-width="3" stroke-dasharray="34 26"/>`;
}

export function car(light: Light, x: number, y: number, color: string, s = 1): string {
  return `<rect x="${x}" y="${y - 14 * s}" width="${46 * s}" height="${12 * s}" rx="${4 * s}" fill="${light.c(color)}"/><path d="M${x + 9 * s} ${y - 14 * s}l5 ${-8 * s}h${18 * s}l6 ${8 * s}z" fill="${light.c(mix(color, '#1d2733', 0.5))}"/><circle cx="${x + 11 * s}" cy="${y - 2 * s}" r="${4.5 * s}" fill="#222"/><circle cx="${x + 35 * s}" cy="${y - 2 * s}" r="${4.5 * s}" fill="#222"/>`;
}
