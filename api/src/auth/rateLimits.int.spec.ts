import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { TooManyRequestsError } from '@aangan/contracts';
import { mongoRateLimits } from './mongoRateLimits.ts';
import { consumeOrThrow, memoryRateLimits, reserve } from './rateLimits.ts';
import { describeRateLimitsContract } from './rateLimitsContract.ts';

describe('in-memory rate limits (embedded)', () => {
  describeRateLimitsContract(async () => memoryRateLimits(), false);
});

describe('MongoDB rate limits while MongoDB does not answer', () => {
  it('count in memory instead, so the limits still hold and no request waits for the server', async () => {
    // The client would look for a server for two minutes; the counters' own deadline is far shorter.
    const client = new MongoClient('mongodb://127.0.0.1:1/?directConnection=true', {
      serverSelectionTimeoutMS: 120_000,
    });
    try {
      const limiter = mongoRateLimits(client.db('aangan'), 100).limiter({
        keyPrefix: 'outage',
        points: 2,
        duration: 60,
      });
      await consumeOrThrow(limiter, 'ip-1', 'Slow down');
      await consumeOrThrow(limiter, 'ip-1', 'Slow down');
      await expect(consumeOrThrow(limiter, 'ip-1', 'Slow down')).rejects.toBeInstanceOf(TooManyRequestsError);
      await consumeOrThrow(limiter, 'ip-2', 'Slow down');
      // Reservations made at once hold too: the insurance limiter adds atomically as well.
      const reserving = mongoRateLimits(client.db('aangan'), 100).limiter({
        keyPrefix: 'outage-reserve',
        points: 2,
        duration: 60,
      });
      const answers = await Promise.all(
        Array.from({ length: 6 }, () => reserve([{ limiter: reserving, key: 'ip-1' }])),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(2);
    } finally {
      await client.close();
    }
  }, 20_000);
});
