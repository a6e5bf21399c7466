/**
 * A snapshot of the read models: what it is written and loaded with, and what a load answers. It is
 * written by writeSnapshot.ts and loaded by loadSnapshot.ts.
 */
import type { EventStore } from '../eventStore/EventStore.ts';

export interface SnapshotOptions {
  file: string;
  /** 32 bytes: the file is sealed (AES-256-GCM), so it is as private as the data it holds and any change to it is detected. */
  key: Uint8Array;
  /** Changes whenever the code that builds the read models changes: a snapshot from other code is not used. */
  codeVersion: string;
  /**
   * Collections nobody needs to start serving (the audit log): written last, and on a store that
   * can fill collections later, loaded after the start, when first used or asked for.
   */
  deferred?: readonly string[];
  /**
   * By collection, top-level fields nobody needs to start serving (those only a document's own
   * page shows): their values are written apart, after the collections, and on a store that can
   * complete documents later, set on the documents after the start, or when a call first reads
   * them (see FillsLater.completeLater). Which fields these are changes how soon a start serves,
   * never what any read answers.
   */
  lateFields?: Readonly<Record<string, readonly string[]>>;
}

/** What the snapshot holds: each projection's collection, with the runner's checkpoints and parked events. */
export type SnapshotProjections = ReadonlyArray<{ name: string; collection: string }>;

export type LoadResult =
  | {
      loaded: true;
      position: number;
      documents: number;
      /** Collections loaded later, and (with `late`) collections whose late fields are. */
      deferred: Array<{ name: string; count: number; late?: true }>;
      /** Frames taken from the read-ahead. */
      readAhead: number;
    }
  | { loaded: false; reason: string };

/** Called when a deferred collection, or a late part, turns out damaged; what it had not added stays out and its fill ends after it. */
export type LateDamage = (collection: string, reason: string) => Promise<void>;

/** The id of the event at `position`, which ties a snapshot to the log it was built from. */
export const eventIdAt = async (eventStore: Pick<EventStore, 'readAll'>, position: number): Promise<string | null> => {
  if (position <= 0) return null;
  const [event] = await eventStore.readAll({ after: position - 1, maxCount: 1 });
  return event && event.position === position ? event.id : null;
};
