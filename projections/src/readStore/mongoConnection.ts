import { MongoClient } from 'mongodb';

/**
 * How long MongoDB may take before an operation is reported as failed. Without limits a write
 * waiting for a majority that is gone, or a server that stopped answering, blocks for ever.
 * The limits are the driver's long-standing ones: this driver (7.x) ignores `timeoutMS` (it never
 * forwards it to an operation), so setting it would only look safe.
 */
export interface MongoTimeouts {
  /** How long an operation waits for a usable server (and a connection waits for its handshake). */
  serverSelectionMs: number;
  /**
   * The server's own limit for one operation (`maxTimeMS` on reads, `wtimeout` on majority writes).
   * The socket gives up at twice this, so a server that stopped answering altogether is noticed too.
   */
  operationMs: number;
}

export const DEFAULT_MONGO_TIMEOUTS: MongoTimeouts = { serverSelectionMs: 5_000, operationMs: 10_000 };

/** Writes wait for a majority so a failover cannot roll back what a reader has already seen. */
export const majorityWrites = (timeouts: MongoTimeouts) => ({
  w: 'majority' as const,
  wtimeoutMS: timeouts.operationMs,
});

/**
 * The one client a process keeps for MongoDB: the read store, the personal-data keys and the rate
 * limits share its connection pool. The caller closes it after everything that uses it.
 */
export async function connectMongo(
  url: string,
  timeouts: MongoTimeouts = DEFAULT_MONGO_TIMEOUTS,
  auth?: { username: string; password: string },
): Promise<MongoClient> {
  const client = await connected(new MongoClient(url, mongoClientOptions(timeouts, auth)));
  openedWith.set(client, { url, timeouts, ...(auth ? { auth } : {}) });
  return client;
}

async function connected(client: MongoClient): Promise<MongoClient> {
  try {
    await client.connect();
  } catch (error) {
    await client.close().catch(() => undefined);
    throw error;
  }
  return client;
}

/** How each client of `connectMongo` was opened, so work that outlasts its limits can have a client of its own. */
const openedWith = new WeakMap<
  MongoClient,
  { url: string; timeouts: MongoTimeouts; auth?: { username: string; password: string } }
>();

/**
 * A client of its own, to the same server as the same user, whose socket never gives up: for one
 * command that takes as long as the server needs (an index build over millions of documents),
 * where the shared client's socket would cut it short. The caller closes it. Null for a client
 * `connectMongo` did not open.
 */
export async function connectWithoutSocketTimeout(client: MongoClient): Promise<MongoClient | null> {
  const how = openedWith.get(client);
  if (!how) return null;
  return connected(
    new MongoClient(how.url, { ...mongoClientOptions(how.timeouts, how.auth), socketTimeoutMS: 0, maxPoolSize: 1 }),
  );
}

/**
 * The client's options: the limits above, majority writes, and the user given apart from the URL
 * (a password with `@`, `:` or `%` in it works as it is; in the URL it would need percent-encoding).
 */
export function mongoClientOptions(timeouts: MongoTimeouts, auth?: { username: string; password: string }) {
  return {
    serverSelectionTimeoutMS: timeouts.serverSelectionMs,
    connectTimeoutMS: timeouts.serverSelectionMs,
    socketTimeoutMS: timeouts.operationMs * 2,
    writeConcern: majorityWrites(timeouts),
    // Undefined fields are left out, as the in-memory store leaves them out.
    ignoreUndefined: true,
    ...(auth ? { auth } : {}),
  };
}
