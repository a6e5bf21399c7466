import { PROJECT_TYPES, SEARCH_SORTS } from '@aangan/contracts/browser';
import type { SearchQuery } from '../pageData.ts';

interface SearchFormProps {
  cities: string[];
  query?: SearchQuery;
  /** The results page offers sorting; the home hero keeps to the three main filters. */
  withSort?: boolean;
  idPrefix: string;
}

/** A plain GET form: it works before (and without) hydration, and every result page has a shareable URL. */
export function SearchForm({ cities, query, withSort = false, idPrefix }: SearchFormProps) {
  const cityOptions = query?.city && !cities.includes(query.city) ? [query.city, ...cities] : cities;
  return (
    <form className={withSort ? 'search-form search-form--sortable' : 'search-form'} action="/search-result" method="get" role="search">
      <div className="field field--wide">
        <label htmlFor={`${idPrefix}-q`}>Project, locality or developer</label>
        <input
          id={`${idPrefix}-q`}
          name="searchString"
          type="search"
          defaultValue={query?.searchString ?? ''}
          placeholder="e.g. Sector 150"
          autoComplete="off"
          maxLength={100}
        />
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-city`}>City</label>
        <select id={`${idPrefix}-city`} name="city" defaultValue={query?.city ?? ''}>
          <option value="">All cities</option>
          {cityOptions.map((city) => (
            <option key={city} value={city}>
              {city}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={`${idPrefix}-type`}>Property type</label>
        <select id={`${idPrefix}-type`} name="projectType" defaultValue={query?.projectType ?? ''}>
          <option value="">All types</option>
          {PROJECT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </select>
      </div>
      {withSort && (
        <div className="field">
          <label htmlFor={`${idPrefix}-sort`}>Sort by</label>
          <select id={`${idPrefix}-sort`} name="sort" defaultValue={query?.sort ?? 'Newest'}>
            {SEARCH_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {sort}
              </option>
            ))}
          </select>
        </div>
      )}
      <button className="button" type="submit">
        Search
      </button>
    </form>
  );
}
