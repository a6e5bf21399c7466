import path from 'node:path';
import { InMemoryReadStore, SqliteEventStore, type EventStore, type ReadStore } from '@aangan/projections';
import { memoryRateLimits, type RateLimits } from '../auth/rateLimits.ts';
import { createSecretBox } from '../auth/secretBox.ts';
import type { Config } from '../config.ts';
import { dataKeyOf } from '../core/serverSecrets.ts';
import { sqliteKeyStore } from '../privacy/keyStore.ts';
import { createPersonalDataVault } from '../privacy/personalDataVault.ts';
import { PACKED_READ_MODEL_FIELDS } from '../readModelPacking.ts';
import type { SystemOptions } from './systemOptions.ts';

/**
 * The stores of the configured mode: KurrentDB and MongoDB when their URLs are set, else the embedded
 * SQLite event store and in-memory read models; the rate limits and the per-person keys beside them.
 */
export async function openStores(
  config: Config,
  options: Pick<SystemOptions, 'wrapEventStore' | 'wrapReadStore' | 'eventLogWriterThread'>,
  now: () => Date,
) {
  // The production adapters and their drivers load only when configured: the embedded default never pays for them.
  const production = config.KURRENTDB_URL || config.MONGODB_URL ? await import('@aangan/projections/production') : null;
  const builtEventStore: EventStore =
    config.KURRENTDB_URL && production
      ? production.KurrentDbEventStore.connect({ connectionString: config.KURRENTDB_URL })
      : SqliteEventStore.open({
          file: path.join(config.DATA_DIR, 'events.sqlite'),
          now,
          ...(options.eventLogWriterThread !== undefined ? { writerThread: options.eventLogWriterThread } : {}),
        });
  const eventStore = options.wrapEventStore ? options.wrapEventStore(builtEventStore) : builtEventStore;
  // One MongoClient (one connection pool) for everything this process keeps in MongoDB.
  const mongoUrl = config.MONGODB_URL;
  const mongo =
    mongoUrl && production
      ? await production.guardMongo('', () =>
          production.connectMongo(
            mongoUrl,
            undefined,
            config.MONGODB_USER && config.MONGODB_PASSWORD
              ? { username: config.MONGODB_USER, password: config.MONGODB_PASSWORD }
              : undefined,
          ),
        )
      : null;
  if (mongo && production)
    await production
      .guardMongo('', () => production.requireReplicaSet(mongo))
      .catch(async (error: unknown) => {
        await mongo.close().catch(() => undefined);
        throw error;
      });
  const mongoDb = mongo?.db(config.MONGODB_DB) ?? null;
  const builtReadStore: ReadStore =
    mongo && production
      ? production.MongoReadStore.onClient(mongo, config.MONGODB_DB)
      : new InMemoryReadStore({ packed: PACKED_READ_MODEL_FIELDS });
  const readStore = options.wrapReadStore ? options.wrapReadStore(builtReadStore) : builtReadStore;
  const mongoStores = mongoDb
    ? await Promise.all([import('../auth/mongoRateLimits.ts'), import('../privacy/mongoKeyStore.ts')]).then(
        ([limits, keys]) => ({ ...limits, ...keys }),
      )
    : null;
  if (mongoDb && mongoStores)
    await Promise.all([mongoStores.ensureRateLimitIndexes(mongoDb), mongoStores.ensureKeyStoreIndexes(mongoDb)]);
  const rateLimits: RateLimits = mongoDb && mongoStores ? mongoStores.mongoRateLimits(mongoDb) : memoryRateLimits();

  const dataKey = dataKeyOf(config);
  const secretBox = createSecretBox(dataKey);
  // Per-person keys for leads and applicants: beside the read models in production, a file of their own embedded.
  const keyVault = createPersonalDataVault(
    mongoDb && mongoStores
      ? mongoStores.mongoKeyStore(mongoDb)
      : sqliteKeyStore(path.join(config.DATA_DIR, 'personal-keys.sqlite')),
    secretBox,
    dataKey,
  );
  return { eventStore, mongo, readStore, rateLimits, dataKey, secretBox, keyVault };
}
