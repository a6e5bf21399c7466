import { DIM_INK, sizeLabel, textWidth, type Sketch } from './planSheet.ts';
import type { Room } from './planPlate.ts';

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
