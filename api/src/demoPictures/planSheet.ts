/**
 * The drawing sheet of a demo floor plan: shapes placed in feet, then drawn on a sheet 800 units wide
 * with the title above and the area, the note, a scale bar and a north arrow below. Strokes and text
 * are given in sheet units, so they read the same whatever the plan's size; walls in feet, so they
 * keep their thickness against the rooms.
 */
export const SHEET_WIDTH = 800;
const MARGIN = 28;
const TITLE_BAND = 62;
const FOOT_BAND = 58;
const MAX_UNITS_PER_FOOT = 26;
export const PLAN_FONT = 'Helvetica, Arial, &quot;Liberation Sans&quot;, &quot;DejaVu Sans&quot;, sans-serif';
export const INK = '#3a3f45';
export const SOFT_INK = '#8a9096';
export const DIM_INK = '#555b61';
export const PLAN_NOTE = 'Indicative floor plan, not to scale. Dimensions are approximate.';

interface Stroke {
  stroke?: string;
  /** Sheet units. */
  width?: number;
  /** Feet: walls. */
  widthFt?: number;
  dash?: string;
}

type Shape = { layer?: number } & (
  | ({ kind: 'rect'; x: number; y: number; w: number; h: number; fill?: string } & Stroke)
  | ({ kind: 'path'; d: PathStep[]; fill?: string } & Stroke)
  | ({ kind: 'circle'; x: number; y: number; r: number; fill?: string } & Stroke)
  | {
      kind: 'text';
      x: number;
      y: number;
      lines: string[];
      size: number;
      weight?: number;
      fill?: string;
      anchor?: 'start' | 'middle' | 'end';
      rotate?: number;
    }
);

/** Path steps in feet: move, line, or a quarter-circle arc of radius r to (x, y). */
export type PathStep = ['M' | 'L', number, number] | ['A', number, number, number, 0 | 1];

export interface Bounds {
  x: number;
  y: number;
  w: number;
  h: number;
}

const escapeXml = (text: string): string => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const num = (value: number): string => String(Math.round(value * 10) / 10);

/** A rough width of sans-serif text, in the units of its size: digits about 0.6 em, bold capitals 0.72. */
export const textWidth = (text: string, size: number, bold = false): number => text.length * size * (bold ? 0.72 : 0.6);

/** Whole inches as feet and inches, the way plans write them: 12'0", 10'6". */
export function feetInches(feet: number): string {
  const inches = Math.round(feet * 12);
  return `${Math.floor(inches / 12)}'${inches % 12}"`;
}

export const sizeLabel = (w: number, h: number): string => `${feetInches(w)} × ${feetInches(h)}`;

export class Sketch {
  readonly shapes: Shape[] = [];
  /** Shapes are drawn layer by layer (fills, furniture, walls, openings, labels); within one, alike shapes share a path. */
  layer = 0;

  rect(x: number, y: number, w: number, h: number, style: { fill?: string } & Stroke = {}): void {
    this.shapes.push({ kind: 'rect', x, y, w, h, ...style, layer: this.layer });
  }

  path(d: PathStep[], style: { fill?: string } & Stroke = {}): void {
    this.shapes.push({ kind: 'path', d, ...style, layer: this.layer });
  }

  line(x1: number, y1: number, x2: number, y2: number, style: Stroke = {}): void {
    this.path(
      [
        ['M', x1, y1],
        ['L', x2, y2],
      ],
      style,
    );
  }

  circle(x: number, y: number, r: number, style: { fill?: string } & Stroke = {}): void {
    this.shapes.push({ kind: 'circle', x, y, r, ...style, layer: this.layer });
  }

  /** Text centred on (x, y) unless anchored otherwise; several lines stack around y. */
  text(
    x: number,
    y: number,
    lines: string | string[],
    size: number,
    style: { weight?: number; fill?: string; anchor?: 'start' | 'middle' | 'end'; rotate?: number } = {},
  ): void {
    this.shapes.push({
      kind: 'text',
      x,
      y,
      lines: typeof lines === 'string' ? [lines] : lines,
      size,
      ...style,
      layer: this.layer,
    });
  }
}

export interface SheetContent {
  title: string;
  subtitle: string;
  /** "Carpet area 1,150 sq ft" or the plot's area. */
  areaText: string;
  sketch: Sketch;
  /** The part of the sketch to fit on the sheet, in feet. */
  bounds: Bounds;
  /** Degrees clockwise from up. */
  north: number;
}

function styleAttributes(shape: { fill?: string } & Stroke, scale: number): string {
  const width = shape.widthFt !== undefined ? shape.widthFt * scale : shape.width;
  const stroke = shape.stroke ?? (width ? INK : 'none');
  const fill = ` fill="${shape.fill ?? 'none'}"`;
  if (stroke === 'none') return fill;
  return `${fill} stroke="${stroke}" stroke-width="${num(width ?? 1)}"${shape.dash ? ` stroke-dasharray="${shape.dash}"` : ''}`;
}

type Place = (x: number, y: number) => [number, number];

/** Path data of a shape other than text, in sheet units (relative moves keep it short). */
function pathData(shape: Exclude<Shape, { kind: 'text' }>, at: Place, scale: number): string {
  const point = (x: number, y: number): string => at(x, y).map(num).join(' ');
  switch (shape.kind) {
    case 'rect':
      return `M${point(shape.x, shape.y)}h${num(shape.w * scale)}v${num(shape.h * scale)}h${num(-shape.w * scale)}z`;
    case 'circle': {
      const r = num(shape.r * scale);
      return `M${point(shape.x - shape.r, shape.y)}a${r} ${r} 0 1 0 ${num(2 * shape.r * scale)} 0a${r} ${r} 0 1 0 ${num(-2 * shape.r * scale)} 0`;
    }
    case 'path': {
      let last: [number, number] = [NaN, NaN];
      return shape.d
        .map((step) => {
          if (step[0] === 'A') {
            last = at(step[2], step[3]);
            return `A${num(step[1] * scale)} ${num(step[1] * scale)} 0 0 ${step[4]} ${point(step[2], step[3])}`;
          }
          const [x, y] = at(step[1], step[2]);
          const wasAt = last;
          last = [x, y];
          if (step[0] === 'L' && num(x) === num(wasAt[0])) return `V${num(y)}`;
          if (step[0] === 'L' && num(y) === num(wasAt[1])) return `H${num(x)}`;
          return `${step[0]}${num(x)} ${num(y)}`;
        })
        .join('');
    }
  }
}

/** Room names and sizes are most of the text: classes give their usual look. */
const TEXT_STYLE = `.n{font-size:12.5px;font-weight:700}.d{font-size:10.5px;fill:#555b61}`;

function drawText(shape: Extract<Shape, { kind: 'text' }>, at: Place): string {
  const [x, y] = at(shape.x, shape.y);
  const lineHeight = shape.size * 1.15;
  const top = y - ((shape.lines.length - 1) * lineHeight) / 2 + shape.size * 0.35;
  const kind = shape.weight === 700 ? 'n' : shape.fill === DIM_INK ? 'd' : '';
  const usual = kind === 'n' ? 12.5 : kind === 'd' ? 10.5 : NaN;
  const attributes =
    (kind ? ` class="${kind}"` : '') +
    (shape.size !== usual
      ? kind
        ? ` style="font-size:${num(shape.size)}px"`
        : ` font-size="${num(shape.size)}"`
      : '') +
    (shape.anchor && shape.anchor !== 'middle' ? ` text-anchor="${shape.anchor}"` : '') +
    (shape.weight && kind !== 'n' ? ` font-weight="${shape.weight}"` : '') +
    (shape.fill && kind !== 'd' ? ` fill="${shape.fill}"` : '') +
    (shape.rotate ? ` transform="rotate(${shape.rotate} ${num(x)} ${num(y)})"` : '');
  return shape.lines
    .map((line, i) => `<text x="${num(x)}" y="${num(top + i * lineHeight)}"${attributes}>${escapeXml(line)}</text>`)
    .join('');
}

/** The shapes layer by layer; in a layer, the shapes drawn alike are one path (in their first one's place). */
function drawShapes(shapes: readonly Shape[], at: Place, scale: number): string {
  const layers = [...new Set(shapes.map((shape) => shape.layer ?? 0))].sort((a, b) => a - b);
  return layers
    .map((layer) => {
      const paths = new Map<string, string>();
      const texts: string[] = [];
      for (const shape of shapes) {
        if ((shape.layer ?? 0) !== layer) continue;
        if (shape.kind === 'text') texts.push(drawText(shape, at));
        else {
          const style = styleAttributes(shape, scale);
          paths.set(style, (paths.get(style) ?? '') + pathData(shape, at, scale));
        }
      }
      return [...paths].map(([style, data]) => `<path d="${data}"${style}/>`).join('') + texts.join('');
    })
    .join('');
}

/** A scale bar of a round length, about a sixth of the sheet, ending at `right`. */
function scaleBar(right: number, y: number, unitsPerFoot: number): string {
  const target = (SHEET_WIDTH * 0.16) / unitsPerFoot;
  const feet = [5, 10, 20, 25, 50, 100, 200, 250, 500].find((step) => step >= target * 0.6) ?? 1000;
  const length = feet * unitsPerFoot;
  const half = length / 2;
  const x = right - length;
  return (
    `<rect x="${num(x)}" y="${num(y)}" width="${num(half)}" height="5" fill="${INK}"/>` +
    `<rect x="${num(x + half)}" y="${num(y)}" width="${num(half)}" height="5" fill="#fff" stroke="${INK}" stroke-width="1"/>` +
    `<text x="${num(x)}" y="${num(y + 18)}" font-size="11" fill="${INK}">0</text>` +
    `<text x="${num(x + length)}" y="${num(y + 18)}" font-size="11" text-anchor="end" fill="${INK}">${feet} ft</text>`
  );
}

function northArrow(x: number, y: number, degrees: number): string {
  const angle = (degrees * Math.PI) / 180;
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="14" fill="#fff" stroke="${SOFT_INK}" stroke-width="1"/>` +
    `<path d="M0 -12L6 7L0 3L-6 7Z" fill="${INK}" transform="translate(${num(x)} ${num(y)}) rotate(${degrees})"/>` +
    `<text x="${num(x - 24 * Math.sin(angle) * -1)}" y="${num(y - 24 * Math.cos(angle) + 4)}" font-size="11" font-weight="700" text-anchor="middle">N</text>`
  );
}

/** Sheet units per foot for a drawing of these bounds. */
export function sheetScale(bounds: Bounds): number {
  const inner = SHEET_WIDTH - 2 * MARGIN;
  return Math.min(inner / bounds.w, MAX_UNITS_PER_FOOT, (inner * 0.9) / bounds.h);
}

/** The whole SVG document. */
export function renderSheet(content: SheetContent): string {
  const { bounds } = content;
  const scale = sheetScale(bounds);
  const drawingHeight = bounds.h * scale;
  const height = Math.round(TITLE_BAND + drawingHeight + FOOT_BAND + 16);
  const left = (SHEET_WIDTH - bounds.w * scale) / 2;
  const top = TITLE_BAND + 8;
  const at: Place = (x, y) => [left + (x - bounds.x) * scale, top + (y - bounds.y) * scale];
  const body = drawShapes(content.sketch.shapes, at, scale);
  const foot = height - FOOT_BAND + 6;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${SHEET_WIDTH} ${height}" width="${SHEET_WIDTH}" height="${height}" font-family="${PLAN_FONT}" fill="${INK}">` +
    `<rect width="${SHEET_WIDTH}" height="${height}" fill="#fff"/>` +
    `<text x="${MARGIN}" y="30" font-size="19" font-weight="700">${escapeXml(content.title)}</text>` +
    `<text x="${MARGIN}" y="50" font-size="13" fill="${SOFT_INK}">${escapeXml(content.subtitle)}</text>` +
    northArrow(SHEET_WIDTH - MARGIN - 16, 36, content.north) +
    `<style>${TEXT_STYLE}</style><g text-anchor="middle">${body}</g>` +
    `<line x1="${MARGIN}" y1="${foot - 8}" x2="${SHEET_WIDTH - MARGIN}" y2="${foot - 8}" stroke="#d5d8dc" stroke-width="1"/>` +
    `<text x="${MARGIN}" y="${foot + 12}" font-size="14" font-weight="700">${escapeXml(content.areaText)}</text>` +
    `<text x="${MARGIN}" y="${foot + 32}" font-size="11" fill="${SOFT_INK}">${escapeXml(PLAN_NOTE)}</text>` +
    scaleBar(SHEET_WIDTH - MARGIN, foot + 4, scale) +
    `</svg>`
  );
}
