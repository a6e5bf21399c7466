import { plateBounds, type Door, type Plate, type RoomKind } from './planPlate.ts';

export interface Spec {
  name: string;
  kind: RoomKind;
  width: number;
}

/** A row of rooms along the top of an open area, scaled so the unit's rooms add up to its carpet area. */
export function rowAndOpen(
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
export function addCore(plate: Plate, shared: string[]): void {
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
