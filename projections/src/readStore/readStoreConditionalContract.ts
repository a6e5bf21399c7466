import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Doc } from './ReadStore.ts';
import type { ContractCollections } from './readStoreWriteContract.ts';

interface Positioned extends Doc {
  _position: number;
  title: string;
}

const at = (id: string, position: number, title = `${id}@${position}`): Positioned => ({
  _id: id,
  _position: position,
  title,
});

/**
 * Writes two runners may race on: conditional puts never move a document backwards, compare-and-set
 * decides one winner, a rebuilt collection swaps in whole, and indexes follow the code's version.
 */
export function describeConditionalContract({ store, named }: ContractCollections): void {
  describe('conditional writes', () => {
    it('a put at an older or equal position is skipped, a newer one applied', async () => {
      const docs = store().collection<Positioned>(named('conditional'));
      await docs.bulk([{ op: 'put', doc: at('d1', 10), atPosition: 10 }]);
      const older = await docs.bulk([
        { op: 'put', doc: at('d1', 7, 'stale'), atPosition: 7 },
        { op: 'put', doc: at('d1', 10, 'same'), atPosition: 10 },
        { op: 'put', doc: at('d2', 3), atPosition: 3 },
      ]);
      expect(older.skipped).toBe(2);
      expect(await docs.get('d1')).toEqual(at('d1', 10));
      expect(await docs.get('d2')).toEqual(at('d2', 3));
      expect((await docs.bulk([{ op: 'put', doc: at('d1', 12), atPosition: 12 }])).skipped).toBe(0);
      expect(await docs.get('d1')).toEqual(at('d1', 12));
    });

    it('a conditional delete leaves a newer document in place', async () => {
      const docs = store().collection<Positioned>(named('conditional-delete'));
      await docs.bulk([
        { op: 'put', doc: at('d1', 10), atPosition: 10 },
        { op: 'put', doc: at('d2', 4), atPosition: 4 },
      ]);
      await docs.bulk([
        { op: 'delete', id: 'd1', atPosition: 8 },
        { op: 'delete', id: 'd2', atPosition: 8 },
      ]);
      expect(await docs.get('d1')).toEqual(at('d1', 10));
      expect(await docs.get('d2')).toBeNull();
    });

    it('a skipped write does not stop the writes after it; a unique refusal still does', async () => {
      const docs = store().collection<Positioned & { slug?: string }>(named('conditional-unique'));
      await docs.ensureIndex({ keys: { slug: 1 }, unique: true });
      await docs.bulk([{ op: 'put', doc: { ...at('d1', 10), slug: 'a' }, atPosition: 10 }]);
      await expect(
        docs.bulk([
          { op: 'put', doc: { ...at('d1', 5), slug: 'old' }, atPosition: 5 },
          { op: 'put', doc: { ...at('d2', 6), slug: 'b' }, atPosition: 6 },
          { op: 'put', doc: { ...at('d3', 7), slug: 'a' }, atPosition: 7 },
          { op: 'put', doc: { ...at('d4', 8), slug: 'c' }, atPosition: 8 },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect((await docs.find({}, { sort: { _id: 1 } })).map((doc) => doc._id)).toEqual(['d1', 'd2']);
      expect((await docs.get('d1'))?.slug).toBe('a');
    });

    it('putIf inserts when nothing is stored and replaces only a matching document', async () => {
      const leases = store().collection<Doc & { holder: string; expiresAt: number }>(named('put-if'));
      expect(await leases.putIf({ _id: 'l', holder: 'a', expiresAt: 100 }, { expiresAt: { $lt: 50 } })).toBe(true);
      expect(await leases.putIf({ _id: 'l', holder: 'b', expiresAt: 200 }, { expiresAt: { $lt: 50 } })).toBe(false);
      expect(await leases.get('l')).toEqual({ _id: 'l', holder: 'a', expiresAt: 100 });
      expect(
        await leases.putIf(
          { _id: 'l', holder: 'b', expiresAt: 300 },
          { $or: [{ expiresAt: { $lt: 150 } }, { holder: 'b' }] },
        ),
      ).toBe(true);
      expect(await leases.get('l')).toEqual({ _id: 'l', holder: 'b', expiresAt: 300 });
    });
  });

  describe('rebuilt collections', () => {
    it('replaceCollection gives the target the source documents and indexes and empties the source', async () => {
      const target = named('swap-target');
      const source = named('swap-source');
      const live = store().collection<Positioned & { slug?: string }>(target);
      await live.bulk([{ op: 'put', doc: at('old', 1) }]);
      const rebuilt = store().collection<Positioned & { slug?: string }>(source);
      await rebuilt.ensureIndex({ keys: { slug: 1 }, unique: true });
      await rebuilt.bulk([{ op: 'put', doc: { ...at('new', 2), slug: 's' } }]);
      await store().replaceCollection(target, source);
      expect((await live.find({})).map((doc) => doc._id)).toEqual(['new']);
      await expect(live.put({ ...at('other', 3), slug: 's' })).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await store().collection(source).count()).toBe(0);
    });
  });

  describe('indexes between versions', () => {
    it('an index redeclared with other options replaces the old one', async () => {
      const docs = store().collection<Positioned & { slug?: string }>(named('index-change'));
      await docs.ensureIndex({ keys: { slug: 1 }, name: 'slug' });
      await docs.bulk([{ op: 'put', doc: { ...at('d1', 1), slug: 'a' } }]);
      await docs.ensureIndex({ keys: { slug: 1 }, name: 'slug', unique: true });
      await expect(docs.put({ ...at('d2', 2), slug: 'a' })).rejects.toBeInstanceOf(DuplicateKeyError);
      await docs.ensureIndex({ keys: { slug: 1 }, name: 'slug_any' });
      await docs.put({ ...at('d2', 2), slug: 'a' });
      expect(await docs.count({ slug: 'a' })).toBe(2);
    });
  });
}
