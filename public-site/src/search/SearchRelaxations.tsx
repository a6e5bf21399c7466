import { textWithout, type SearchRelaxation, type SearchRelaxationKey, type SearchTextParam, type SearchTextReading } from '@aangan/contracts/browser';
import { searchHref, type SearchQuery } from '../searchQuery.ts';

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

/** The search without the relaxation's filters, whether they were chosen in the panel or typed in the box. */
export function relaxedQuery(query: SearchQuery, understood: SearchTextReading | undefined, relaxation: SearchRelaxation): SearchQuery {
  let next = relaxation.without.reduce((q, key) => DROPS[key](q), { ...query, page: 1 });
  if (!next.searchString) return next;
  const dropsPart = (part: SearchTextReading['parts'][number]): boolean =>
    relaxation.without.some((key) => {
      const params = TEXT_PARAMS[key];
      const set = Object.keys(part.params);
      return params === 'plain' ? set.length === 0 : set.some((param) => (params as readonly string[]).includes(param));
    });
  if (understood) {
    const spans = understood.parts.filter(dropsPart).flatMap((part) => part.spans);
    if (spans.length) next = { ...next, searchString: textWithout(understood.text, spans) };
  } else if (relaxation.without.includes('searchString')) {
    next = { ...next, searchString: '' };
  }
  return next;
}

/** Zero results: the nearest wider searches that do find something, each a link with its count. */
export function SearchRelaxations({ query, understood, relaxations }: { query: SearchQuery; understood?: SearchTextReading | undefined; relaxations: readonly SearchRelaxation[] }) {
  if (relaxations.length === 0) return null;
  return (
    <div className="relaxations">
      <p className="relaxations-title">Wider searches that do find projects:</p>
      <ul>
        {relaxations.map((relaxation) => (
          <li key={relaxation.without.join()}>
            <a href={searchHref(relaxedQuery(query, understood, relaxation))} data-search-link="">
              {relaxation.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
