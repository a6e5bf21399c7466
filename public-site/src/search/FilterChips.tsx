import {
  formatPrice,
  textWithout,
  type Locale,
  type SearchTextPart,
  type SearchTextReading,
} from '@aangan/contracts/browser';
import { EMPTY_SEARCH, searchHref, type SearchQuery } from '../model/searchQuery.ts';
import type { SiteStrings } from '../i18n/en/index.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

interface Chip {
  key: string;
  label: string;
  /** The same search without this filter. */
  without: SearchQuery;
}

/** The names a chip gives a page's filters, in its language. */
export interface ChipWords {
  strings: Pick<SiteStrings, 'search' | 'enums' | 'chrome'>;
  locale: Locale;
}

const nameIn = (names: Readonly<Record<string, string>>, value: string): string => names[value] ?? value;

/** A budget as a chip names it: "Under ₹2 Cr", "Above ₹50 L", "₹50 L – ₹1 Cr". */
const budgetChip = (min: number | null, max: number | null, { strings, locale }: ChipWords): string => {
  const t = strings.search.chips;
  if (min !== null && max !== null) return t.between(formatPrice(min, locale), formatPrice(max, locale));
  if (max !== null) return t.under(formatPrice(max, locale));
  return min !== null ? t.above(formatPrice(min, locale)) : '';
};

/**
 * A part of the search string as its chip names it. English pages show the server's label; a
 * Hindi page names what the words set in Hindi (the words themselves for plain text).
 */
const partLabel = (part: SearchTextPart, words: ChipWords): string => {
  if (words.locale === 'en') return part.label;
  const { strings } = words;
  const { params } = part;
  const price = (value: string | undefined) => (value === undefined || value === '' ? null : Number(value));
  if (params.bhk) return params.bhk.split(',').map(strings.enums.bhk).join(', ');
  if (params.minPrice !== undefined || params.maxPrice !== undefined)
    return budgetChip(price(params.minPrice), price(params.maxPrice), words);
  if (params.projectSubType && !params.projectSubType.includes(','))
    return nameIn(strings.enums.subTypes, params.projectSubType);
  if (params.projectSubType) return part.words;
  if (params.projectType) return nameIn(strings.enums.propertyTypes, params.projectType);
  if (params.possession) return nameIn(strings.enums.possession, params.possession);
  if (params.locality) return params.locality;
  if (params.city) return nameIn(strings.chrome.cities, params.city);
  if (params.sort) return nameIn(strings.enums.sorts, params.sort);
  return strings.search.chips.quoted(part.words);
};

/**
 * Every filter the search has, each with the search that drops it. With the reading of its search
 * string, each part of the text is a chip of its own ("Gurugram", "3 BHK", "Under ₹2 Cr"), which
 * takes its words out of the text; without one, the text is one chip.
 */
export function chipsOf(query: SearchQuery, reading: SearchTextReading | undefined, words: ChipWords): Chip[] {
  const { strings } = words;
  const t = strings.search.chips;
  const base: SearchQuery = { ...query, page: 1 };
  const chips: Chip[] = [];
  const add = (key: string, label: string, without: Partial<SearchQuery>) =>
    chips.push({ key, label, without: { ...base, ...without } });
  if (reading)
    reading.parts.forEach((part, index) =>
      add(`text-${index}`, partLabel(part, words), { searchString: textWithout(reading.text, part.spans) }),
    );
  else if (query.searchString) add('searchString', t.quoted(query.searchString), { searchString: '' });
  if (query.city) add('city', nameIn(strings.chrome.cities, query.city), { city: '', locality: '' });
  if (query.locality) add('locality', query.locality, { locality: '' });
  if (query.projectType)
    add('projectType', nameIn(strings.enums.propertyTypes, query.projectType), { projectType: '', projectSubType: '' });
  for (const subType of query.projectSubType.split(',').filter(Boolean)) {
    add(`subType-${subType}`, nameIn(strings.enums.subTypes, subType), {
      projectSubType: query.projectSubType
        .split(',')
        .filter((s) => s && s !== subType)
        .join(','),
    });
  }
  for (const bhk of query.bhk) add(`bhk-${bhk}`, strings.enums.bhk(bhk), { bhk: query.bhk.filter((b) => b !== bhk) });
  if (query.minPrice !== null || query.maxPrice !== null)
    add('budget', budgetChip(query.minPrice, query.maxPrice, words), { minPrice: null, maxPrice: null });
  if (query.possession) add('possession', nameIn(strings.enums.possession, query.possession), { possession: '' });
  for (const amenity of query.amenities)
    add(`amenity-${amenity}`, nameIn(strings.enums.amenities, amenity), {
      amenities: query.amenities.filter((a) => a !== amenity),
    });
  if (query.latitude !== null)
    add('near', t.nearYou(query.radiusKm ?? 10), { latitude: null, longitude: null, radiusKm: null });
  if (query.sort !== 'Newest') add('sort', nameIn(strings.enums.sorts, query.sort), { sort: 'Newest' });
  return chips;
}

/** The filters in force as removable chips: plain links, so they work before and without the script. */
export function FilterChips({ query, reading }: { query: SearchQuery; reading?: SearchTextReading | undefined }) {
  const strings = useStrings();
  const locale = useLocale();
  const localHref = useLocalHref();
  const t = strings.search.chips;
  const chips = chipsOf(query, reading, { strings, locale });
  if (chips.length === 0) return null;
  return (
    <div className="chips" aria-label={t.inUse} role="group">
      <ul className="chip-list">
        {chips.map((chip) => (
          <li key={chip.key}>
            <a
              className="chip"
              href={localHref(searchHref(chip.without))}
              data-search-link=""
              aria-label={t.remove(chip.label)}
            >
              {chip.label}
              <span aria-hidden="true" className="chip-x">
                ×
              </span>
            </a>
          </li>
        ))}
      </ul>
      <a className="chips-reset" href={localHref(searchHref(EMPTY_SEARCH))} data-search-link="">
        {t.resetAll}
      </a>
    </div>
  );
}
