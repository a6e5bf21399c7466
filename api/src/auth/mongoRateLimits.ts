import type { Collection, Db } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, RateLimiterRes } from 'rate-limiter-flexible';
import { guardMongo, guardMongoWithin, translateMongoError } from '@aangan/projections/production';
import type { RateLimits } from './rateLimits.ts';

/**
 * Counters shared by every API process (MONGODB_URL): one `rate_limits` collection, a TTL index
 * dropping expired counters. Loaded only by a process configured for MongoDB.
 */
const COUNTERS = 'rate_limits';

/**
 * A counter call that MongoDB has not answered in this time counts in memory instead: every form and
 * sign-in waits on it, and the shared client's own limits (seconds) are far too long for that.
 */
export const RATE_LIMIT_DEADLINE_MS = 300;

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
      translatingErrors(
        new RateLimiterMongo({
          ...spec,
          storeClient: counters,
          tableName: COUNTERS,
          disableIndexesCreation: true,
          insuranceLimiter: new RateLimiterMemory(spec),
        }),
      ),
    close: async () => undefined,
  };
}

/**
 * A refusal stays the limiter's answer; a MongoDB outage that still gets through is the store's 503,
 * never a 500. Both ways a reservation moves a count (consume takes, reward gives back) are atomic
 * in MongoDB: one findOneAndUpdate with $inc each.
 */
function translatingErrors(limiter: RateLimiterMongo): RateLimiterMongo {
  const consume = limiter.consume.bind(limiter);
  const reward = limiter.reward.bind(limiter);
  const translated =
    <A extends unknown[]>(call: (...args: A) => Promise<RateLimiterRes>) =>
    async (...args: A): Promise<RateLimiterRes> => {
      try {
        return await call(...args);
      } catch (result) {
        throw result instanceof RateLimiterRes ? result : translateMongoError(result, COUNTERS);
      }
    };
  limiter.consume = translated(consume);
  limiter.reward = translated(reward);
  return limiter;
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
