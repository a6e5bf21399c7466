import {
  textWithout,
  type SearchRelaxation,
  type SearchRelaxationKey,
  type SearchTextParam,
  type SearchTextReading,
} from '@aangan/contracts/browser';
import { readSearchQuery, searchHref, searchParamsOf, type SearchQuery } from '../model/searchQuery.ts';
import { searchHeading } from '../format/searchHeading.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';

/** What each wider search drops from the page's filters. */
const DROPS: Record<SearchRelaxationKey, (query: SearchQuery) => SearchQuery> = {
  possession: (q) => ({ ...q, possession: '' }),
  amenities: (q) => ({ ...q, amenities: [] }),
  area: (q) => q,
  bhk: (q) => ({ ...q, bhk: [] }),
  price: (q) => ({ ...q, minPrice: null, maxPrice: null }),
  projectSubType: (q) => ({ ...q, projectSubType: '' }),
  locality: (q) => ({ ...q, locality: '' }),
  near: (q) => ({ ...q, latitude: null, longitude: null, radiusKm: null }),
  searchString: (q) => q,
  projectType: (q) => ({ ...q, projectType: '', projectSubType: '' }),
  city: (q) => ({ ...q, city: '', locality: '' }),
};

/** The search-string parameters each wider search drops; `searchString` drops the words read as plain text. */
const TEXT_PARAMS: Record<SearchRelaxationKey, readonly SearchTextParam[] | 'plain'> = {
  possession: ['possession'],
  amenities: [],
  area: [],
  bhk: ['bhk'],
  price: ['minPrice', 'maxPrice'],
  projectSubType: ['projectSubType'],
  locality: ['locality'],
  near: [],
  searchString: 'plain',
  projectType: ['projectType', 'projectSubType'],
  city: ['city', 'locality'],
};

/**
 * The search without the relaxation's filters, whether they were chosen in the panel or typed in the
 * box. Typed words that set more than the relaxation drops ("villa": Residential and a villa) leave
 * the text, and what else they set stays as a parameter of its own.
 */
export function relaxedQuery(
  query: SearchQuery,
  understood: SearchTextReading | undefined,
  relaxation: SearchRelaxation,
): SearchQuery {
  const next = relaxation.without.reduce((q, key) => DROPS[key](q), { ...query, page: 1 });
  if (!next.searchString) return next;
  if (!understood) return relaxation.without.includes('searchString') ? { ...next, searchString: '' } : next;
  const dropping = (param: string): boolean =>
    relaxation.without.some(
      (key) => TEXT_PARAMS[key] !== 'plain' && (TEXT_PARAMS[key] as readonly string[]).includes(param),
    );
  const dropsPart = (part: SearchTextReading['parts'][number]): boolean => {
    const set = Object.keys(part.params);
    return set.length === 0 ? relaxation.without.includes('searchString') : set.some(dropping);
  };
  const dropped = understood.parts.filter(dropsPart);
  if (dropped.length === 0) return next;
  const params = searchParamsOf(next, 1);
  for (const part of dropped) {
    for (const [param, value] of Object.entries(part.params))
      if (!dropping(param) && !params.has(param)) params.set(param, value);
  }
  const text = textWithout(
    understood.text,
    dropped.flatMap((part) => part.spans),
  );
  if (text) params.set('searchString', text);
  else params.delete('searchString');
  return { ...readSearchQuery(params), page: 1, view: query.view };
}

/** Zero results: the nearest wider searches that do find something, each a link with its count. */
export function SearchRelaxations({
  query,
  understood,
  relaxations,
}: {
  query: SearchQuery;
  understood?: SearchTextReading | undefined;
  relaxations: readonly SearchRelaxation[];
}) {
  const strings = useStrings();
  const locale = useLocale();
  const localHref = useLocalHref();
  if (relaxations.length === 0) return null;
  return (
    <div className="relaxations">
      <p className="relaxations-title">{strings.search.widerSearches}</p>
      <ul>
        {relaxations.map((relaxation) => {
          const wider = relaxedQuery(query, understood, relaxation);
          // The API words its labels in English; another language names the wider search by its heading.
          const label =
            locale === 'en'
              ? relaxation.label
              : strings.search.widerSearch(searchHeading(wider, undefined, { strings, locale }), relaxation.count);
          return (
            <li key={relaxation.without.join()}>
              <a href={localHref(searchHref(wider))} data-search-link="">
                {label}
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
