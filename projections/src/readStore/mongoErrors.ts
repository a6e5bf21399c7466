import {
  MongoBulkWriteError,
  MongoClientClosedError,
  MongoError,
  MongoErrorLabel,
  MongoNetworkError,
  MongoNotConnectedError,
  MongoOperationTimeoutError,
  MongoServerClosedError,
  MongoServerError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
  MongoWriteConcernError,
} from 'mongodb';
import { DuplicateKeyError, ReadStoreUnavailableError } from './ReadStore.ts';

const DUPLICATE_KEY = 11000;

/** Runs a driver call, turning its errors into the port's. */
export async function guardMongo<R>(collection: string, operation: () => Promise<R>): Promise<R> {
  try {
    return await operation();
  } catch (error) {
    throw translateMongoError(error, collection);
  }
}

/**
 * As guardMongo, and reported unavailable after `ms` even while the driver is still waiting (for a
 * server to select, say): for callers that must answer quickly or fall back, whatever the client's
 * own, longer limits are. The abandoned call ends on those limits; its late failure is ignored.
 */
export async function guardMongoWithin<R>(collection: string, ms: number, operation: () => Promise<R>): Promise<R> {
  let timer: NodeJS.Timeout | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new ReadStoreUnavailableError(`MongoDB did not answer within ${ms} ms (${collection || 'server'})`)),
      ms,
    );
  });
  try {
    return await Promise.race([guardMongo(collection, operation), expired]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The write was refused because a document with its `_id` is already stored: for an upsert whose
 * filter also asked for more than the id, that means the stored document did not match.
 */
export function isDuplicateIdError(error: unknown): boolean {
  if (!(error instanceof MongoServerError)) return false;
  const keyPattern: unknown = error.keyPattern;
  if (error.code === DUPLICATE_KEY && keyPattern && typeof keyPattern === 'object')
    return Object.keys(keyPattern).join() === '_id';
  return error.code === DUPLICATE_KEY && / index: _id_ /.test(error.message);
}

/** Vendor errors stop here: duplicate keys and outages become the port's errors. */
export function translateMongoError(error: unknown, collection: string): unknown {
  if (!(error instanceof MongoError)) return error;
  if (isDuplicateKey(error)) return new DuplicateKeyError(collection, duplicateKeyText(error), { cause: error });
  if (isOutage(error)) {
    return new ReadStoreUnavailableError(`MongoDB read store unavailable: ${error.message}`, { cause: error });
  }
  return error;
}

function isDuplicateKey(error: MongoError): boolean {
  if (error.code === DUPLICATE_KEY) return true;
  // An ordered bulkWrite reports the failing write in writeErrors (one error or a list).
  const writeErrors: unknown = error instanceof MongoServerError ? error.writeErrors : undefined;
  const list: unknown[] = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  return list.some((writeError) => (writeError as { code?: unknown }).code === DUPLICATE_KEY);
}

function duplicateKeyText(error: MongoError): string {
  const keyValue: unknown = error instanceof MongoServerError ? error.keyValue : undefined;
  if (keyValue && typeof keyValue === 'object') return JSON.stringify(keyValue);
  const dupKey = /dup key: (\{.*\})/.exec(error.message);
  return dupKey?.[1] ?? error.message;
}

/**
 * Server answers that mean "not now" rather than "never": no primary, shutting down, network
 * trouble behind the server, an operation over its time limit (50), or a write the majority could
 * not confirm in time (64).
 */
const OUTAGE_CODES = new Set([6, 7, 50, 64, 89, 91, 189, 262, 9001, 10107, 11600, 11602, 13435, 13436]);

function isOutage(error: MongoError): boolean {
  return (
    (typeof error.code === 'number' && OUTAGE_CODES.has(error.code)) ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNetworkError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoServerClosedError ||
    error instanceof MongoClientClosedError ||
    error instanceof MongoOperationTimeoutError ||
    error instanceof MongoWriteConcernError ||
    isBulkWriteConcernFailure(error) ||
    error.hasErrorLabel(MongoErrorLabel.RetryableWriteError) ||
    // A transaction the driver gave up retrying (write conflicts, an election) or whose commit is in doubt.
    error.hasErrorLabel(MongoErrorLabel.TransientTransactionError) ||
    error.hasErrorLabel(MongoErrorLabel.UnknownTransactionCommitResult) ||
    error.hasErrorLabel(MongoErrorLabel.ResetPool)
  );
}

/** An ordered bulk whose writes all went through but whose majority confirmation did not come. */
function isBulkWriteConcernFailure(error: MongoError): boolean {
  if (!(error instanceof MongoBulkWriteError)) return false;
  const result: Partial<MongoBulkWriteError['result']> | undefined = error.result;
  if (typeof result?.getWriteConcernError !== 'function' || typeof result.hasWriteErrors !== 'function') return false;
  return !result.hasWriteErrors() && result.getWriteConcernError() !== undefined;
}
