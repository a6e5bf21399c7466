import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  formatPriceRange,
  SHORTLIST_ITEM_SEPARATOR,
  SHORTLIST_LIMIT,
  type ShortlistEntry,
} from '@aangan/contracts/browser';
import { EmptyState } from '../components/EmptyState.tsx';
import { useToast } from '../components/Toasts.tsx';
import { successAnswer } from '../model/apiResponses.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';
import { monthOrDateIn, nameOf } from '../i18n/projectWords.ts';
import { changeLines } from './changeWords.ts';
import { COMPARE_MAX, CompareBar, ShareBar } from './ShortlistBars.tsx';
import { SHORTLIST_PATH } from './shareLink.ts';
import { addToShortlist, removeFromShortlist, useShortlist, type ShortlistItem } from './shortlistStore.ts';

const SHORTLIST_API = '/api/v1/project/shortlist';

type ListedEntry = Extract<ShortlistEntry, { status: 'listed' }>;

/** The API's `items`: `<slug>~<savedAt>,…`. */
const itemsParam = (items: readonly ShortlistItem[]): string =>
  items
    .slice(0, SHORTLIST_LIMIT)
    .map((item) => `${item.slug}${SHORTLIST_ITEM_SEPARATOR}${item.savedAt}`)
    .join(',');

/** False on the server and while the page hydrates, true after: the shortlist is known only then. */
const useHydrated = (): boolean =>
  useSyncExternalStore(
    () => () => undefined,
    () => true,
    () => false,
  );

type Load = { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; entries: Map<string, ShortlistEntry> };

/** The API's answer for these items, fetched again only when an item is not in the last answer. */
function useEntries(items: readonly ShortlistItem[], ready: boolean) {
  const [load, setLoad] = useState<Load>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const param = itemsParam(items);
  const known = load.state === 'loaded' && items.every((item) => load.entries.has(item.slug));
  useEffect(() => {
    if (!ready || known || !param) return;
    const controller = new AbortController();
    setLoad({ state: 'loading' });
    const path = `${SHORTLIST_API}?${new URLSearchParams({ items: param })}`;
    fetch(path, { signal: controller.signal, headers: { accept: 'application/json' } })
      .then(async (response) => {
        const { result } = successAnswer<{ result: ShortlistEntry[] }>(await response.json(), SHORTLIST_API);
        setLoad({ state: 'loaded', entries: new Map(result.map((entry) => [entry.slug, entry])) });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoad({ state: 'failed' });
      });
    return () => controller.abort();
    // `known` is left out on purpose: a removal must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, param, attempt]);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { load, retry };
}

function EntryRow({
  entry,
  readOnly,
  chosen,
  canChoose,
  onChoose,
}: {
  entry: ShortlistEntry;
  readOnly: boolean;
  chosen: boolean;
  canChoose: boolean;
  onChoose: (slug: string, on: boolean) => void;
}) {
  const t = useStrings().saved.shortlist;
  const remove = !readOnly && (
    <button
      type="button"
      className="button button--ghost button--small shortlist-remove"
      onClick={() => removeFromShortlist(entry.slug)}
    >
      {t.remove}
    </button>
  );
  if (entry.status === 'removed')
    return (
      <li className="shortlist-row shortlist-row--removed">
        <p className="shortlist-gone">{t.gone}</p>
        {remove}
      </li>
    );
  return (
    <ListedRow
      entry={entry}
      remove={remove}
      readOnly={readOnly}
      chosen={chosen}
      canChoose={canChoose}
      onChoose={onChoose}
    />
  );
}

function ListedRow({
  entry,
  remove,
  readOnly,
  chosen,
  canChoose,
  onChoose,
}: {
  entry: ListedEntry;
  remove: ReactNode;
  readOnly: boolean;
  chosen: boolean;
  canChoose: boolean;
  onChoose: (slug: string, on: boolean) => void;
}) {
  const { project, changes } = entry;
  const strings = useStrings();
  const t = strings.saved.shortlist;
  const locale = useLocale();
  const localHref = useLocalHref();
  const city = project.city && nameOf(strings.chrome.cities, project.city);
  const place = [project.locality, city].filter(Boolean).join(', ');
  const possession = [
    project.possessionStatus && nameOf(strings.enums.possession, project.possessionStatus),
    monthOrDateIn(strings.project, project.proposedPossessionDate),
  ]
    .filter(Boolean)
    .join(' · ');
  const lines = changeLines(changes, { strings, locale });
  const titleId = `shortlist-${entry.slug}`;
  return (
    <li className="shortlist-row">
      {project.coverImage ? (
        <img className="shortlist-media" src={project.coverImage} alt="" width={160} height={100} loading="lazy" />
      ) : (
        <div className="shortlist-media shortlist-media--empty" aria-hidden="true" />
      )}
      <div className="shortlist-body">
        <h2 className="shortlist-name" id={titleId}>
          <a href={localHref(project.link)}>{project.projectTitle}</a>
        </h2>
        {place && <p className="shortlist-place">{place}</p>}
        <p className="shortlist-price">
          {formatPriceRange(project.priceMin, project.priceMax, locale) || t.priceOnRequest}
        </p>
        <p className="shortlist-facts">
          {possession && <span>{t.possession(possession)}</span>}
          {project.developerName && <span>{t.by(project.developerName)}</span>}
        </p>
        {!readOnly &&
          (lines.length ? (
            <ul className="shortlist-changes" aria-label={t.changesOf(project.projectTitle ?? '')}>
              {lines.map((line) => (
                <li key={line.text} className={`shortlist-change shortlist-change--${line.tone}`}>
                  {line.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className="shortlist-nochange">{t.noChange}</p>
          ))}
        <div className="shortlist-actions">
          <label className="shortlist-choose">
            <input
              type="checkbox"
              checked={chosen}
              disabled={!chosen && !canChoose}
              onChange={(event) => onChoose(entry.slug, event.target.checked)}
              aria-describedby={titleId}
            />
            {t.compare}
          </label>
          <a
            className="alerts-link"
            href={localHref(`/alerts?project=${encodeURIComponent(entry.slug)}`)}
            aria-describedby={titleId}
          >
            {t.alerts}
          </a>
          {remove}
        </div>
      </div>
    </li>
  );
}

/**
 * The shortlist: the buyer's own (from this browser), each project as it is now with what changed
 * since it was saved; or, opened from a shared link, the sender's projects to save here.
 */
export function ShortlistView({ shared }: { shared: string[] | null }) {
  const hydrated = useHydrated();
  const own = useShortlist();
  // A shared list carries no save times: it shows the projects as they are, without changes.
  const [openedAt] = useState(() => new Date().toISOString());
  const items = useMemo(
    () => (shared ? shared.map((slug) => ({ slug, savedAt: openedAt })) : own),
    [shared, own, openedAt],
  );
  const { load, retry } = useEntries(items, hydrated);
  const [chosen, setChosen] = useState<string[]>([]);
  const toast = useToast();
  const t = useStrings().saved.shortlist;
  const localHref = useLocalHref();
  const choose = useCallback(
    (slug: string, on: boolean) => setChosen((now) => (on ? [...now, slug] : now.filter((other) => other !== slug))),
    [],
  );
  const listed = items.filter((item) => load.state === 'loaded' && load.entries.has(item.slug));
  const stillChosen = chosen.filter((slug) => listed.some((item) => item.slug === slug));

  if (hydrated && items.length === 0)
    return (
      <EmptyState>
        <p>{shared ? t.sharedEmpty : t.empty}</p>
        <a className="button" href={localHref('/search-result')}>
          {t.find}
        </a>
      </EmptyState>
    );
  if (!hydrated || (load.state === 'loading' && listed.length === 0))
    return (
      <p className="shortlist-status" role="status">
        {t.loading}
      </p>
    );
  if (load.state === 'failed')
    return (
      <div className="shortlist-status" role="alert">
        <p>{t.failed}</p>
        <button type="button" className="button" onClick={retry}>
          {t.retry}
        </button>
      </div>
    );
  const entries = listed.map((item) => (load as Extract<Load, { state: 'loaded' }>).entries.get(item.slug)!);
  const saveShared = () => {
    addToShortlist(shared ?? []);
    toast(t.savedShared(shared?.length ?? 0));
  };
  return (
    <>
      {shared ? (
        <div className="shortlist-shared">
          <p>{t.someoneShared}</p>
          <button type="button" className="button" onClick={saveShared}>
            {t.saveShared}
          </button>
          <a href={localHref(SHORTLIST_PATH)}>{t.openMine}</a>
        </div>
      ) : (
        <ShareBar slugs={items.map((item) => item.slug)} />
      )}
      <CompareBar chosen={stillChosen} />
      <ul className="shortlist-list">
        {entries.map((entry) => (
          <EntryRow
            key={entry.slug}
            entry={entry}
            readOnly={Boolean(shared)}
            chosen={stillChosen.includes(entry.slug)}
            canChoose={stillChosen.length < COMPARE_MAX}
            onChoose={choose}
          />
        ))}
      </ul>
    </>
  );
}
