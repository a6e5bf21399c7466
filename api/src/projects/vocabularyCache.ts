import { SearchVocabulary } from './searchVocabulary.ts';

interface FollowDeps {
  readPosition: () => number;
  now: () => number;
}

/**
 * Something built from the read model that follows it: rebuilt when the projections' position
 * moves (at most once a second), answered from the last one built while a rebuild runs, never
 * rebuilt on the request path once there is one.
 */
export function followedIndex<T>(deps: FollowDeps & { build: () => Promise<T> }): () => Promise<T> {
  let current: { built: T; position: number; at: number } | null = null;
  let building: Promise<T> | null = null;
  return async () => {
    const position = deps.readPosition();
    const stale = !current || (current.position !== position && deps.now() - current.at > 1000);
    if (stale && !building) {
      building = (async () => {
        const built = await deps.build();
        current = { built, position, at: deps.now() };
        return built;
      })().finally(() => {
        building = null;
      });
    }
    if (current) return current.built;
    return building!;
  };
}

/** The search string's vocabulary, following the read model. */
export function followedVocabulary(
  deps: FollowDeps & { loadTerms: () => Promise<string[]> },
): () => Promise<SearchVocabulary> {
  return followedIndex({ ...deps, build: async () => new SearchVocabulary(await deps.loadTerms()) });
}
