import { randomUUID } from 'node:crypto';
import { MongoClient } from 'mongodb';
import { afterAll, describe } from 'vitest';
import { ensureRateLimitIndexes, mongoRateLimits } from './mongoRateLimits.ts';
import { describeRateLimitsContract } from './rateLimitsContract.ts';

const url = process.env.MONGODB_URL;
if (!url) console.warn('MongoDB rate-limit suite skipped: MONGODB_URL is not set');

describe.skipIf(!url)('MongoDB rate limits (production)', () => {
  // A database of its own per run, so a shared server is left as it was found.
  const dbName = `aangan_rate_limits_${randomUUID().slice(0, 8)}`;
  afterAll(async () => {
    const client = new MongoClient(url!, { serverSelectionTimeoutMS: 5000 });
    try {
      await client.db(dbName).dropDatabase();
    } finally {
      await client.close();
    }
  });
  // Each "process" has its own client, as two API processes would.
  describeRateLimitsContract(async () => {
    const client = await new MongoClient(url!, { serverSelectionTimeoutMS: 5000 }).connect();
    await ensureRateLimitIndexes(client.db(dbName));
    const limits = mongoRateLimits(client.db(dbName));
    return { limiter: limits.limiter, close: () => client.close() };
  }, true);
});
