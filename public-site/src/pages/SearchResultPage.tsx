import { formatPrice } from '@aangan/contracts/browser';
import type { ProjectSearchPage } from '../apiResponses.ts';
import { Pager } from '../components/Pager.tsx';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import type { SearchQuery } from '../pageData.ts';

const bhkWords = (bhk: string[]): string => (bhk.length === 0 ? '' : `${bhk.map((value) => (value === 'Studio' ? value : `${value} BHK`)).join(' or ')} `);

const budgetWords = ({ minPrice, maxPrice }: SearchQuery): string => {
  if (minPrice !== null && maxPrice !== null) return ` from ${formatPrice(minPrice)} to ${formatPrice(maxPrice)}`;
  if (maxPrice !== null) return ` under ${formatPrice(maxPrice)}`;
  return minPrice !== null ? ` from ${formatPrice(minPrice)}` : '';
};

export const searchHeading = (query: SearchQuery): string => {
  const kind = query.projectSubType || (query.projectType ? `${query.projectType} projects` : 'Projects');
  const what = `${bhkWords(query.bhk)}${query.bhk.length > 0 ? kind.charAt(0).toLowerCase() + kind.slice(1) : kind}`;
  const where = query.city ? ` in ${query.city}` : '';
  const base = `${what}${where}${budgetWords(query)}`;
  return query.searchString ? `${base} matching “${query.searchString}”` : base;
};

/** The same search on another page, every filter kept. */
const searchPageHref = (query: SearchQuery, page: number): string => {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.projectType) params.set('projectType', query.projectType);
  if (query.projectSubType) params.set('projectSubType', query.projectSubType);
  if (query.minPrice !== null) params.set('minPrice', String(query.minPrice));
  if (query.maxPrice !== null) params.set('maxPrice', String(query.maxPrice));
  if (query.bhk.length > 0) params.set('bhk', query.bhk.join(','));
  if (query.searchString) params.set('searchString', query.searchString);
  params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  return `/search-result?${params}`;
};

interface SearchResultPageProps {
  query: SearchQuery;
  cities: string[];
  results: ProjectSearchPage;
}

export function SearchResultPage({ query, cities, results }: SearchResultPageProps) {
  const count = results.total === 1 ? '1 project found' : `${results.total.toLocaleString('en-IN')} projects found`;
  return (
    <div className="container section">
      <h1>{searchHeading(query)}</h1>
      <SearchForm cities={cities} query={query} withSort idPrefix="refine" />
      <section aria-labelledby="results-title">
        <h2 id="results-title" className="results-count">
          {count}
        </h2>
        {results.result.length > 0 ? (
          <ProjectGrid cards={results.result} />
        ) : (
          <div className="empty">
            <p className="empty-title">No Data Found</p>
            <p>Try another city or property type, or clear the search words.</p>
            <a className="button button--ghost" href="/search-result">
              Show all projects
            </a>
          </div>
        )}
        <Pager page={query.page} total={results.total} limit={results.limit} hrefFor={(page) => searchPageHref(query, page)} label="Result pages" />
      </section>
    </div>
  );
}
