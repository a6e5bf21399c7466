export * from './EventStore.ts';
export { SqliteEventStore, type SqliteEventStoreOptions } from './SqliteEventStore.ts';
export { SQLITE_SCHEMA_VERSION } from './sqliteDatabase.ts';
export type { WriterThreadModule } from './SqliteWriterThread.ts';
