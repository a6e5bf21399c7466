import type { ProjectDoc } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';

/**
 * What is kept in memory from the projects read model (the assistant's catalogue, the search box's
 * suggestions, the search words, the search columns) follows it change by change: each look asks for the documents
 * changed since the position last taken in (`_position` above it, in pages along the
 * `{ _position: 1 }` index) and hands each one, with the version it replaces, to the states, which
 * update themselves. A look asks nothing more when the read model did not change. Only the first look, or a read model
 * that went back (a rebuild swapped in, the checkpoint gone), builds the states anew, in pages with
 * other work let in between them; requests are answered from the last complete states meanwhile.
 */

/** The fields the states read: none only a project's own page reads, so they are there as soon as a restart serves. */
export const FOLLOWED_FIELDS = {
  _id: 1,
  _position: 1,
  status: 1,
  searchTerms: 1,
  slug: 1,
  customProjectUrl: 1,
  projectTitle: 1,
  city: 1,
  locality: 1,
  projectType: 1,
  projectSubType: 1,
  'developer.name': 1,
  bhk: 1,
  placeName: 1,
  latitude: 1,
  longitude: 1,
  // What the search columns filter and order by (read from the document as it is now only).
  cityKey: 1,
  localityKey: 1,
  developerKey: 1,
  possessionStatus: 1,
  amenities: 1,
  unitSummaries: 1,
  priceMin: 1,
  launchDate: 1,
  postedAt: 1,
} as const;

export type FollowedProject = Pick<
  ProjectDoc,
  | '_id'
  | '_position'
  | 'status'
  | 'searchTerms'
  | 'slug'
  | 'customProjectUrl'
  | 'projectTitle'
  | 'city'
  | 'locality'
  | 'projectType'
  | 'projectSubType'
  | 'bhk'
  | 'placeName'
  | 'latitude'
  | 'longitude'
  | 'cityKey'
  | 'localityKey'
  | 'developerKey'
  | 'possessionStatus'
  | 'amenities'
  | 'unitSummaries'
  | 'priceMin'
  | 'launchDate'
  | 'postedAt'
> & { developer?: { name?: string | undefined } | undefined };

/**
 * Fields the states read from a project as it is now, never as it was: the follower does not keep
 * them with the documents it has taken in (the memory of 50,000 projects' units and amenities).
 */
const READ_NOW_ONLY = [
  'cityKey',
  'localityKey',
  'developerKey',
  'possessionStatus',
  'amenities',
  'unitSummaries',
  'priceMin',
  'launchDate',
  'postedAt',
] as const satisfies readonly (keyof FollowedProject)[];

/** A project as the follower keeps it, and hands it back as the version a change replaces. */
export type KeptProject = Omit<FollowedProject, (typeof READ_NOW_ONLY)[number]>;

const NOT_KEPT: ReadonlySet<string> = new Set(READ_NOW_ONLY);

/**
 * Copied field by field: a copy with fields deleted from it becomes a dictionary-shaped object in
 * V8, about four times the memory (45 against 10 MB for 50,000 projects in a script) and slower to read.
 */
function kept(doc: FollowedProject): KeptProject {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(doc)) if (!NOT_KEPT.has(key)) copy[key] = doc[key as keyof FollowedProject];
  return copy as KeptProject;
}

/** Something kept up to date from the projects: told of every change, then asked to settle. */
export interface FollowingState {
  /** A project's document as taken in before (null: none; without the fields read only as it is now) and as it is now (null: gone). */
  change(before: KeptProject | null, after: FollowedProject | null): void;
  /** After the changes of a look: brings what is derived from them up to date. */
  settle(): void;
}

interface FollowerDeps<S> {
  readStore: ReadStore;
  /**
   * The position at which the projects read model last changed: the runner's own (in this process),
   * or its stored checkpoint's. Every document written before it moved there is readable.
   */
  changedAt: () => number | Promise<number>;
  /** Least time between two asks of `changedAt` (0: at every read, when it is the runner's memory). */
  askEveryMs: number;
  now: () => number;
  /** Empty states, for a build from scratch. */
  createStates: () => S;
  /** Documents read at a time, taken in before other work may run. */
  pageSize?: number;
}

/** After a failed look, the next waits this long: a store that is down is not asked again at every request. */
const RETRY_AFTER_MS = 10_000;
const PAGE_SIZE = 1000;

interface Generation<S> {
  /** The documents taken in, by id: what a change replaces. */
  readonly docs: Map<string, KeptProject>;
  readonly states: S;
  readonly parts: readonly FollowingState[];
  /** Every change up to this position is taken in. */
  seen: number;
}

export function createReadModelFollower<S extends Record<string, FollowingState>>(deps: FollowerDeps<S>) {
  const pageSize = deps.pageSize ?? PAGE_SIZE;
  let current: Generation<S> | null = null;
  let looking: Promise<void> | null = null;
  let askedAt = Number.NEGATIVE_INFINITY;
  let failure: { at: number; error: unknown } | null = null;

  const fresh = (seen: number): Generation<S> => {
    const states = deps.createStates();
    return { docs: new Map(), states, parts: Object.values(states), seen };
  };

  function takeIn(generation: Generation<S>, doc: FollowedProject): void {
    const before = generation.docs.get(doc._id) ?? null;
    // Read again (it changed while an earlier look read): the same version changes nothing.
    if (before && before._position === doc._position) return;
    generation.docs.set(doc._id, kept(doc));
    for (const part of generation.parts) part.change(before, doc);
  }

  /** Takes in every document changed after `after`, a page at a time along `_position` (one event writes one project). */
  async function catchUp(generation: Generation<S>, after: number): Promise<void> {
    const projects = deps.readStore.collection<FollowedProject>('projects');
    for (let cursor = after; ;) {
      const page = await projects.find(
        { _position: { $gt: cursor } },
        { sort: { _position: 1 }, limit: pageSize, projection: FOLLOWED_FIELDS },
      );
      for (const doc of page) takeIn(generation, doc);
      if (page.length < pageSize) return;
      cursor = page[page.length - 1]._position;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  const settle = (generation: Generation<S>) => {
    for (const part of generation.parts) part.settle();
  };

  async function look(): Promise<void> {
    const position = await deps.changedAt();
    const last = current;
    if (last && position === last.seen) return;
    if (last && position > last.seen) {
      // Documents past `position` may be read too (a batch being written): they are read again next time.
      try {
        await catchUp(last, last.seen);
        last.seen = position;
      } finally {
        settle(last);
      }
      return;
    }
    const built = fresh(position);
    await catchUp(built, -1);
    settle(built);
    current = built;
  }

  function lookIfDue(): void {
    if (looking) return;
    const now = deps.now();
    if (failure && now - failure.at < RETRY_AFTER_MS) return;
    if (!failure && current) {
      if (now - askedAt < deps.askEveryMs) return;
      const position = deps.askEveryMs === 0 ? deps.changedAt() : null;
      if (position === current.seen) return;
    }
    askedAt = now;
    looking = look()
      .then(
        () => {
          failure = null;
        },
        (error: unknown) => {
          failure = { at: deps.now(), error };
        },
      )
      .finally(() => {
        looking = null;
      });
  }

  /** Looks now, whenever the last look was, and resolves once it is taken in (a failure rejects). */
  async function lookNow(): Promise<void> {
    if (looking) await looking;
    askedAt = Number.NEGATIVE_INFINITY;
    failure = null;
    lookIfDue();
    await looking;
    if (failure) throw (failure as { error: unknown }).error;
  }

  return {
    /**
     * The states with every change up to the read model's present position taken in, when this
     * process knows that position at once (the runner is here: `askEveryMs` 0), waiting for the
     * few changes since the last look if need be. Null when it cannot say so without waiting long:
     * the position is asked of a store, the first build or a build anew is under way, or a look
     * failed; the caller then reads the store itself.
     */
    async upToDate(): Promise<S | null> {
      if (deps.askEveryMs !== 0 || !current) {
        lookIfDue();
        return null;
      }
      const position = deps.changedAt();
      if (typeof position !== 'number') return null;
      if (position === current.seen) return current.states;
      if (position < current.seen) {
        lookIfDue();
        return null;
      }
      try {
        await lookNow();
      } catch {
        return null;
      }
      return current.seen >= position ? current.states : null;
    },

    /** The states: the last complete ones; the first time, once built. A look starts when one is due. */
    async current(): Promise<S> {
      lookIfDue();
      if (current) return current.states;
      if (looking) await looking;
      if (current) return (current as Generation<S>).states;
      throw failure!.error;
    },

    /** Looks now, whenever the last look was, and resolves once it is taken in (a failure rejects). */
    look: lookNow,
  };
}
