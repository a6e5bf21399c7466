import type { EventStore } from '../eventStore/EventStore.ts';
import type { Doc, ReadStore } from '../readStore/ReadStore.ts';

/** Kept beside the checkpoints: which event store's positions they count. */
export const STORE_IDENTITY_ID = '$event-store';

export interface StoreIdentityDoc extends Doc {
  firstEventId: string;
  firstPosition: number;
}

/**
 * The checkpoints were written against another event store (restored from a backup, re-created):
 * its positions mean other events, and resuming would skip new ones silently.
 */
export class StoreIdentityMismatchError extends Error {
  constructor(
    readonly stored: { firstEventId: string; firstPosition: number },
    readonly found: { firstEventId: string; firstPosition: number } | null,
  ) {
    super(
      `The read models' checkpoints belong to another event store (first event ${stored.firstEventId} at ${stored.firstPosition}, ` +
        `this one ${found ? `${found.firstEventId} at ${found.firstPosition}` : 'is empty'}): rebuild the read models (npm run rebuild) before resuming`,
    );
    this.name = 'StoreIdentityMismatchError';
  }
}

/**
 * Compares the event store's first event with the one recorded beside the checkpoints, recording
 * it when none is (a fresh read store, or checkpoints from before this check existed).
 */
export async function checkStoreIdentity(
  eventStore: EventStore,
  readStore: ReadStore,
  checkpoints: string,
): Promise<void> {
  const [first] = await eventStore.readAll({ after: -1, maxCount: 1 });
  const collection = readStore.collection<StoreIdentityDoc>(checkpoints);
  const stored = await collection.get(STORE_IDENTITY_ID);
  const found = first ? { firstEventId: first.id, firstPosition: first.position } : null;
  if (stored) {
    if (!found || stored.firstEventId !== found.firstEventId || stored.firstPosition !== found.firstPosition) {
      throw new StoreIdentityMismatchError(
        { firstEventId: stored.firstEventId, firstPosition: stored.firstPosition },
        found,
      );
    }
    return;
  }
  if (found) await collection.put({ _id: STORE_IDENTITY_ID, ...found });
}
