import { ProjectionLeases } from './projectionLease.ts';
import { CHECKPOINTS, PARKED, ProjectionRunner, type ProjectionRunnerOptions } from './ProjectionRunner.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';

/** Added to every collection name while its replacement is being built. */
export const REBUILD_SUFFIX = '__rebuild';

/**
 * Rebuilds the read models beside the live ones while a runner keeps them up to date, then swaps
 * them in: replays the log into fresh collections (no lease needed: nobody else writes them), seizes
 * the lease so the live runner stops applying, applies what arrived meanwhile, replaces every
 * collection and the checkpoints at once, and gives the lease back. The live runner then resumes
 * from the swapped-in checkpoints.
 */
export async function rebuildIntoNew(options: ProjectionRunnerOptions): Promise<{ events: number; ms: number }> {
  const started = performance.now();
  const { readStore, projectors } = options;
  const renamed = projectors.map((projector) =>
    Object.assign(Object.create(projector) as Projector<ProjectedDoc>, {
      collection: projector.collection + REBUILD_SUFFIX,
    }),
  );
  const checkpoints = options.checkpointsCollection ?? CHECKPOINTS;
  const parked = options.parkedCollection ?? PARKED;
  const fresh = new ProjectionRunner({
    ...options,
    projectors: renamed,
    lease: false,
    checkpointsCollection: checkpoints + REBUILD_SUFFIX,
    parkedCollection: parked + REBUILD_SUFFIX,
  });
  let events = (await fresh.rebuild()).events;
  const lease = options.lease === false ? {} : (options.lease ?? {});
  const leases = new ProjectionLeases(
    readStore,
    projectors.map((p) => p.name),
    options.now ?? (() => new Date()),
    lease,
  );
  await leases.seize();
  try {
    events += await fresh.catchUpToHead();
    for (const collection of new Set(projectors.map((p) => p.collection)))
      await readStore.replaceCollection(collection, collection + REBUILD_SUFFIX);
    await readStore.replaceCollection(parked, parked + REBUILD_SUFFIX);
    await readStore.replaceCollection(checkpoints, checkpoints + REBUILD_SUFFIX);
  } finally {
    await leases.release();
  }
  return { events, ms: performance.now() - started };
}
