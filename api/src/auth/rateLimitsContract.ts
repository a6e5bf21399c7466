import { randomUUID } from 'node:crypto';
import { expect, it } from 'vitest';
import { TooManyRequestsError } from '@aangan/contracts';
import { consumeOrThrow, type RateLimits } from './rateLimits.ts';

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

  it(shared ? 'two processes share one count' : 'each process counts on its own', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const spec = { keyPrefix: `contract-${randomUUID().slice(0, 8)}`, points: 2, duration: 60 };
      await consumeOrThrow(a.limiter(spec), 'ip', 'Slow down');
      await consumeOrThrow(b.limiter(spec), 'ip', 'Slow down');
      const third = consumeOrThrow(a.limiter(spec), 'ip', 'Slow down');
      if (shared) await expect(third).rejects.toBeInstanceOf(TooManyRequestsError);
      else await expect(third).resolves.toBeUndefined();
    } finally {
      await a.close();
      await b.close();
    }
  });
}
