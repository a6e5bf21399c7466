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
