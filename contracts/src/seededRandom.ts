/**
 * Small deterministic generator (mulberry32): every fresh install gets the same demo catalogue, and
 * a randomised test that fails can be replayed from its seed.
 */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const pool = [...items];
    const count = Math.min(pool.length, int(min, max));
    const out: T[] = [];
    for (let i = 0; i < count; i += 1) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, some };
}

export type SeededRandom = ReturnType<typeof seededRandom>;
