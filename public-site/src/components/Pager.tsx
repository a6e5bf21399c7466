import type { SearchQuery } from '../pageData.ts';

const pageHref = (query: SearchQuery, page: number): string => {
  const params = new URLSearchParams();
  if (query.city) params.set('city', query.city);
  if (query.projectType) params.set('projectType', query.projectType);
  if (query.searchString) params.set('searchString', query.searchString);
  params.set('sort', query.sort);
  if (page > 1) params.set('page', String(page));
  return `/search-result?${params}`;
};

export function Pager({ query, total, limit }: { query: SearchQuery; total: number; limit: number }) {
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (pageCount <= 1) return null;
  const page = Math.min(query.page, pageCount);
  return (
    <nav className="pager" aria-label="Result pages">
      {page > 1 ? (
        <a className="button button--ghost" href={pageHref(query, page - 1)} rel="prev">
          Previous page
        </a>
      ) : (
        <span />
      )}
      <span className="pager-position">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <a className="button button--ghost" href={pageHref(query, page + 1)} rel="next">
          Next page
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
