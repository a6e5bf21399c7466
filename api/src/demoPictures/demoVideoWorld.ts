import type { SeededRandom as Random } from '@aangan/contracts';

/** The drawings' world: 1280 × 720, ground from y 600. */
export const WORLD = { width: 1280, height: 720, ground: 600 };

/** A colour as it looks in the light of that moment. */
export type Shade = (color: string) => string;

/** A window (or shop front, or lamp): glass by day, lit from its own moment on. */
export interface Light {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The second it switches on. */
  on: number;
  round?: boolean;
}

export interface Scene {
  /** Everything that does not light up, in the light given. */
  body: (shade: Shade) => string;
  lights: Light[];
  /** Drawn in front of the lights (trees, railings). */
  front: (shade: Shade) => string;
}

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = ''): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

/** Windows in a grid over a facade, each switching on at its own moment between `from` and `to`. */
export function windowGrid(
  r: Random,
  box: { x: number; y: number; w: number; h: number },
  cell: { w: number; h: number; gapX: number; gapY: number },
  span: { from: number; to: number },
): Light[] {
  const lights: Light[] = [];
  for (let y = box.y + 18; y + cell.h < box.y + box.h - 14; y += cell.h + cell.gapY)
    for (let x = box.x + 12; x + cell.w < box.x + box.w - 8; x += cell.w + cell.gapX)
      lights.push({ x, y, w: cell.w, h: cell.h, on: span.from + r.next() * (span.to - span.from) });
  return lights;
}

export function trees(r: Random, count: number, y: number): (shade: Shade) => string {
  const placed = Array.from({ length: count }, () => ({ x: r.int(20, WORLD.width - 20), s: 0.8 + r.next() * 0.7 }));
  return (shade) =>
    placed
      .map(
        ({ x, s }) =>
          `${rect(x - 4 * s, y - 4, 8 * s, 30 * s, shade('#6b4f32'))}<circle cx="${x}" cy="${y - 10 * s}" r="${24 * s}" fill="${shade('#4f8a4b')}"/>`,
      )
      .join('');
}

/** Street lamps along the front, on as the sun goes down. */
export function streetLamps(r: Random): { posts: (shade: Shade) => string; lights: Light[] } {
  const xs = Array.from({ length: 6 }, (_, i) => 80 + i * 220 + r.int(-20, 20));
  return {
    posts: (shade) => xs.map((x) => rect(x - 3, WORLD.ground - 70, 6, 90, shade('#4a4a4a'))).join(''),
    lights: xs.map((x) => ({ x: x - 9, y: WORLD.ground - 88, w: 18, h: 18, on: 3.2 + r.next() * 0.6, round: true })),
  };
}
