import { FEATURED_CITIES, searchWords, type ProjectDoc } from '@aangan/contracts';
import { Lexicon } from './lexicon.ts';
import { PlaceFinder } from './placeFinder.ts';
import { READER_WORDS } from './readerWords.ts';

/**
 * What the assistant and the search string's reader know of the catalogue without a query per
 * prompt: the posted projects' names and places, for recognising a named project or a locality. It
 * follows the projects read model change by change (see projects/readModelFollower.ts): a project
 * posted, renamed, moved or taken down updates the maps it is in; what is derived from them (the
 * places, the cities by size) is made again only when its inputs changed. A name posted since the
 * last look is only read as text until the next (and still found, by the search terms).
 */

export interface CatalogueProject {
  _id: string;
  title: string;
  /** The title's words, as prompts are compared. */
  words: string[];
  city: string;
  locality: string;
}

export interface Catalogue {
  /** By `_id`. */
  projects: readonly CatalogueProject[];
  /** Every word of a title, with the projects whose title has it (by `_id`): a prompt is compared with these words, not with every title. */
  titleWords: ReadonlyMap<string, readonly CatalogueProject[]>;
  /** The title words, for finding the ones a prompt's word stands for. */
  titleLexicon: Lexicon;
  /** Projects by the set of their title's words (`wordSetKey`), by `_id`: the titles a set of typed words spells in full. */
  byWordSet: ReadonlyMap<string, readonly CatalogueProject[]>;
  places: PlaceFinder;
  /** Words that name something listed (a title, a place, a developer): never corrected into a search word. */
  namesWords: ReadonlySet<string>;
  /** The search readers' own words ("ready", "apartment", "lakh"), for correcting typos in them. */
  readerWords: Lexicon;
  /** Cities with posted projects, most projects first. */
  cities: { city: string; count: number }[];
  /** The most bedrooms of any listed home: a request beyond it is answered honestly, not read as "4+". */
  mostBedrooms: number;
}

/** The catalogue as of the last look (the first call waits for the first). */
export interface CatalogueCache {
  current(): Promise<Catalogue>;
}

/** What the catalogue reads of a posted project. */
export type CatalogueSource = Pick<ProjectDoc, '_id' | 'projectTitle' | 'city' | 'locality'> & {
  developer?: { name?: string | undefined } | undefined;
  /** Its homes' bedroom counts. */
  bhk?: readonly number[] | undefined;
};

const READER_LEXICON = new Lexicon(READER_WORDS);

/** Adds `delta` to a count; answers whether the key appeared or went (the count left or reached zero). */
function bump<K>(counts: Map<K, number>, key: K, delta: number): boolean {
  const before = counts.get(key) ?? 0;
  const after = before + delta;
  if (after > 0) counts.set(key, after);
  else counts.delete(key);
  return before > 0 !== after > 0;
}

/** The first index whose `_id` is not below `id`, in a list kept by `_id`. */
function firstAtOrAfter(list: readonly { _id: string }[], id: string): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (list[middle]._id < id) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** A set of title words as one key: each word once, in order. */
export const wordSetKey = (words: Iterable<string>): string => [...new Set(words)].sort().join(' ');

const byId = (a: CatalogueProject, b: CatalogueProject): number => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

const catalogueProjectOf = (d: CatalogueSource): CatalogueProject | null => {
  const title = d.projectTitle?.trim();
  if (!title) return null;
  return { _id: d._id, title, words: searchWords(title), city: d.city ?? '', locality: d.locality ?? '' };
};

const mostBedroomsOf = (d: CatalogueSource): number => Math.max(0, ...(d.bhk ?? []));

/** Whether two versions of a project give the catalogue the same (`count` and `catalogueProjectOf` read only these). */
const sameInCatalogue = (a: CatalogueSource, b: CatalogueSource): boolean =>
  a._id === b._id &&
  a.projectTitle === b.projectTitle &&
  a.city === b.city &&
  a.locality === b.locality &&
  a.developer?.name === b.developer?.name &&
  mostBedroomsOf(a) === mostBedroomsOf(b);

/**
 * The catalogue of the posted projects, told of each change (`change`, then `settle`): linear in the
 * projects changed, besides the places and the cities by size, made again when a place or a count
 * changed.
 */
export class CatalogueState {
  private readonly projects: CatalogueProject[] = [];
  private readonly titleWords = new Map<string, CatalogueProject[]>();
  private readonly titleLexicon = new Lexicon([]);
  private readonly byWordSet = new Map<string, CatalogueProject[]>();
  /** Posted projects with a title per city, and per locality of a city. */
  private readonly cityCounts = new Map<string, number>();
  private readonly localities = new Map<string, number>();
  /** Projects naming each word (the featured cities' words once more, so they always stay). */
  private readonly nameCounts = new Map<string, number>();
  private readonly namesWords = new Set<string>();
  /** Projects by their homes' most bedrooms. */
  private readonly bedrooms = new Map<number, number>();
  private changed = { any: true, cities: true, places: true, bedrooms: true };
  private built: Catalogue | null = null;
  /**
   * Lists a project joined out of order since the last `settle`, sorted then: the first build takes
   * in tens of thousands of projects in any order, and a sorted insert each is quadratic.
   */
  private readonly unsorted = new Set<CatalogueProject[]>();

  constructor() {
    for (const city of FEATURED_CITIES) this.countNames(city, 1);
  }

  /** The catalogue as of the last `settle`. */
  get catalogue(): Catalogue {
    if (!this.built) this.settle();
    return this.built!;
  }

  change(before: CatalogueSource | null, after: CatalogueSource | null): void {
    // A change that leaves what the catalogue holds as it was (a price, a photo) changes nothing: the
    // catalogue stays the same object, and the search strings read against it stay read.
    if (before && after && sameInCatalogue(before, after)) return;
    // Counted up first, so a word or place the project keeps never leaves on the way.
    if (after) this.count(after, 1);
    if (before) this.count(before, -1);
    const old = before ? catalogueProjectOf(before) : null;
    const now = after ? catalogueProjectOf(after) : null;
    if (old) this.unlist(old);
    if (now) this.list(now);
    // A title word is in the lexicon while some title has it.
    for (const word of [...(old?.words ?? []), ...(now?.words ?? [])]) {
      if (this.titleWords.has(word)) this.titleLexicon.add(word);
      else this.titleLexicon.delete(word);
    }
    this.changed.any = true;
  }

  /** Into a list kept by `_id`: in place once built, at the end (sorted at `settle`) while building. */
  private insert(list: CatalogueProject[], project: CatalogueProject): void {
    const last = list[list.length - 1];
    if (!last || last._id < project._id) list.push(project);
    else if (!this.built || this.unsorted.has(list)) {
      list.push(project);
      this.unsorted.add(list);
    } else list.splice(firstAtOrAfter(list, project._id), 0, project);
  }

  private remove(list: CatalogueProject[], id: string): void {
    const at = this.unsorted.has(list) ? list.findIndex((p) => p._id === id) : firstAtOrAfter(list, id);
    if (at >= 0 && list[at]?._id === id) list.splice(at, 1);
  }

  private list(project: CatalogueProject): void {
    this.insert(this.projects, project);
    const key = wordSetKey(project.words);
    const spelled = this.byWordSet.get(key);
    if (spelled) this.insert(spelled, project);
    else this.byWordSet.set(key, [project]);
    for (const word of new Set(project.words)) {
      const holders = this.titleWords.get(word);
      if (holders) this.insert(holders, project);
      else this.titleWords.set(word, [project]);
    }
  }

  private unlist(project: CatalogueProject): void {
    this.remove(this.projects, project._id);
    const key = wordSetKey(project.words);
    const spelled = this.byWordSet.get(key);
    if (spelled) {
      this.remove(spelled, project._id);
      if (spelled.length === 0) {
        this.byWordSet.delete(key);
        this.unsorted.delete(spelled);
      }
    }
    for (const word of new Set(project.words)) {
      const holders = this.titleWords.get(word);
      if (!holders) continue;
      this.remove(holders, project._id);
      if (holders.length === 0) {
        this.titleWords.delete(word);
        this.unsorted.delete(holders);
      }
    }
  }

  private countNames(text: string | undefined, delta: number): void {
    if (!text) return;
    for (const word of searchWords(text)) this.countName(word, delta);
  }

  private countName(word: string, delta: number): void {
    if (!bump(this.nameCounts, word, delta)) return;
    if (delta > 0) this.namesWords.add(word);
    else this.namesWords.delete(word);
  }

  private count(d: CatalogueSource, delta: number): void {
    if (bump(this.bedrooms, mostBedroomsOf(d), delta)) this.changed.bedrooms = true;
    this.countNames(d.city, delta);
    this.countNames(d.locality, delta);
    this.countNames(d.developer?.name, delta);
    const project = catalogueProjectOf(d);
    if (!project) return;
    for (const word of new Set(project.words)) this.countName(word, delta);
    if (!project.city) return;
    this.changed.cities = true;
    if (bump(this.cityCounts, project.city, delta)) this.changed.places = true;
    if (project.locality && bump(this.localities, `${project.locality}\u0000${project.city}`, delta))
      this.changed.places = true;
  }

  settle(): void {
    if (!this.changed.any && this.built) return;
    for (const list of this.unsorted) list.sort(byId);
    this.unsorted.clear();
    const last = this.built;
    const cities =
      this.changed.cities || !last
        ? [...this.cityCounts]
            .map(([city, count]) => ({ city, count }))
            .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city))
        : last.cities;
    // Sorted, so that which spelling of a place is kept never depends on the order projects came in.
    const places =
      this.changed.places || !last
        ? new PlaceFinder(
            [...FEATURED_CITIES, ...[...this.cityCounts.keys()].sort()],
            [...this.localities.keys()].sort().map((key) => {
              const [locality, city] = key.split('\u0000');
              return { locality, city };
            }),
          )
        : last.places;
    const mostBedrooms = this.changed.bedrooms || !last ? Math.max(0, ...this.bedrooms.keys()) : last.mostBedrooms;
    this.built = {
      projects: this.projects,
      titleWords: this.titleWords,
      titleLexicon: this.titleLexicon,
      byWordSet: this.byWordSet,
      places,
      namesWords: this.namesWords,
      readerWords: READER_LEXICON,
      cities,
      mostBedrooms,
    };
    this.changed = { any: false, cities: false, places: false, bedrooms: false };
  }
}

/** The catalogue of these posted projects, built as the follower builds it. */
export function catalogueFrom(docs: readonly CatalogueSource[]): Catalogue {
  const state = new CatalogueState();
  for (const doc of docs) state.change(null, doc);
  state.settle();
  return state.catalogue;
}
