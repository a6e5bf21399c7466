import type { ReadStore } from '@aangan/projections';
import { CatalogueState, type CatalogueCache } from '../assistant/catalogue.ts';
import { PlaceIndex } from './placeIndex.ts';
import {
  createReadModelFollower,
  type FollowedProject,
  type FollowingState,
  type KeptProject,
} from './readModelFollower.ts';
import { SearchColumns } from './searchColumns.ts';
import { SearchVocabulary } from './searchVocabulary.ts';
import { SuggestionIndex } from './suggestionIndex.ts';

/**
 * What searches read from memory, one follower of the projects read model for all of it: the
 * assistant's catalogue (also what a search string is read against), the search box's
 * suggestions, the search words of the posted projects and, for the console's search, of every
 * project, and the public search's columns; the builder's places follow it too once first asked for.
 */

interface ProjectsState {
  change(before: KeptProject | null, after: FollowedProject | null): void;
  settle(): void;
}

const posted = <T extends KeptProject>(doc: T | null): T | null => (doc?.status === 'posted' ? doc : null);

/** Tells `state` of posted projects only: one that left 'posted' (a draft again, deleted) leaves it. */
function postedOnly<T extends ProjectsState>(state: T): FollowingState & { state: T } {
  return {
    state,
    change(before, after) {
      const [was, is] = [posted(before), posted(after)];
      if (was || is) state.change(was, is);
    },
    settle: () => state.settle(),
  };
}

export interface SearchStateDeps {
  readStore: ReadStore;
  /** When the projects read model last changed (see FollowerDeps.changedAt). */
  changedAt: () => number | Promise<number>;
  askEveryMs: number;
  now: () => number;
  /** Documents read at a time (1000 unless said). */
  pageSize?: number;
}

export function createSearchState(deps: SearchStateDeps) {
  const follower = createReadModelFollower({
    ...deps,
    createStates: () => ({
      catalogue: postedOnly(new CatalogueState()),
      suggestions: postedOnly(new SuggestionIndex()),
      vocabulary: postedOnly(new SearchVocabulary()),
      // The public search's filters and orders, column by column.
      columns: postedOnly(new SearchColumns()),
      // Staff search every project they manage, drafts and deleted ones included.
      staffVocabulary: new SearchVocabulary(),
    }),
  });
  // The builder's place search (the buildings and localities of the posted projects) serves only
  // admins, and its word index is the largest part of this state (about 85 MB of heap at 50,000
  // projects): it is built when first asked for, then follows the read model as the rest does.
  let placeFollower: ReturnType<typeof createPlaceFollower> | null = null;
  const createPlaceFollower = () =>
    createReadModelFollower({ ...deps, createStates: () => ({ places: postedOnly(new PlaceIndex()) }) });
  const catalogue: CatalogueCache = {
    current: async () => (await follower.current()).catalogue.state.catalogue,
  };
  return {
    catalogue,
    suggestions: async () => (await follower.current()).suggestions.state,
    vocabulary: async () => (await follower.current()).vocabulary.state,
    places: async () => (await (placeFollower ??= createPlaceFollower()).current()).places.state,
    /** Whether the builder's place search has been asked for since the start (it is built then). */
    placesBuilt: () => placeFollower !== null,
    staffVocabulary: async () => (await follower.current()).staffVocabulary,
    /** The search columns, up to date with the read model; null when the store must answer (see follower.upToDate). */
    columns: async () => (await follower.upToDate())?.columns.state ?? null,
    /** Looks at the read model now and resolves once its changes are taken in. */
    look: async () => {
      await Promise.all([follower.look(), placeFollower?.look()]);
    },
  };
}

export type SearchState = ReturnType<typeof createSearchState>;
