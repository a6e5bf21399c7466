import type { SeededRandom as Random, Unit } from '@aangan/contracts';
import { scalePlate } from './homePlates.ts';
import type { Drawing } from './homePlans.ts';
import { homeFurniture } from './planFurniture.ts';
import { carpetOf, drawPlate, plateBounds, type Door, type Plate, type Room, type RoomKind } from './planPlate.ts';
import { INK, SOFT_INK, Sketch, feetInches, sheetScale, textWidth, type Bounds } from './planSheet.ts';

/**
 * Plans of places of work: an office floor (a row of cabins, meeting room, pantry and washrooms
 * along one wall, open workstations, the building's core with lifts and stairs beside it), a shop
 * or showroom behind its frontage, and a shed with its loading docks, office block and truck yard.
 */
const LINE = { stroke: '#a9b0b7', width: 1 };

interface Spec {
  name: string;
  kind: RoomKind;
  width: number;
}

/** A row of rooms along the top of an open area, scaled so the unit's rooms add up to its carpet area. */
function rowAndOpen(
  row: Spec[],
  open: { name: string; kind: RoomKind },
  sqFt: number,
  aspect: number,
  rowDepth: number,
): Plate {
  const rowWidth = row.reduce((sum, spec) => sum + spec.width, 0);
  const width = Math.max(Math.sqrt(sqFt * aspect), rowWidth);
  const depth = sqFt / width;
  const plate: Plate = { rooms: [], doors: [] };
  const depthOfRow = Math.min(rowDepth, depth * 0.4);
  plate.rooms.push({
    id: 'open',
    name: open.name,
    kind: open.kind,
    x: 0,
    y: row.length ? depthOfRow : 0,
    w: width,
    h: depth - (row.length ? depthOfRow : 0),
  });
  const stretch = row.length ? (width - rowWidth) / row.length : 0;
  let x = 0;
  row.forEach((spec, i) => {
    const id = `r${i}`;
    plate.rooms.push({ id, name: spec.name, kind: spec.kind, x, y: 0, w: spec.width + stretch, h: depthOfRow });
    const door: Door =
      spec.kind === 'utility' && spec.name.startsWith('Pantry') && spec.name.includes('dry')
        ? { from: id, to: 'open', style: 'open' }
        : { from: id, to: 'open', width: spec.kind === 'toilet' ? 2.5 : 3, at: i % 2 ? 'end' : 'start' };
    plate.doors.push(door);
    x += spec.width + stretch;
  });
  return plate;
}

/** The building's core beside a floor: lift lobby, lifts, stairs, and shared washrooms or pantry. */
function addCore(plate: Plate, shared: string[]): void {
  const bounds = plateBounds(plate);
  const k = Math.min(2, Math.max(1, bounds.h / 45));
  const depth = Math.min(22 * k, Math.max(14, bounds.h * 0.45));
  const y = bounds.y + bounds.h - depth;
  const x = bounds.x + bounds.w;
  const top: [string, string, RoomKind, number][] = [
    ['lifts', 'Lifts', 'core', 9 * k],
    ['stairs', 'Stair', 'stair', 7 * k],
    ...shared.map((name, i): [string, string, RoomKind, number] => [
      `shared${i}`,
      name,
      name.includes('washroom') ? 'toilet' : 'utility',
      9 * k,
    ]),
  ];
  let left = x;
  for (const [id, name, kind, width] of top) {
    plate.rooms.push({ id, name, kind, x: left, y, w: width, h: depth / 2 });
    plate.doors.push(id === 'lifts' ? { from: id, to: 'lobby', style: 'open' } : { from: id, to: 'lobby', width: 3 });
    left += width;
  }
  plate.rooms.push({
    id: 'lobby',
    name: 'Lift lobby',
    kind: 'passage',
    x,
    y: y + depth / 2,
    w: left - x,
    h: depth / 2,
    sized: false,
  });
  plate.doors.push({ from: 'lobby', to: 'open', width: 6, at: 'middle', into: 'to' });
}

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

function finish(plates: Plate[], extras: (sketch: Sketch, scale: number) => void, pad: Partial<Bounds> = {}): Drawing {
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
function overall(sketch: Sketch, box: Bounds, scale: number): void {
  const gap = 16 / scale;
  const text = (x: number, y: number, value: string, rotate = false): void =>
    sketch.text(x, y, value, 11, { weight: 700, fill: SOFT_INK, ...(rotate ? { rotate: -90 } : {}) });
  sketch.line(box.x, box.y - gap, box.x + box.w, box.y - gap, { stroke: SOFT_INK, width: 1 });
  text(box.x + box.w / 2, box.y - gap - 8 / scale, feetInches(box.w));
  sketch.line(box.x - gap, box.y, box.x - gap, box.y + box.h, { stroke: SOFT_INK, width: 1 });
  text(box.x - gap - 8 / scale, box.y + box.h / 2, feetInches(box.h), true);
}

export function officeDrawing(subType: string, unit: Unit, sqFt: number, r: Random): Drawing | null {
  const coworking = subType === 'Co-working Space';
  const big = sqFt >= 1_500;
  const cabins = coworking ? Math.max(2, Math.round(sqFt / 600)) : big ? Math.min(4, Math.round(sqFt / 1_200) + 1) : 1;
  const row: Spec[] = [
    ...Array.from({ length: Math.min(cabins, 5) }, (_, i) => ({
      name: coworking ? `Cabin ${i + 1}` : i === 0 ? 'Director cabin' : `Cabin ${i + 1}`,
      kind: 'cabin' as const,
      width: 10,
    })),
    ...(big || coworking ? [{ name: 'Meeting room', kind: 'cabin' as const, width: 14 }] : []),
    ...(unit.pantryType === 'Dry' || unit.pantryType === 'Wet'
      ? [{ name: `Pantry (${unit.pantryType.toLowerCase()})`, kind: 'utility' as const, width: 8 }]
      : []),
    ...(unit.washroomType === 'Private'
      ? big
        ? [
            { name: 'Washroom (M)', kind: 'toilet' as const, width: 7 },
            { name: 'Washroom (F)', kind: 'toilet' as const, width: 7 },
          ]
        : [{ name: 'Washroom', kind: 'toilet' as const, width: 6 }]
      : []),
  ];
  const nominal = rowAndOpen(row, { name: 'Workstations', kind: 'work' }, sqFt, 1.5 + r.next() * 0.5, 11);
  const plate = scalePlate(nominal, Math.sqrt(sqFt / carpetOf(nominal)));
  const shared = [
    ...(unit.washroomType === 'Shared' ? ['Shared washrooms'] : []),
    ...(unit.pantryType === 'Shared' ? ['Shared pantry'] : []),
  ];
  const unitBox = plateBounds(plate);
  addCore(plate, shared);
  return finish([plate], (sketch, scale) => overall(sketch, unitBox, scale), { x: 3, y: 3 });
}

export function shopDrawing(subType: string, unit: Unit, sqFt: number, r: Random): Drawing | null {
  const mall =
    ['Retail Space', 'Kiosk', 'Food Court', 'ATM Space'].includes(subType) || unit.unitTitle.includes('Mall');
  const wide = subType === 'Showroom' || subType === 'Retail Space';
  const depthRatio = subType === 'Kiosk' ? 0.7 + r.next() * 0.3 : wide ? 0.8 + r.next() * 0.4 : 1.6 + r.next() * 0.9;
  const frontage = Math.sqrt(sqFt / depthRatio);
  const depth = sqFt / frontage;
  const back: Spec[] = [];
  if (subType === 'Food Court') back.push({ name: 'Kitchen', kind: 'kitchen', width: frontage });
  else if (subType === 'ATM Space')
    back.push({ name: 'UPS / AC room', kind: 'utility', width: Math.max(4, frontage * 0.4) });
  else if (sqFt >= 200) {
    back.push({ name: 'Store', kind: 'utility', width: 7 });
    if (subType === 'Showroom' || sqFt >= 1_500) back.push({ name: 'Cabin', kind: 'cabin', width: 10 });
    if (unit.pantryType === 'Dry' || unit.pantryType === 'Wet')
      back.push({ name: `Pantry (${unit.pantryType.toLowerCase()})`, kind: 'utility', width: 6 });
    if (unit.washroomType === 'Private') back.push({ name: 'Washroom', kind: 'toilet', width: 5 });
  }
  const floorName =
    subType === 'Food Court'
      ? 'Service counter'
      : subType === 'ATM Space'
        ? 'ATM lobby'
        : subType === 'Kiosk'
          ? 'Kiosk'
          : wide
            ? 'Display area'
            : 'Shop floor';
  const rowDepth = Math.min(8, depth * 0.35);
  const nominal = rowAndOpen(back, { name: floorName, kind: 'work' }, sqFt, frontage / depth, rowDepth);
  const plate = scalePlate(nominal, Math.sqrt(sqFt / carpetOf(nominal)));
  const box = plateBounds(plate);
  const corner = unit.unitTitle.startsWith('Corner');
  return finish(
    [plate],
    (sketch, scale) => {
      // The glazed front (a rolling shutter on a street): an opening most of the frontage wide.
      const open = box.w * 0.8;
      sketch.rect(box.x + (box.w - open) / 2, box.y + box.h - 0.4, open, 0.8, { fill: '#fff', stroke: INK, width: 1 });
      sketch.line(box.x + (box.w - open) / 2, box.y + box.h, box.x + (box.w + open) / 2, box.y + box.h, {
        stroke: INK,
        width: 1,
        dash: '4 3',
      });
      const street = Math.max(box.h * 0.28, 6);
      sketch.rect(box.x - box.w * 0.3, box.y + box.h + 0.5, box.w * 1.6, street, {
        fill: mall ? '#f1efe9' : '#e2e3e1',
      });
      sketch.text(box.x + box.w / 2, box.y + box.h + 0.5 + street * 0.62, mall ? 'COMMON CORRIDOR' : 'ROAD', 11, {
        weight: 700,
        fill: '#6b7075',
      });
      sketch.text(box.x + box.w / 2, box.y + box.h + 0.5 + street * 0.3, `FRONTAGE ${feetInches(box.w)}`, 11, {
        weight: 700,
      });
      if (corner) {
        sketch.rect(box.x + box.w + 0.5, box.y - 2, street, box.h + 2.5, { fill: '#e2e3e1' });
        if (textWidth('ROAD', 11) < box.h * scale)
          sketch.text(box.x + box.w + 0.5 + street / 2, box.y + box.h / 2, 'ROAD', 11, {
            weight: 700,
            fill: '#6b7075',
            rotate: -90,
          });
      }
      overall(sketch, box, scale);
    },
    { x: 3, y: 3, h: Math.max(box.h * 0.28, 6), w: corner ? Math.max(box.h * 0.28, 6) : 0 },
  );
}

export function shedDrawing(subType: string, unit: Unit, sqFt: number, r: Random): Drawing | null {
  const cold = subType === 'Cold Storage';
  const aspect = 1.6 + r.next() * 0.6;
  const width = Math.sqrt(sqFt * aspect);
  const depth = sqFt / width;
  const hall =
    subType === 'Warehouse'
      ? 'Storage area'
      : subType === 'Factory'
        ? 'Production hall'
        : subType === 'Industrial Building'
          ? 'Factory floor'
          : cold
            ? 'Cold chamber'
            : 'Shop floor';
  const office = Math.min(40, Math.max(20, width * 0.18));
  const officeDepth = Math.min(24, depth * 0.3);
  const plate: Plate = { rooms: [], doors: [] };
  const rooms = plate.rooms;
  const officeRooms: Spec[] = [
    { name: 'Office', kind: 'cabin', width: office - 10 },
    { name: 'Toilets', kind: 'toilet', width: 10 },
  ];
  if (cold) {
    const chambers = Math.max(2, Math.min(4, Math.round(width / 45)));
    const chamberWidth = (width - office) / chambers;
    for (let i = 0; i < chambers; i += 1)
      rooms.push({
        id: `c${i}`,
        name: `Chamber ${i + 1}`,
        kind: 'shed',
        x: office + i * chamberWidth,
        y: 0,
        w: chamberWidth,
        h: depth - 12,
      });
    rooms.push({ id: 'open', name: 'Ante-room', kind: 'passage', x: office, y: depth - 12, w: width - office, h: 12 });
    for (let i = 0; i < chambers; i += 1)
      plate.doors.push({ from: `c${i}`, to: 'open', width: 6, at: 'middle', style: 'sliding' });
    rooms.push({ id: 'plant', name: 'Machine room', kind: 'core', x: 0, y: 0, w: office, h: depth - officeDepth });
    plate.doors.push({ from: 'plant', to: 'o0', width: 3 });
  } else {
    rooms.push({ id: 'open', name: hall, kind: 'shed', x: office, y: 0, w: width - office, h: depth });
    rooms.push({ id: 'bay', name: '', kind: 'shed', x: 0, y: 0, w: office, h: depth - officeDepth });
    plate.doors.push({ from: 'bay', to: 'open', style: 'open' });
  }
  let x = 0;
  officeRooms.forEach((spec, i) => {
    rooms.push({
      id: `o${i}`,
      name: spec.name,
      kind: spec.kind,
      x,
      y: depth - officeDepth,
      w: spec.width,
      h: officeDepth,
    });
    x += spec.width;
  });
  plate.doors.push(
    { from: 'o0', to: 'bottom', width: 3.5 },
    { from: 'o1', to: 'o0', width: 3 },
    { from: 'o0', to: 'open', width: 3 },
  );
  const scaled = scalePlate(plate, Math.sqrt(sqFt / carpetOf(plate)));
  const box = plateBounds(scaled);
  const yard = Math.max(40, Math.min(100, box.h * 0.45));
  return finish(
    [scaled],
    (sketch, scale) => {
      const docks = Math.max(2, Math.min(10, Math.floor((box.w - office) / 40)));
      const start = box.x + office + 10;
      const step = (box.w - office - 20) / docks;
      // Column grid of the shed.
      if (!cold)
        for (let cx = box.x + office + 30; cx < box.x + box.w - 5; cx += 30)
          for (let cy = box.y + 25; cy < box.y + box.h - 5; cy += 25)
            sketch.rect(cx - 0.6, cy - 0.6, 1.2, 1.2, { fill: '#b9bec4' });
      for (let i = 0; i < docks; i += 1) {
        const dx = start + i * step + step / 2 - 5;
        sketch.rect(dx, box.y + box.h, 10, 6, { fill: '#fff', stroke: INK, width: 1.2 });
        sketch.rect(dx + 1, box.y + box.h - 0.4, 8, 0.8, { fill: '#fff' });
      }
      if (textWidth('LOADING DOCKS', 10) < step * docks * scale * 0.5)
        sketch.text(start + (step * docks) / 2, box.y + box.h + 9, `${docks} LOADING DOCKS WITH LEVELLERS`, 10, {
          weight: 700,
          fill: SOFT_INK,
        });
      sketch.rect(box.x - 10, box.y + box.h + 12, box.w + 20, yard - 12, {
        fill: '#ecedeb',
        stroke: '#b9bec4',
        width: 1,
        dash: '6 4',
      });
      sketch.text(box.x + box.w / 2, box.y + box.h + 12 + (yard - 12) / 2, `TRUCK YARD · ${Math.round(yard)} FT`, 12, {
        weight: 700,
        fill: '#6b7075',
      });
      overall(sketch, box, scale);
    },
    { x: 12, y: 3, h: yard, w: 10 },
  );
}
