import type { ProjectSearchPage } from '../apiResponses.ts';
import { Pager } from '../components/Pager.tsx';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { SearchForm } from '../components/SearchForm.tsx';
import type { SearchQuery } from '../pageData.ts';

export const searchHeading = (query: SearchQuery): string => {
  const what = query.projectType ? `${query.projectType} projects` : 'Projects';
  const where = query.city ? ` in ${query.city}` : '';
  return query.searchString ? `${what}${where} matching “${query.searchString}”` : `${what}${where}`;
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
        <Pager query={query} total={results.total} limit={results.limit} />
      </section>
    </div>
  );
}
