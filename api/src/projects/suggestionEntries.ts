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
  projectTypes: Map<string, number>;
  /** How it is spelled (`value` and `city`), each with how many projects spell it so: the most common is shown. */
  spellings: Map<string, number>;
  /** Other names it is found by ("gurgaon" for Gurugram), lower case. */
  aliases: string[];
  /** The value the index holds for it (null: not in the index). */
  indexed: string | null;
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
