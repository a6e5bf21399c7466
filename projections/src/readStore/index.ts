export * from './ReadStore.ts';
export { InMemoryReadStore } from './InMemoryReadStore.ts';
export { MongoReadStore, type MongoReadStoreConfig } from './MongoReadStore.ts';
export { connectMongo, DEFAULT_MONGO_TIMEOUTS, majorityWrites, type MongoTimeouts } from './mongoConnection.ts';
export { guardMongo, guardMongoWithin, translateMongoError } from './mongoErrors.ts';
