import type { SearchFilters } from './searchFilters.ts';
import { tokensOf, type Token } from './promptText.ts';
import { originsOf, spansOf, type TrackedText } from './trackedText.ts';

/**
 * Which words of a prompt each reader took, as spans of the typed text: what the results page
 * shows as one chip each ("Gurgaon" → Gurugram, "3 BHK", "under 2 Cr"), and removes by taking
 * those words out of the typed text.
 */

export type Reader = 'region' | 'possession' | 'sort' | 'bhk' | 'budget' | 'kind' | 'city' | 'locality' | 'text';

export interface ReadPart {
  reader: Reader;
  /** What the words set: empty for words searched as text, or words another reading overruled ("NCR" beside "Noida"). */
  filters: SearchFilters;
  /** Where the words are in the typed prompt, [start, end) each. */
  spans: [number, number][];
}

// Words that belong with the part beside them, so removing the part leaves no "in" or "tak" behind:
// before it ("in Noida", "under 2 Cr", "less than 50 L") or after it ("Noida mein", "80 lakh tak").
const BEFORE_PART = new Set([
  'in',
  'at',
  'near',
  'around',
  'under',
  'below',
  'above',
  'over',
  'upto',
  'up',
  'to',
  'within',
  'less',
  'more',
  'than',
  'from',
  'for',
  'of',
  'with',
  'budget',
  'max',
  'maximum',
  'min',
  'minimum',
  'only',
]);
const AFTER_PART = new Set([
  'mein',
  'me',
  'mai',
  'mei',
  'main',
  'tak',
  'se',
  'kam',
  'ke',
  'andar',
  'niche',
  'upar',
  'zyada',
  'jyada',
  'onwards',
  'only',
  'max',
]);
const CONNECTORS_EACH_SIDE = 2;

/** Collects, reader by reader, the characters of the reading text each one blanked out. */
export class WordsTaken {
  private readonly taken = new Map<Reader, Set<number>>();
  private current: string;

  constructor(private readonly reading: TrackedText) {
    this.current = reading.text;
  }

  private add(reader: Reader, positions: Iterable<number>): void {
    const set = this.taken.get(reader) ?? new Set<number>();
    for (const p of positions) set.add(p);
    if (set.size) this.taken.set(reader, set);
  }

  /** Notes what `reader` blanked out of the text the previous reader left it, and passes its result on. */
  by<T extends { rest: string }>(reader: Reader, result: T): T {
    const positions: number[] = [];
    for (let i = 0; i < this.current.length; i += 1)
      if (this.current[i] !== ' ' && result.rest[i] === ' ') positions.push(i);
    this.add(reader, positions);
    this.current = result.rest;
    return result;
  }

  /** Notes the words of `tokens` (of the reading text) at `indices` as taken by `reader`. */
  tokens(reader: Reader, tokens: readonly Token[], indices: ReadonlySet<number>): void {
    for (const index of indices) {
      const token = tokens[index];
      if (token)
        this.add(
          reader,
          Array.from({ length: token.end - token.start }, (_, k) => token.start + k),
        );
    }
  }

  /** Each reader's words with what they set, in the order typed; `named`: the words that named a project, searched as text too. */
  parts(
    prompt: string,
    filters: SearchFilters,
    named: { source: TrackedText; tokens: readonly Token[]; used: ReadonlySet<number> },
  ): ReadPart[] {
    this.withConnectors();
    const namedCharacters = [...named.used].flatMap((i) => {
      const token = named.tokens[i];
      return originsOf(
        named.source,
        Array.from({ length: token.end - token.start }, (_, k) => token.start + k),
      );
    });
    const parts: ReadPart[] = [];
    for (const reader of READERS) {
      const characters = originsOf(this.reading, this.taken.get(reader) ?? []);
      if (reader === 'text') characters.push(...namedCharacters);
      if (characters.length === 0) continue;
      parts.push({
        reader,
        filters: filtersOf(reader, filters, this.taken.has('city')),
        spans: spansOf(prompt, characters),
      });
    }
    return parts.sort((a, b) => a.spans[0][0] - b.spans[0][0]);
  }

  /** Gives each part the connecting words beside it that no reader took. */
  private withConnectors(): void {
    const tokens = tokensOf(this.reading.text);
    const owner = (token: Token): Reader | undefined => [...this.taken].find(([, set]) => set.has(token.start))?.[0];
    for (const [reader, set] of this.taken) {
      if (reader === 'text') continue;
      const own = tokens.map((token, index) => (set.has(token.start) ? index : -1)).filter((index) => index >= 0);
      for (const [step, words] of [
        [-1, BEFORE_PART],
        [1, AFTER_PART],
      ] as const) {
        for (const index of own) {
          for (let k = 1; k <= CONNECTORS_EACH_SIDE; k += 1) {
            const next = tokens[index + step * k];
            if (!next || owner(next) || !words.has(next.word)) break;
            for (let p = next.start; p < next.end; p += 1) set.add(p);
          }
        }
      }
    }
  }
}

const READERS: readonly Reader[] = [
  'region',
  'city',
  'locality',
  'possession',
  'sort',
  'bhk',
  'budget',
  'kind',
  'text',
];

function filtersOf(reader: Reader, f: SearchFilters, cityTyped: boolean): SearchFilters {
  switch (reader) {
    case 'region':
      return f.region ? { region: f.region, ...(f.cities ? { cities: f.cities } : {}) } : {};
    case 'city':
      return f.city ? { city: f.city } : {};
    case 'locality':
      // "Sector 150" alone says Noida: removing the locality removes the city it set.
      return f.locality ? { locality: f.locality, ...(!cityTyped && f.city ? { city: f.city } : {}) } : {};
    case 'possession':
      return f.possession ? { possession: f.possession } : {};
    case 'sort':
      return f.sort ? { sort: f.sort } : {};
    case 'bhk':
      return f.bhk ? { bhk: f.bhk } : {};
    case 'budget':
      return {
        ...(f.budgetMin !== undefined ? { budgetMin: f.budgetMin } : {}),
        ...(f.budgetMax !== undefined ? { budgetMax: f.budgetMax } : {}),
      };
    case 'kind':
      return {
        ...(f.projectType ? { projectType: f.projectType } : {}),
        ...(f.projectSubTypes ? { projectSubTypes: f.projectSubTypes } : {}),
      };
    case 'text':
      return {};
    default: {
      const unknown: never = reader;
      throw new Error(`Unknown reader ${String(unknown)}`);
    }
  }
}
