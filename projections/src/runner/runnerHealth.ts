import type { EventStore } from '../eventStore/EventStore.ts';
import type { ProjectionCheckpoints } from './projectionCheckpoints.ts';
import type { ProjectedDoc, Projector } from './Projector.ts';
import { LAG_COUNTED, type ProjectionHealth } from './runnerTypes.ts';

/**
 * Where each projection stands against the head of the log, and how many events it parked. Events
 * behind are counted once per distinct checkpoint: by difference where positions number the events,
 * else by reading up to LAG_COUNTED of them (KurrentDB's positions are byte offsets).
 */
export async function projectionsHealth(
  store: Pick<EventStore, 'readAll' | 'positionsCountEvents'>,
  head: number,
  projectors: readonly Projector<ProjectedDoc>[],
  checkpoints: Pick<ProjectionCheckpoints, 'checkpoint' | 'parked'>,
): Promise<ProjectionHealth[]> {
  const behind = new Map<number, Promise<number>>();
  const lagAt = (position: number): Promise<number> => {
    if (position >= head) return Promise.resolve(0);
    if (store.positionsCountEvents) return Promise.resolve(head - position);
    let counting = behind.get(position);
    if (!counting) {
      counting = store.readAll({ after: position, maxCount: LAG_COUNTED }).then((events) => events.length);
      behind.set(position, counting);
    }
    return counting;
  };
  return Promise.all(
    projectors.map(async (p) => {
      const position = checkpoints.checkpoint(p.name);
      const lag = await lagAt(position);
      const counted = !store.positionsCountEvents && lag >= LAG_COUNTED;
      return {
        name: p.name,
        position,
        lag,
        ...(counted ? { lagAtLeast: true as const } : {}),
        parked: checkpoints.parked(p.name),
      };
    }),
  );
}
