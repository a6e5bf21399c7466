export * from './ReadStore.ts';
export { InMemoryReadStore } from './InMemoryReadStore.ts';
export { filterReads, findReads, projectionReads, type LateFields } from './lateFields.ts';
