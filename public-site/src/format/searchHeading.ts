import { formatPrice, type Locale, type SearchTextReading } from '@aangan/contracts/browser';
import { withTextFilters, type SearchQuery } from '../model/searchQuery.ts';
import type { SiteStrings } from '../i18n/en/index.ts';

/** What a heading is said with: the page's strings (search words, value names, city names) and its language. */
export interface HeadingWords {
  strings: Pick<SiteStrings, 'search' | 'enums' | 'chrome'>;
  locale: Locale;
}

const nameIn = (names: Readonly<Record<string, string>>, value: string): string => names[value] ?? value;

const budgetWords = ({ minPrice, maxPrice }: SearchQuery, { strings, locale }: HeadingWords): string => {
  const t = strings.search.heading;
  if (minPrice !== null && maxPrice !== null)
    return t.between(formatPrice(minPrice, locale), formatPrice(maxPrice, locale));
  if (maxPrice !== null) return t.under(formatPrice(maxPrice, locale));
  return minPrice !== null ? t.from(formatPrice(minPrice, locale)) : '';
};

/**
 * The results page's heading, and its title: "3 BHK apartment in Gurugram under ₹2 Cr"; in Hindi
 * "गुरुग्राम में 3 बीएचके प्रोजेक्ट, ₹2 करोड़ तक". With the reading of its search string, what the
 * words set is said too, sub types as the words' kind ("Ready to Move flats in Ghaziabad", not five
 * sub types one after another).
 */
export const searchHeading = (
  typed: SearchQuery,
  reading: SearchTextReading | undefined,
  words: HeadingWords,
): string => {
  const { strings, locale } = words;
  const t = strings.search.heading;
  const query = withTextFilters(typed, reading);
  const kindPart = reading?.parts.find(
    (part) => part.params.projectSubType !== undefined && part.params.projectSubType === query.projectSubType,
  );
  const kindWords = kindPart && (locale === 'en' ? kindPart.label : kindPart.words);
  const subTypes =
    kindWords ??
    query.projectSubType
      .split(',')
      .filter(Boolean)
      .map((subType) => nameIn(strings.enums.subTypes, subType))
      .join(t.or);
  const kind =
    subTypes ||
    (query.projectType ? t.typeProjects(nameIn(strings.enums.propertyTypes, query.projectType)) : t.projects);
  const bhk = query.bhk.length === 0 ? '' : `${query.bhk.map(strings.enums.bhk).join(t.or)} `;
  const possession = query.possession ? `${nameIn(strings.enums.possession, query.possession)} ` : '';
  const what = `${possession}${bhk}${query.bhk.length > 0 || query.possession ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind}`;
  const city = query.city ? nameIn(strings.chrome.cities, query.city) : '';
  const place = [query.locality, city].filter(Boolean).join(', ');
  const where = place ? t.inPlace(place) : query.latitude !== null ? t.nearYou(query.radiusKm ?? 10) : '';
  const base = t.compose(what, where, budgetWords(query, words));
  return query.searchString ? t.matching(base, query.searchString) : base;
};
