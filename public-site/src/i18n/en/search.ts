import { formatIndianNumber } from '@aangan/contracts/browser';

const plural = (count: number, one: string, many: string): string =>
  count === 1 ? `1 ${one}` : `${formatIndianNumber(count)} ${many}`;

/** The search results page, the search box, filters, chips, pager, map and project cards. */
export const search = {
  box: {
    label: 'Search by city, locality, project, budget or BHK',
    placeholder: 'e.g. Gurgaon 3 BHK under 2 Cr',
    submit: 'Search',
    suggestions: 'Suggestions',
    kinds: {
      city: 'City',
      region: 'Region',
      locality: 'Locality',
      project: 'Project',
      developer: 'Developer',
      subType: 'Property type',
    },
  },
  heading: {
    projects: 'Projects',
    typeProjects: (type: string) => `${type} projects`,
    or: ' or ',
    inPlace: (place: string) => ` in ${place}`,
    nearYou: (km: number) => ` within ${km} km of you`,
    between: (min: string, max: string) => ` from ${min} to ${max}`,
    under: (max: string) => ` under ${max}`,
    from: (min: string) => ` from ${min}`,
    /** What is searched (possession, bedrooms, kind), where, and the budget. */
    compose: (what: string, where: string, budget: string) => `${what}${where}${budget}`,
    matching: (heading: string, text: string) => `${heading} matching “${text}”`,
  },
  found: (count: number) => `${plural(count, 'project', 'projects')} found`,
  searching: 'Searching…',
  loadFailed: 'The results could not be loaded. Please check your connection and try again.',
  emailMatches: 'Email me new matches',
  noMatch: 'Nothing matches all of these filters. Remove one of them above, or start again.',
  showAll: 'Show all projects',
  /** The order the results are in, by the API's words for it. */
  orderNotes: {
    'Nearest first': 'Nearest first',
    'Newest launches first': 'Newest launches first',
    'By starting price, lowest first': 'By starting price, lowest first',
    'By starting price, highest first': 'By starting price, highest first',
    'By the price of the matching units, lowest first': 'By the price of the matching units, lowest first',
    'By the price of the matching units, highest first': 'By the price of the matching units, highest first',
  } as Record<string, string>,
  widerSearches: 'Wider searches that do find projects:',
  /** A wider search, named by its heading (English pages show the API's own words). */
  widerSearch: (heading: string, count: number) => `${heading} (${plural(count, 'project', 'projects')})`,
  chips: {
    inUse: 'Filters in use',
    remove: (label: string) => `Remove filter: ${label}`,
    resetAll: 'Reset all',
    nearYou: (km: number) => `Within ${km} km of you`,
    quoted: (text: string) => `“${text}”`,
    between: (min: string, max: string) => `${min} – ${max}`,
    under: (max: string) => `Under ${max}`,
    above: (min: string) => `Above ${min}`,
  },
  filters: {
    show: 'Show filters',
    title: 'Filters',
    withCount: (count: number) => (count > 0 ? `Filters (${count})` : 'Filters'),
    close: 'Close',
    city: 'City',
    allCities: 'All cities',
    propertyType: 'Property type',
    allTypes: 'All types',
    subType: 'Sub type',
    anySubType: 'Any sub type',
    or: ' or ',
    budget: 'Budget',
    min: 'Min',
    max: 'Max',
    noMin: 'No min',
    noMax: 'No max',
    bhk: 'BHK',
    possession: 'Possession',
    any: 'Any',
    amenities: (count: number) => (count > 0 ? `Amenities (${count})` : 'Amenities'),
    nearMe: 'Near me',
    locating: 'Finding you…',
    updateLocation: 'Update my location',
    useLocation: 'Use my location',
    within: 'Within',
    km: (km: number) => `${km} km`,
    locationRefused:
      'Location access was refused. Allow it for this site in your browser settings, or choose a city instead.',
    locationUnavailable: 'Your location could not be found right now. Please try again, or choose a city instead.',
    sortBy: 'Sort by',
    refine: 'Refine search',
    reset: 'Reset',
  },
  pager: {
    label: 'Result pages',
    previous: 'Previous',
    next: 'Next',
    page: (page: number) => `Page ${page}`,
  },
  views: { label: 'Show the results as', list: 'List', map: 'Map' },
  map: {
    loading: 'Loading the map…',
    region: 'Map of the results',
    failed: 'The map could not be loaded. The results are listed below.',
    unavailable: 'The map is not available right now. The results are listed below.',
    empty: 'None of these projects has a location to show on the map. The results are listed below.',
    allShown: (total: number) => `All ${formatIndianNumber(total)} results are on the map.`,
    someShown: (located: number, total: number, missing: number) =>
      `${formatIndianNumber(located)} of ${formatIndianNumber(total)} results are on the map; ${missing === 1 ? '1 has' : `${missing} have`} no location.`,
  },
};

export type SearchStrings = typeof search;
