import { slugWithSuffix, type DomainEvent, type EventMetadata } from '@aangan/contracts';
import { isRecorded, isWrongExpectedRevision, type EventStore, type Recorded } from '@aangan/projections';
import { appendResending, withIdentity } from './commandHandler.ts';
import { derivedUuid } from './derivedIds.ts';

/**
 * A kind of name that no two records hold at once (a project URL, an article slug, an admin's email).
 * Each name has its own reservation stream; holding it means the stream's last event is a
 * reservation for you. The event types and data are those the log already keeps.
 */
export interface UniqueName {
  stream: (name: string) => string;
  /** The event of `holderId` taking `name`. */
  reserved: (name: string, holderId: string) => DomainEvent;
  /** The event of `holderId` giving `name` up; absent for names that are never given up. */
  released?: (name: string, holderId: string) => DomainEvent;
  /** Who holds the name when this is the last event of its stream (null: a release, nobody). */
  holderOf: (last: Recorded) => string | null;
}

/** Attempts at a name while other holders race for it (each attempt reads who holds it first). */
const MAX_ATTEMPTS = 3;
/** Generated names tried in turn: `base`, `base-2`, ... `base-50`. */
const MAX_NUMBERED = 50;

/**
 * The id of a reservation event (a name taken or given up by one holder): the same for every
 * attempt on the same revision, so a reservation whose answer was lost is recognised by the store.
 */
export const reservationEventId = (stream: string, type: string, holderId: string, revision: number): string =>
  derivedUuid('reservation', stream, type, holderId, String(revision));

/**
 * Reserves and releases names of one kind. Appends carry the reservation stream's expected
 * revision, so two holders racing for one name cannot both win.
 */
export function uniqueNames(store: EventStore, kind: UniqueName) {
  /** Who holds the name (null: nobody), and the revision of its reservation stream (-1: never reserved). */
  async function holder(name: string): Promise<{ holderId: string | null; revision: number }> {
    const events = await store.readStream(kind.stream(name));
    const last = events[events.length - 1];
    if (!last) return { holderId: null, revision: -1 };
    return { holderId: isRecorded(last) ? kind.holderOf(last) : null, revision: last.revision };
  }

  async function append(name: string, event: DomainEvent, holderId: string, revision: number, metadata: EventMetadata) {
    const stream = kind.stream(name);
    const id = reservationEventId(stream, event.type, holderId, revision);
    await appendResending(store, stream, [withIdentity(event, id, metadata)], revision);
  }

  /** True when the name is now held by `holderId` (it may already have been); false when someone else holds it. */
  async function reserve(name: string, holderId: string, metadata: EventMetadata): Promise<boolean> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const current = await holder(name);
      if (current.holderId === holderId) return true;
      if (current.holderId !== null) return false;
      try {
        await append(name, kind.reserved(name, holderId), holderId, current.revision, metadata);
        return true;
      } catch (error) {
        if (!isWrongExpectedRevision(error)) throw error;
      }
    }
    return false;
  }

  /** Gives the name up, if `holderId` holds it. */
  async function release(name: string, holderId: string, metadata: EventMetadata): Promise<void> {
    if (!kind.released) throw new Error(`${kind.reserved(name, holderId).type}: these names are never released`);
    const current = await holder(name);
    if (current.holderId !== holderId) return;
    await append(name, kind.released(name, holderId), holderId, current.revision, metadata);
  }

  /** Reserves `base`, or else the first free of `base-2`, `base-3`, ...: the name obtained, or null. */
  async function reserveNumbered(base: string, holderId: string, metadata: EventMetadata): Promise<string | null> {
    for (let n = 1; n <= MAX_NUMBERED; n += 1) {
      const candidate = n === 1 ? base : slugWithSuffix(base, n);
      if (await reserve(candidate, holderId, metadata)) return candidate;
    }
    return null;
  }

  return { holder, reserve, release, reserveNumbered };
}
