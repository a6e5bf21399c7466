import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '@aangan/contracts';

export interface LimitSpec {
  /** Unique per limit, e.g. `login-pair`: counts of different limits never mix. */
  keyPrefix: string;
  points: number;
  /** Window in seconds. */
  duration: number;
}

/**
 * Where counters live. Embedded: this process's memory. With MONGODB_URL: one `rate_limits`
 * collection shared by every API process (a TTL index drops expired counters), so a client
 * spreading requests over processes meets the same limit; each Mongo limiter keeps an in-memory
 * insurance limiter that takes over while MongoDB is unreachable, so limits never just switch off.
 */
export interface RateLimits {
  limiter(spec: LimitSpec): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryRateLimits(): RateLimits {
  return { limiter: (spec) => new RateLimiterMemory(spec), close: async () => undefined };
}

/** One count an attempt is held against: a limit and the key it counts (an address, an account, both). */
export interface Count {
  limiter: RateLimiterAbstract;
  key: string;
}

/** An attempt admitted under its counts. */
export interface Reservation {
  /** Gives the attempt's points back: it succeeded, so it is no failure. */
  release(): Promise<void>;
}

export type ReserveAnswer = ({ ok: true } & Reservation) | { ok: false; waitMs: number };

/** A limiter's answer to a count, whether it admitted it or refused it; anything else is the store's failure. */
export const countAnswer = (attempt: Promise<RateLimiterRes>): Promise<RateLimiterRes> =>
  attempt.catch((result: unknown) => {
    if (result instanceof RateLimiterRes) return result;
    throw result;
  });

/**
 * Takes an attempt's point from every count before anything is checked, so attempts made at once
 * cannot all pass a limit that none of them has reached yet: each store adds atomically and answers
 * the new total (memory: one synchronous step; MongoDB: one findOneAndUpdate with $inc), and an
 * attempt that took a point past a limit is refused. A refused attempt gives back every point it took,
 * so refusals neither count nor move a window (windows are fixed from their first point). A point
 * is kept as a failure unless the caller releases it.
 */
export async function reserve(counts: readonly Count[]): Promise<ReserveAnswer> {
  const taken: Count[] = [];
  // Once only: a point given back twice would admit one attempt more than the limit.
  const giveBack = async () => {
    await Promise.all(taken.splice(0).map(({ limiter, key }) => countAnswer(limiter.reward(key, 1))));
  };
  for (const count of counts) {
    let result: RateLimiterRes;
    try {
      result = await countAnswer(count.limiter.consume(count.key, 1));
    } catch (error) {
      await giveBack();
      throw error;
    }
    taken.push(count);
    if (result.consumedPoints > count.limiter.points) {
      await giveBack();
      return { ok: false, waitMs: Math.max(result.msBeforeNext, 1) };
    }
  }
  return { ok: true, release: giveBack };
}

/** As `reserve`, with a refusal thrown as 429 with Retry-After and `message`. */
export async function reserveOrThrow(counts: readonly Count[], message: string): Promise<Reservation> {
  const answer = await reserve(counts);
  if (!answer.ok) throw new TooManyRequestsError(answer.waitMs / 1000, message);
  return answer;
}

/**
 * Counts one request against `key`; over the limit → 429 with Retry-After and `message`. Any other
 * failure is the store's own (a MongoDB limiter has already made an outage the store's 503).
 */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (result) {
    if (result instanceof RateLimiterRes) throw new TooManyRequestsError(result.msBeforeNext / 1000, message);
    throw result;
  }
}
