import { useStrings } from '../i18n/strings.tsx';

/** Previous and next links between the pages of a list; nothing when there is one page. */
export function Pager({
  page: requested,
  total,
  limit,
  hrefFor,
  label,
}: {
  page: number;
  total: number;
  limit: number;
  hrefFor: (page: number) => string;
  label: string;
}) {
  const t = useStrings().pages.pager;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  if (pageCount <= 1) return null;
  const page = Math.min(requested, pageCount);
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 ? (
        <a className="button button--ghost" href={hrefFor(page - 1)} rel="prev">
          {t.previous}
        </a>
      ) : (
        <span />
      )}
      <span className="pager-position">{t.position(page, pageCount)}</span>
      {page < pageCount ? (
        <a className="button button--ghost" href={hrefFor(page + 1)} rel="next">
          {t.next}
        </a>
      ) : (
        <span />
      )}
    </nav>
  );
}
