import {
  bedroomFilterOf,
  formatPrice,
  formatPriceRange,
  type Locale,
  type ProjectCard,
  type SearchTextParam,
} from '@aangan/contracts';
import {
  cardLineHi,
  countedDescriptionHi,
  describeFiltersHi,
  placeWordsHi,
  regionCitiesWordsHi,
} from './hindi/searchWordsHi.ts';
import type { SearchFilters } from './searchFilters.ts';
import { POSSESSION_WORDS } from './possessionParser.ts';
import { propertyKindWords } from './propertyTypeParser.ts';
import { SORT_WORDS_OUT } from './sortParser.ts';

/**
 * Search filters in words: "2 BHK ready to move homes in Sector 150, Noida under ₹50 L". The same
 * phrase serves as a quick reply, because the prompt reader understands it back as the same filters.
 * In Hindi (`locale` 'hi') the same phrases come from hindi/searchWordsHi.ts.
 */

const bhkLabel = (n: number): string => (n === 0 ? 'studio' : n >= 4 ? `${n}+ BHK` : `${n} BHK`);

export const bhkWords = (bhk: readonly number[]): string => bhk.map(bhkLabel).join(' or ');

export function budgetWords(f: Pick<SearchFilters, 'budgetMin' | 'budgetMax'>): string | null {
  if (f.budgetMin !== undefined && f.budgetMax !== undefined)
    return `between ${formatPrice(f.budgetMin)} and ${formatPrice(f.budgetMax)}`;
  if (f.budgetMax !== undefined) return `under ${formatPrice(f.budgetMax)}`;
  if (f.budgetMin !== undefined) return `above ${formatPrice(f.budgetMin)}`;
  return null;
}

export const placeWords = (
  f: Pick<SearchFilters, 'city' | 'locality' | 'region'>,
  locale: Locale = 'en',
): string | null =>
  locale === 'hi'
    ? placeWordsHi(f)
    : f.locality && f.city
      ? `in ${f.locality}, ${f.city}`
      : f.locality
        ? `in ${f.locality}`
        : f.city
          ? `in ${f.city}`
          : f.region
            ? `in ${f.region}`
            : null;

/** "NCR (Delhi, Noida, ... and Faridabad)": a region's reply says which cities it searched. */
export function regionCitiesWords(f: Pick<SearchFilters, 'region' | 'cities'>, locale: Locale = 'en'): string | null {
  if (locale === 'hi') return regionCitiesWordsHi(f);
  if (!f.region || !f.cities?.length) return null;
  const cities = f.cities.length > 1 ? `${f.cities.slice(0, -1).join(', ')} and ${f.cities.at(-1)}` : f.cities[0];
  return `${f.region} covers ${cities}; I searched all of them.`;
}

export function describeFilters(f: SearchFilters, locale: Locale = 'en'): string {
  if (locale === 'hi') return describeFiltersHi(f);
  const kind = propertyKindWords(f) ?? (f.bhk?.length ? 'homes' : 'projects');
  return [
    f.sort ? SORT_WORDS_OUT[f.sort] : null,
    f.bhk?.length ? bhkWords(f.bhk) : null,
    f.possession ? POSSESSION_WORDS[f.possession] : null,
    kind,
    placeWords(f),
    budgetWords(f),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * A count with the search in words: "2 ready to move projects in Noida" when no property kind was
 * asked for, otherwise "2 projects for 2 BHK homes in Noida".
 */
export function countedDescription(f: SearchFilters, count: number, locale: Locale = 'en'): string {
  if (locale === 'hi') return countedDescriptionHi(f, count);
  const projects = count === 1 ? '1 project' : `${count} projects`;
  const described = describeFilters(f);
  if (propertyKindWords(f) === null && !f.bhk?.length) {
    const [before, after] = described.split(/\bprojects\b/, 2) as [string, string];
    return `${count} ${before}${count === 1 ? 'project' : 'projects'}${after ?? ''}`.replace(/\s+/g, ' ').trim();
  }
  return `${projects} for ${described}`;
}

/** For a phrase that starts a sentence: "flats in Pune" → "Flats in Pune". */
export const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** The filters as the results page's parameters (its names and values: `bhk` "2,4+", `city` "Delhi,Noida" for a region). */
export function searchParamsOfFilters(f: SearchFilters): Partial<Record<SearchTextParam, string>> {
  const params: Partial<Record<SearchTextParam, string>> = {};
  if (f.city) params.city = f.city;
  else if (f.cities?.length) params.city = f.cities.join(',');
  if (f.projectType) params.projectType = f.projectType;
  if (f.projectSubTypes?.length) params.projectSubType = f.projectSubTypes.join(',');
  if (f.budgetMin !== undefined) params.minPrice = String(f.budgetMin);
  if (f.budgetMax !== undefined) params.maxPrice = String(f.budgetMax);
  if (f.bhk?.length) params.bhk = f.bhk.map(bedroomFilterOf).join(',');
  if (f.locality) params.locality = f.locality;
  if (f.possession) params.possession = f.possession;
  // The results page sorts by price or newest; "biggest first" is the assistant's own order.
  if (f.sort && f.sort !== 'Largest') params.sort = f.sort;
  return params;
}

/** The same search on the site's result page. */
export function searchLinkOf(f: SearchFilters): string {
  const query = new URLSearchParams(searchParamsOfFilters(f)).toString();
  return query ? `/search-result?${query}` : '/search-result';
}

const bhkOfCard = (card: ProjectCard): string | null => {
  const counts = [...card.bhk].sort((a, b) => a - b);
  if (counts.length === 0) return null;
  const labels = counts.map((n) => (n === 0 ? 'Studio' : String(n)));
  return counts.every((n) => n === 0) ? 'Studio' : `${labels.join(', ')} BHK`;
};

/** One line per project, written only from its card: "Prakriti Greens, Sector 150, Noida: 2, 3 BHK Apartment, ₹48 L - ₹72 L, Under Construction". */
export function cardLine(card: ProjectCard, locale: Locale = 'en'): string {
  if (locale === 'hi') return cardLineHi(card);
  const place = [card.locality, card.city].filter(Boolean).join(', ');
  const kind = [bhkOfCard(card), card.projectSubType].filter(Boolean).join(' ');
  const price = formatPriceRange(card.priceMin, card.priceMax) || null;
  const facts = [kind || null, price, card.possessionStatus ?? null].filter(Boolean).join(', ');
  return `• ${card.projectTitle ?? 'Untitled project'}${place ? `, ${place}` : ''}${facts ? `: ${facts}` : ''}`;
}
