export * from './eventStore/index.ts';
export * from './readStore/index.ts';
export * from './runner/Projector.ts';
export * from './runner/ProjectionRunner.ts';
export * from './projectors/index.ts';
export {
  type LateDamage,
  type LoadResult,
  type SnapshotOptions,
  type SnapshotProjections,
} from './snapshot/readModelSnapshot.ts';
export { loadSnapshot } from './snapshot/loadSnapshot.ts';
export { writeSnapshot } from './snapshot/writeSnapshot.ts';
export { fillsLater, type FillLoader, type FillsLater } from './readStore/deferredFill.ts';
export { projectorCodeVersion } from './snapshot/projectorCodeVersion.ts';
export type { PrefetchSettings, SnapshotPrefetch } from './snapshot/snapshotPrefetch.ts';
export * from './runner/projectionLease.ts';
export * from './runner/storeIdentity.ts';
export * from './runner/rebuildIntoNew.ts';
export * from './runner/positionWaiters.ts';
