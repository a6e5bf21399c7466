import MiniSearch from 'minisearch';
import { projectLink, type ProjectDoc } from '@aangan/contracts';
import { REGIONS } from '../assistant/regionParser.ts';
import { SEARCH_ALIASES } from './searchVocabulary.ts';

/**
 * Autosuggest for the search box: cities, regions, localities, projects and developers of the
 * posted projects, found by any word's beginning and with a typo or two ("gurgram", "prakrit"), a
 * city by its old or everyday name too ("Gurg" and "Gurgaon" find Gurugram, "Bombay" Mumbai), and
 * a region by its name ("NCR"). Built once from the read model and kept while its position stands,
 * so a keystroke costs one lookup in memory, never a scan of the projects.
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
  projectTypes: Set<string>;
  /** Other names it is found by ("gurgaon" for Gurugram), lower case. */
  aliases: string[];
}

export type SuggestionSource = Pick<
  ProjectDoc,
  | '_id'
  | 'slug'
  | 'customProjectUrl'
  | 'projectTitle'
  | 'city'
  | 'locality'
  | 'projectType'
  | 'projectSubType'
  | 'developer'
>;

const KIND_ORDER: Record<SuggestionKind, number> = {
  city: 0,
  region: 1,
  locality: 2,
  project: 3,
  developer: 4,
  subType: 5,
};

export class SuggestionIndex {
  private readonly entries: Entry[] = [];
  private readonly index = new MiniSearch<Entry>({
    fields: ['value', 'aliases'],
    idField: 'id',
    extractField: (entry, field) =>
      // MiniSearch asks for the id and the fields named above.
      field === 'aliases' ? entry.aliases.join(' ') : field === 'id' ? String(entry.id) : entry.value,
  });
  /** Without a query: the biggest places first. */
  private readonly byCount: Entry[];

  constructor(docs: Iterable<SuggestionSource>) {
    const byKey = new Map<string, Entry>();
    const add = (
      kind: SuggestionKind,
      value: string | undefined,
      doc: SuggestionSource,
      extra: Partial<Suggestion> = {},
    ) => {
      const text = value?.trim();
      if (!text) return;
      const key = `${kind}\u0000${text.toLowerCase()}\u0000${extra.city?.toLowerCase() ?? ''}${extra.link ?? ''}`;
      let entry = byKey.get(key);
      if (!entry) {
        entry = {
          id: this.entries.length,
          kind,
          value: text,
          count: 0,
          projectTypes: new Set(),
          aliases: [],
          ...extra,
        };
        byKey.set(key, entry);
        this.entries.push(entry);
      }
      entry.count += 1;
      if (doc.projectType) entry.projectTypes.add(doc.projectType);
    };
    for (const doc of docs) {
      add('city', doc.city, doc);
      if (doc.city) add('locality', doc.locality, doc, { city: doc.city });
      add('project', doc.projectTitle, doc, { ...(doc.city ? { city: doc.city } : {}), link: projectLink(doc) });
      add('developer', doc.developer?.name, doc);
      add('subType', doc.projectSubType, doc);
    }
    this.addPlaceNames();
    this.index.addAll(this.entries);
    this.byCount = [...this.entries].sort(
      (a, b) => KIND_ORDER[a.kind] - KIND_ORDER[b.kind] || b.count - a.count || a.value.localeCompare(b.value),
    );
  }

  /** Old and everyday names of the listed cities, and the regions made of them, with the projects in them. */
  private addPlaceNames(): void {
    const cities = new Map(this.entries.filter((e) => e.kind === 'city').map((e) => [e.value.toLowerCase(), e]));
    for (const [alias, targets] of Object.entries(SEARCH_ALIASES)) {
      const city = targets.length === 1 ? cities.get(targets[0]) : undefined;
      if (city) city.aliases.push(alias);
    }
    for (const region of REGIONS) {
      const inRegion = region.cities.map((c) => cities.get(c.toLowerCase())).filter((c): c is Entry => c !== undefined);
      if (inRegion.length === 0) continue;
      const entry: Entry = {
        id: this.entries.length,
        kind: 'region',
        value: region.name,
        count: inRegion.reduce((sum, c) => sum + c.count, 0),
        projectTypes: new Set(inRegion.flatMap((c) => [...c.projectTypes])),
        aliases: region.aliases.map((a) => a.toLowerCase()),
        link: `/search-result?${new URLSearchParams({ searchString: region.name })}`,
      };
      this.entries.push(entry);
    }
  }

  suggest(
    query: string | undefined,
    options: { kinds: readonly SuggestionKind[]; projectType?: string | undefined; limit: number },
  ): Suggestion[] {
    const wanted = new Set(options.kinds);
    const fits = (entry: Entry) =>
      wanted.has(entry.kind) && (!options.projectType || entry.projectTypes.has(options.projectType));
    const text = query?.trim().toLowerCase() ?? '';
    if (!text) return this.byCount.filter(fits).slice(0, options.limit).map(publicPart);
    const hits = this.index.search(text, {
      prefix: true,
      fuzzy: (term) => (term.length >= 7 ? 2 : term.length >= 4 ? 1 : false),
      combineWith: 'AND',
      filter: (hit) => fits(this.entries[hit.id as number]),
    });
    // What starts with the typed text first, then by relevance, then the bigger places.
    const ranked = hits.map((hit) => {
      const entry = this.entries[hit.id as number];
      const startsWith =
        entry.value.toLowerCase().startsWith(text) || entry.aliases.some((alias) => alias.startsWith(text));
      return {
        entry,
        rank: (startsWith ? 1000 : 0) + hit.score + Math.log2(1 + entry.count) - KIND_ORDER[entry.kind] * 0.1,
      };
    });
    ranked.sort((a, b) => b.rank - a.rank || a.entry.value.localeCompare(b.entry.value));
    return ranked.slice(0, options.limit).map((r) => publicPart(r.entry));
  }
}

const publicPart = (entry: Entry): Suggestion => ({
  kind: entry.kind,
  value: entry.value,
  ...(entry.city ? { city: entry.city } : {}),
  ...(entry.link ? { link: entry.link } : {}),
  count: entry.count,
});
