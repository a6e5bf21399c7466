export * from './ReadStore.ts';
export { InMemoryReadStore } from './InMemoryReadStore.ts';
