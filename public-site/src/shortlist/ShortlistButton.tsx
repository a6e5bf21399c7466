import { useToast } from '../components/Toasts.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import { isShortlisted, toggleShortlist, useShortlist } from './shortlistStore.ts';
import { SHORTLIST_PATH } from './shareLink.ts';

const HEART = (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M12 20.5 4.2 12.9a4.9 4.9 0 0 1 7-6.9l.8.8.8-.8a4.9 4.9 0 0 1 7 6.9z" />
  </svg>
);

/** ♡ on a card or a project page: saves the project to the buyer's shortlist (this browser), or takes it off. */
export function ShortlistButton({ slug, className = '' }: { slug: string; className?: string }) {
  const saved = isShortlisted(useShortlist(), slug);
  const toast = useToast();
  const t = useStrings().cards.shortlist;
  return (
    <button
      type="button"
      className={`shortlist-toggle ${className}`}
      aria-pressed={saved}
      aria-label={saved ? t.saved : t.save}
      onClick={() => toast(toggleShortlist(slug) ? t.added : t.removed)}
    >
      {HEART}
    </button>
  );
}

/** The header's link to the shortlist, with how many projects it holds once the page has read it (none shown for an empty list). */
export function ShortlistLink() {
  const count = useShortlist().length;
  const t = useStrings().chrome.shortlist;
  const localHref = useLocalHref();
  return (
    <a className="shortlist-link" href={localHref(SHORTLIST_PATH)}>
      {HEART}
      <span className="shortlist-link-label">{t.link}</span>
      {/* No number until the page has read the list: a server-rendered "0" would be wrong for anyone who saved some. */}
      {count > 0 && (
        <span className="shortlist-count">
          {count}
          <span className="visually-hidden">{t.count}</span>
        </span>
      )}
    </a>
  );
}
