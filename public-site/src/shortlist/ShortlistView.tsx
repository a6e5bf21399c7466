import { useCallback, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import {
  formatPriceRange,
  SHORTLIST_ITEM_SEPARATOR,
  SHORTLIST_LIMIT,
  type ShortlistEntry,
} from '@aangan/contracts/browser';
import { EmptyState } from '../components/EmptyState.tsx';
import { useToast } from '../components/Toasts.tsx';
import { NewTabLink } from '../components/NewTabLink.tsx';
import { formatMonthOrDate } from '../format/projectFormat.ts';
import { successAnswer } from '../model/apiResponses.ts';
import { changeLines } from './changeWords.ts';
import { SHORTLIST_PATH } from './shareLink.ts';
import { addToShortlist, removeFromShortlist, useShortlist, type ShortlistItem } from './shortlistStore.ts';

const SHORTLIST_API = '/api/v1/project/shortlist';
const COMPARE_MIN = 2;
const COMPARE_MAX = 4;

type ListedEntry = Extract<ShortlistEntry, { status: 'listed' }>;

/** The API's `items`: `<slug>~<savedAt>,…`. */
const itemsParam = (items: readonly ShortlistItem[]): string =>
  items
    .slice(0, SHORTLIST_LIMIT)
    .map((item) => `${item.slug}${SHORTLIST_ITEM_SEPARATOR}${item.savedAt}`)
    .join(',');

/** The address that opens these projects on another phone: their slugs, nothing about who sent them. */
const shareUrlOf = (origin: string, slugs: readonly string[]): string =>
  `${origin}${SHORTLIST_PATH}?share=${slugs.map(encodeURIComponent).join(',')}`;

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
  const remove = !readOnly && (
    <button
      type="button"
      className="button button--ghost button--small shortlist-remove"
      onClick={() => removeFromShortlist(entry.slug)}
    >
      Remove
    </button>
  );
  if (entry.status === 'removed')
    return (
      <li className="shortlist-row shortlist-row--removed">
        <p className="shortlist-gone">This project is no longer listed on Aangan.</p>
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
  const place = [project.locality, project.city].filter(Boolean).join(', ');
  const possession = [project.possessionStatus, formatMonthOrDate(project.proposedPossessionDate ?? undefined)]
    .filter(Boolean)
    .join(' · ');
  const lines = changeLines(changes);
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
          <a href={project.link}>{project.projectTitle}</a>
        </h2>
        {place && <p className="shortlist-place">{place}</p>}
        <p className="shortlist-price">{formatPriceRange(project.priceMin, project.priceMax) || 'Price on request'}</p>
        <p className="shortlist-facts">
          {possession && <span>Possession: {possession}</span>}
          {project.developerName && <span>By {project.developerName}</span>}
        </p>
        {!readOnly &&
          (lines.length ? (
            <ul className="shortlist-changes" aria-label={`What changed since you saved ${project.projectTitle}`}>
              {lines.map((line) => (
                <li key={line.text} className={`shortlist-change shortlist-change--${line.tone}`}>
                  {line.text}
                </li>
              ))}
            </ul>
          ) : (
            <p className="shortlist-nochange">No change since you saved it.</p>
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
            Compare
          </label>
          <a
            className="alerts-link"
            href={`/alerts?project=${encodeURIComponent(entry.slug)}`}
            aria-describedby={titleId}
          >
            Alerts
          </a>
          {remove}
        </div>
      </div>
    </li>
  );
}

function ShareBar({ slugs }: { slugs: readonly string[] }) {
  const toast = useToast();
  const url = () => shareUrlOf(window.location.origin, slugs);
  const share = () => {
    const link = url();
    const copy = () =>
      navigator.clipboard
        .writeText(link)
        .then(() => toast('Link copied: paste it in a message to open this list on another phone.'))
        .catch(() => toast(`Copy this link: ${link}`, { tone: 'error' }));
    if (typeof navigator.share === 'function')
      navigator.share({ title: 'My shortlist on Aangan', url: link }).catch((error: unknown) => {
        if (!(error instanceof DOMException && error.name === 'AbortError')) void copy();
      });
    else if (navigator.clipboard) void copy();
    else toast(`Copy this link: ${link}`);
  };
  const [whatsApp, setWhatsApp] = useState('');
  useEffect(() => {
    setWhatsApp(`https://wa.me/?text=${encodeURIComponent(`My shortlist on Aangan: ${url()}`)}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slugs]);
  return (
    <div className="shortlist-share">
      <button type="button" className="button button--ghost" onClick={share}>
        Share this list
      </button>
      {whatsApp && (
        <NewTabLink className="button button--ghost" href={whatsApp}>
          Send on WhatsApp
        </NewTabLink>
      )}
    </div>
  );
}

function CompareBar({ chosen }: { chosen: readonly string[] }) {
  const ready = chosen.length >= COMPARE_MIN && chosen.length <= COMPARE_MAX;
  return (
    <div className="shortlist-compare" role="group" aria-label="Compare">
      <p className="shortlist-compare-note" aria-live="polite">
        {ready
          ? `${chosen.length} projects chosen.`
          : `Tick ${COMPARE_MIN} to ${COMPARE_MAX} projects to compare them.`}
      </p>
      {ready ? (
        <a className="button" href={`/compare?slugs=${chosen.map(encodeURIComponent).join(',')}`}>
          Compare selected
        </a>
      ) : (
        <span className="button shortlist-compare-off" aria-disabled="true">
          Compare selected
        </span>
      )}
    </div>
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
  const choose = useCallback(
    (slug: string, on: boolean) => setChosen((now) => (on ? [...now, slug] : now.filter((other) => other !== slug))),
    [],
  );
  const listed = items.filter((item) => load.state === 'loaded' && load.entries.has(item.slug));
  const stillChosen = chosen.filter((slug) => listed.some((item) => item.slug === slug));

  if (hydrated && items.length === 0)
    return (
      <EmptyState>
        <p>{shared ? 'This shared list names no projects.' : 'Tap ♡ on a project to save it here.'}</p>
        <a className="button" href="/search-result">
          Find projects
        </a>
      </EmptyState>
    );
  if (!hydrated || (load.state === 'loading' && listed.length === 0))
    return (
      <p className="shortlist-status" role="status">
        Loading your shortlist…
      </p>
    );
  if (load.state === 'failed')
    return (
      <div className="shortlist-status" role="alert">
        <p>Your shortlist could not be loaded. Check your connection and try again.</p>
        <button type="button" className="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  const entries = listed.map((item) => (load as Extract<Load, { state: 'loaded' }>).entries.get(item.slug)!);
  const saveShared = () => {
    addToShortlist(shared ?? []);
    toast(`Saved ${shared?.length === 1 ? 'this project' : `these ${shared?.length} projects`} to your shortlist`);
  };
  return (
    <>
      {shared ? (
        <div className="shortlist-shared">
          <p>Someone shared these projects with you.</p>
          <button type="button" className="button" onClick={saveShared}>
            Save these to my shortlist
          </button>
          <a href={SHORTLIST_PATH}>Open my shortlist</a>
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
