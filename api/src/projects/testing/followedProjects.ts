import type { ProjectDoc } from '@aangan/contracts';
import { CHECKPOINTS, projectSearchTerms, type Collection, type Doc, type ReadStore } from '@aangan/projections';
import type { SearchState } from '../searchState.ts';
import type { SuggestionKind } from '../suggestionIndex.ts';

/** A project document as the projector writes it, with only the fields the search state reads. */
export type StoredProject = Pick<
  ProjectDoc,
  | '_id'
  | '_position'
  | 'status'
  | 'slug'
  | 'projectTitle'
  | 'city'
  | 'locality'
  | 'projectType'
  | 'projectSubType'
  | 'developer'
  | 'bhk'
  | 'searchTerms'
>;

/** The document with its search terms made as the projector makes them. */
export function storedProject(fields: Omit<StoredProject, 'searchTerms'>): StoredProject {
  return { ...fields, searchTerms: projectSearchTerms(fields) };
}

/** Writes the documents, then the checkpoint that says the projects changed at `position` (the runner's order). */
export async function writeProjects(store: ReadStore, position: number, docs: readonly StoredProject[]): Promise<void> {
  for (const doc of docs) await store.collection<StoredProject>('projects').put(doc);
  await store
    .collection(CHECKPOINTS)
    .put({ _id: 'projects', position, _position: position, changedAt: position, updatedAt: '' } as Doc);
}

/** A read store that counts what is read of `projects`: finds, documents they answered, and other calls. */
export function countingReadStore(inner: ReadStore) {
  const reads = { finds: 0, docs: 0, other: 0 };
  const store: ReadStore = {
    collection<T extends Doc>(name: string): Collection<T> {
      const collection = inner.collection<T>(name);
      if (name !== 'projects') return collection;
      return new Proxy(collection, {
        get(target, prop, receiver) {
          const value = Reflect.get(target, prop, receiver) as unknown;
          if (typeof value !== 'function') return value;
          return async (...args: unknown[]) => {
            const answer: unknown = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
            if (prop === 'find') {
              reads.finds += 1;
              reads.docs += (answer as unknown[]).length;
            } else reads.other += 1;
            return answer;
          };
        },
      });
    },
    commit: (writes, options) => inner.commit(writes, options),
    drop: (name) => inner.drop(name),
    replaceCollection: (target, source) => inner.replaceCollection(target, source),
    ping: () => inner.ping(),
    close: () => inner.close(),
  };
  return {
    store,
    reads,
    reset: () => Object.assign(reads, { finds: 0, docs: 0, other: 0 }),
  };
}

const ALL_KINDS: readonly SuggestionKind[] = ['city', 'region', 'locality', 'project', 'developer', 'subType'];

/**
 * Everything the search state answers, for `probes` (typed words, typos among them): what a full
 * build and a state that followed the changes must both say.
 */
export async function answersOf(search: SearchState, probes: readonly string[]) {
  const catalogue = await search.catalogue.current();
  const suggestions = await search.suggestions();
  const vocabulary = await search.vocabulary();
  const staff = await search.staffVocabulary();
  return {
    projects: catalogue.projects.map((p) => [p._id, p.title, p.city, p.locality, p.words.join(' ')]),
    titleWords: [...catalogue.titleWords]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([word, holders]) => [word, holders.map((p) => p._id).join(' ')]),
    titleTypos: probes.map((word) => [...catalogue.titleLexicon.matches(word)].sort()),
    namesWords: [...catalogue.namesWords].sort(),
    cities: catalogue.cities,
    mostBedrooms: catalogue.mostBedrooms,
    places: probes.map((text) => {
      const found = catalogue.places.find(text.split(' '));
      return [found.city, found.locality, [...found.used]];
    }),
    biggest: suggestions.suggest(undefined, { kinds: ALL_KINDS, limit: 1000 }),
    commercial: suggestions.suggest(undefined, { kinds: ALL_KINDS, projectType: 'Commercial', limit: 5 }),
    suggested: probes.map((q) => suggestions.suggest(q, { kinds: ALL_KINDS, limit: 20 })),
    vocabulary: [vocabulary.size, ...probes.map((word) => vocabulary.resolve(word).join(' '))],
    staffVocabulary: [staff.size, ...probes.map((word) => staff.resolve(word).join(' '))],
  };
}
