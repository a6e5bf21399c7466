import {
  AMENITY_LABELS,
  BEDROOM_FILTERS,
  POSSESSION_STATUSES,
  PROJECT_TYPES,
  SEARCH_SORTS,
  sameSearchParam,
  textWithout,
  type SearchSort,
  type SearchTextParam,
  type SearchTextReading,
} from '@aangan/contracts/browser';

/** The filters of /search-result, as read from its query string; the URL always says all of them. */
export interface SearchQuery {
  city: string;
  projectType: string;
  searchString: string;
  sort: SearchSort;
  page: number;
  /** One sub type, or several from the assistant's links (comma separated). */
  projectSubType: string;
  locality: string;
  possession: string;
  minPrice: number | null;
  maxPrice: number | null;
  bhk: string[];
  amenities: string[];
  /** Near me: where the browser said the visitor is, and how far to look. */
  latitude: number | null;
  longitude: number | null;
  radiusKm: number | null;
  /** How the page shows the results: a list of cards, or pins on a map. Only the page's address says it. */
  view: ResultsView;
}

export type ResultsView = 'list' | 'map';

export const SEARCH_PATH = '/search-result';
const MAX_PAGE = 1000;
const MAX_PRICE = 1e11;
/** As long as the search box takes and the API reads. */
export const MAX_SEARCH_STRING = 200;
export const NEAR_ME_RADII = [2, 5, 10, 25, 50] as const;

const isSearchSort = (value: string): value is SearchSort => (SEARCH_SORTS as readonly string[]).includes(value);
const oneOf = (values: readonly string[], value: string): string => (values.includes(value) ? value : '');

const readNumber = (value: string | null, min: number, max: number): number | null => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) && n >= min && n <= max ? n : null;
};

const listOf = (
  params: URLSearchParams,
  name: string,
  allowed: readonly string[],
  choice: (value: string) => string = String,
): string[] =>
  [
    ...new Set(
      params
        .getAll(name)
        .flatMap((value) => value.split(','))
        .map((value) => choice(value.trim())),
    ),
  ].filter((value) => allowed.includes(value));

/** A link's bedroom count: 4 or more (`4`, `5`, ...) is the 4+ choice, and `studio` in any case Studio. */
const bedroomChoice = (value: string): string =>
  /^studio$/i.test(value) ? 'Studio' : /^\d\d?$/.test(value) && +value > 3 ? '4+' : value;

/** Values the API would refuse are dropped here, so a mistyped link still shows results. */
export const readSearchQuery = (params: URLSearchParams): SearchQuery => {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const minPrice = readNumber(params.get('minPrice'), 0, MAX_PRICE);
  const maxPrice = readNumber(params.get('maxPrice'), 0, MAX_PRICE);
  const latitude = readNumber(params.get('latitude'), -90, 90);
  const longitude = readNumber(params.get('longitude'), -180, 180);
  const near = latitude !== null && longitude !== null;
  return {
    city: (params.get('city') ?? '').trim().slice(0, 60),
    projectType: oneOf(PROJECT_TYPES, (params.get('projectType') ?? '').trim()),
    searchString: (params.get('searchString') ?? '').trim().slice(0, MAX_SEARCH_STRING),
    sort: isSearchSort(params.get('sort') ?? '') ? (params.get('sort') as SearchSort) : 'Newest',
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_PAGE) : 1,
    projectSubType: (params.get('projectSubType') ?? '').trim().slice(0, 200),
    locality: (params.get('locality') ?? '').trim().slice(0, 120),
    possession: oneOf(POSSESSION_STATUSES, (params.get('possession') ?? '').trim()),
    minPrice: minPrice !== null && maxPrice !== null && minPrice > maxPrice ? null : minPrice,
    maxPrice,
    bhk: listOf(params, 'bhk', BEDROOM_FILTERS, bedroomChoice),
    amenities: listOf(params, 'amenities', Object.keys(AMENITY_LABELS)),
    latitude: near ? latitude : null,
    longitude: near ? longitude : null,
    radiusKm: near ? (readNumber(params.get('radiusKm'), 0.1, 100) ?? 10) : null,
    view: params.get('view') === 'map' ? 'map' : 'list',
  };
};

/** The query string of a search for the API (the page's adds its view), without defaults. */
export const searchParamsOf = (query: SearchQuery, page = query.page): URLSearchParams => {
  const params = new URLSearchParams();
  const set = (name: string, value: string | number | null) => {
    if (value !== null && value !== '') params.set(name, String(value));
  };
  set('searchString', query.searchString);
  set('city', query.city);
  set('locality', query.locality);
  set('projectType', query.projectType);
  set('projectSubType', query.projectSubType);
  set('possession', query.possession);
  set('minPrice', query.minPrice);
  set('maxPrice', query.maxPrice);
  set('bhk', query.bhk.join(','));
  set('amenities', query.amenities.join(','));
  set('latitude', query.latitude);
  set('longitude', query.longitude);
  set('radiusKm', query.latitude === null ? null : query.radiusKm);
  if (query.sort !== 'Newest') params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  return params;
};

export const searchHref = (query: SearchQuery, page = query.page): string => {
  const search = searchParamsOf(query, page);
  if (query.view === 'map') search.set('view', 'map');
  const params = search.toString();
  return params ? `${SEARCH_PATH}?${params}` : SEARCH_PATH;
};

export const EMPTY_SEARCH: SearchQuery = readSearchQuery(new URLSearchParams());

/**
 * The search string's reading, when it is the reading of this very text: while a new search
 * loads, the page still holds the last answer, whose parts belong to the last text.
 */
export const readingOf = (
  query: SearchQuery,
  understood: SearchTextReading | undefined,
): SearchTextReading | undefined => (understood && understood.text === query.searchString ? understood : undefined);

const readsFilter = (part: SearchTextReading['parts'][number]): boolean => Object.keys(part.params).length > 0;

/** A parameter's value as the page writes it, the default sort included. */
const valueOf = (params: URLSearchParams, param: SearchTextParam): string =>
  params.get(param) ?? (param === 'sort' ? 'Newest' : '');

/**
 * The search as the filter panel and the heading show it: what the text's words set filled in
 * (where the page's own parameters do not say otherwise), and the search string left with only the
 * words searched as text. Without the script, the panel's form sends exactly this.
 */
export function withTextFilters(query: SearchQuery, reading: SearchTextReading | undefined): SearchQuery {
  if (!reading) return query;
  const params = searchParamsOf(query, 1);
  for (const part of reading.parts)
    for (const [param, value] of Object.entries(part.params)) if (!params.has(param)) params.set(param, value);
  const leftover = textWithout(
    reading.text,
    reading.parts.filter(readsFilter).flatMap((part) => part.spans),
  );
  if (leftover) params.set('searchString', leftover);
  else params.delete('searchString');
  return { ...readSearchQuery(params), page: query.page, view: query.view };
}

/**
 * A change made in the filter panel (which showed `withTextFilters`): the words of the text stay
 * for what the panel still says as they did, and go where the panel changed what they set, so the
 * box never says one city and the results another.
 */
export function afterPanelChange(reading: SearchTextReading | undefined, next: SearchQuery): SearchQuery {
  if (!reading) return next;
  const params = searchParamsOf(next, 1);
  const dropped: (readonly [number, number])[] = [];
  const fromText: string[] = [];
  for (const part of reading.parts.filter(readsFilter)) {
    const entries = Object.entries(part.params) as [SearchTextParam, string][];
    if (entries.every(([param, value]) => sameSearchParam(param, valueOf(params, param), value)))
      fromText.push(...entries.map(([param]) => param));
    else dropped.push(...part.spans);
  }
  for (const param of fromText) params.delete(param);
  const text = textWithout(reading.text, dropped);
  if (text) params.set('searchString', text);
  else params.delete('searchString');
  return { ...readSearchQuery(params), page: 1, view: next.view };
}
