import type { Plate, Room } from './planPlate.ts';
import type { Sketch } from './planSheet.ts';

/**
 * Light furniture outlines that tell rooms apart at a glance: beds, a sofa, a kitchen counter, the
 * toilet's WC and basin, a desk. Each is drawn only where it fits; the room's label then moves into
 * the free part of the room.
 */
const LINE = { stroke: '#a9b0b7', width: 1 };

function outerSide(room: Room, plate: Plate): 'top' | 'bottom' {
  const walled = plate.rooms.filter((each) => !each.outside);
  const top = Math.min(...walled.map((each) => each.y));
  return Math.abs(room.y - top) < 0.01 ? 'top' : 'bottom';
}

/** Single beds side by side along the outer wall, as many as the room's name says. */
function beds(sketch: Sketch, room: Room, plate: Plate, count: number): [number, number] | undefined {
  const [w, h] = [3, 6.5];
  const gap = (room.w - count * w) / (count + 1);
  if (gap < 0.8 || room.h < h + 3.5) return undefined;
  const side = outerSide(room, plate);
  const y = side === 'top' ? room.y + 0.6 : room.y + room.h - 0.6 - h;
  for (let i = 0; i < count; i += 1) {
    const x = room.x + gap + i * (w + gap);
    sketch.rect(x, y, w, h, { fill: '#fff', ...LINE });
    sketch.rect(x + 0.5, side === 'top' ? y + 0.3 : y + h - 1.3, w - 1, 1, { ...LINE });
  }
  const free = side === 'top' ? [y + h, room.y + room.h] : [room.y, y];
  return [room.x + room.w / 2, (free[0] + free[1]) / 2];
}

function bed(sketch: Sketch, room: Room, plate: Plate): [number, number] | undefined {
  const many = /\((\d) beds\)/.exec(room.name);
  if (many) return beds(sketch, room, plate, Number(many[1]));
  const double = room.w >= 10.5;
  const [w, h] = double ? [6, 6.5] : [4, 6.5];
  if (room.w < w + 2 || room.h < h + 3.5) return undefined;
  const side = outerSide(room, plate);
  const x = room.x + (room.w - w) / 2;
  const y = side === 'top' ? room.y + 0.6 : room.y + room.h - 0.6 - h;
  sketch.rect(x, y, w, h, { fill: '#fff', ...LINE });
  const pillowY = side === 'top' ? y + 0.3 : y + h - 1.3;
  const pillows = double ? 2 : 1;
  const pillowWidth = (w - 0.6 * (pillows + 1)) / pillows;
  for (let i = 0; i < pillows; i += 1)
    sketch.rect(x + 0.6 + i * (pillowWidth + 0.6), pillowY, pillowWidth, 1, { ...LINE });
  const blanketY = side === 'top' ? y + 2.2 : y;
  sketch.line(x, blanketY + (side === 'top' ? 0 : h - 2.2), x + w, blanketY + (side === 'top' ? 0 : h - 2.2), LINE);
  const free = side === 'top' ? [y + h, room.y + room.h] : [room.y, y];
  return [room.x + room.w / 2, (free[0] + free[1]) / 2];
}

function sofa(sketch: Sketch, room: Room): [number, number] | undefined {
  if (room.w < 10 || room.h < 10) return undefined;
  const length = Math.min(7, room.h - 4);
  const y = room.y + (room.h - length) / 2;
  sketch.rect(room.x + 0.6, y, 2.8, length, { fill: '#fff', ...LINE });
  sketch.line(room.x + 1.4, y, room.x + 1.4, y + length, LINE);
  sketch.rect(room.x + 4.6, y + length / 2 - 1.5, 2, 3, { ...LINE });
  return [room.x + 7 + (room.w - 7) / 2, room.y + room.h / 2];
}

function counter(sketch: Sketch, room: Room, plate: Plate): [number, number] | undefined {
  if (room.w < 5 || room.h < 5) return undefined;
  const side = outerSide(room, plate);
  const depth = 2;
  const y = side === 'top' ? room.y : room.y + room.h - depth;
  sketch.rect(room.x, y, room.w, depth, { fill: '#fff', ...LINE });
  sketch.rect(room.x + room.w / 2 - 0.9, y + 0.35, 1.8, 1.3, { ...LINE });
  const free = side === 'top' ? [y + depth, room.y + room.h] : [room.y, y];
  return [room.x + room.w / 2, (free[0] + free[1]) / 2];
}

function fixtures(sketch: Sketch, room: Room, plate: Plate): [number, number] | undefined {
  if (room.w < 3.5 || room.h < 4.5) return undefined;
  const side = outerSide(room, plate);
  const y = side === 'top' ? room.y + 0.2 : room.y + room.h - 2.4;
  const x = room.x + room.w - 1.9;
  sketch.rect(x, y, 1.5, 2.2, { fill: '#fff', ...LINE });
  sketch.circle(x + 0.75, side === 'top' ? y + 1.45 : y + 0.75, 0.55, LINE);
  sketch.rect(room.x + 0.3, side === 'top' ? y : y + 0.8, 1.6, 1.4, { fill: '#fff', ...LINE });
  return undefined;
}

function desk(sketch: Sketch, room: Room, plate: Plate): [number, number] | undefined {
  if (room.w < 6 || room.h < 7) return undefined;
  const side = outerSide(room, plate);
  const y = side === 'top' ? room.y + 0.3 : room.y + room.h - 2.3;
  sketch.rect(room.x + (room.w - 4.5) / 2, y, 4.5, 2, { fill: '#fff', ...LINE });
  const free = side === 'top' ? [y + 2, room.y + room.h] : [room.y, y];
  return [room.x + room.w / 2, (free[0] + free[1]) / 2];
}

function diningTable(sketch: Sketch, room: Room): [number, number] | undefined {
  if (room.w < 8 || room.h < 9) return undefined;
  const cx = room.x + room.w / 2;
  sketch.rect(cx - 1.5, room.y + 1.5, 3, 4.5, { fill: '#fff', ...LINE });
  for (const dy of [2.2, 3.75, 5.3]) {
    sketch.circle(cx - 2.1, room.y + dy, 0.45, LINE);
    sketch.circle(cx + 2.1, room.y + dy, 0.45, LINE);
  }
  return [cx, room.y + 6 + (room.h - 6) / 2];
}

function stair(sketch: Sketch, room: Room): [number, number] | undefined {
  const flight = room.w / 2;
  for (let y = room.y + 1; y < room.y + room.h - 1; y += 0.9) {
    sketch.line(room.x, y, room.x + flight - 0.2, y, LINE);
    sketch.line(room.x + flight + 0.2, y, room.x + room.w, y, LINE);
  }
  sketch.line(room.x + flight, room.y + 0.8, room.x + flight, room.y + room.h - 0.8, LINE);
  return undefined;
}

export function homeFurniture(sketch: Sketch, room: Room, plate: Plate): [number, number] | undefined {
  switch (room.kind) {
    case 'bedroom':
      return bed(sketch, room, plate);
    case 'living':
      return sofa(sketch, room);
    case 'kitchen':
      return counter(sketch, room, plate);
    case 'toilet':
      return fixtures(sketch, room, plate);
    case 'study':
      return desk(sketch, room, plate);
    case 'dining':
      return diningTable(sketch, room);
    case 'stair':
      return stair(sketch, room);
    default:
      return undefined;
  }
}
