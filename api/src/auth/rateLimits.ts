import type { Collection, Db } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '@aangan/contracts';
import { guardMongo, guardMongoWithin, translateMongoError } from '@aangan/projections';

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

const COUNTERS = 'rate_limits';

/**
 * A counter call that MongoDB has not answered in this time counts in memory instead: every form and
 * sign-in waits on it, and the shared client's own limits (seconds) are far too long for that.
 */
export const RATE_LIMIT_DEADLINE_MS = 300;

export function memoryRateLimits(): RateLimits {
  return { limiter: (spec) => new RateLimiterMemory(spec), close: async () => undefined };
}

/** The counters' indexes (what RateLimiterMongo would create per limiter), once per process at start. */
export async function ensureRateLimitIndexes(db: Db): Promise<void> {
  await guardMongo(COUNTERS, async () => {
    const counters = db.collection(COUNTERS);
    await counters.createIndex({ expire: -1 }, { expireAfterSeconds: 0 });
    await counters.createIndex({ key: 1 }, { unique: true });
  });
}

/**
 * Counters in `db` (on the process's one MongoClient; its owner closes it). Each call is cut off
 * after `deadlineMs`, which hands the count to the in-memory insurance limiter.
 */
export function mongoRateLimits(db: Db, deadlineMs = RATE_LIMIT_DEADLINE_MS): RateLimits {
  // RateLimiterMongo takes a database when the object it is given has no `db()`.
  const counters = { collection: (name: string) => withDeadline(db.collection(name), name, deadlineMs) };
  return {
    limiter: (spec) =>
      new RateLimiterMongo({
        ...spec,
        storeClient: counters,
        tableName: COUNTERS,
        disableIndexesCreation: true,
        insuranceLimiter: new RateLimiterMemory(spec),
      }),
    close: async () => undefined,
  };
}

/** The collection with each of its calls that returns a promise cut off after `ms`. */
function withDeadline(collection: Collection, name: string, ms: number): Collection {
  return new Proxy(collection, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver) as unknown;
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = (value as (...a: unknown[]) => unknown).apply(target, args);
        return result instanceof Promise ? guardMongoWithin(name, ms, () => result) : result;
      };
    },
  });
}

/**
 * Counts one request against `key`; over the limit → 429 with Retry-After and `message`. A MongoDB
 * outage that still reaches here is the store's 503, never a 500.
 */
export async function consumeOrThrow(limiter: RateLimiterAbstract, key: string, message: string): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (result) {
    if (result instanceof RateLimiterRes) throw new TooManyRequestsError(result.msBeforeNext / 1000, message);
    throw translateMongoError(result, COUNTERS);
  }
}
