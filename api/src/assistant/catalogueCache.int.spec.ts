import { describe, expect, it } from 'vitest';
import { InMemoryReadStore, ReadStoreUnavailableError } from '@aangan/projections';
import { faultyReadStore } from '@aangan/projections/testing';
import { createCatalogueCache } from './catalogue.ts';

const project = (_id: string, projectTitle: string) => ({
  _id,
  _position: 1,
  status: 'posted',
  projectTitle,
  city: 'Pune',
  locality: 'Baner',
});

describe('the assistant’s catalogue while the read store fails', () => {
  it('keeps the last catalogue, retries after the interval, and never leaves a failure unheard', async () => {
    const inner = new InMemoryReadStore();
    await inner.collection('projects').put(project('p1', 'Lakeview Residency'));
    const faulty = faultyReadStore(inner);
    let now = 0;
    let position = 1;
    let reads = 0;
    const counted = {
      ...faulty.store,
      collection: <T extends { _id: string }>(name: string) => {
        reads += name === 'projects' ? 1 : 0;
        return faulty.store.collection<T>(name);
      },
    };
    const unheard: unknown[] = [];
    const onUnhandled = (reason: unknown) => unheard.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const cache = createCatalogueCache({ readStore: counted, readPosition: () => position, now: () => now });
      expect((await cache.current()).projects.map((p) => p.title)).toEqual(['Lakeview Residency']);

      // The read model moved and the store is down: the rebuild fails, the last catalogue still answers.
      await inner.collection('projects').put(project('p2', 'Hinjewadi Greens'));
      position = 2;
      now = 11_000;
      faulty.setDown(true);
      expect((await cache.current()).projects).toHaveLength(1);
      await new Promise((resolve) => setImmediate(resolve));
      const afterFailure = reads;
      // Prompts in the next ten seconds do not read again.
      now = 15_000;
      for (let i = 0; i < 5; i += 1) expect((await cache.current()).projects).toHaveLength(1);
      expect(reads).toBe(afterFailure);
      // After the interval, with the store back, the catalogue catches up.
      faulty.setDown(false);
      now = 22_000;
      await cache.current();
      await new Promise((resolve) => setImmediate(resolve));
      expect((await cache.current()).projects.map((p) => p.title).sort()).toEqual([
        'Hinjewadi Greens',
        'Lakeview Residency',
      ]);
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(unheard).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });

  it('with no catalogue yet, answers the failure at once and tries again only after the interval', async () => {
    const faulty = faultyReadStore(new InMemoryReadStore());
    faulty.setDown(true);
    let now = 0;
    const cache = createCatalogueCache({ readStore: faulty.store, readPosition: () => 1, now: () => now });
    await expect(cache.current()).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    now = 5_000;
    faulty.setDown(false);
    await expect(cache.current()).rejects.toBeInstanceOf(ReadStoreUnavailableError);
    now = 10_001;
    await expect(cache.current()).resolves.toMatchObject({ projects: [] });
  });
});
