/**
 * The production adapters (KurrentDB, MongoDB) and their drivers: loaded only by a process that is
 * configured for them, so the embedded default never pays for loading the drivers.
 */
export { KurrentDbEventStore, type KurrentDbEventStoreOptions } from './eventStore/KurrentDbEventStore.ts';
export { MongoReadStore, type MongoReadStoreConfig } from './readStore/MongoReadStore.ts';
export { requireReplicaSet } from './readStore/mongoCommit.ts';
export {
  connectMongo,
  DEFAULT_MONGO_TIMEOUTS,
  majorityWrites,
  type MongoTimeouts,
} from './readStore/mongoConnection.ts';
export { guardMongo, guardMongoWithin, translateMongoError } from './readStore/mongoErrors.ts';
