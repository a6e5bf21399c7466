/**
 * Block capitals drawn as strokes, so a picture can carry words without any font on the machine
 * that rasterises it. Each glyph is a few polylines on a grid 4 wide and 6 tall (y down); lower case
 * is drawn as capitals, and a character without a glyph takes the place of a space.
 */
const GLYPHS: Record<string, { width: number; strokes: string[] }> = {};

function glyph(chars: string, strokes: string, width = 4): void {
  for (const char of chars) GLYPHS[char] = { width, strokes: strokes ? strokes.split('|') : [] };
}

glyph('A', '0,6 2,0 4,6|0.7,4 3.3,4');
glyph('B', '0,3 3,3 4,4 4,5 3,6 0,6 0,0 2.8,0 3.7,0.8 3.7,2.2 2.8,3');
glyph('C', '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5');
glyph('D', '0,0 0,6 2.4,6 4,4.6 4,1.4 2.4,0 0,0');
glyph('E', '4,0 0,0 0,6 4,6|0,3 3,3');
glyph('F', '4,0 0,0 0,6|0,3 3,3');
glyph('G', '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,3.4 2.4,3.4');
glyph('H', '0,0 0,6|4,0 4,6|0,3 4,3');
glyph('I', '0.6,0 2.4,0|1.5,0 1.5,6|0.6,6 2.4,6', 3);
glyph('J', '4,0 4,5 3,6 1,6 0,5');
glyph('K', '0,0 0,6|4,0 0,4|1.4,2.6 4,6');
glyph('L', '0,0 0,6 4,6');
glyph('M', '0,6 0,0 2,3.4 4,0 4,6', 4.4);
glyph('N', '0,6 0,0 4,6 4,0');
glyph('O0', '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0');
glyph('P', '0,6 0,0 3,0 4,1 4,2 3,3 0,3');
glyph('Q', '1,0 3,0 4,1 4,5 3,6 1,6 0,5 0,1 1,0|2.6,4.6 4,6.2');
glyph('R', '0,6 0,0 3,0 4,1 4,2 3,3 0,3|2,3 4,6');
glyph('S', '4,1 3,0 1,0 0,1 0,2 1,3 3,3 4,4 4,5 3,6 1,6 0,5');
glyph('T', '0,0 4,0|2,0 2,6');
glyph('U', '0,0 0,5 1,6 3,6 4,5 4,0');
glyph('V', '0,0 2,6 4,0');
glyph('W', '0,0 1.1,6 2.2,2.4 3.3,6 4.4,0', 4.4);
glyph('X', '0,0 4,6|4,0 0,6');
glyph('Y', '0,0 2,3 4,0|2,3 2,6');
glyph('Z', '0,0 4,0 0,6 4,6');
glyph('1', '0.4,1.2 1.8,0 1.8,6|0.4,6 3.2,6', 3.2);
glyph('2', '0,1 1,0 3,0 4,1 4,2 0,6 4,6');
glyph('3', '0,0 4,0 2,2.5 3,2.5 4,3.5 4,5 3,6 1,6 0,5');
glyph('4', '3,6 3,0 0,4 4,4');
glyph('5', '4,0 0,0 0,2.6 3,2.6 4,3.6 4,5 3,6 1,6 0,5');
glyph('6', '4,1 3,0 1,0 0,1 0,5 1,6 3,6 4,5 4,4 3,3 0,3');
glyph('7', '0,0 4,0 1.4,6');
glyph('8', '1,3 0,2 0,1 1,0 3,0 4,1 4,2 3,3 1,3 0,4 0,5 1,6 3,6 4,5 4,4 3,3');
glyph('9', '4,3 1,3 0,2 0,1 1,0 3,0 4,1 4,5 3,6 1,6 0,5');
glyph('&', '4,6 0.8,2 0.8,0.8 1.6,0 2.6,0 3.2,0.8 3.2,1.6 0,4 0,5.2 0.8,6 2.4,6 4,4', 4);
glyph('-', '0.4,3.2 2.6,3.2', 3);
glyph("’'", '0.5,0 0.5,1.6', 1);
glyph('.', '0.5,5.8 0.5,6', 1);
glyph(',', '0.7,5.6 0.3,6.8', 1);
glyph(' ', '', 2.4);

/** Space between letters, in grid units. */
const TRACKING = 1.6;

/** The width of `text` in grid units (a glyph's width plus the space after it, the last one's excepted). */
function gridWidth(text: string): number {
  let width = 0;
  for (const char of text.toUpperCase()) width += (GLYPHS[char] ?? GLYPHS[' ']).width + TRACKING;
  return Math.max(0, width - TRACKING);
}

const round = (n: number): number => Math.round(n * 10) / 10;

/** The strokes of `text` as one path's data, its top left at (x, y), letters `height` tall. */
export function letterPath(text: string, x: number, y: number, height: number): string {
  const scale = height / 6;
  let cursor = 0;
  let d = '';
  for (const char of text.toUpperCase()) {
    const found = GLYPHS[char] ?? GLYPHS[' '];
    for (const stroke of found.strokes) {
      const points = stroke.split(' ').map((point) => point.split(',').map(Number));
      d += points
        .map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${round(x + (cursor + px) * scale)} ${round(y + py * scale)}`)
        .join('');
    }
    cursor += found.width + TRACKING;
  }
  return d;
}

/** The line breaks that fit `text` into `maxWidth` at `height`: one line, or two balanced ones. */
function linesOf(text: string, height: number, maxWidth: number): string[] {
  const scale = height / 6;
  if (gridWidth(text) * scale <= maxWidth || !text.includes(' ')) return [text];
  const words = text.split(' ');
  let best: string[] = [text];
  let widest = Infinity;
  for (let i = 1; i < words.length; i += 1) {
    const lines = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const width = Math.max(...lines.map(gridWidth));
    if (width < widest) [best, widest] = [lines, width];
  }
  return best;
}

/**
 * `text` drawn as strokes, centred on `cx` with its block of lines centred on `cy`: letters up to
 * `height` tall, made smaller (and put on two lines if that lets them be larger) to fit `maxWidth`.
 */
export function lettering(
  text: string,
  box: { cx: number; cy: number; height: number; maxWidth: number; color: string; weight?: number },
): string {
  const lines = linesOf(text, box.height, box.maxWidth);
  const lineScale = lines.length > 1 ? 0.78 : 1;
  const widest = Math.max(...lines.map(gridWidth));
  const height = Math.min(box.height * lineScale, (box.maxWidth / Math.max(widest, 1)) * 6);
  const gap = height * 0.55;
  const top = box.cy - (lines.length * height + (lines.length - 1) * gap) / 2;
  const d = lines
    .map((line, i) => letterPath(line, box.cx - (gridWidth(line) * height) / 12, top + i * (height + gap), height))
    .join('');
  const stroke = round(Math.max(1, height * (box.weight ?? 0.13)));
  return `<path d="${d}" fill="none" stroke="${box.color}" stroke-width="${stroke}" stroke-linecap="round" stroke-linejoin="round"/>`;
}
