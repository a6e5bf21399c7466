/** A clock a test moves by hand (lock times, windows), starting now so real timers and tokens still agree with it. */
export function testClock(start: Date = new Date()) {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    advance(ms: number) {
      current += ms;
    },
    /** Seconds since the epoch, for authenticator codes of this clock's time. */
    epochSeconds: () => Math.floor(current / 1000),
  };
}

export type TestClock = ReturnType<typeof testClock>;
