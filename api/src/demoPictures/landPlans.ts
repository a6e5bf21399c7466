import {
  AREA_UNIT_FACTORS,
  squareFeetOf,
  type AreaUnit,
  type SeededRandom as Random,
  type Unit,
} from '@aangan/contracts';
import type { Drawing } from './homePlans.ts';
import { INK, SOFT_INK, Sketch, feetInches, sheetScale, textWidth, type Bounds } from './planSheet.ts';

/**
 * Land as a layout plan shows it: the plot with its length and breadth, the roads on its open
 * sides with their width, the setback lines a building must keep (dashed), the plots next to it,
 * and its area in the unit it is sold by. A farm house stands on its land.
 */
const UNIT_TEXT: Record<AreaUnit, string> = {
  squareFeet: 'sq ft',
  squareYards: 'sq yd',
  squareMeters: 'sq m',
  acres: 'acres',
  ares: 'ares',
  hectares: 'hectares',
  bigha: 'bigha',
};

interface LandKind {
  road: [number, number];
  setback: { front: number; side: number; rear: number } | null;
  neighbour: string;
  name: string;
}

const KINDS: Record<string, LandKind> = {
  'Residential Plot': {
    road: [30, 40],
    setback: { front: 10, side: 5, rear: 6 },
    neighbour: 'Adjoining plot',
    name: 'Plot',
  },
  'Commercial Land': {
    road: [60, 80],
    setback: { front: 20, side: 10, rear: 10 },
    neighbour: 'Adjoining plot',
    name: 'Plot',
  },
  'Industrial Land': {
    road: [60, 80],
    setback: { front: 30, side: 15, rear: 15 },
    neighbour: 'Adjoining plot',
    name: 'Plot',
  },
  'Agricultural Land': { road: [20, 30], setback: null, neighbour: 'Adjoining farmland', name: 'Farmland' },
  Plots: { road: [20, 30], setback: { front: 10, side: 5, rear: 5 }, neighbour: 'Adjoining plot', name: 'Farm plot' },
  'Farm House': { road: [20, 30], setback: null, neighbour: 'Adjoining farmland', name: 'Farm house land' },
};

const whole = (value: number): string => Math.round(value).toLocaleString('en-IN');

/** The area as sold, e.g. "267 sq yd"; acres and smaller sizes keep their decimals. */
function areaIn(size: number, unit: AreaUnit): string {
  const digits = size < 100 && !Number.isInteger(size) ? 2 : 0;
  return `${size.toLocaleString('en-IN', { maximumFractionDigits: digits })} ${UNIT_TEXT[unit]}`;
}

/** The unit the plot's length and breadth are in: the one whose square matches the area (feet when none does). */
function sideUnit(length: number, breadth: number, sqFt: number): { name: 'ft' | 'm' | 'yd'; feet: number } {
  const fits = (factor: number): boolean => Math.abs((length * breadth * factor) / sqFt - 1) < 0.1;
  if (fits(1)) return { name: 'ft', feet: 1 };
  if (fits(AREA_UNIT_FACTORS.squareMeters)) return { name: 'm', feet: Math.sqrt(AREA_UNIT_FACTORS.squareMeters) };
  if (fits(AREA_UNIT_FACTORS.squareYards)) return { name: 'yd', feet: 3 };
  return { name: 'ft', feet: 1 };
}

const sideText = (value: number, unit: 'ft' | 'm' | 'yd'): string =>
  unit === 'ft' ? feetInches(value) : `${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} ${unit}`;

/** A dimension line with ticks and its text, outside one edge. */
function dimension(sketch: Sketch, x1: number, y1: number, x2: number, y2: number, text: string, scale: number): void {
  const vertical = x1 === x2;
  const tick = 5 / scale;
  sketch.line(x1, y1, x2, y2, { stroke: SOFT_INK, width: 1 });
  for (const [x, y] of [
    [x1, y1],
    [x2, y2],
  ])
    if (vertical) sketch.line(x - tick, y, x + tick, y, { stroke: SOFT_INK, width: 1 });
    else sketch.line(x, y - tick, x, y + tick, { stroke: SOFT_INK, width: 1 });
  const gap = 9 / scale;
  if (vertical) sketch.text(x1 + gap, (y1 + y2) / 2, text, 11, { weight: 700, rotate: -90 });
  else sketch.text((x1 + x2) / 2, y1 + gap, text, 11, { weight: 700 });
}

type Edge = 'bottom' | 'right' | 'top' | 'left';

export function landDrawing(subType: string, unit: Unit, r: Random): { drawing: Drawing; areaText: string } | null {
  const kind = KINDS[subType];
  const sqFt = squareFeetOf(unit.primaryArea);
  if (!kind || sqFt === null || !(sqFt > 0)) return null;
  const given = unit.plotAreaLength && unit.plotAreaBreadth ? [unit.plotAreaLength, unit.plotAreaBreadth] : null;
  const sides = given ? sideUnit(given[0], given[1], sqFt) : { name: 'ft' as const, feet: 1 };
  const [lengthValue, breadthValue] = given ?? [Math.round(Math.sqrt(sqFt)), Math.round(Math.sqrt(sqFt))];
  const w = lengthValue * sides.feet;
  const h = breadthValue * sides.feet;
  const open = unit.openSides ?? 1;
  const edges: Edge[] = (['bottom', r.next() < 0.5 ? 'right' : 'left', 'top'] as Edge[]).slice(0, Math.min(open, 3));
  if (open === 4) edges.push(edges[1] === 'right' ? 'left' : 'right');
  const roadWidths = edges.map((_, i) => (i === 0 ? kind.road[r.int(0, 1)] : kind.road[0]));
  const drawnRoad = (width: number): number => Math.min(width, 0.35 * Math.min(w, h));
  const margin = Math.max(w, h) * 0.2;
  const pad = (edge: Edge): number => {
    const i = edges.indexOf(edge);
    return (i >= 0 ? drawnRoad(roadWidths[i]) : 0) + margin * (i >= 0 ? 0.35 : 0.55);
  };
  const bounds: Bounds = {
    x: -pad('left'),
    y: -pad('top'),
    w: w + pad('left') + pad('right'),
    h: h + pad('top') + pad('bottom'),
  };
  const scale = sheetScale(bounds);
  const sketch = new Sketch();

  // Neighbours on the closed sides.
  for (const edge of ['bottom', 'right', 'top', 'left'] as Edge[]) {
    if (edges.includes(edge)) continue;
    const depth = margin * 0.45;
    const [nx, ny, nw, nh] =
      edge === 'top'
        ? [0, -depth, w, depth]
        : edge === 'bottom'
          ? [0, h, w, depth]
          : edge === 'left'
            ? [-depth, 0, depth, h]
            : [w, 0, depth, h];
    sketch.rect(nx, ny, nw, nh, { fill: '#f6f6f4', stroke: '#c4c8cc', width: 1, dash: '4 3' });
    const label = kind.neighbour.toUpperCase();
    const vertical = edge === 'left' || edge === 'right';
    if (textWidth(label, 10) < (vertical ? nh : nw) * scale * 0.8)
      sketch.text(nx + nw / 2, ny + nh / 2, label, 10, { fill: SOFT_INK, ...(vertical ? { rotate: -90 } : {}) });
  }
  // Roads on the open sides.
  edges.forEach((edge, i) => {
    const width = drawnRoad(roadWidths[i]);
    const [rx, ry, rw, rh] =
      edge === 'top'
        ? [bounds.x, -width, bounds.w, width]
        : edge === 'bottom'
          ? [bounds.x, h, bounds.w, width]
          : edge === 'left'
            ? [-width, bounds.y, width, bounds.h]
            : [w, bounds.y, width, bounds.h];
    sketch.rect(rx, ry, rw, rh, { fill: '#e2e3e1' });
    const vertical = edge === 'left' || edge === 'right';
    if (vertical) sketch.line(rx + rw / 2, ry, rx + rw / 2, ry + rh, { stroke: '#fff', width: 2, dash: '10 8' });
    else sketch.line(rx, ry + rh / 2, rx + rw, ry + rh / 2, { stroke: '#fff', width: 2, dash: '10 8' });
    const text = `${roadWidths[i]} FT WIDE ROAD`;
    const along = vertical ? h : w;
    const cx = vertical ? rx + rw / 2 : w / 2;
    const cy = vertical ? h / 2 : ry + rh / 2;
    if (textWidth(text, 11, true) < along * scale * 0.9)
      sketch.text(cx + (vertical ? 0 : along * 0.2), cy, text, 11, {
        weight: 700,
        fill: '#6b7075',
        ...(vertical ? { rotate: -90 } : {}),
      });
  });
  // The plot, its setbacks and its dimensions.
  sketch.layer = 1;
  sketch.rect(0, 0, w, h, { fill: '#eef3e6', stroke: INK, width: unit.boundaryWallsMade ? 4 : 2 });
  const setback = kind.setback;
  if (setback) {
    const front = (edge: Edge): number =>
      edges.includes(edge) ? setback.front : edge === 'top' ? setback.rear : setback.side;
    const [t, b, l, rt] = [front('top'), front('bottom'), front('left'), front('right')].map((d) =>
      Math.min(d, 0.2 * Math.min(w, h)),
    );
    sketch.rect(l, t, w - l - rt, h - t - b, { stroke: '#7c8a6a', width: 1.2, dash: '6 4' });
    if (textWidth('SETBACK LINE', 9) < (w - l - rt) * scale * 0.6)
      sketch.text(l + (w - l - rt) / 2, t + 10 / scale, 'SETBACK LINE (INDICATIVE)', 9, { fill: '#7c8a6a' });
  }
  if (subType === 'Farm House') {
    const builtUp = unit.secondaryArea ? (squareFeetOf(unit.secondaryArea) ?? 3000) : 3000;
    const side = Math.sqrt(builtUp / 1.3);
    const [hw, hh] = [side * 1.3, side];
    const [hx, hy] = [(w - hw) / 2, h - hh - Math.min(h * 0.3, 80)];
    sketch.rect(hx, hy, hw, hh, { fill: '#f7efe2', stroke: INK, width: 2 });
    sketch.line(hx + hw / 2, hy + hh, hx + hw / 2, h, { stroke: SOFT_INK, width: 6 });
    sketch.text(hx + hw / 2, hy + hh / 2, ['FARM HOUSE', `Built-up ${whole(builtUp)} sq ft`], 10, { weight: 700 });
  }
  const gate = edges[0] === 'bottom' ? [w / 2, h] : [w / 2, 0];
  sketch.rect(gate[0] - 6 / scale, gate[1] - 3 / scale, 12 / scale, 6 / scale, { fill: '#fff', stroke: INK, width: 1 });
  const inset = 10 / scale;
  sketch.layer = 2;
  dimension(sketch, 0, inset, w, inset, sideText(lengthValue, sides.name), scale);
  dimension(sketch, inset, 0, inset, h, sideText(breadthValue, sides.name), scale);
  const areaSold = areaIn(unit.primaryArea.areaSize, unit.primaryArea.areaUnit);
  const inFeet = unit.primaryArea.areaUnit === 'squareFeet' ? '' : ` (${whole(sqFt)} sq ft)`;
  const centreY = subType === 'Farm House' ? h * 0.3 : h / 2;
  sketch.text(w / 2, centreY, [kind.name.toUpperCase()], 14, { weight: 700 });
  sketch.text(w / 2, centreY + 18 / scale, [areaSold], 11, { fill: '#555b61' });
  const what = kind.neighbour === 'Adjoining farmland' ? 'Land area' : 'Plot area';
  return { drawing: { sketch, bounds }, areaText: `${what} ${areaSold}${inFeet}` };
}
