import type { Collection, Db } from 'mongodb';
import { guardMongo, guardMongoWithin } from '@aangan/projections/production';
import type { KeyStore } from './keyStore.ts';

interface KeyDoc {
  _id: string;
  sealedKey: string;
}
interface LinkDoc {
  _id: string;
  hash: string;
  subjectId: string;
}

/**
 * How long a key-store call may take before the request answers 503 (the store is down) instead of
 * waiting on the shared client's longer limits: a visitor's form waits on it.
 */
export const KEY_STORE_DEADLINE_MS = 2_000;

const KEYS = 'person_keys';
const IDENTIFIERS = 'person_identifiers';

/** The identifiers' indexes, once per process at start. */
export async function ensureKeyStoreIndexes(db: Db): Promise<void> {
  await guardMongo(IDENTIFIERS, async () => {
    await db.collection(IDENTIFIERS).createIndex({ hash: 1 });
    await db.collection(IDENTIFIERS).createIndex({ subjectId: 1 });
  });
}

/**
 * Production: two MongoDB collections beside the read models (on the process's one MongoClient; its
 * owner closes it), written with majority concern. An outage or a call over `deadlineMs` is the
 * store's unavailable error (503), never a 500.
 */
export function mongoKeyStore(db: Db, deadlineMs = KEY_STORE_DEADLINE_MS): KeyStore {
  const majority = { writeConcern: { w: 'majority' as const, wtimeoutMS: deadlineMs } };
  const keys: Collection<KeyDoc> = db.collection(KEYS, majority);
  const links: Collection<LinkDoc> = db.collection(IDENTIFIERS, majority);
  const readLimit = { maxTimeMS: deadlineMs };
  const call = <R>(collection: string, operation: () => Promise<R>) =>
    guardMongoWithin(collection, deadlineMs, operation);
  return {
    keys: (subjectIds) =>
      call(KEYS, async () => {
        const docs = await keys.find({ _id: { $in: [...new Set(subjectIds)] } }, readLimit).toArray();
        return new Map(docs.map((d) => [d._id, d.sealedKey]));
      }),
    addSubject: (subjectId, sealedKey) =>
      call(KEYS, async () => {
        await keys.updateOne({ _id: subjectId }, { $setOnInsert: { sealedKey } }, { upsert: true });
      }),
    link: (hash, subjectId) =>
      call(IDENTIFIERS, async () => {
        await links.updateOne({ _id: `${hash}:${subjectId}` }, { $setOnInsert: { hash, subjectId } }, { upsert: true });
      }),
    subjects: (hash) =>
      call(IDENTIFIERS, async () =>
        (await links.find({ hash }, readLimit).sort({ subjectId: 1 }).toArray()).map((d) => d.subjectId),
      ),
    // The key goes first: once it is gone the person's data cannot be opened, whatever happens next.
    deleteSubject: (subjectId) =>
      call(KEYS, async () => {
        await keys.deleteOne({ _id: subjectId });
        await links.deleteMany({ subjectId });
      }),
    close: async () => undefined,
  };
}
