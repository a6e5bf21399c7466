import { INK, SOFT_INK, type Sketch } from './planSheet.ts';
import type { Door, Room, Side } from './planPlate.ts';

/** Walls of a plate and the openings in them: doors, sliding doors, open passages and windows. */

export const OUTER_WALL = 0.6;
export const INNER_WALL = 0.33;
const EPS = 0.01;

interface Line {
  horizontal: boolean;
  at: number;
  from: number;
  to: number;
}

export const close = (a: number, b: number): boolean => Math.abs(a - b) < EPS;

/** The edge two rooms share, or the outer edge of one on the side given. */
export function sharedEdge(a: Room, b: Room | Side): Line | null {
  if (typeof b === 'string') {
    if (b === 'top' || b === 'bottom')
      return { horizontal: true, at: b === 'top' ? a.y : a.y + a.h, from: a.x, to: a.x + a.w };
    return { horizontal: false, at: b === 'left' ? a.x : a.x + a.w, from: a.y, to: a.y + a.h };
  }
  const spanX = [Math.max(a.x, b.x), Math.min(a.x + a.w, b.x + b.w)];
  const spanY = [Math.max(a.y, b.y), Math.min(a.y + a.h, b.y + b.h)];
  if (spanX[1] - spanX[0] > EPS) {
    if (close(a.y + a.h, b.y)) return { horizontal: true, at: b.y, from: spanX[0], to: spanX[1] };
    if (close(a.y, b.y + b.h)) return { horizontal: true, at: a.y, from: spanX[0], to: spanX[1] };
  }
  if (spanY[1] - spanY[0] > EPS) {
    if (close(a.x + a.w, b.x)) return { horizontal: false, at: b.x, from: spanY[0], to: spanY[1] };
    if (close(a.x, b.x + b.w)) return { horizontal: false, at: a.x, from: spanY[0], to: spanY[1] };
  }
  return null;
}

export interface Opening extends Line {
  kind: 'door' | 'open' | 'sliding' | 'window';
}

/** Splits the edges of the rooms into outer and inner wall runs, leaving the openings out. */
export function wallRuns(rooms: Room[], openings: Opening[]): { outer: Line[]; inner: Line[] } {
  const outer: Line[] = [];
  const inner: Line[] = [];
  for (const horizontal of [true, false]) {
    const edges = rooms.flatMap((room) => {
      const [p, q, start, length] = horizontal ? [room.y, room.h, room.x, room.w] : [room.x, room.w, room.y, room.h];
      return [
        { at: p, from: start, to: start + length },
        { at: p + q, from: start, to: start + length },
      ];
    });
    const positions = [...new Set(edges.map((edge) => Math.round(edge.at * 100) / 100))];
    for (const at of positions) {
      const here = edges.filter((edge) => close(edge.at, at));
      const cuts = openings.filter((o) => o.horizontal === horizontal && close(o.at, at));
      const marks = [...new Set(here.flatMap((e) => [e.from, e.to]).concat(cuts.flatMap((c) => [c.from, c.to])))].sort(
        (a, b) => a - b,
      );
      for (let i = 0; i + 1 < marks.length; i += 1) {
        const [from, to] = [marks[i], marks[i + 1]];
        if (to - from < EPS) continue;
        const mid = (from + to) / 2;
        if (cuts.some((c) => c.from < mid && mid < c.to)) continue;
        const count = here.filter((e) => e.from < mid && mid < e.to).length;
        if (count === 0) continue;
        const target = count >= 2 ? inner : outer;
        const last = target[target.length - 1];
        if (last && last.horizontal === horizontal && close(last.at, at) && close(last.to, from)) last.to = to;
        else target.push({ horizontal, at, from, to });
      }
    }
  }
  return { outer, inner };
}

/** Wall runs as one path; ends that meet no opening run on by half the wall, so corners close. */
export function wallPath(sketch: Sketch, runs: Line[], openings: Opening[], thickness: number): void {
  const half = thickness / 2;
  const jamb = (line: Line, at: number): boolean =>
    openings.some(
      (o) => o.horizontal === line.horizontal && close(o.at, line.at) && (close(o.from, at) || close(o.to, at)),
    );
  for (const run of runs) {
    const from = jamb(run, run.from) ? run.from : run.from - half;
    const to = jamb(run, run.to) ? run.to : run.to + half;
    if (run.horizontal) sketch.line(from, run.at, to, run.at, { widthFt: thickness, stroke: INK });
    else sketch.line(run.at, from, run.at, to, { widthFt: thickness, stroke: INK });
  }
}

export function placeDoor(edge: Line, door: Door): Opening {
  const width = Math.min(door.width ?? 3, edge.to - edge.from - 0.6);
  if (door.style === 'open') return { ...edge, kind: 'open' };
  const at = door.at ?? 'start';
  const from =
    at === 'start' ? edge.from + 0.4 : at === 'end' ? edge.to - 0.4 - width : (edge.from + edge.to - width) / 2;
  return { ...edge, from, to: from + width, kind: door.style === 'sliding' ? 'sliding' : 'door' };
}

export function drawDoor(sketch: Sketch, opening: Opening, into: Room, hingeAtEnd: boolean): void {
  const leaf = opening.to - opening.from;
  const inside = opening.horizontal
    ? into.y + into.h / 2 > opening.at
      ? 1
      : -1
    : into.x + into.w / 2 > opening.at
      ? 1
      : -1;
  const hinge = hingeAtEnd ? opening.to : opening.from;
  const far = hingeAtEnd ? opening.from : opening.to;
  const [hx, hy] = opening.horizontal ? [hinge, opening.at] : [opening.at, hinge];
  const [fx, fy] = opening.horizontal ? [far, opening.at] : [opening.at, far];
  const [tx, ty] = opening.horizontal ? [hx, hy + inside * leaf] : [hx + inside * leaf, hy];
  const cross = (tx - hx) * (fy - hy) - (ty - hy) * (fx - hx);
  sketch.line(hx, hy, tx, ty, { stroke: INK, width: 1.4 });
  sketch.path(
    [
      ['M', tx, ty],
      ['A', leaf, fx, fy, cross > 0 ? 1 : 0],
    ],
    { stroke: SOFT_INK, width: 0.8 },
  );
}

export function drawSliding(sketch: Sketch, opening: Opening): void {
  const length = opening.to - opening.from;
  const offset = INNER_WALL / 2;
  const parts: [number, number, number][] = [
    [opening.from, opening.from + length * 0.55, -offset],
    [opening.to - length * 0.55, opening.to, offset],
  ];
  for (const [a, b, d] of parts)
    if (opening.horizontal) sketch.line(a, opening.at + d, b, opening.at + d, { stroke: INK, width: 1.6 });
    else sketch.line(opening.at + d, a, opening.at + d, b, { stroke: INK, width: 1.6 });
}

export function drawWindow(sketch: Sketch, opening: Opening): void {
  const half = OUTER_WALL / 2;
  const { from, to, at } = opening;
  if (opening.horizontal) {
    sketch.rect(from, at - half, to - from, OUTER_WALL, { fill: '#fff', stroke: INK, width: 1 });
    sketch.line(from, at, to, at, { stroke: INK, width: 1 });
  } else {
    sketch.rect(at - half, from, OUTER_WALL, to - from, { fill: '#fff', stroke: INK, width: 1 });
    sketch.line(at, from, at, to, { stroke: INK, width: 1 });
  }
}
