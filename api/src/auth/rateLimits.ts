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
