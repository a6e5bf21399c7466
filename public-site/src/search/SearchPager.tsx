/** Numbered pages of the results: the first, the last and two either side of the current one. */
export function SearchPager({
  page,
  lastPage,
  hrefFor,
}: {
  page: number;
  lastPage: number;
  hrefFor: (page: number) => string;
}) {
  if (lastPage <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);
  return (
    <nav className="pager pager--numbers" aria-label="Result pages">
      <ul>
        {page > 1 && (
          <li>
            <a href={hrefFor(page - 1)} rel="prev" data-search-link="">
              Previous
            </a>
          </li>
        )}
        {shown.map((n, i) => (
          <li key={n}>
            {i > 0 && n - shown[i - 1] > 1 && <span className="pager-gap">…</span>}
            {n === page ? (
              <span aria-current="page" className="pager-current">
                {n}
              </span>
            ) : (
              <a href={hrefFor(n)} data-search-link="" aria-label={`Page ${n}`}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < lastPage && (
          <li>
            <a href={hrefFor(page + 1)} rel="next" data-search-link="">
              Next
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
