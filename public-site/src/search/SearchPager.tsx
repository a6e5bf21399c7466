import { useLocalHref, useStrings } from '../i18n/strings.tsx';

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
  const t = useStrings().search.pager;
  const localHref = useLocalHref();
  if (lastPage <= 1) return null;
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, lastPage])]
    .filter((n) => n >= 1 && n <= lastPage)
    .sort((a, b) => a - b);
  return (
    <nav className="pager pager--numbers" aria-label={t.label}>
      <ul>
        {page > 1 && (
          <li>
            <a href={localHref(hrefFor(page - 1))} rel="prev" data-search-link="">
              {t.previous}
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
              <a href={localHref(hrefFor(n))} data-search-link="" aria-label={t.page(n)}>
                {n}
              </a>
            )}
          </li>
        ))}
        {page < lastPage && (
          <li>
            <a href={localHref(hrefFor(page + 1))} rel="next" data-search-link="">
              {t.next}
            </a>
          </li>
        )}
      </ul>
    </nav>
  );
}
