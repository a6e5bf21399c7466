export * from './eventStore/index.ts';
export * from './readStore/index.ts';
export * from './runner/Projector.ts';
export * from './runner/ProjectionRunner.ts';
export * from './projectors/index.ts';
export { loadSnapshot, writeSnapshot, type LoadResult, type SnapshotOptions, type SnapshotProjections } from './snapshot/readModelSnapshot.ts';
export { projectorCodeVersion } from './snapshot/projectorCodeVersion.ts';
