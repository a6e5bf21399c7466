import { projectLink } from '@aangan/contracts';
import { REGIONS } from '../assistant/regionParser.ts';
import { devanagariShare, inLatinLetters } from '../assistant/hindi/devanagari.ts';
import {
  biggerFirst,
  CITY_ALIASES,
  cityNames,
  publicPart,
  suggestedOf,
  Tally,
  type Entry,
  type Suggestion,
  type SuggestionKind,
  type SuggestionSource,
} from './suggestionEntries.ts';
import { KeptSuggestions, typosAllowed, wordsOf, type FoundBy } from './keptSuggestions.ts';
import { bestOf, RankedEntries } from './suggestionRanking.ts';
import { SuggestionTerms } from './suggestionTerms.ts';

export type { Suggestion, SuggestionKind, SuggestionSource } from './suggestionEntries.ts';

/**
 * Autosuggest for the search box: cities, regions, localities, projects and developers of the
 * posted projects, found by any word's beginning and with a typo or two ("gurgram", "prakrit"), a
 * city by its old or everyday name too ("Gurg" and "Gurgaon" find Gurugram, "Bombay" Mumbai), and
 * a region by its name ("NCR"). Kept in memory and following the read model's changes, so a
 * keystroke costs one lookup in memory, never a scan of the projects.
 */

/**
 * Follows the projects (`change` for each, then `settle`): entries are counted up and down, and
 * the index takes in, renames and drops only the entries that changed.
 */
export class SuggestionIndex {
  /** The entries in the index, by id. */
  private readonly entries = new Map<number, Entry>();
  /** The same entries, as a keystroke's hits are ranked. */
  private readonly weighed = new RankedEntries();
  private readonly byKey = new Map<string, Entry>();
  /** The entries in the index by the words of their names (`indexed`) and other names. */
  private readonly index = new SuggestionTerms();
  /** The entries changes touched since the last `settle`, each with what it showed before (`shownOf`). */
  private readonly touched = new Map<Entry, string>();
  private cityWords: Set<string> | null = null;
  private nextId = 0;
  /** Answers without a query, until the next change. */
  private readonly biggest = new Map<string, Suggestion[]>();
  /** Answers to keystrokes (many buyers type the same first letters), kept across changes that cannot alter them. */
  private readonly answers = new KeptSuggestions(MEMO_SIZE);

  change(before: SuggestionSource | null, after: SuggestionSource | null): void {
    // A change that leaves every suggested name as it was (a price, a photo) changes nothing here.
    if (before && after && suggestedOf(before) === suggestedOf(after)) return;
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
        projectTypes: new Tally(),
        spellings: new Tally(),
        aliases: kind === 'city' ? (CITY_ALIASES.get(text.toLowerCase()) ?? []) : [],
        indexed: null,
      };
      this.byKey.set(key, entry);
    }
    if (!this.touched.has(entry)) this.touched.set(entry, shownOf(entry));
    entry.count += delta;
    this.weighed.stale(entry.id);
    if (doc.projectType) entry.projectTypes.bump(doc.projectType, delta);
    entry.spellings.bump(`${text}\u0000${city ?? ''}`, delta);
  }

  settle(): void {
    if (this.touched.size === 0) return;
    // The names each touched entry was and is found by, with its city's: the keystrokes that find one are asked again.
    const names: FoundBy[] = [];
    const nameOf = (entry: Entry): FoundBy => ({
      own: `${entry.indexed ?? entry.value} ${entry.aliases.join(' ')}`,
      city: entry.city ? cityNames(entry.city).join(' ') : '',
    });
    let citiesChanged = false;
    for (const [entry, shown] of this.touched) {
      const was = entry.indexed !== null ? nameOf(entry) : null;
      this.settleEntry(entry);
      // Counted up and down to where it was (a project renamed keeps its city's count): no answer changes.
      if (shown === shownOf(entry)) continue;
      const is = entry.indexed !== null ? nameOf(entry) : null;
      names.push(...[was, is].filter((name) => name !== null));
      if (entry.kind === 'city') citiesChanged = true;
      if (entry.kind === 'city' && was?.own !== is?.own) this.cityWords = null; // a city came, went or was renamed
    }
    this.touched.clear();
    if (citiesChanged) {
      // A region counts its cities' projects.
      names.push(...this.regionEntries().map(nameOf));
      this.settleRegions();
      names.push(...this.regionEntries().map(nameOf));
    }
    if (names.length > 0) this.biggest.clear();
    this.answers.forget(names);
  }

  private regionEntries(): Entry[] {
    return REGIONS.map((region) => this.byKey.get(`region\u0000${region.name}`)).filter(
      (entry): entry is Entry => entry !== undefined,
    );
  }

  private settleEntry(entry: Entry): void {
    if (entry.count <= 0) {
      this.byKey.delete(entry.key);
      this.unindex(entry);
      return;
    }
    let spelling = '';
    let most = 0;
    entry.spellings.forEach((text, count) => {
      if (count > most || (count === most && text < spelling)) [spelling, most] = [text, count];
    });
    const [value, city] = spelling.split('\u0000');
    entry.value = value;
    if (city) entry.city = city;
    if (entry.indexed !== entry.value) {
      this.unindex(entry);
      this.entries.set(entry.id, entry);
      this.weighed.put(entry);
      this.index.add(entry.id, entry.value, entry.aliases.join(' '));
      entry.indexed = entry.value;
    }
  }

  private unindex(entry: Entry): void {
    if (entry.indexed === null) return;
    this.index.remove(entry.id);
    this.entries.delete(entry.id);
    this.weighed.drop(entry.id);
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
          projectTypes: new Tally(),
          spellings: new Tally(),
          aliases: region.aliases.map((a) => a.toLowerCase()),
          link: `/search-result?${new URLSearchParams({ searchString: region.name })}`,
          indexed: null,
        };
        this.byKey.set(key, entry);
        this.entries.set(entry.id, entry);
        this.weighed.put(entry);
        this.index.add(entry.id, entry.value, entry.aliases.join(' '));
        entry.indexed = entry.value;
      }
      entry.count = inRegion.reduce((sum, c) => sum + c.count, 0);
      this.weighed.stale(entry.id);
      entry.projectTypes = Tally.of(inRegion.flatMap((c) => c.projectTypes.keys()));
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
    const memo = `${[...options.kinds].sort().join(',')}\u0000${options.projectType ?? ''}\u0000${options.limit}\u0000${text}`;
    const known = this.answers.get(memo);
    if (known) return known;
    const hindi = devanagariShare(text) > 0;
    const found = hindi ? this.rankedInHindi(text, fits, options.limit) : this.ranked(text, fits, options.limit);
    this.answers.set(memo, hindi ? [text, inLatinLetters(text).trim().toLowerCase()] : [text], found);
    return found;
  }

  /**
   * Typed in Devanagari: the cities by their Hindi names first ("नोए" offers Noida), then what the
   * text finds spelled in Latin letters ("इंदिरापुरम" → "indirapuram"), each place once.
   */
  private rankedInHindi(text: string, fits: (entry: Entry) => boolean, limit: number): Suggestion[] {
    const found = this.ranked(text, fits, limit);
    const latin = inLatinLetters(text).trim().toLowerCase();
    if (!latin || found.length >= limit) return found;
    const seen = new Set(
      found.map((suggestion) => `${suggestion.kind}\u0000${suggestion.value}\u0000${suggestion.city ?? ''}`),
    );
    for (const suggestion of this.ranked(latin, fits, limit)) {
      if (found.length >= limit) break;
      const key = `${suggestion.kind}\u0000${suggestion.value}\u0000${suggestion.city ?? ''}`;
      if (!seen.has(key)) found.push(suggestion);
      seen.add(key);
    }
    return found;
  }

  private ranked(text: string, fits: (entry: Entry) => boolean, limit: number): Suggestion[] {
    // Several words: the index is searched for the longest (usually the rarest), and its hits are
    // kept when the others find a word of their names too. Searching every word ("dlf pha") would
    // first gather every name holding a word that begins with each ("phase": thousands).
    const words = wordsOf(text);
    if (words.length === 0) return [];
    // A whole city name beside a word of two letters or more ("noida sec") is checked against each hit's city.
    const cities = this.completeCityWords();
    const rest = words.filter((word) => !cities.has(word));
    const searched = rest.some((word) => word.length >= 2) ? rest : words;
    const lead = searched.reduce((longest, word) => (word.length > longest.length ? word : longest));
    const others = words.filter((_, i) => i !== words.indexOf(lead));
    const found = bestOf(this.index.search(lead, typosAllowed(lead)), this.weighed, { text, others, fits, limit });
    return found.map(publicPart);
  }

  /** The words of the cities' names and other names. */
  private completeCityWords(): Set<string> {
    this.cityWords ??= new Set(
      [...this.entries.values()]
        .filter((entry) => entry.kind === 'city' && entry.indexed !== null)
        .flatMap((entry) => cityNames(entry.value).flatMap(wordsOf)),
    );
    return this.cityWords;
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

/**
 * What an entry shows and is found by: its answer (name, city, link, count), whether the index holds
 * it and under which name, and the project types it is offered for.
 */
const shownOf = (entry: Entry): string =>
  JSON.stringify([entry.indexed, entry.value, entry.city, entry.link, entry.count, entry.projectTypes.keys().sort()]);

/** Keystroke answers kept between changes; past this many the memo starts again. */
const MEMO_SIZE = 2000;
