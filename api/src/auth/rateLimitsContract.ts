import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { TooManyRequestsError } from '@aangan/contracts';
import { consumeOrThrow, reserve, type RateLimits } from './rateLimits.ts';

/**
 * What every counter store must do. `open` is called twice to stand for two API processes: with a
 * shared store they meet the same limit; memory stores are per process, so `shared` is false there.
 */
export function describeRateLimitsContract(open: () => Promise<RateLimits>, shared: boolean) {
  it('counts per key and answers 429 with Retry-After once the points are spent', async () => {
    const limits = await open();
    try {
      const spec = { keyPrefix: `contract-${randomUUID().slice(0, 8)}`, points: 3, duration: 60 };
      const limiter = limits.limiter(spec);
      for (let i = 0; i < 3; i += 1) await consumeOrThrow(limiter, 'ip-1', 'Slow down');
      const refused = await consumeOrThrow(limiter, 'ip-1', 'Slow down').catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(TooManyRequestsError);
      expect((refused as TooManyRequestsError).message).toBe('Slow down');
      expect(Number((refused as TooManyRequestsError).headers['Retry-After'])).toBeGreaterThan(0);
      await consumeOrThrow(limiter, 'ip-2', 'Slow down');
      // A limit with another prefix keeps its own counts.
      await consumeOrThrow(limits.limiter({ ...spec, keyPrefix: `${spec.keyPrefix}-other` }), 'ip-1', 'Slow down');
    } finally {
      await limits.close();
    }
  });

  it('reserves atomically: of many attempts at once, no more than the points get through', async () => {
    const limits = await open();
    try {
      const limiter = limits.limiter({ keyPrefix: `contract-${randomUUID().slice(0, 8)}`, points: 5, duration: 60 });
      const answers = await Promise.all(Array.from({ length: 40 }, () => reserve([{ limiter, key: 'account' }])));
      expect(answers.filter((answer) => answer.ok)).toHaveLength(5);
      expect(answers.every((answer) => answer.ok || answer.waitMs > 0)).toBe(true);
    } finally {
      await limits.close();
    }
  });

  it('a release gives the point back; a refusal neither counts nor extends the window', async () => {
    const limits = await open();
    try {
      const limiter = limits.limiter({ keyPrefix: `contract-${randomUUID().slice(0, 8)}`, points: 2, duration: 60 });
      const count = [{ limiter, key: 'pair' }];
      const first = await reserve(count);
      expect((await reserve(count)).ok).toBe(true);
      const refused = await reserve(count);
      if (refused.ok) throw new Error('a third attempt was admitted under a limit of two');
      for (let i = 0; i < 5; i += 1) expect((await reserve(count)).ok).toBe(false);
      const later = await reserve(count);
      expect(!later.ok && later.waitMs <= refused.waitMs).toBe(true);
      if (!first.ok) throw new Error('the first attempt was refused');
      await first.release();
      expect((await reserve(count)).ok).toBe(true);
      expect((await reserve(count)).ok).toBe(false);
    } finally {
      await limits.close();
    }
  });

  it('an attempt refused by one of its counts gives back what it took from the others', async () => {
    const limits = await open();
    try {
      const prefix = `contract-${randomUUID().slice(0, 8)}`;
      const wide = limits.limiter({ keyPrefix: `${prefix}-wide`, points: 10, duration: 60 });
      const tight = limits.limiter({ keyPrefix: `${prefix}-tight`, points: 1, duration: 60 });
      const counts = [
        { limiter: wide, key: 'ip' },
        { limiter: tight, key: 'account' },
      ];
      expect((await reserve(counts)).ok).toBe(true);
      for (let i = 0; i < 3; i += 1) expect((await reserve(counts)).ok).toBe(false);
      expect((await wide.get('ip'))?.consumedPoints).toBe(1);
      expect((await tight.get('account'))?.consumedPoints).toBe(1);
    } finally {
      await limits.close();
    }
  });

  it(shared ? 'two processes share one count' : 'each process counts on its own', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const spec = { keyPrefix: `contract-${randomUUID().slice(0, 8)}`, points: 2, duration: 60 };
      await consumeOrThrow(a.limiter(spec), 'ip', 'Slow down');
      await consumeOrThrow(b.limiter(spec), 'ip', 'Slow down');
      const third = consumeOrThrow(a.limiter(spec), 'ip', 'Slow down');
      if (shared) await expect(third).rejects.toBeInstanceOf(TooManyRequestsError);
      else await expect(third).resolves.toBeUndefined();
      // Reservations from both at once meet the one limit (or each its own).
      const reserving = { ...spec, keyPrefix: `${spec.keyPrefix}-reserve`, points: 3 };
      const [la, lb] = [a.limiter(reserving), b.limiter(reserving)];
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) => reserve([{ limiter: i % 2 ? la : lb, key: 'ip' }])),
      );
      expect(answers.filter((answer) => answer.ok)).toHaveLength(shared ? 3 : 6);
    } finally {
      await a.close();
      await b.close();
    }
  });
}
