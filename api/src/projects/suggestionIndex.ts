import MiniSearch from 'minisearch';
import { projectLink, type ProjectDoc } from '@aangan/contracts';
import { REGIONS } from '../assistant/regionParser.ts';
import { SEARCH_ALIASES } from './searchVocabulary.ts';

/**
 * Autosuggest for the search box: cities, regions, localities, projects and developers of the
 * posted projects, found by any word's beginning and with a typo or two ("gurgram", "prakrit"), a
 * city by its old or everyday name too ("Gurg" and "Gurgaon" find Gurugram, "Bombay" Mumbai), and
 * a region by its name ("NCR"). Kept in memory and following the read model's changes, so a
 * keystroke costs one lookup in memory, never a scan of the projects.
 */

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

interface Entry extends Suggestion {
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

const KIND_ORDER: Record<SuggestionKind, number> = {
  city: 0,
  region: 1,
  locality: 2,
  project: 3,
  developer: 4,
  subType: 5,
};

/** The everyday names of each city ("gurgaon" for gurugram), in lower case. */
const CITY_ALIASES = new Map<string, string[]>();
for (const [alias, targets] of Object.entries(SEARCH_ALIASES))
  if (targets.length === 1) CITY_ALIASES.set(targets[0], [...(CITY_ALIASES.get(targets[0]) ?? []), alias]);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The order of equally ranked suggestions: by name, then city and link, so it never depends on the order projects came in. */
const tieBreak = (a: Entry, b: Entry) =>
  a.value.localeCompare(b.value) || byText(a.city ?? '', b.city ?? '') || byText(a.link ?? '', b.link ?? '');
const biggerFirst = (a: Entry, b: Entry) =>
  KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.count - a.count || tieBreak(a, b);

const bump = (counts: Map<string, number>, key: string, delta: number) => {
  const count = (counts.get(key) ?? 0) + delta;
  if (count > 0) counts.set(key, count);
  else counts.delete(key);
};

/**
 * Follows the projects (`change` for each, then `settle`): entries are counted up and down, and
 * the index takes in, renames and drops only the entries that changed.
 */
export class SuggestionIndex {
  /** The entries in the index, by id. */
  private readonly entries = new Map<number, Entry>();
  private readonly byKey = new Map<string, Entry>();
  private readonly index = new MiniSearch<Entry>({
    fields: ['value', 'aliases'],
    idField: 'id',
    extractField: (entry, field) =>
      // MiniSearch asks for the id and the fields named above; an entry is removed under the value it was indexed with.
      field === 'aliases'
        ? entry.aliases.join(' ')
        : field === 'id'
          ? String(entry.id)
          : (entry.indexed ?? entry.value),
  });
  private readonly touched = new Set<Entry>();
  private citiesChanged = false;
  private nextId = 0;
  /** Answers without a query, until the next change. */
  private readonly biggest = new Map<string, Suggestion[]>();

  change(before: SuggestionSource | null, after: SuggestionSource | null): void {
    // Counted up first, so an entry the project keeps is never dropped on the way.
    if (after) this.count(after, 1);
    if (before) this.count(before, -1);
  }

  private count(doc: SuggestionSource, delta: number): void {
    this.countEntry('city', doc.city, doc, delta);
    if (doc.city) this.countEntry('locality', doc.locality, doc, delta, doc.city);
    this.countEntry('project', doc.projectTitle, doc, delta, doc.city || undefined, projectLink(doc));
    this.countEntry('developer', doc.developer?.name, doc, delta);
    this.countEntry('subType', doc.projectSubType, doc, delta);
  }

  private countEntry(
    kind: SuggestionKind,
    value: string | undefined,
    doc: SuggestionSource,
    delta: number,
    city?: string,
    link?: string,
  ): void {
    const text = value?.trim();
    if (!text) return;
    const key = `${kind}\u0000${text.toLowerCase()}\u0000${city?.toLowerCase() ?? ''}${link ?? ''}`;
    let entry = this.byKey.get(key);
    if (!entry) {
      if (delta < 0) return;
      entry = {
        id: this.nextId++,
        key,
        kind,
        value: text,
        ...(city ? { city } : {}),
        ...(link ? { link } : {}),
        count: 0,
        projectTypes: new Map(),
        spellings: new Map(),
        aliases: kind === 'city' ? (CITY_ALIASES.get(text.toLowerCase()) ?? []) : [],
        indexed: null,
      };
      this.byKey.set(key, entry);
    }
    entry.count += delta;
    if (doc.projectType) bump(entry.projectTypes, doc.projectType, delta);
    bump(entry.spellings, `${text}\u0000${city ?? ''}`, delta);
    this.touched.add(entry);
    if (kind === 'city') this.citiesChanged = true;
  }

  settle(): void {
    if (this.touched.size === 0) return;
    for (const entry of this.touched) this.settleEntry(entry);
    this.touched.clear();
    if (this.citiesChanged) this.settleRegions();
    this.citiesChanged = false;
    this.biggest.clear();
  }

  private settleEntry(entry: Entry): void {
    if (entry.count <= 0) {
      this.byKey.delete(entry.key);
      this.unindex(entry);
      return;
    }
    let spelling = '';
    let most = 0;
    for (const [text, count] of entry.spellings)
      if (count > most || (count === most && text < spelling)) [spelling, most] = [text, count];
    const [value, city] = spelling.split('\u0000');
    entry.value = value;
    if (city) entry.city = city;
    if (entry.indexed !== entry.value) {
      this.unindex(entry);
      this.entries.set(entry.id, entry);
      this.index.add(entry);
      entry.indexed = entry.value;
    }
  }

  private unindex(entry: Entry): void {
    if (entry.indexed === null) return;
    this.index.remove(entry);
    this.entries.delete(entry.id);
    entry.indexed = null;
  }

  /** The regions of the listed cities, with the projects in them. */
  private settleRegions(): void {
    for (const region of REGIONS) {
      const key = `region\u0000${region.name}`;
      const inRegion = region.cities
        .map((c) => this.byKey.get(`city\u0000${c.toLowerCase()}\u0000`))
        .filter((c): c is Entry => c !== undefined);
      let entry = this.byKey.get(key);
      if (inRegion.length === 0) {
        if (entry) this.byKey.delete(key);
        if (entry) this.unindex(entry);
        continue;
      }
      if (!entry) {
        entry = {
          id: this.nextId++,
          key,
          kind: 'region',
          value: region.name,
          count: 0,
          projectTypes: new Map(),
          spellings: new Map(),
          aliases: region.aliases.map((a) => a.toLowerCase()),
          link: `/search-result?${new URLSearchParams({ searchString: region.name })}`,
          indexed: null,
        };
        this.byKey.set(key, entry);
        this.entries.set(entry.id, entry);
        this.index.add(entry);
        entry.indexed = entry.value;
      }
      entry.count = inRegion.reduce((sum, c) => sum + c.count, 0);
      entry.projectTypes = new Map(inRegion.flatMap((c) => [...c.projectTypes.keys()]).map((type) => [type, 1]));
    }
  }

  suggest(
    query: string | undefined,
    options: { kinds: readonly SuggestionKind[]; projectType?: string | undefined; limit: number },
  ): Suggestion[] {
    const wanted = new Set(options.kinds);
    const fits = (entry: Entry) =>
      entry.count > 0 &&
      wanted.has(entry.kind) &&
      (!options.projectType || entry.projectTypes.has(options.projectType));
    const text = query?.trim().toLowerCase() ?? '';
    if (!text) return this.biggestOf(fits, options);
    const hits = this.index.search(text, {
      prefix: true,
      fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
      filter: (hit) => fits(this.entries.get(Number(hit.id))!),
    });
    // What starts with the typed text first, then by relevance, then the bigger places.
    const ranked = hits.map((hit) => {
      const entry = this.entries.get(Number(hit.id))!;
      const startsWith =
        entry.value.toLowerCase().startsWith(text) || entry.aliases.some((alias) => alias.startsWith(text));
      return {
        entry,
        rank: (startsWith ? 1000 : 0) + hit.score + Math.log2(1 + entry.count) - KIND_ORDER[entry.kind] * 0.1,
      };
    });
    ranked.sort((a, b) => b.rank - a.rank || tieBreak(a.entry, b.entry));
    return ranked.slice(0, options.limit).map((r) => publicPart(r.entry));
  }

  /** Without a query: the biggest places first (the best `limit` of one pass, kept until the next change). */
  private biggestOf(
    fits: (entry: Entry) => boolean,
    options: { kinds: readonly SuggestionKind[]; projectType?: string | undefined; limit: number },
  ): Suggestion[] {
    const memo = `${[...options.kinds].sort().join(',')}\u0000${options.projectType ?? ''}\u0000${options.limit}`;
    const known = this.biggest.get(memo);
    if (known) return known;
    const best: Entry[] = [];
    for (const entry of this.entries.values()) {
      if (!fits(entry)) continue;
      if (best.length >= options.limit && biggerFirst(entry, best[best.length - 1]) >= 0) continue;
      let at = best.length;
      while (at > 0 && biggerFirst(entry, best[at - 1]) < 0) at -= 1;
      best.splice(at, 0, entry);
      if (best.length > options.limit) best.pop();
    }
    const found = best.map(publicPart);
    this.biggest.set(memo, found);
    return found;
  }
}

const publicPart = (entry: Entry): Suggestion => ({
  kind: entry.kind,
  value: entry.value,
  ...(entry.city ? { city: entry.city } : {}),
  ...(entry.link ? { link: entry.link } : {}),
  count: entry.count,
});
