import type { AnyBulkWriteOperation, ClientSession, Db, MongoClient } from 'mongodb';
import { majorityWrites, type MongoTimeouts } from './mongoConnection.ts';
import type { CollectionWrites, CommitGuard, CommitResult, Doc, WriteOp } from './ReadStore.ts';

/** A guard did not match: the transaction is given up and nothing is written. */
class GuardRefused extends Error {}

/**
 * The port's commit on MongoDB: one transaction. Each guard document is written in it (a counter
 * is raised), so a change of the guard by anyone else, before or during the transaction, is a write
 * conflict: the driver runs the transaction again, and the guard no longer matches. Conditional
 * writes read the stored positions inside the transaction and leave out the ones not newer, so no
 * write fails there (a failed write would end the whole transaction).
 */
export async function commitInTransaction(
  client: MongoClient,
  db: Db,
  timeouts: MongoTimeouts,
  writes: readonly CollectionWrites[],
  guards: readonly CommitGuard[],
): Promise<CommitResult> {
  const session = client.startSession();
  try {
    let skipped = 0;
    await session.withTransaction(
      async () => {
        skipped = 0;
        for (const guard of guards) {
          const touched = await db
            .collection<Doc>(guard.collection)
            .updateOne({ ...guard.filter, _id: guard.id }, { $inc: { _commits: 1 } }, { session });
          if (touched.matchedCount === 0) throw new GuardRefused();
        }
        for (const { collection, ops } of writes) skipped += await writeIn(db, session, collection, ops);
      },
      {
        readConcern: { level: 'snapshot' },
        writeConcern: majorityWrites(timeouts),
        maxCommitTimeMS: timeouts.operationMs,
      },
    );
    return { committed: true, skipped };
  } catch (error) {
    if (error instanceof GuardRefused) return { committed: false };
    throw error;
  } finally {
    await session.endSession();
  }
}

const idOf = (op: WriteOp): string => (op.op === 'put' ? op.doc._id : op.id);

/** One collection's writes inside the transaction; answers how many conditional ones were left out. */
async function writeIn(db: Db, session: ClientSession, collection: string, ops: readonly WriteOp[]): Promise<number> {
  if (ops.length === 0) return 0;
  const native = db.collection<Doc>(collection);
  const conditional = [...new Set(ops.filter((op) => op.atPosition !== undefined).map(idOf))];
  /** Stored positions as the writes leave them (undefined: no document, or one without a position). */
  const positions = new Map<string, unknown>();
  if (conditional.length > 0)
    for (const doc of await native
      .find({ _id: { $in: conditional } }, { projection: { _position: 1 }, session })
      .toArray())
      positions.set(doc._id, (doc as { _position?: unknown })._position);
  const chosen: AnyBulkWriteOperation<Doc>[] = [];
  for (const op of ops) {
    const id = idOf(op);
    const stored = positions.get(id);
    if (op.atPosition !== undefined && typeof stored === 'number' && stored >= op.atPosition) continue;
    if (op.op === 'put') {
      chosen.push({ replaceOne: { filter: { _id: id }, replacement: op.doc, upsert: true } });
      positions.set(id, (op.doc as { _position?: unknown })._position ?? op.atPosition);
    } else {
      chosen.push({ deleteOne: { filter: { _id: id } } });
      positions.delete(id);
    }
  }
  if (chosen.length > 0) await native.bulkWrite(chosen, { ordered: true, session });
  return ops.length - chosen.length;
}

/**
 * Read models are written in transactions, which MongoDB offers on a replica set (a single member
 * is enough) or through mongos only: a standalone server is refused at start, with what to do.
 */
export async function requireReplicaSet(client: MongoClient): Promise<void> {
  const hello = (await client.db('admin').command({ hello: 1 })) as { setName?: unknown; msg?: unknown };
  if (typeof hello.setName === 'string' || hello.msg === 'isdbgrid') return;
  throw new Error(
    'MongoDB runs as a standalone server, but the read models are written in transactions, which need a replica set: ' +
      'start mongod with --replSet (one member is enough) and run rs.initiate() once (docker-compose.yml does both)',
  );
}
