import { describe, expect, it } from 'vitest';
import { InMemoryReadStore } from './InMemoryReadStore.ts';
import type { Doc } from './ReadStore.ts';

interface Entry extends Doc {
  kind: string;
  at: number;
}

const entries: Entry[] = Array.from({ length: 300 }, (_, i) => ({
  _id: `e${i}`,
  kind: ['posted', 'edited', 'deleted'][i % 3],
  at: i,
}));

/** A fill that hands the entries over in batches of 100 and says when it was asked to start. */
function batchedFill(docs: readonly Entry[]) {
  const state = { started: false };
  const load = async (add: (docs: Doc[]) => void) => {
    state.started = true;
    for (let i = 0; i < docs.length; i += 100) {
      await new Promise((resolve) => setImmediate(resolve));
      add(docs.slice(i, i + 100).map((doc) => ({ ...doc })));
    }
  };
  return { state, load };
}

describe('a collection filled after the store is in use', () => {
  it('answers every query as the same collection filled at once, waiting for the documents', async () => {
    const eager = new InMemoryReadStore();
    await eager.collection<Entry>('audit').bulk(entries.map((doc) => ({ op: 'put', doc: { ...doc } })));
    const later = new InMemoryReadStore();
    const fill = batchedFill(entries);
    later.fillLater('audit', fill.load);
    // Declaring an index does not wait (nor start the fill); the documents are indexed as they arrive.
    await later.collection('audit').ensureIndex({ keys: { kind: 1 } });
    await eager.collection('audit').ensureIndex({ keys: { kind: 1 } });
    expect(fill.state.started).toBe(false);

    for (const store of [later, eager]) expect(await store.collection('audit').count()).toBe(300);
    const queries = async (store: InMemoryReadStore) => ({
      page: await store.collection('audit').find({ kind: 'edited' }, { sort: { at: -1 }, skip: 5, limit: 10 }),
      one: await store.collection('audit').get('e42'),
      distinct: await store.collection('audit').distinct('kind'),
      counted: await store.collection('audit').count({ at: { $gte: 100 } }),
    });
    expect(await queries(later)).toEqual(await queries(eager));
  });

  it('starts on its own when asked, and a write made meanwhile waits for it and lands after it', async () => {
    const store = new InMemoryReadStore();
    const fill = batchedFill(entries);
    store.fillLater('audit', fill.load);
    const write = store.collection<Entry>('audit').put({ _id: 'e7', kind: 'restored', at: 7 });
    await store.fillDeferred();
    await write;
    expect(fill.state.started).toBe(true);
    expect(await store.collection<Entry>('audit').get('e7')).toEqual({ _id: 'e7', kind: 'restored', at: 7 });
    expect(await store.collection('audit').count()).toBe(300);
  });

  it('a collection dropped before its fill ends keeps nothing the fill still brings', async () => {
    const store = new InMemoryReadStore();
    store.fillLater('audit', batchedFill(entries).load);
    const filling = store.fillDeferred();
    await store.drop('audit');
    await store.collection('audit').put({ _id: 'fresh' });
    await filling;
    expect((await store.collection('audit').find({})).map((doc) => doc._id)).toEqual(['fresh']);
  });
});
