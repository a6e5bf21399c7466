import { TOP_BHK_BAND, type ProjectTopic } from '@aangan/contracts';
import { parseBhk } from './bhkParser.ts';
import { parseBudget } from './budgetParser.ts';
import type { Catalogue, CatalogueProject } from './catalogue.ts';
import { asksForEmi, parseEmiRequest, type EmiRequest } from './emi.ts';
import { parsePossession } from './possessionParser.ts';
import {
  ASKS_ABOUT_A_NAMED_PROJECT,
  CUE_WORDS,
  GREETING,
  PROPERTY_CUE,
  SERVICE_CUE,
  THANKS,
  contactTopicsOf,
  projectTopicOf,
  unofferedServiceIn,
  type ContactTopic,
} from './promptCues.ts';
import { blankOut, FILLER_WORDS, normaliseTracked, tokensOf } from './promptText.ts';
import { findNamedProjects } from './projectResolver.ts';
import { parsePropertyKind } from './propertyTypeParser.ts';
import { WordsTaken, type ReadPart } from './readParts.ts';
import { parseRegion } from './regionParser.ts';
import type { SearchFilters } from './searchFilters.ts';
import { parseSort } from './sortParser.ts';
import { withText } from './trackedText.ts';
import { correctTypos } from './typoCorrection.ts';

/** Everything read from one prompt, before deciding how to answer it. Pure: same prompt and catalogue, same analysis. */
export interface PromptAnalysis {
  /** The normalised prompt. */
  text: string;
  greeting: boolean;
  thanks: boolean;
  /** An EMI question, with its figures (defaults filled in). */
  emi: EmiRequest | null;
  namedProjects: CatalogueProject[];
  /** The whole title was typed; false when one word of it was ("price of prakriti"). */
  namedExactly: boolean;
  /** The prompt without the named project's words (to match the project's own FAQs). */
  textWithoutProject: string;
  topic: ProjectTopic | null;
  /** Phrased as a question about one project by name ("price of X"). */
  asksAboutNamedProject: boolean;
  contact: ContactTopic[];
  /** Asks about a service Aangan offers (consultation, home loans, Vastu...). */
  serviceCue: boolean;
  /** Asks for a service Aangan does not offer ("interior design", "packers and movers"), in the words asked. */
  unofferedService: string | null;
  filters: SearchFilters;
  /** A bedroom count no listed unit has ("10 bhk"): said honestly before offering the largest homes there are. */
  bhkBeyondListed: number | null;
  propertyCue: boolean;
  /** Words no reader understood: a name we do not know, a typo, or nonsense. */
  unexplained: string[];
  /** Typed words read as a search word they misspelt ("redy"). */
  corrected: string[];
  /** Which words set which filter, and which are left as text, in the order typed. */
  parts: ReadPart[];
}

export function analysePrompt(prompt: string, catalogue: Catalogue): PromptAnalysis {
  const source = normaliseTracked(prompt);
  const text = source.text;
  const tokens = tokensOf(text);
  const emi = asksForEmi(text) ? parseEmiRequest(text) : null;

  // Project names first: titles hold words the filters would otherwise take ("Shanti Villas").
  const cityHint = catalogue.places.find(tokens.map((t) => t.word)).city;
  const named = findNamedProjects(
    tokens.map((t) => t.word),
    catalogue,
    cityHint,
  );
  let rest = text;
  for (const index of named.used) rest = blankOut(rest, tokens[index].start, tokens[index].end - tokens[index].start);
  const textWithoutProject = rest;

  // The readers' own words with their typos corrected ("redy to move apartmnt"), and each reader's words noted.
  const { text: reading, corrected } = correctTypos(withText(source, rest), catalogue);
  const taken = new WordsTaken(reading);
  const region = taken.by('region', parseRegion(reading.text));
  const possession = taken.by('possession', parsePossession(region.rest));
  const sort = taken.by('sort', parseSort(possession.rest));
  const bhk = taken.by('bhk', parseBhk(sort.rest));
  // In an EMI question the amount is the loan, not a budget.
  const budget = taken.by('budget', emi ? { budget: {}, rest: bhk.rest } : parseBudget(bhk.rest));
  const kind = taken.by('kind', parsePropertyKind(budget.rest));
  rest = kind.rest;

  const restTokens = tokensOf(rest);
  const places = catalogue.places.find(restTokens.map((t) => t.word));
  taken.tokens('city', restTokens, places.cityWords);
  taken.tokens('locality', restTokens, places.localityWords);
  const unexplainedTokens = restTokens.filter(
    (t, i) =>
      !places.used.has(i) &&
      /^[a-z]{2,}$/.test(t.word) &&
      !FILLER_WORDS.has(t.word) &&
      !CUE_WORDS.has(t.word) &&
      !GREETING.test(t.word) &&
      !THANKS.test(t.word),
  );
  taken.tokens('text', unexplainedTokens, new Set(unexplainedTokens.keys()));

  const filters: SearchFilters = {
    ...(places.city
      ? { city: places.city }
      : region.region
        ? { region: region.region.name, cities: [...region.region.cities] }
        : {}),
    ...(places.locality ? { locality: places.locality } : {}),
    ...(bhk.bhk.length ? { bhk: bhk.bhk } : {}),
    ...budget.budget,
    ...(kind.projectType ? { projectType: kind.projectType } : {}),
    ...(kind.projectSubTypes ? { projectSubTypes: kind.projectSubTypes } : {}),
    ...(possession.possession ? { possession: possession.possession } : {}),
    ...(sort.sort ? { sort: sort.sort } : {}),
  };

  return {
    text,
    greeting: GREETING.test(text),
    thanks: THANKS.test(text),
    emi,
    namedProjects: named.projects,
    namedExactly: named.exact,
    textWithoutProject,
    topic: projectTopicOf(text),
    asksAboutNamedProject: ASKS_ABOUT_A_NAMED_PROJECT.some((pattern) => pattern.test(text)),
    // Read after the property kinds, so "office space" is a search and "your office" a contact question.
    contact: contactTopicsOf(rest),
    serviceCue: SERVICE_CUE.test(text),
    unofferedService: unofferedServiceIn(text),
    filters,
    bhkBeyondListed:
      bhk.largestAsked !== null && bhk.largestAsked > TOP_BHK_BAND && bhk.largestAsked > catalogue.mostBedrooms
        ? bhk.largestAsked
        : null,
    propertyCue: PROPERTY_CUE.test(text),
    unexplained: unexplainedTokens.map((t) => t.word),
    corrected,
    parts: taken.parts(prompt, filters, { source, tokens, used: named.used }),
  };
}
