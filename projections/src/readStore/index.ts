export * from './ReadStore.ts';
export { InMemoryReadStore } from './InMemoryReadStore.ts';
export { MongoReadStore, type MongoReadStoreConfig } from './MongoReadStore.ts';
