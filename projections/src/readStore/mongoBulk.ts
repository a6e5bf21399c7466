import { MongoBulkWriteError, MongoServerError, type AnyBulkWriteOperation, type Filter as MongoFilter } from 'mongodb';
import type { Doc, WriteOp } from './ReadStore.ts';

/** Matches a stored document a write at `position` may replace (older, or written without one). */
const olderThan = (position: number): MongoFilter<Doc> => ({
  $or: [{ _position: { $lt: position } }, { _position: { $exists: false } }],
});

/**
 * What a conditional write that failed as a duplicate `_id` does next, given the document stored
 * now: skip when it is as new or newer; write again when it is older, written without a position,
 * or gone (its upsert lost a race with another writer's insert of an older copy, which the server
 * does not retry).
 */
export function afterDuplicate(stored: Doc | null, atPosition: number): 'skip' | 'retry' {
  const position = (stored as { _position?: unknown } | null)?._position;
  return typeof position === 'number' && position >= atPosition ? 'skip' : 'retry';
}

export function toBulkWrite<T extends Doc>(op: WriteOp<T>): AnyBulkWriteOperation<Doc> {
  const condition = op.atPosition === undefined ? {} : olderThan(op.atPosition);
  if (op.op === 'put')
    return { replaceOne: { filter: { ...condition, _id: op.doc._id }, replacement: op.doc, upsert: true } };
  return { deleteOne: { filter: { ...condition, _id: op.id } } };
}

export function failedIndex(error: unknown): number | undefined {
  const first = firstWriteError(error);
  const index: unknown = first && typeof first === 'object' ? (first as { index?: unknown }).index : undefined;
  return typeof index === 'number' ? index : undefined;
}

/** The refused write of an ordered bulk, as a server error for the duplicate-key test. */
export function firstWriteError(error: unknown): MongoServerError | undefined {
  if (!(error instanceof MongoBulkWriteError)) return undefined;
  const writeErrors: unknown = error.writeErrors;
  const first: unknown = Array.isArray(writeErrors) ? writeErrors[0] : writeErrors;
  if (!first || typeof first !== 'object') return undefined;
  const { code, index, errmsg } = first as { code?: unknown; index?: unknown; errmsg?: unknown };
  const keyPattern = (first as { err?: { keyPattern?: unknown } }).err?.keyPattern;
  return Object.assign(
    new MongoServerError({
      message: typeof errmsg === 'string' ? errmsg : '',
      code: Number(code),
      ...(keyPattern ? { keyPattern } : {}),
    }),
    { index },
  );
}
