import { TOP_BHK_BAND } from '@aangan/contracts';
import {
  capitalise,
  cardLine,
  countedDescription,
  describeFilters,
  placeWords,
  regionCitiesWords,
  searchLinkOf,
} from '../describeSearch.ts';
import { isNarrowed, type SearchFilters } from '../searchFilters.ts';
import type { Answer, AnswerContext } from './answer.ts';
import { CALL_BACK_PROMPT, EMI_EXAMPLE } from './quickReplies.ts';
import { SEARCH_WORDING, type WideningKind } from './searchWording.ts';

/**
 * A search answer: the matching projects (as many cards as fit a chat bubble), a follow-up question
 * when the search is too broad to help, and, when nothing matches, what was searched and which
 * wider searches would find something. Every project named comes from a retrieved card.
 */

export const CARDS_SHOWN = 5;
/** More matches than this, with nothing but a place or a broad type to go on, and the answer asks for budget and BHK. */
export const BROAD_SEARCH = 3;
const CARDS_WHEN_BROAD = 3;
/** Cards shown with an honest no-match: the nearest offers. */
const NEAREST_SHOWN = 3;

export async function searchAnswer(ctx: AnswerContext): Promise<Answer> {
  const filters = ctx.analysis.filters;
  const { language } = ctx;
  const words = SEARCH_WORDING[language];
  if (ctx.analysis.bhkBeyondListed !== null) return beyondListedAnswer(ctx, filters, ctx.analysis.bhkBeyondListed);
  const { cards, total } = await ctx.search.search(filters, CARDS_SHOWN);
  const described = describeFilters(filters, language);
  const searchLink = searchLinkOf(filters);
  const region = regionCitiesWords(filters, language);
  if (total === 0) return noMatchAnswer(ctx, filters, described);

  if (total > BROAD_SEARCH && !isNarrowed(filters)) {
    const shown = cards.slice(0, CARDS_WHEN_BROAD);
    const text = [
      words.broad(countedDescription(filters, total, language)),
      ...(region ? [region] : []),
      words.fewToStartWith,
      ...shown.map((card) => cardLine(card, language)),
    ].join('\n');
    return {
      intent: 'refine',
      text,
      projects: shown,
      suggestions: narrowingSuggestions(filters, ctx),
      total,
      searchLink,
    };
  }

  // Words it could not place (an unknown locality, a typo too far off) are not silently dropped.
  const unread = ctx.analysis.unexplained.length ? words.unread : '';
  const lines = [
    `${unread}${words.found(countedDescription(filters, total, language), total)}`,
    ...(region ? [region] : []),
    ...cards.map((card) => cardLine(card, language)),
  ];
  if (total > cards.length) lines.push(words.showing(cards.length, total));
  return {
    intent: 'search',
    text: lines.join('\n'),
    projects: cards,
    suggestions: followUpSuggestions(filters, ctx),
    total,
    searchLink,
  };
}

/** Ways to narrow a broad search that this prompt has not used yet. */
function narrowingSuggestions(f: SearchFilters, { language }: AnswerContext): string[] {
  const base = { ...placeOnly(f), ...(f.projectType ? { projectType: f.projectType } : {}) };
  const options: SearchFilters[] =
    f.projectType && f.projectType !== 'Residential'
      ? [
          { ...base, budgetMax: 1_00_00_000 },
          { ...base, possession: 'Ready to Move' },
        ]
      : [
          { ...base, bhk: [2] },
          { ...base, bhk: [3], budgetMax: 1_00_00_000 },
          { ...base, possession: 'Ready to Move' },
        ];
  return options.map((o) => capitalise(describeFilters(o, language)));
}

/** After a good search: the same search with one more or one different facet. */
function followUpSuggestions(f: SearchFilters, { language }: AnswerContext): string[] {
  const out: SearchFilters[] = [];
  if (!f.possession) out.push({ ...f, possession: 'Ready to Move' });
  if (!f.sort) out.push({ ...f, sort: 'Price Low To High' });
  if (f.bhk?.length === 1 && f.bhk[0] < 4) out.push({ ...f, bhk: [f.bhk[0] + 1] });
  return [...out.slice(0, 2).map((o) => capitalise(describeFilters(o, language))), EMI_EXAMPLE[language]];
}

interface Widening {
  filters: SearchFilters;
  label: WideningKind;
}

/** Each facet the buyer set, dropped on its own: the wider searches a no-match answer can offer. */
function widenings(f: SearchFilters): Widening[] {
  const out: Widening[] = [];
  const without = (...keys: (keyof SearchFilters)[]): SearchFilters => {
    const copy: SearchFilters = { ...f };
    for (const key of keys) delete copy[key];
    return copy;
  };
  if (f.budgetMin !== undefined || f.budgetMax !== undefined) {
    const side = f.budgetMin === undefined ? 'above' : f.budgetMax === undefined ? 'below' : 'outside';
    out.push({ filters: without('budgetMin', 'budgetMax'), label: { kind: 'budget', side } });
  }
  if (f.possession) out.push({ filters: without('possession'), label: { kind: 'possession' } });
  if (f.bhk?.length) out.push({ filters: without('bhk'), label: { kind: 'bhk' } });
  if (f.projectSubTypes?.length || f.projectType)
    out.push({ filters: without('projectSubTypes', 'projectType'), label: { kind: 'type' } });
  if (f.locality && f.city) out.push({ filters: without('locality'), label: { kind: 'wholeCity', city: f.city } });
  if (f.city || f.locality || f.region)
    out.push({ filters: without('city', 'locality', 'region', 'cities'), label: { kind: 'otherCities' } });
  if (f.sort) out.push({ filters: without('sort'), label: { kind: 'sort' } });
  return out;
}

const MAX_WIDENINGS = 3;

/** The nearest offers a wider search holds: just above a maximum budget, just below a minimum one. */
const nearestFirst = (widened: SearchFilters, asked: SearchFilters): SearchFilters =>
  widened.sort ||
  (asked.budgetMin === undefined && asked.budgetMax === undefined) ||
  widened.budgetMax !== undefined ||
  widened.budgetMin !== undefined
    ? widened
    : { ...widened, sort: asked.budgetMax !== undefined ? 'Price Low To High' : 'Price High To Low' };

async function noMatchAnswer(ctx: AnswerContext, filters: SearchFilters, described: string): Promise<Answer> {
  const offers: { widening: Widening; total: number; lowestPrice: number | null }[] = [];
  for (const widening of widenings(filters)) {
    if (offers.length === MAX_WIDENINGS) break;
    const found = await ctx.search.search(widening.filters, 0);
    if (found.total > 0) offers.push({ widening, total: found.total, lowestPrice: found.lowestPrice });
  }
  const { language } = ctx;
  const words = SEARCH_WORDING[language];
  const region = regionCitiesWords(filters, language);
  // Said plainly first: nothing listed meets the request as asked. Only then the nearest offers.
  const lines = [words.noneListed(described), ...(region ? [region] : [])];
  const nearest = offers[0]
    ? await ctx.search.search(nearestFirst(offers[0].widening.filters, filters), NEAREST_SHOWN)
    : null;
  if (offers.length) {
    const parts = offers.map(({ widening, total, lowestPrice }) => words.offer(widening.label, total, lowestPrice));
    lines.push(words.widen(parts, offers[0].total));
    if (nearest?.cards.length) lines.push(words.nearest, ...nearest.cards.map((card) => cardLine(card, language)));
  } else {
    lines.push(words.tryAnother(placeWords(filters) !== null));
  }
  const suggestions = offers.length
    ? offers.map((o) => capitalise(describeFilters(o.widening.filters, language)))
    : ctx.catalogue.cities.slice(0, 3).map((c) => capitalise(describeFilters({ city: c.city }, language)));
  return {
    intent: 'noMatch',
    text: lines.join('\n'),
    projects: nearest?.cards ?? [],
    suggestions,
    total: 0,
    searchLink: searchLinkOf(filters),
  };
}

/**
 * "10 BHK in Noida" when no listed home has that many bedrooms: said as it is, then the largest
 * homes there are, never quietly answered as a 4+ BHK search.
 */
async function beyondListedAnswer(ctx: AnswerContext, filters: SearchFilters, asked: number): Promise<Answer> {
  const most = ctx.catalogue.mostBedrooms;
  const { language } = ctx;
  const words = SEARCH_WORDING[language];
  const askedFilters: SearchFilters = { ...filters, bhk: [asked] };
  const lines = [words.beyondListed(asked, placeWords(filters, language), most)];
  const largest: SearchFilters = { ...filters, bhk: [Math.min(most, TOP_BHK_BAND)], sort: 'Largest' };
  let offer = await ctx.search.search(largest, NEAREST_SHOWN);
  let offered = largest;
  if (offer.total === 0) {
    offered = { ...largest, city: undefined, locality: undefined, region: undefined, cities: undefined };
    offer = await ctx.search.search(offered, NEAREST_SHOWN);
  }
  const cleaned = Object.fromEntries(Object.entries(offered).filter(([, v]) => v !== undefined)) as SearchFilters;
  if (offer.cards.length)
    lines.push(
      words.nearestOf(describeFilters(cleaned, language)),
      ...offer.cards.map((card) => cardLine(card, language)),
    );
  return {
    intent: 'noMatch',
    text: lines.join('\n'),
    projects: offer.cards,
    suggestions: [
      capitalise(describeFilters(cleaned, language)),
      ...(filters.city ? [capitalise(describeFilters({ city: filters.city }, language))] : []),
      CALL_BACK_PROMPT[language],
    ],
    total: 0,
    understood: { bhk: askedFilters.bhk! },
    ...(offer.total ? { searchLink: searchLinkOf(cleaned) } : {}),
  };
}

/** The place of a search alone: a city, a locality in it, or a region with its cities. */
function placeOnly(f: SearchFilters): SearchFilters {
  return {
    ...(f.city ? { city: f.city } : {}),
    ...(f.region && f.cities ? { region: f.region, cities: f.cities } : {}),
  };
}
