import { DIM_INK, INK, SOFT_INK, sizeLabel, textWidth, type Sketch } from './planSheet.ts';

/**
 * One floor plate of a plan: rectangular rooms that tile it, in feet, with their doors. Walls are
 * found from the rooms (an edge two rooms share is a partition, an edge of one room an outer wall),
 * windows are put in the outer walls of rooms that want light, and every room gets its name and size.
 */
export type RoomKind =
  | 'living'
  | 'dining'
  | 'bedroom'
  | 'kitchen'
  | 'toilet'
  | 'passage'
  | 'balcony'
  | 'terrace'
  | 'utility'
  | 'small'
  | 'study'
  | 'stair'
  | 'work'
  | 'cabin'
  | 'core'
  | 'shed';

export interface Room {
  id: string;
  name: string;
  kind: RoomKind;
  x: number;
  y: number;
  w: number;
  h: number;
  /** Balconies and terraces: outside the walls, not carpet area. */
  outside?: boolean;
  /** Passages are named without a size. */
  sized?: boolean;
}

export type Side = 'top' | 'bottom' | 'left' | 'right';

export interface Door {
  from: string;
  /** Another room, or a side of `from` in the outer wall. */
  to: string;
  width?: number;
  style?: 'swing' | 'open' | 'sliding';
  at?: 'start' | 'end' | 'middle';
  /** The door leaf swings into `from` unless told otherwise. */
  into?: 'from' | 'to';
}

export interface Plate {
  rooms: Room[];
  doors: Door[];
  /** The outer side where the main door is (a side of the room named in its door). */
  entrance?: { room: string; side: Side };
}

export const FILLS: Record<RoomKind, string> = {
  living: '#f7efe2',
  dining: '#f7efe2',
  bedroom: '#e9f0f7',
  kitchen: '#f3efdc',
  toilet: '#dcebf1',
  passage: '#f7f7f5',
  balcony: '#e8f1e2',
  terrace: '#e3eedb',
  utility: '#eeeeea',
  small: '#f1eaf4',
  study: '#efeaf6',
  stair: '#ececec',
  work: '#f3f5f7',
  cabin: '#e9eef4',
  core: '#e2e3e5',
  shed: '#f2f3f4',
};

const OUTER_WALL = 0.6;
const INNER_WALL = 0.33;
const EPS = 0.01;
const WINDOW_WIDTH: Partial<Record<RoomKind, number>> = {
  living: 6,
  dining: 5,
  bedroom: 5,
  kitchen: 4,
  toilet: 2,
  study: 4,
  small: 2,
  cabin: 4,
  work: 8,
};

interface Line {
  horizontal: boolean;
  at: number;
  from: number;
  to: number;
}

const close = (a: number, b: number): boolean => Math.abs(a - b) < EPS;

/** The edge two rooms share, or the outer edge of one on the side given. */
function sharedEdge(a: Room, b: Room | Side): Line | null {
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

interface Opening extends Line {
  kind: 'door' | 'open' | 'sliding' | 'window';
}

/** Splits the edges of the rooms into outer and inner wall runs, leaving the openings out. */
function wallRuns(rooms: Room[], openings: Opening[]): { outer: Line[]; inner: Line[] } {
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
function wallPath(sketch: Sketch, runs: Line[], openings: Opening[], thickness: number): void {
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

function placeDoor(edge: Line, door: Door): Opening {
  const width = Math.min(door.width ?? 3, edge.to - edge.from - 0.6);
  if (door.style === 'open') return { ...edge, kind: 'open' };
  const at = door.at ?? 'start';
  const from =
    at === 'start' ? edge.from + 0.4 : at === 'end' ? edge.to - 0.4 - width : (edge.from + edge.to - width) / 2;
  return { ...edge, from, to: from + width, kind: door.style === 'sliding' ? 'sliding' : 'door' };
}

function drawDoor(sketch: Sketch, opening: Opening, into: Room, hingeAtEnd: boolean): void {
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

function drawSliding(sketch: Sketch, opening: Opening): void {
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

function drawWindow(sketch: Sketch, opening: Opening): void {
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

/** The largest font (sheet units) at which every line fits `width`, never below `least`. */
const fitting = (lines: string[], width: number, most: number, least: number, bold = false): number =>
  Math.max(least, Math.min(most, ...lines.map((line) => width / textWidth(line, 1, bold))));

/** Name and size, centred, in one or two lines as the room's width allows. */
export function labelRoom(sketch: Sketch, room: Room, scale: number, centre?: [number, number]): void {
  if (!room.name) return;
  const width = room.w * scale - 8;
  const name = room.name.toUpperCase();
  const words = name.split(' ');
  const nameLines =
    textWidth(name, 12, true) > width && words.length > 1
      ? [words.slice(0, Math.ceil(words.length / 2)).join(' '), words.slice(Math.ceil(words.length / 2)).join(' ')]
      : [name];
  const nameSize = fitting(nameLines, width, 12.5, 8, true);
  const sized = room.sized !== false;
  const size = sizeLabel(room.w, room.h);
  const sizeLines = textWidth(size, 10.5) > width ? [size.split(' × ')[0], `× ${size.split(' × ')[1]}`] : [size];
  const sizeSize = fitting(sizeLines, width, 10.5, 7.5);
  const nameHeight = nameLines.length * nameSize * 1.15;
  const sizeHeight = sized ? sizeLines.length * sizeSize * 1.15 : 0;
  const half =
    Math.max(
      ...[
        ...nameLines.map((l) => textWidth(l, nameSize, true)),
        ...(sized ? sizeLines.map((l) => textWidth(l, sizeSize)) : []),
      ],
    ) /
      2 /
      scale +
    0.3;
  const [x, y] = centre ?? [room.x + room.w / 2, room.y + room.h / 2];
  const flat = sized && nameHeight + sizeHeight > room.h * scale - 4;
  if (flat && textWidth(name, 11, true) + textWidth(size, 10) + 10 < width) {
    const nameWidth = textWidth(name, 11, true);
    const start = room.x + room.w / 2 - (nameWidth + textWidth(size, 10) + 6) / 2 / scale;
    sketch.text(start, room.y + room.h / 2, name, 11, { weight: 700, anchor: 'start' });
    sketch.text(start + (nameWidth + 6) / scale, room.y + room.h / 2, size, 10, { fill: DIM_INK, anchor: 'start' });
    return;
  }
  const cx = room.w > 2 * half ? Math.min(Math.max(x, room.x + half), room.x + room.w - half) : room.x + room.w / 2;
  const cy = y;
  const top = cy - (nameHeight + sizeHeight) / 2 / scale;
  sketch.text(cx, top + nameHeight / 2 / scale, nameLines, nameSize, { weight: 700 });
  if (sized) sketch.text(cx, top + (nameHeight + sizeHeight / 2) / scale, sizeLines, sizeSize, { fill: DIM_INK });
}

export interface PlateOptions {
  scale: number;
  /** Draws a room's furniture; answers where its label goes when not the room's centre. */
  furniture?: (sketch: Sketch, room: Room, plate: Plate) => [number, number] | undefined;
}

/** Draws the plate: fills, furniture, walls with their openings, doors, windows, labels. */
export function drawPlate(sketch: Sketch, plate: Plate, options: PlateOptions): void {
  const byId = new Map(plate.rooms.map((room) => [room.id, room]));
  const walled = plate.rooms.filter((room) => !room.outside);
  const openings: Opening[] = [];
  const swings: { opening: Opening; into: Room; hingeAtEnd: boolean }[] = [];
  for (const door of plate.doors) {
    const from = byId.get(door.from);
    const to = byId.get(door.to);
    if (!from) continue;
    const edge = sharedEdge(from, to ?? (door.to as Side));
    if (!edge) continue;
    const opening = placeDoor(edge, door);
    openings.push(opening);
    if (opening.kind === 'door')
      swings.push({ opening, into: door.into === 'to' && to ? to : from, hingeAtEnd: door.at === 'end' });
  }
  if (plate.entrance) {
    const room = byId.get(plate.entrance.room);
    if (room) {
      const opening = placeDoor(sharedEdge(room, plate.entrance.side)!, {
        from: room.id,
        to: '',
        width: 3.5,
        at: 'middle',
      });
      openings.push(opening);
      swings.push({ opening, into: room, hingeAtEnd: false });
    }
  }
  const left = Math.min(...walled.map((r) => r.x));
  const right = Math.max(...walled.map((r) => r.x + r.w));
  const top = Math.min(...walled.map((r) => r.y));
  const bottom = Math.max(...walled.map((r) => r.y + r.h));
  for (const room of walled) {
    const width = WINDOW_WIDTH[room.kind];
    if (!width) continue;
    const sides = (['top', 'bottom', 'left', 'right'] as Side[])
      .filter((side) =>
        side === 'top'
          ? close(room.y, top)
          : side === 'bottom'
            ? close(room.y + room.h, bottom)
            : side === 'left'
              ? close(room.x, left)
              : close(room.x + room.w, right),
      )
      .map((side) => sharedEdge(room, side)!)
      .filter(
        (edge) =>
          !openings.some(
            (o) => o.horizontal === edge.horizontal && close(o.at, edge.at) && o.from < edge.to && o.to > edge.from,
          ),
      )
      .sort((a, b) => b.to - b.from - (a.to - a.from));
    const edge = sides[0];
    if (!edge) continue;
    const length = Math.min(width, (edge.to - edge.from) * 0.6);
    const mid = (edge.from + edge.to) / 2;
    openings.push({ ...edge, from: mid - length / 2, to: mid + length / 2, kind: 'window' });
  }
  sketch.layer = 0;
  for (const room of plate.rooms)
    sketch.rect(room.x, room.y, room.w, room.h, {
      fill: FILLS[room.kind],
      ...(room.outside ? { stroke: INK, width: 1.6 } : {}),
    });
  const labelAt = new Map<string, [number, number]>();
  sketch.layer = 1;
  if (options.furniture)
    for (const room of plate.rooms) {
      const at = options.furniture(sketch, room, plate);
      if (at) labelAt.set(room.id, at);
    }
  sketch.layer = 2;
  const { outer, inner } = wallRuns(walled, openings);
  wallPath(sketch, inner, openings, INNER_WALL);
  wallPath(sketch, outer, openings, OUTER_WALL);
  sketch.layer = 3;
  for (const opening of openings) {
    if (opening.kind === 'window') drawWindow(sketch, opening);
    if (opening.kind === 'sliding') drawSliding(sketch, opening);
  }
  for (const swing of swings) drawDoor(sketch, swing.opening, swing.into, swing.hingeAtEnd);
  sketch.layer = 4;
  for (const room of plate.rooms) labelRoom(sketch, room, options.scale, labelAt.get(room.id));
}

/** Moves every room of a plate by (dx, dy); mirrors it left to right first when asked. */
export function placePlate(plate: Plate, dx: number, dy: number, mirror = false): Plate {
  const left = Math.min(...plate.rooms.map((r) => r.x));
  const right = Math.max(...plate.rooms.map((r) => r.x + r.w));
  const flip = (side: Side): Side => (!mirror ? side : side === 'left' ? 'right' : side === 'right' ? 'left' : side);
  return {
    rooms: plate.rooms.map((room) => ({
      ...room,
      x: (mirror ? left + right - room.x - room.w : room.x) + dx,
      y: room.y + dy,
    })),
    doors: plate.doors.map((door) => ({
      ...door,
      to: ['top', 'bottom', 'left', 'right'].includes(door.to) ? flip(door.to as Side) : door.to,
      at: mirror && door.at !== 'middle' ? (door.at === 'end' ? 'start' : 'end') : door.at,
    })),
    ...(plate.entrance ? { entrance: { ...plate.entrance, side: flip(plate.entrance.side) } } : {}),
  };
}

/** The rectangle the plate's rooms cover, balconies included. */
export function plateBounds(plate: Plate): { x: number; y: number; w: number; h: number } {
  const x = Math.min(...plate.rooms.map((r) => r.x));
  const y = Math.min(...plate.rooms.map((r) => r.y));
  return {
    x,
    y,
    w: Math.max(...plate.rooms.map((r) => r.x + r.w)) - x,
    h: Math.max(...plate.rooms.map((r) => r.y + r.h)) - y,
  };
}

/** Carpet area of a plate: the rooms inside the walls. */
export const carpetOf = (plate: Plate): number =>
  plate.rooms.filter((room) => !room.outside).reduce((sum, room) => sum + room.w * room.h, 0);
