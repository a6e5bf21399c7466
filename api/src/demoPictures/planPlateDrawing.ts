import { INK, type Sketch } from './planSheet.ts';
import type { Plate, Room, RoomKind, Side } from './planPlate.ts';
import { labelRoom } from './planRoomLabel.ts';
import {
  INNER_WALL,
  OUTER_WALL,
  close,
  drawDoor,
  drawSliding,
  drawWindow,
  placeDoor,
  sharedEdge,
  wallPath,
  wallRuns,
  type Opening,
} from './planWalls.ts';

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
