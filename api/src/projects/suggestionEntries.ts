import { projectLink, type ProjectDoc } from '@aangan/contracts';
import { CITY_NAMES } from '../assistant/hindi/hindiPlaces.ts';
import { SEARCH_ALIASES } from './searchVocabulary.ts';

/** The entries of the autosuggest (see SuggestionIndex), their order and what a project gives them. */

export type SuggestionKind = 'city' | 'region' | 'locality' | 'project' | 'developer' | 'subType';

export interface Suggestion {
  kind: SuggestionKind;
  value: string;
  /** The city of a locality or project. */
  city?: string;
  /** A project's page. */
  link?: string;
  /** Posted projects it stands for. */
  count: number;
}

export interface Entry extends Suggestion {
  id: number;
  key: string;
  /** The project types of the projects it stands for, each with how many. */
  projectTypes: Tally;
  /** How it is spelled (`value` and `city`), each with how many projects spell it so: the most common is shown. */
  spellings: Tally;
  /** Other names it is found by ("gurgaon" for Gurugram), lower case. */
  aliases: string[];
  /** The value the index holds for it (null: not in the index). */
  indexed: string | null;
}

/**
 * Counts by key (an entry's project types, its spellings), a key gone when its count is down to 0.
 * Nearly every entry stands for one project, so holds one key of each: it is kept without a Map until
 * a second key comes (two Maps an entry took about 20 MB of heap at 50,000 projects).
 */
export class Tally {
  private only: string | null = null;
  private onlyCount = 0;
  private many: Map<string, number> | null = null;

  /** Each of `keys` once, counted 1. */
  static of(keys: Iterable<string>): Tally {
    const tally = new Tally();
    for (const key of keys) if (!tally.has(key)) tally.bump(key, 1);
    return tally;
  }

  bump(key: string, delta: number): void {
    if (this.many) {
      const count = (this.many.get(key) ?? 0) + delta;
      if (count > 0) this.many.set(key, count);
      else this.many.delete(key);
    } else if (this.only === null || this.only === key) {
      const count = (this.only === key ? this.onlyCount : 0) + delta;
      [this.only, this.onlyCount] = count > 0 ? [key, count] : [null, 0];
    } else if (delta > 0) {
      this.many = new Map([
        [this.only, this.onlyCount],
        [key, delta],
      ]);
      [this.only, this.onlyCount] = [null, 0];
    }
  }

  has(key: string): boolean {
    return this.many ? this.many.has(key) : this.only === key;
  }

  /** The keys held, in a new array. */
  keys(): string[] {
    if (this.many) return [...this.many.keys()];
    return this.only === null ? [] : [this.only];
  }

  forEach(visit: (key: string, count: number) => void): void {
    if (this.many) for (const [key, count] of this.many) visit(key, count);
    else if (this.only !== null) visit(this.only, this.onlyCount);
  }
}

export type SuggestionSource = Pick<
  ProjectDoc,
  '_id' | 'slug' | 'customProjectUrl' | 'projectTitle' | 'city' | 'locality' | 'projectType' | 'projectSubType'
> & { developer?: { name?: string | undefined } | undefined };

export const KIND_ORDER: Record<SuggestionKind, number> = {
  city: 0,
  region: 1,
  locality: 2,
  project: 3,
  developer: 4,
  subType: 5,
};

/** The everyday names of each city ("gurgaon" for gurugram), in lower case. */
export const CITY_ALIASES = new Map<string, string[]>();
for (const [alias, targets] of Object.entries(SEARCH_ALIASES))
  if (targets.length === 1) CITY_ALIASES.set(targets[0], [...(CITY_ALIASES.get(targets[0]) ?? []), alias]);
// And as Hindi writes them ("नोएडा", "गुड़गांव"), so a buyer typing in Devanagari is offered the city.
for (const [city, spellings] of Object.entries(CITY_NAMES)) {
  const key = city.toLowerCase();
  CITY_ALIASES.set(key, [...(CITY_ALIASES.get(key) ?? []), ...spellings]);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The order of equally ranked suggestions: by name, then city and link, so it never depends on the order projects came in. */
export const tieBreak = (a: Entry, b: Entry) =>
  a.value.localeCompare(b.value) || byText(a.city ?? '', b.city ?? '') || byText(a.link ?? '', b.link ?? '');
export const biggerFirst = (a: Entry, b: Entry) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.count - a.count || tieBreak(a, b);

/** Everything of a project the suggestions are made of, as one string to compare. */
export const suggestedOf = (doc: SuggestionSource): string =>
  JSON.stringify([
    doc.city,
    doc.locality,
    doc.projectTitle,
    projectLink(doc),
    doc.developer?.name,
    doc.projectSubType,
    doc.projectType,
  ]);

export const publicPart = (entry: Entry): Suggestion => ({
  kind: entry.kind,
  value: entry.value,
  ...(entry.city ? { city: entry.city } : {}),
  ...(entry.link ? { link: entry.link } : {}),
  count: entry.count,
});

/** A city's name and the other names it is known by ("Gurugram", "gurgaon"). */
export const cityNames = (city: string): string[] => [city, ...(CITY_ALIASES.get(city.toLowerCase()) ?? [])];
