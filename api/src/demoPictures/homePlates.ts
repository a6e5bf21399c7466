import type { SeededRandom as Random } from '@aangan/contracts';
import type { Door, Plate, Room, RoomKind } from './planPlate.ts';

/**
 * Home plates as developers draw them: bedrooms along one outer wall, the living room and the
 * kitchen along the other, a passage between them from the main door. Each bedroom may have a
 * column beside it with two small rooms: its attached toilet on the outer side, and on the passage
 * side a common toilet, a pooja room or store that opens onto the passage (or a dress area of the
 * bedroom). Sizes are laid out in nominal feet and then scaled so the plate matches the carpet area.
 */
export interface Bedroom {
  name: string;
  attached: boolean;
}

export interface HomeRooms {
  living: string;
  bedrooms: Bedroom[];
  commonToilets: number;
  /** Small rooms for the passage side of a toilet column: Pooja, Store. */
  smalls: string[];
  /** Rooms of the kitchen row, after the living room: kitchen, dining, study, servant room, stair. */
  rowRooms: { name: string; kind: RoomKind; width: number; opensTo?: 'living' }[];
  entrance: boolean;
}

const TOP_DEPTH = 12;
const PASSAGE = 4;
const BOTTOM_DEPTH = 11;
const COLUMN = 5.5;

interface Column {
  width: number;
  outer?: Part;
  inner?: Part;
}
interface Part {
  name: string;
  kind: RoomKind;
  /** A toilet or dress of the bedroom beside it, else a room off the passage. */
  ofBedroom: boolean;
  open?: boolean;
}

interface Group {
  bedroom: Bedroom;
  width: number;
  column?: Column;
}

function groupsOf(rooms: HomeRooms, r: Random): { groups: Group[]; leftover: string[]; commonsLeft: number } {
  const queue: Part[] = [
    ...Array.from({ length: rooms.commonToilets }, () => ({
      name: 'Toilet',
      kind: 'toilet' as const,
      ofBedroom: false,
    })),
    ...rooms.smalls.map((name) => ({ name, kind: 'small' as const, ofBedroom: false })),
  ];
  const groups = rooms.bedrooms.map((bedroom, i): Group => {
    const width = (i === 0 ? 13 : 11) + r.int(0, 2) / 2;
    const toilet: Part | undefined = bedroom.attached ? { name: 'Toilet', kind: 'toilet', ofBedroom: true } : undefined;
    const inner = queue.shift();
    if (!toilet && !inner) return { bedroom, width };
    const dress: Part = { name: 'Dress', kind: 'utility', ofBedroom: true, open: true };
    return { bedroom, width, column: { width: COLUMN, outer: toilet ?? dress, inner: inner ?? dress } };
  });
  return {
    groups,
    leftover: queue.filter((part) => part.kind === 'small').map((part) => part.name),
    commonsLeft: queue.filter((part) => part.kind === 'toilet').length,
  };
}

const groupWidth = (group: Group): number => group.width + (group.column?.width ?? 0);

/** A plate in nominal feet: the living block at the left, the bedroom row on top, the kitchen row below. */
export function homePlate(rooms: HomeRooms, r: Random): Plate {
  const { groups, leftover, commonsLeft } = groupsOf(rooms, r);
  const livingWidth = 12 + r.int(0, 2);
  const row: { name: string; kind: RoomKind; width: number; opensTo?: 'living' }[] = [
    ...rooms.rowRooms,
    ...leftover.map((name) => ({ name, kind: 'small' as const, width: 5 })),
    ...Array.from({ length: commonsLeft }, () => ({ name: 'Toilet', kind: 'toilet' as const, width: 5 })),
  ];
  type RowRoom = HomeRooms['rowRooms'][number];
  type Item = { group: Group; stretch: number } | { room: RowRoom; stretch: number };
  const widthOf = (item: Item): number => ('group' in item ? groupWidth(item.group) : item.room.width) + item.stretch;
  const top: Item[] = groups.map((group) => ({ group, stretch: 0 }));
  const bottom: Item[] = row.map((room) => ({ room, stretch: 0 }));
  const living = { width: livingWidth };
  const sum = (items: Item[]): number => items.reduce((total, item) => total + widthOf(item), 0);
  const difference = (): number => sum(top) - sum(bottom) - living.width;
  const movable = (item: Item): boolean => !('room' in item && item.room.opensTo);
  // Bedrooms move down to the kitchen row, or rooms of that row up, while the rows come closer in width.
  for (;;) {
    const d = difference();
    const from = d > 0 ? top : bottom;
    const candidates = from.filter((item) => movable(item) && !('group' in item && item.group === groups[0]));
    const best = candidates
      .map((item) => ({ item, after: Math.abs(Math.abs(d) - 2 * widthOf(item)) }))
      .sort((a, b) => a.after - b.after)[0];
    if (!best || best.after >= Math.abs(d)) break;
    from.splice(from.indexOf(best.item), 1);
    if (from === top) bottom.push(best.item);
    else top.push(best.item);
  }
  // What is left over widens the bedrooms and rooms of the narrower row (never the toilet columns).
  const stretchable = (items: Item[]): Item[] =>
    items.filter((item) => !('room' in item && item.room.kind === 'toilet'));
  const spread = (items: Item[], extra: number): void => {
    const total = items.reduce((t, item) => t + ('group' in item ? item.group.width : item.room.width), 0);
    for (const item of items) item.stretch = (extra * ('group' in item ? item.group.width : item.room.width)) / total;
  };
  if (difference() > 0) {
    const extra = difference();
    const items = stretchable(bottom);
    const share = extra * (living.width / (living.width + items.reduce((t, item) => t + widthOf(item), 0)));
    living.width += share;
    spread(items, extra - share);
  } else spread(stretchable(top), -difference());
  const width = sum(top);
  const depth = TOP_DEPTH + PASSAGE + BOTTOM_DEPTH;
  const plate: Plate = { rooms: [], doors: [] };
  const add = (room: Room): Room => {
    plate.rooms.push(room);
    return room;
  };
  const door = (d: Door): void => {
    plate.doors.push(d);
  };
  const livingRoom = add({
    id: 'living',
    name: rooms.living,
    kind: 'living',
    x: 0,
    y: TOP_DEPTH,
    w: living.width,
    h: depth - TOP_DEPTH,
  });
  const passage = add({
    id: 'passage',
    name: 'Passage',
    kind: 'passage',
    x: living.width,
    y: TOP_DEPTH,
    w: width - living.width,
    h: PASSAGE,
    sized: false,
  });
  door({ from: 'passage', to: 'living', style: 'open' });
  if (rooms.entrance) plate.entrance = { room: 'passage', side: 'right' };

  /** A room opens onto the passage, or onto the living room when that is most of its edge. */
  const doorTarget = (room: Room): string => {
    const overlap = (other: Room): number =>
      Math.max(0, Math.min(room.x + room.w, other.x + other.w) - Math.max(room.x, other.x));
    return overlap(passage) >= 3.5 || overlap(passage) >= overlap(livingRoom) ? 'passage' : 'living';
  };
  let bedrooms = 0;
  // Bedrooms are numbered in the order the plan shows them.
  const numbers = groups
    .map((group) => Number(/^Bedroom (\d+)$/.exec(group.bedroom.name)?.[1]))
    .filter((n) => n > 0)
    .sort((a, b) => a - b);
  const placeGroup = (group: Group, x: number, y: number, height: number, onTop: boolean): void => {
    const id = `bed${bedrooms}`;
    bedrooms += 1;
    const name = /^Bedroom \d+$/.test(group.bedroom.name) ? `Bedroom ${numbers.shift()}` : group.bedroom.name;
    const bed = add({ id, name, kind: 'bedroom', x, y, w: group.width, h: height });
    door({ from: id, to: doorTarget(bed), at: 'end', width: 3 });
    const column = group.column;
    if (!column) return;
    const outerDepth = Math.round(height * 0.55 * 2) / 2;
    const cx = x + group.width;
    const parts: [Part | undefined, number, number][] = onTop
      ? [
          [column.outer, y, outerDepth],
          [column.inner, y + outerDepth, height - outerDepth],
        ]
      : [
          [column.inner, y, height - outerDepth],
          [column.outer, y + height - outerDepth, outerDepth],
        ];
    parts.forEach(([part, py, ph], j) => {
      if (!part) return;
      const partId = `${id}-${j}`;
      const room = add({ id: partId, name: part.name, kind: part.kind, x: cx, y: py, w: column.width, h: ph });
      if (part.open) door({ from: partId, to: id, style: 'open' });
      else if (part.ofBedroom) door({ from: partId, to: id, width: 2.5, at: onTop === (j === 0) ? 'start' : 'end' });
      else door({ from: partId, to: doorTarget(room), width: 2.5 });
    });
  };
  let rowRooms = 0;
  const placeRoom = (spec: RowRoom, x: number, y: number, w: number, h: number): void => {
    const id = `row${rowRooms}`;
    rowRooms += 1;
    const room = add({ id, name: spec.name, kind: spec.kind, x, y, w, h });
    if (spec.opensTo === 'living') door({ from: id, to: 'living', style: 'open' });
    else if (spec.kind === 'stair') door({ from: id, to: 'passage', style: 'open' });
    else
      door({
        from: id,
        to: doorTarget(room),
        width: spec.kind === 'toilet' || spec.kind === 'small' ? 2.5 : 3,
        at: 'start',
      });
  };
  const placeRow = (items: Item[], x: number, y: number, height: number, onTop: boolean): void => {
    for (const item of items) {
      if ('group' in item) placeGroup({ ...item.group, width: item.group.width + item.stretch }, x, y, height, onTop);
      else placeRoom(item.room, x, y, item.room.width + item.stretch, height);
      x += widthOf(item);
    }
  };
  placeRow(top, 0, 0, TOP_DEPTH, true);
  placeRow(bottom, living.width, TOP_DEPTH + PASSAGE, BOTTOM_DEPTH, false);
  return plate;
}

/** Scales a nominal plate by `factor` and rounds every edge to 3 inches, so rooms still meet. */
export function scalePlate(plate: Plate, factor: number): Plate {
  const snap = (value: number): number => Math.round(value * factor * 4) / 4;
  return {
    ...plate,
    rooms: plate.rooms.map((room) => {
      const x = snap(room.x);
      const y = snap(room.y);
      return { ...room, x, y, w: snap(room.x + room.w) - x, h: snap(room.y + room.h) - y };
    }),
  };
}

/** A balcony or terrace outside one side of a room, `depth` feet deep. */
export function balconyBeside(
  plate: Plate,
  roomId: string,
  side: 'top' | 'bottom',
  depth: number,
  name = 'Balcony',
  kind: RoomKind = 'balcony',
): void {
  const room = plate.rooms.find((each) => each.id === roomId);
  if (!room) return;
  const id = `${roomId}-${name.toLowerCase().replace(/\W+/g, '-')}`;
  plate.rooms.push({
    id,
    name,
    kind,
    x: room.x,
    y: side === 'top' ? room.y - depth : room.y + room.h,
    w: room.w,
    h: depth,
    outside: true,
  });
  plate.doors.push({ from: roomId, to: id, style: 'sliding', at: 'middle', width: Math.min(room.w * 0.6, 8) });
}

/** A studio (one room, a kitchenette, a toilet by the door), or a room to let with its beds (and its bath). */
export function studioPlate(kitchen: 'Kitchenette' | 'Kitchen' | null, toilet: boolean, r: Random, beds = 0): Plate {
  const width = 14 + r.int(0, 2);
  const roomDepth = 13 + r.int(0, 2);
  const strip = kitchen || toilet ? 7 : 3;
  const plate: Plate = { rooms: [], doors: [] };
  const name = kitchen ? 'Living / Sleeping' : beds > 1 ? `Room (${beds} beds)` : 'Room';
  plate.rooms.push({ id: 'room', name, kind: 'bedroom', x: 0, y: 0, w: width, h: roomDepth });
  const entryWidth = 4;
  const spare = width - entryWidth - 5.5;
  // A room without a kitchen keeps the rest of the strip for wardrobes, when there is enough of it.
  const toiletWidth = !toilet ? 0 : kitchen || spare >= 4.5 ? 5.5 : width - entryWidth;
  const kitchenWidth = kitchen ? width - entryWidth - toiletWidth : 0;
  if (kitchen) {
    plate.rooms.push({ id: 'kitchen', name: kitchen, kind: 'kitchen', x: 0, y: roomDepth, w: kitchenWidth, h: strip });
    plate.doors.push(
      kitchen === 'Kitchen'
        ? { from: 'kitchen', to: 'entry', width: 2.5 }
        : { from: 'kitchen', to: 'room', style: 'open' },
    );
  }
  const entry: Room = {
    id: 'entry',
    name: 'Entry',
    kind: 'passage',
    x: kitchenWidth,
    y: roomDepth,
    w: kitchen ? width - kitchenWidth - toiletWidth : entryWidth,
    h: strip,
    sized: false,
  };
  plate.rooms.push(entry);
  plate.doors.push({ from: 'entry', to: 'room', style: 'open' });
  if (toilet) {
    plate.rooms.push({
      id: 'toilet',
      name: 'Toilet',
      kind: 'toilet',
      x: kitchen ? width - toiletWidth : entryWidth,
      y: roomDepth,
      w: toiletWidth,
      h: strip,
    });
    plate.doors.push({ from: 'toilet', to: 'entry', width: 2.5, at: 'end' });
  }
  if (!kitchen && width - entryWidth - toiletWidth > 0) {
    plate.rooms.push({
      id: 'wardrobe',
      name: 'Wardrobe',
      kind: 'utility',
      x: entryWidth + toiletWidth,
      y: roomDepth,
      w: width - entryWidth - toiletWidth,
      h: strip,
    });
    plate.doors.push({ from: 'wardrobe', to: 'room', style: 'open' });
  }
  plate.entrance = { room: 'entry', side: 'bottom' };
  return plate;
}
