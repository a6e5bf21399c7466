import type { SeededRandom as Random, Unit } from '@aangan/contracts';
import { scalePlate } from './homePlates.ts';
import type { Drawing } from './homePlans.ts';
import { carpetOf, plateBounds, type Plate } from './planPlate.ts';
import { INK, SOFT_INK, feetInches, textWidth } from './planSheet.ts';
import { addCore, rowAndOpen, type Spec } from './workPlanLayout.ts';
import { finish, overall } from './workPlanSheet.ts';

/**
 * Plans of places of work: an office floor (a row of cabins, meeting room, pantry and washrooms
 * along one wall, open workstations, the building's core with lifts and stairs beside it), a shop
 * or showroom behind its frontage, and a shed with its loading docks, office block and truck yard.
 */

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
