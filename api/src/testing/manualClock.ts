/** A clock that moves only when a test moves it: times in events and answers are then exact. */
export function manualClock(start = new Date('2026-11-20T04:30:00.000Z')) {
  let ms = start.getTime();
  return {
    now: (): Date => new Date(ms),
    advance(byMs: number): void {
      ms += byMs;
    },
    /** Moves it to an instant (never back: times in the log only go forward). */
    set(to: Date): void {
      if (to.getTime() < ms)
        throw new Error(`The clock is at ${new Date(ms).toISOString()}, later than ${to.toISOString()}`);
      ms = to.getTime();
    },
  };
}
