import type { SeededRandom as Random } from '@aangan/contracts';
import { lettering } from './lettering.ts';
import { hsl, mix, type Look } from './projectArtLook.ts';
import { H, rect, W } from './projectArtShapes.ts';

export function sitePlan(look: Look, r: Random): string {
  const { family, palette, recipe } = look;
  const [x0, y0, x1, y1] = [70, 70, 890, 520];
  const lawn = family === 'industrial' ? '#d9d6cf' : family === 'farms' ? '#cfe0a8' : '#d5e6bf';
  let out =
    rect(0, 0, W, H, '#f4f1e8') + rect(x0, y0, x1 - x0, y1 - y0, lawn, ` stroke="${palette.trim}" stroke-width="4"`);
  // The public road along the front, and the gate.
  out +=
    rect(0, y1 + 22, W, 40, '#a3a3a3') +
    `<path d="M0 ${y1 + 42}H${W}" stroke="#fff" stroke-width="2" stroke-dasharray="20 14"/>`;
  const road = '#bdbab3';
  const tree = (x: number, y: number, s = 1) =>
    `<circle cx="${x}" cy="${y}" r="${9 * s}" fill="${hsl(look.treeHue, 35, 40)}" stroke="${hsl(look.treeHue, 35, 30)}" stroke-width="1.5"/>`;
  const gateX = 480 + r.int(-160, 160);
  const shadow = (x: number, y: number, w: number, h: number, fill: string) =>
    rect(x + 6, y + 6, w, h, '#000000', ' opacity=".18"') +
    rect(x, y, w, h, fill, ` stroke="${mix(fill, '#000000', 0.35)}" stroke-width="1.5"`);
  if (family === 'plots' || family === 'farms' || family === 'floors' || family === 'villas') {
    const rows = family === 'farms' ? 2 : r.int(3, 4);
    const cols = family === 'farms' ? r.int(3, 4) : r.int(6, 9);
    const cellW = (x1 - x0 - 40) / cols;
    const cellH = (y1 - y0 - 40 - (rows - 1) * 26) / rows;
    let number = 1;
    for (let row = 0; row < rows; row += 1) {
      const y = y0 + 20 + row * (cellH + 26);
      if (row > 0) out += rect(x0 + 6, y - 22, x1 - x0 - 12, 18, road);
      for (let col = 0; col < cols; col += 1) {
        const x = x0 + 20 + col * cellW;
        if (family === 'farms') {
          out += rect(
            x + 4,
            y,
            cellW - 8,
            cellH,
            r.pick(['#b9d47e', '#a6c46a', '#d4c77e']),
            ' stroke="#8a7a4a" stroke-width="1.5"',
          );
          let furrows = '';
          for (let k = x + 12; k < x + cellW - 8; k += 10) furrows += `M${k} ${y + 6}V${y + cellH - 6}`;
          out += `<path d="${furrows}" stroke="#7a9a4a" stroke-width="1.2" opacity=".7"/>`;
        } else {
          out += rect(
            x + 3,
            y,
            cellW - 6,
            cellH,
            family === 'plots' ? '#efe6cf' : '#e9e2d0',
            ' stroke="#8a7a5a" stroke-width="1.5"',
          );
          if (family !== 'plots')
            out += shadow(
              x + 10,
              y + 10,
              cellW - 26,
              cellH * 0.55,
              family === 'villas' ? palette.roof : mix(palette.wall, '#777777', 0.2),
            );
          else
            out += lettering(String(number), {
              cx: x + cellW / 2,
              cy: y + cellH / 2,
              height: 12,
              maxWidth: cellW - 14,
              color: '#6b5d40',
              weight: 0.16,
            });
        }
        number += 1;
      }
    }
    if (family === 'farms') out += `<ellipse cx="${x1 - 120}" cy="${y0 + 60}" rx="60" ry="26" fill="#8cc3dd"/>`;
    // The spine road runs between two columns, from the gate to the back of the site.
    const spine = x0 + 20 + Math.round(cols / 2) * cellW;
    out += rect(spine - 7, y0 + 6, 14, y1 - y0 - 6, road) + rect(spine - 11, y1 - 4, 22, 30, road);
  } else {
    out += `<path d="M${x0 + 30} ${y0 + 30}H${x1 - 30}V${y1 - 30}H${x0 + 30}Z" stroke="${road}" stroke-width="22" fill="none"/>`;
    out += rect(gateX - 11, y1 - 30, 22, 56, road);
    const blocks = Math.max(1, look.blocks.length);
    const span = (x1 - x0 - 140) / blocks;
    look.blocks.forEach((_, i) => {
      const bx = x0 + 70 + i * span;
      const w = family === 'industrial' ? span - 40 : Math.min(150, span - 30);
      const h = family === 'industrial' ? 200 : family === 'retail' ? 220 : 110;
      const by = y0 + 70 + (i % 2) * (family === 'towers' ? 60 : 0);
      out += shadow(bx, by, w, h, family === 'industrial' ? '#b7bec5' : mix(palette.wall, '#8a8a8a', 0.15));
      if (family === 'towers' || family === 'offices')
        out += rect(bx + w / 2 - 14, by + h / 2 - 14, 28, 28, palette.accent);
    });
    if (family === 'towers') {
      out += rect(x0 + 90, y1 - 150, 180, 70, '#6cc0dc', ' rx="10" stroke="#fff" stroke-width="4"');
      out += shadow(x0 + 300, y1 - 150, 130, 70, palette.wall);
    } else {
      let bays = '';
      for (let k = 0; k < 18; k += 1) bays += `M${x0 + 90 + k * 22} ${y1 - 140}v40M${x0 + 90 + k * 22} ${y1 - 90}v40`;
      out += rect(x0 + 80, y1 - 150, 400, 110, '#9b9b9b') + `<path d="${bays}" stroke="#fff" stroke-width="2"/>`;
    }
  }
  for (let k = 0; k < 16; k += 1) out += tree(x0 + 14 + k * ((x1 - x0 - 28) / 15), y0 + 12, 0.8);
  for (let k = 0; k < 9; k += 1) out += tree(x1 - 14, y0 + 50 + k * 50, 0.8) + tree(x0 + 14, y0 + 50 + k * 50, 0.8);
  // North arrow, scale bar and the title block.
  out += `<circle cx="850" cy="30" r="22" fill="#fff" stroke="#333" stroke-width="2"/><polygon points="850,12 860,40 850,34 840,40" fill="#333"/>`;
  out += lettering('N', { cx: 872, cy: 18, height: 12, maxWidth: 20, color: '#333', weight: 0.16 });
  out += rect(700, 24, 30, 8, '#333') + rect(730, 24, 30, 8, '#fff', ' stroke="#333"') + rect(760, 24, 30, 8, '#333');
  out += lettering('0', { cx: 700, cy: 46, height: 8, maxWidth: 20, color: '#333', weight: 0.16 });
  out += lettering('100 M', { cx: 790, cy: 46, height: 8, maxWidth: 60, color: '#333', weight: 0.16 });
  out += lettering(recipe.name, { cx: 330, cy: 28, height: 18, maxWidth: 520, color: '#2c2c2c', weight: 0.12 });
  out += lettering('Site plan', { cx: 330, cy: 56, height: 9, maxWidth: 200, color: '#5a5a5a', weight: 0.14 });
  return out;
}
