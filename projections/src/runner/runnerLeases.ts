import { ProjectionLeases, RebuildRefusedError } from './projectionLease.ts';
import type { ProjectionRunnerOptions } from './runnerTypes.ts';

/**
 * The leases a runner applies events under, as its options ask (none for a runner whose collections
 * nobody else writes), and how often it tries to take them while on standby.
 */
export function runnerLeases(
  options: ProjectionRunnerOptions,
  now: () => Date,
): { leases: ProjectionLeases | null; retryMs: number } {
  const lease = options.lease ?? {};
  const leases =
    lease === false
      ? null
      : new ProjectionLeases(
          options.readStore,
          options.projectors.map((p) => p.name),
          now,
          lease,
        );
  const retryMs = lease === false ? 0 : (lease.retryMs ?? Math.max(250, Math.floor((leases?.ttlMs ?? 0) / 3)));
  return { leases, retryMs };
}

/** Takes the leases for a rebuild: refused (RebuildRefusedError) while another runner holds them. */
export async function takeLeasesToRebuild(leases: ProjectionLeases): Promise<void> {
  const live = await leases.liveHolder();
  if (live) throw new RebuildRefusedError(live);
  if (!(await leases.acquire()))
    throw new RebuildRefusedError(
      (await leases.liveHolder()) ?? { _id: '?', holder: 'another runner', expiresAt: 0, fence: 0 },
    );
}
