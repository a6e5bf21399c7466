import type { SeededRandom as Random, Unit } from '@aangan/contracts';
import { balconyBeside, homePlate, scalePlate, studioPlate, type HomeRooms } from './homePlates.ts';
import { homeFurniture } from './planFurniture.ts';
import { carpetOf, placePlate, plateBounds, type Plate, type Side } from './planPlate.ts';
import { drawPlate } from './planPlateDrawing.ts';
import { INK, SOFT_INK, Sketch, sheetScale, type Bounds } from './planSheet.ts';

/** What a plan draws, before the sheet's title and foot are put around it. */
export interface Drawing {
  sketch: Sketch;
  bounds: Bounds;
}

interface Floor {
  caption?: string;
  plate: Plate;
}

const bedroomNames = (count: number): string[] =>
  count === 1
    ? ['Bedroom']
    : Array.from({ length: count }, (_, i) => (i === 0 ? 'Master bedroom' : `Bedroom ${i + 1}`));

/** The unit's bedrooms and toilets: the first bedrooms get attached toilets while one toilet stays common. */
function roomsOf(unit: Unit): {
  names: string[];
  attached: number;
  commons: number;
  dedicated: Set<string>;
} {
  const bedrooms = unit.bedroomCount ?? 1;
  const baths = unit.bathroomCount ?? 1;
  const attached = baths >= 2 ? Math.min(bedrooms, baths - 1) : 0;
  return {
    names: bedroomNames(bedrooms),
    attached,
    commons: baths - attached,
    dedicated: new Set(unit.dedicatedRooms),
  };
}

function rowRoomsOf(dedicated: Set<string>, kitchenWidth: number): HomeRooms['rowRooms'] {
  return [
    ...(dedicated.has('Dining')
      ? [{ name: 'Dining', kind: 'dining' as const, width: 9, opensTo: 'living' as const }]
      : []),
    { name: 'Kitchen', kind: 'kitchen' as const, width: kitchenWidth },
    ...(dedicated.has('Servant') ? [{ name: 'Servant room', kind: 'utility' as const, width: 8 }] : []),
    ...(dedicated.has('Study') ? [{ name: 'Study', kind: 'study' as const, width: 9 }] : []),
  ];
}

const smallsOf = (dedicated: Set<string>): string[] => ['Pooja', 'Store'].filter((name) => dedicated.has(name));

function apartment(unit: Unit, r: Random): Floor[] {
  const { names, attached, commons, dedicated } = roomsOf(unit);
  const plate = homePlate(
    {
      living: dedicated.has('Dining') ? 'Living' : 'Living / Dining',
      bedrooms: names.map((name, i) => ({ name, attached: i < attached })),
      commonToilets: commons,
      smalls: smallsOf(dedicated),
      rowRooms: rowRoomsOf(dedicated, names.length >= 3 ? 9.5 : 8.5),
      entrance: true,
    },
    r,
  );
  return [{ plate }];
}

/** Two levels: living, dining, kitchen and the last bedrooms below; the master and the rest above. */
function twoLevels(unit: Unit, r: Random, captions: [string, string], below: number): Floor[] {
  const { names, attached, commons, dedicated } = roomsOf(unit);
  const bedrooms = names.map((name, i) => ({ name, attached: i < attached }));
  const lowerBedrooms = bedrooms.slice(bedrooms.length - below);
  const upperBedrooms = bedrooms.slice(0, bedrooms.length - below);
  const stair = { name: 'Stair', kind: 'stair' as const, width: 4.5 };
  const lower = homePlate(
    {
      living: 'Living',
      bedrooms: lowerBedrooms,
      commonToilets: Math.min(commons, 1),
      smalls: smallsOf(dedicated),
      rowRooms: [
        { name: 'Dining', kind: 'dining', width: 10, opensTo: 'living' },
        { name: 'Kitchen', kind: 'kitchen', width: 10 },
        ...(dedicated.has('Servant') ? [{ name: 'Servant room', kind: 'utility' as const, width: 8 }] : []),
        stair,
      ],
      entrance: true,
    },
    r,
  );
  const upper = homePlate(
    {
      living: 'Family lounge',
      bedrooms: upperBedrooms,
      commonToilets: Math.max(0, commons - 1),
      smalls: [],
      rowRooms: [...(dedicated.has('Study') ? [{ name: 'Study', kind: 'study' as const, width: 9 }] : []), stair],
      entrance: false,
    },
    r,
  );
  return [
    { caption: captions[0], plate: lower },
    { caption: captions[1], plate: upper },
  ];
}

function floorsOf(subType: string, unit: Unit, r: Random): Floor[] {
  const bedrooms = unit.bedroomCount ?? 0;
  const baths = unit.bathroomCount ?? 1;
  if (subType === 'PG/Co-living') {
    const beds = /\bfour\b/i.test(unit.unitTitle) ? 4 : /\btwin\b/i.test(unit.unitTitle) ? 2 : 1;
    return [{ plate: studioPlate(null, baths > 0, r, beds) }];
  }
  if (bedrooms === 0)
    return [{ plate: studioPlate(/\bRK\b/.test(unit.unitTitle) ? 'Kitchen' : 'Kitchenette', baths > 0, r) }];
  if (subType === 'Penthouse' && bedrooms >= 3) return twoLevels(unit, r, ['Lower level', 'Upper level'], 2);
  if ((subType === 'Independent House/Villa' || subType === 'Row House') && bedrooms >= 2)
    return twoLevels(unit, r, ['Ground floor', 'First floor'], 1);
  return apartment(unit, r);
}

function entryMarker(sketch: Sketch, plate: Plate): void {
  const entrance = plate.entrance;
  const room = plate.rooms.find((each) => each.id === entrance?.room);
  if (!entrance || !room) return;
  const points: Record<Side, [number, number, number, number]> = {
    left: [room.x, room.y + room.h / 2, -1, 0],
    right: [room.x + room.w, room.y + room.h / 2, 1, 0],
    top: [room.x + room.w / 2, room.y, 0, -1],
    bottom: [room.x + room.w / 2, room.y + room.h, 0, 1],
  };
  const [x, y, dx, dy] = points[entrance.side];
  const [sx, sy] = [x + dx * 4.2, y + dy * 4.2];
  const [ex, ey] = [x + dx * 1.2, y + dy * 1.2];
  sketch.line(sx, sy, ex, ey, { stroke: INK, width: 1.6 });
  const [px, py] = [-dy, dx];
  sketch.path(
    [
      ['M', ex, ey],
      ['L', ex + dx * 0.9 + px * 0.5, ey + dy * 0.9 + py * 0.5],
      ['L', ex + dx * 0.9 - px * 0.5, ey + dy * 0.9 - py * 0.5],
      ['L', ex, ey],
    ],
    { fill: INK },
  );
  sketch.text(x + dx * 5.2, y + dy * 5.2 + (dy === 0 ? -1.2 : 0), 'ENTRY', 10, {
    weight: 700,
    anchor: dx < 0 ? 'end' : dx > 0 ? 'start' : 'middle',
  });
}

/** Residential units: null when the unit has no rooms to draw. */
export function homeDrawing(subType: string, unit: Unit, carpetSqFt: number, r: Random): Drawing | null {
  if (!(carpetSqFt > 0)) return null;
  const floors = floorsOf(subType, unit, r);
  const nominal = floors.reduce((sum, floor) => sum + carpetOf(floor.plate), 0);
  const factor = Math.sqrt(carpetSqFt / nominal);
  const mirror = r.next() < 0.5;
  const gap = 9;
  let x = 0;
  const placed = floors.map((floor, i) => {
    const plate = scalePlate(floor.plate, factor);
    const bed = plate.rooms.find((room) => room.id === 'bed0');
    const living = plate.rooms.find((room) => room.id === 'living');
    const kitchen = plate.rooms.find((room) => room.name === 'Kitchen');
    if (living && floor.caption === 'Upper level') balconyBeside(plate, 'living', 'bottom', 10, 'Terrace', 'terrace');
    else if (living) balconyBeside(plate, 'living', 'bottom', living.w > 16 ? 6 : 5);
    if (
      bed &&
      (i > 0 || (unit.bedroomCount ?? 0) >= 3 || r.next() < 0.5) &&
      plate.rooms.some((room) => room.id === 'bed0')
    )
      balconyBeside(plate, 'bed0', 'top', 4.5);
    if (kitchen && r.next() < 0.6) balconyBeside(plate, kitchen.id, kitchen.y === 0 ? 'top' : 'bottom', 3.5, 'Utility');
    const bounds = plateBounds(plate);
    const moved = placePlate(plate, x - bounds.x, -bounds.y, mirror);
    x += bounds.w + gap;
    return { caption: floor.caption, plate: moved };
  });
  const all = placed.map((floor) => plateBounds(floor.plate));
  const width = Math.max(...all.map((b) => b.x + b.w));
  const height = Math.max(...all.map((b) => b.h));
  const captioned = placed.some((floor) => floor.caption);
  const entrySide = placed[0].plate.entrance?.side;
  const bounds: Bounds = {
    x: entrySide === 'left' ? -8 : -3,
    y: captioned ? -5 : -3,
    w: width + 6 + (entrySide === 'left' || entrySide === 'right' ? 5 : 0),
    h: height + (captioned ? 8 : 6) + (entrySide === 'bottom' ? 4 : 0),
  };
  const scale = sheetScale(bounds);
  const sketch = new Sketch();
  placed.forEach((floor, i) => {
    drawPlate(sketch, floor.plate, { scale, furniture: homeFurniture });
    if (floor.caption) {
      const b = all[i];
      sketch.text(b.x + b.w / 2, -2.5, floor.caption.toUpperCase(), 12, { weight: 700, fill: SOFT_INK });
    }
    entryMarker(sketch, floor.plate);
  });
  return { sketch, bounds };
}
