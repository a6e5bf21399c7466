import { describe, expect, it } from 'vitest';
import { DuplicateKeyError, type Doc } from './ReadStore.ts';
import type { ContractCollections } from './readStoreWriteContract.ts';

interface Positioned extends Doc {
  _position: number;
  title: string;
}

interface Lease extends Doc {
  holder: string;
  fence: number;
  expiresAt: number;
}

const at = (id: string, position: number, title = `${id}@${position}`): Positioned => ({
  _id: id,
  _position: position,
  title,
});

/**
 * Commits: writes to several collections made together under a guard (a projection runner's lease
 * as it holds it), or not at all.
 */
export function describeCommitContract({ store, named }: ContractCollections): void {
  describe('commits', () => {
    it('writes every collection together while the guard matches, skipping conditional writes not newer', async () => {
      const commitLeasesName = named('commit-leases');
      const commitDocsName = named('commit-docs');
      const commitMarksName = named('commit-marks');
      const leases = store().collection<Lease>(commitLeasesName);
      const docs = store().collection<Positioned>(commitDocsName);
      const marks = store().collection<Positioned>(commitMarksName);
      await leases.put({ _id: 'p', holder: 'a', fence: 3, expiresAt: 0 });
      await docs.bulk([{ op: 'put', doc: at('old', 9), atPosition: 9 }]);
      const guard = { collection: commitLeasesName, id: 'p', filter: { holder: 'a', fence: 3 } };
      const done = await store().commit(
        [
          {
            collection: commitDocsName,
            ops: [
              { op: 'put', doc: at('d1', 5), atPosition: 5 },
              { op: 'put', doc: at('old', 8, 'stale'), atPosition: 8 },
            ],
          },
          { collection: commitMarksName, ops: [{ op: 'put', doc: at('m', 5), atPosition: 5 }] },
        ],
        { guards: [guard] },
      );
      expect(done).toEqual({ committed: true, skipped: 1 });
      expect(await docs.get('d1')).toEqual(at('d1', 5));
      expect(await docs.get('old')).toEqual(at('old', 9));
      expect(await marks.get('m')).toEqual(at('m', 5));
      // The guard's own fields are as they were (a store may count commits on it).
      expect(await leases.get('p')).toMatchObject({ holder: 'a', fence: 3, expiresAt: 0 });
    });

    it('writes nothing when a guard no longer matches or is missing', async () => {
      const commitLeasesTakenName = named('commit-leases-taken');
      const commitDocsTakenName = named('commit-docs-taken');
      const leases = store().collection<Lease>(commitLeasesTakenName);
      const docs = store().collection<Positioned>(commitDocsTakenName);
      await leases.put({ _id: 'p', holder: 'b', fence: 4, expiresAt: 0 });
      const writes = [
        { collection: commitDocsTakenName, ops: [{ op: 'put' as const, doc: at('d1', 5), atPosition: 5 }] },
      ];
      const taken = { collection: commitLeasesTakenName, id: 'p', filter: { holder: 'a', fence: 3 } };
      expect(await store().commit(writes, { guards: [taken] })).toEqual({ committed: false });
      const missing = { collection: commitLeasesTakenName, id: 'q', filter: { holder: 'a' } };
      expect(await store().commit(writes, { guards: [missing] })).toEqual({ committed: false });
      expect(await docs.get('d1')).toBeNull();
    });

    it('a write that fails leaves none of the commit behind', async () => {
      const commitDocsFailingName = named('commit-docs-failing');
      const commitUniqueName = named('commit-unique');
      const docs = store().collection<Positioned>(commitDocsFailingName);
      const unique = store().collection<Positioned>(commitUniqueName);
      await unique.ensureIndex({ keys: { title: 1 }, unique: true });
      await unique.put(at('u1', 1, 'taken'));
      await expect(
        store().commit([
          { collection: commitDocsFailingName, ops: [{ op: 'put', doc: at('d1', 5), atPosition: 5 }] },
          { collection: commitUniqueName, ops: [{ op: 'put', doc: at('u2', 5, 'taken'), atPosition: 5 }] },
        ]),
      ).rejects.toBeInstanceOf(DuplicateKeyError);
      expect(await docs.get('d1')).toBeNull();
      expect(await unique.get('u2')).toBeNull();
    });

    it('deletes in a commit are conditional too', async () => {
      const commitDeletesName = named('commit-deletes');
      const docs = store().collection<Positioned>(commitDeletesName);
      await docs.bulk([
        { op: 'put', doc: at('d1', 10), atPosition: 10 },
        { op: 'put', doc: at('d2', 3), atPosition: 3 },
      ]);
      const done = await store().commit([
        {
          collection: commitDeletesName,
          ops: [
            { op: 'delete', id: 'd1', atPosition: 7 },
            { op: 'delete', id: 'd2', atPosition: 7 },
          ],
        },
      ]);
      expect(done).toEqual({ committed: true, skipped: 1 });
      expect(await docs.get('d1')).toEqual(at('d1', 10));
      expect(await docs.get('d2')).toBeNull();
    });

    it('two writers inserting the same new document at once: the newer position wins whoever arrives first', async () => {
      const racedName = named('commit-raced');
      const docs = store().collection<Positioned>(racedName);
      for (let round = 0; round < 30; round += 1) {
        const id = `r${round}`;
        const [newer, older] = await Promise.all([
          docs.bulk([{ op: 'put', doc: at(id, 20), atPosition: 20 }]),
          docs.bulk([{ op: 'put', doc: at(id, 10), atPosition: 10 }]),
        ]);
        expect(await docs.get(id)).toEqual(at(id, 20));
        expect(newer.skipped).toBe(0);
        expect(older.skipped).toBeLessThanOrEqual(1);
      }
    });
  });
}
