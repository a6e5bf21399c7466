import {
  budgetChipLabel,
  sameSearchParam,
  textWithout,
  type SearchTextParam,
  type SearchTextPart,
  type SearchTextReading,
  type SearchUnderstanding,
} from '@aangan/contracts';
import type { Catalogue } from './catalogue.ts';
import { inLatinLetters } from './hindi/devanagari.ts';
import { bhkWords, capitalise, searchLinkOf, searchParamsOfFilters } from './describeSearch.ts';
import { analysePrompt, type PromptAnalysis } from './promptAnalysis.ts';
import { propertyKindWords } from './propertyTypeParser.ts';
import type { ReadPart } from './readParts.ts';
import type { SearchFilters } from './searchFilters.ts';

/**
 * A search string read the way the assistant reads a prompt (English, Hinglish, typos, L/Cr
 * budgets, BHK, type, possession, place, sort words), so "Gurgaon 3 BHK under 2 Cr" is the same
 * search in the search box, in a shared `/search-result?searchString=` link and in the chat. What no
 * filter took (a project or developer name, an unknown word) is left to be searched as text.
 *
 * A search parameter given beside the text wins over the words that set the same field to something
 * else: those words are taken out of the text (the results page then shows the text without them),
 * so the page never shows one city in the box and another in the filters.
 */

/** The search parameters given beside the text, as the results page writes them. */
export type GivenParams = Partial<Record<SearchTextParam, string>>;

export interface SearchTextUse {
  /** The filters the text sets (none a given parameter overrules). */
  filters: SearchFilters;
  /** Words no filter took, as typed (Devanagari in Latin letters): searched as text. */
  textQuery: string;
  /** What the results page shows: the text (less overruled words) and its parts, each a chip. */
  reading: SearchTextReading;
}

/** Analyses kept per catalogue: the same searches come back all day, and shared links are opened again and again. */
const ANALYSES_KEPT = 2000;
/** Search strings read against each catalogue; a rebuilt catalogue starts with none, and the old one's go with it. */
const analysesOf = new WeakMap<Catalogue, Map<string, PromptAnalysis>>();

function analysed(text: string, catalogue: Catalogue): PromptAnalysis {
  let analyses = analysesOf.get(catalogue);
  if (!analyses) {
    analyses = new Map();
    analysesOf.set(catalogue, analyses);
  }
  const kept = analyses.get(text);
  if (kept) return kept;
  const analysis = analysePrompt(text, catalogue);
  if (analyses.size >= ANALYSES_KEPT) analyses.clear();
  analyses.set(text, analysis);
  return analysis;
}

const overruled = (part: SearchTextPart, given: GivenParams): boolean =>
  Object.entries(part.params).some(([param, value]) => {
    const other = given[param as SearchTextParam];
    return other !== undefined && !sameSearchParam(param as SearchTextParam, other, value);
  });

function labelOf(part: ReadPart, words: string): string {
  const f = part.filters;
  switch (part.reader) {
    case 'region':
      return f.region ?? words;
    case 'city':
      return f.city ?? words;
    case 'locality':
      return f.locality ?? words;
    case 'possession':
      return f.possession ?? words;
    case 'sort':
      return f.sort ?? words;
    case 'bhk':
      return capitalise(bhkWords(f.bhk ?? []));
    case 'budget':
      return budgetChipLabel(f.budgetMin, f.budgetMax);
    case 'kind':
      return capitalise(propertyKindWords(f) ?? words);
    case 'text':
      return `“${words}”`;
    default: {
      const unknown: never = part.reader;
      throw new Error(`Unknown reader ${String(unknown)}`);
    }
  }
}

/** The parts the results page shows: words searched as text, and words that set a filter the page has. */
function pageParts(text: string, analysis: PromptAnalysis): { part: ReadPart; shown: SearchTextPart }[] {
  return analysis.parts.flatMap((part) => {
    const params = searchParamsOfFilters(part.filters);
    // Words that set nothing here ("NCR" beside "Noida", "biggest") stay in the text without a chip.
    if (part.reader !== 'text' && Object.keys(params).length === 0) return [];
    const words = part.spans.map(([start, end]) => text.slice(start, end)).join(' ');
    return [{ part, shown: { params, label: labelOf(part, words), words, spans: part.spans } }];
  });
}

/** Reads `typed` beside the search parameters `given`; words a given parameter overrules are taken out of the text. */
export function readSearchText(typed: string, catalogue: Catalogue, given: GivenParams = {}): SearchTextUse {
  let text = typed.trim();
  // Taking words out may change how the rest reads: read again until nothing left is overruled.
  for (let round = 0; ; round += 1) {
    const analysis = analysed(text, catalogue);
    const parts = pageParts(text, analysis);
    const beaten = parts.filter(({ shown }) => overruled(shown, given));
    if (beaten.length === 0 || round === 3) {
      const kept = parts.filter(({ shown }) => !overruled(shown, given));
      const filters = Object.assign({}, ...kept.map(({ part }) => part.filters)) as SearchFilters;
      const textPart = kept.find(({ part }) => part.reader === 'text');
      return {
        filters,
        // Words in Devanagari are searched in Latin letters, as the projects' words are written.
        textQuery: inLatinLetters(textPart?.shown.words ?? ''),
        reading: { text, parts: kept.map(({ shown }) => shown) },
      };
    }
    text = textWithout(
      text,
      beaten.flatMap(({ shown }) => shown.spans),
    );
  }
}

/** The search box's text read on its own: the filters, the words left for text search, and the results page with both as parameters. */
export function understandSearch(text: string, catalogue: Catalogue): SearchUnderstanding {
  const { filters, textQuery } = readSearchText(text, catalogue);
  const searchString = textQuery.slice(0, 100);
  const base = searchLinkOf(filters);
  const link = searchString ? `${base}${base.includes('?') ? '&' : '?'}${new URLSearchParams({ searchString })}` : base;
  return { ...filters, searchString, link };
}
