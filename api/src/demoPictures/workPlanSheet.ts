import type { Drawing } from './homePlans.ts';
import { homeFurniture } from './planFurniture.ts';
import { plateBounds, type Plate, type Room } from './planPlate.ts';
import { drawPlate } from './planPlateDrawing.ts';
import { SOFT_INK, Sketch, feetInches, sheetScale, type Bounds } from './planSheet.ts';

const LINE = { stroke: '#a9b0b7', width: 1 };

function desks(sketch: Sketch, room: Room, seats: number): void {
  const rows = Math.max(1, Math.floor((room.h - 6) / 10));
  const perRow = Math.max(1, Math.floor((room.w - 8) / 5));
  const wanted = Math.min(seats, rows * perRow * 2);
  const used = Math.ceil(wanted / 2 / perRow);
  for (let i = 0; i < used; i += 1) {
    const y = room.y + 3.5 + i * 10;
    const count = Math.min(perRow, Math.ceil(wanted / 2) - i * perRow);
    const length = count * 5;
    sketch.rect(room.x + 4, y, length, 5, { fill: '#fff', ...LINE });
    sketch.line(room.x + 4, y + 2.5, room.x + 4 + length, y + 2.5, LINE);
    for (let j = 1; j < count; j += 1) sketch.line(room.x + 4 + j * 5, y, room.x + 4 + j * 5, y + 5, LINE);
  }
}

function workFurniture(seats: number) {
  return (sketch: Sketch, room: Room, plate: Plate): [number, number] | undefined => {
    if (room.id === 'open' && room.kind === 'work' && seats > 0) {
      desks(sketch, room, seats);
      return [room.x + room.w / 2, room.y + room.h - 3.5];
    }
    if (room.kind === 'cabin' && room.w >= 8 && room.h >= 8) {
      sketch.rect(room.x + room.w / 2 - 2.5, room.y + 1.5, 5, 2.5, { fill: '#fff', ...LINE });
      return [room.x + room.w / 2, room.y + 4 + (room.h - 4) / 2];
    }
    if (room.kind === 'core' && room.name === 'Lifts') {
      const car = (room.w - 1.25) / 2;
      for (const dx of [0.5, 0.75 + car]) {
        sketch.rect(room.x + dx, room.y + 0.8, car, room.h - 1.6, { ...LINE });
        sketch.line(room.x + dx, room.y + 0.8, room.x + dx + car, room.y + room.h - 0.8, LINE);
      }
      return undefined;
    }
    return homeFurniture(sketch, room, plate);
  };
}

export function finish(
  plates: Plate[],
  extras: (sketch: Sketch, scale: number) => void,
  pad: Partial<Bounds> = {},
): Drawing {
  const boxes = plates.map(plateBounds);
  const x = Math.min(...boxes.map((b) => b.x));
  const y = Math.min(...boxes.map((b) => b.y));
  const right = Math.max(...boxes.map((b) => b.x + b.w));
  const bottom = Math.max(...boxes.map((b) => b.y + b.h));
  const margin = Math.max(right - x, bottom - y) * 0.05;
  const bounds: Bounds = {
    x: x - margin - (pad.x ?? 0),
    y: y - margin - (pad.y ?? 0),
    w: right - x + 2 * margin + (pad.x ?? 0) + (pad.w ?? 0),
    h: bottom - y + 2 * margin + (pad.y ?? 0) + (pad.h ?? 0),
  };
  const scale = sheetScale(bounds);
  const sketch = new Sketch();
  for (const plate of plates) drawPlate(sketch, plate, { scale, furniture: workFurniture(seatsOf(plate)) });
  sketch.layer = 5;
  extras(sketch, scale);
  return { sketch, bounds };
}

const seatsOf = (plate: Plate): number => {
  const open = plate.rooms.find((room) => room.id === 'open');
  return open?.kind === 'work' && open.name === 'Workstations' ? Math.floor((open.w * open.h) / 60) : 0;
};

/** Overall dimensions of a rectangle, outside its top and left edges. */
export function overall(sketch: Sketch, box: Bounds, scale: number): void {
  const gap = 16 / scale;
  const text = (x: number, y: number, value: string, rotate = false): void =>
    sketch.text(x, y, value, 11, { weight: 700, fill: SOFT_INK, ...(rotate ? { rotate: -90 } : {}) });
  sketch.line(box.x, box.y - gap, box.x + box.w, box.y - gap, { stroke: SOFT_INK, width: 1 });
  text(box.x + box.w / 2, box.y - gap - 8 / scale, feetInches(box.w));
  sketch.line(box.x - gap, box.y, box.x - gap, box.y + box.h, { stroke: SOFT_INK, width: 1 });
  text(box.x - gap - 8 / scale, box.y + box.h / 2, feetInches(box.h), true);
}
