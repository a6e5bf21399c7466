import { SearchVocabulary } from './searchVocabulary.ts';

/**
 * A search vocabulary that follows the read model: rebuilt when the projections' position moves
 * (at most once a second), answered from the last one built while a rebuild runs, never rebuilt
 * on the request path once there is one.
 */
export function followedVocabulary(deps: { loadTerms: () => Promise<string[]>; readPosition: () => number; now: () => number }): () => Promise<SearchVocabulary> {
  let current: { built: SearchVocabulary; position: number; at: number } | null = null;
  let building: Promise<SearchVocabulary> | null = null;
  return async () => {
    const position = deps.readPosition();
    const stale = !current || (current.position !== position && deps.now() - current.at > 1000);
    if (stale && !building) {
      building = (async () => {
        const built = new SearchVocabulary(await deps.loadTerms());
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
