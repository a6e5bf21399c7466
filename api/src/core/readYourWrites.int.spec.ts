import { describe, expect, it } from 'vitest';
import { CHECKPOINTS, InMemoryReadStore, type Collection, type Doc, type ReadStore } from '@aangan/projections';
import { faultyReadStore } from '@aangan/projections/testing';
import { checkpointWaiter } from './readYourWrites.ts';

/** Counts the checkpoint reads made through it. */
function counting(inner: ReadStore): { store: ReadStore; reads: () => number } {
  let reads = 0;
  const store: ReadStore = {
    collection<T extends Doc>(name: string): Collection<T> {
      if (name === CHECKPOINTS) reads += 1;
      return inner.collection<T>(name);
    },
    commit: (writes, options) => inner.commit(writes, options),
    drop: (name) => inner.drop(name),
    replaceCollection: (target, source) => inner.replaceCollection(target, source),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return { store, reads: () => reads };
}

const checkpoint = (name: string, position: number) => ({
  _id: name,
  position,
  _position: position,
  updatedAt: '2026-11-20T04:30:00.000Z',
});

describe('checkpointWaiter', () => {
  it('answers many waiting requests from one poll loop', async () => {
    const inner = new InMemoryReadStore();
    const { store, reads } = counting(inner);
    const waiter = checkpointWaiter(store, ['projects', 'leads'], 5);
    const answers = Promise.all(Array.from({ length: 50 }, (_, i) => waiter.waitFor(10 + (i % 5), 10_000)));
    await inner.collection(CHECKPOINTS).bulk([
      { op: 'put', doc: checkpoint('projects', 20) },
      { op: 'put', doc: checkpoint('leads', 14) },
    ]);
    expect(await answers).toEqual(Array.from({ length: 50 }, () => true));
    // One read per tick for all fifty, not fifty per tick.
    expect(reads()).toBeLessThan(50);
  });

  it('answers false, never an error, while the read store is down', async () => {
    const faulty = faultyReadStore(new InMemoryReadStore());
    faulty.setDown(true);
    const waiter = checkpointWaiter(faulty.store, ['projects'], 5);
    await expect(waiter.waitFor(3, 100)).resolves.toBe(false);
    faulty.setDown(false);
    await faulty.store.collection(CHECKPOINTS).put(checkpoint('projects', 3));
    await expect(waiter.waitFor(3, 10_000)).resolves.toBe(true);
  });
});
