import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { afterNextPaint } from '../components/afterNextPaint.ts';
import { successAnswer, type ProjectSearchPage } from '../model/apiResponses.ts';
import { ProjectGrid } from '../components/ProjectCardView.tsx';
import { EmptyState } from '../components/EmptyState.tsx';
import { chipsOf, FilterChips } from '../search/FilterChips.tsx';
import { FilterPanel } from '../search/FilterPanel.tsx';
import { mapLeavesListShown, type ResultsMapState } from '../search/resultsMapState.ts';
import { ViewToggle } from '../search/ViewToggle.tsx';
import { SearchBox } from '../search/SearchBox.tsx';
import { SearchPager } from '../search/SearchPager.tsx';
import { SearchRelaxations } from '../search/SearchRelaxations.tsx';
import { searchHeading } from '../format/searchHeading.ts';
import { useLocale, useLocalHref, useStrings } from '../i18n/strings.tsx';
import { localePath, splitLocalePath, type Locale } from '@aangan/contracts/browser';
import {
  afterPanelChange,
  EMPTY_SEARCH,
  readingOf,
  readSearchQuery,
  searchHref,
  searchParamsOf,
  withTextFilters,
  type ResultsView,
  type SearchQuery,
} from '../model/searchQuery.ts';

// Only once the map is opened: the list is what every search shows first.
const ResultsMap = lazy(() => import('../search/ResultsMap.tsx').then((module) => ({ default: module.ResultsMap })));

const API_SEARCH = '/api/v1/project/search-project';
const PAGE_SIZE = 12;

interface SearchState {
  query: SearchQuery;
  results: ProjectSearchPage;
}

const fetchResults = async (query: SearchQuery, signal: AbortSignal): Promise<ProjectSearchPage> => {
  const params = searchParamsOf(query);
  params.set('limit', String(PAGE_SIZE));
  const path = `${API_SEARCH}?${params}`;
  const response = await fetch(path, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return successAnswer<ProjectSearchPage>(await response.json(), path);
};

/**
 * Searches without reloading: the URL is pushed first (so it always says the filters), the results
 * follow; back and forward read the URL again and restore both the results and the controls.
 */
function useSearchNavigation(initial: SearchState, locale: Locale) {
  const [state, setState] = useState(initial);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState(false);
  /** Changes when the controls must show a search they did not make (back, forward, a chip, reset). */
  const [controlsKey, setControlsKey] = useState(0);
  const pending = useRef<AbortController | null>(null);

  const load = useCallback(
    async (query: SearchQuery, resetControls: boolean) => {
      pending.current?.abort();
      const controller = new AbortController();
      pending.current = controller;
      setLoading(true);
      setError(false);
      try {
        const results = await fetchResults(query, controller.signal);
        // The API shows the last page for a page beyond it, and drops words a filter overrules: the URL says what is shown.
        const text = results.understood?.text ?? query.searchString;
        const shown =
          results.page === query.page && text === query.searchString
            ? query
            : { ...query, page: results.page, searchString: text };
        if (shown !== query) history.replaceState(null, '', localePath(searchHref(shown), locale));
        setState({ query: shown, results });
        // The panel shows what the text's words set once they are read.
        if (resetControls) setControlsKey((key) => key + 1);
      } catch (failure) {
        if (!controller.signal.aborted) setError(true);
        if (!(failure instanceof DOMException)) console.error(failure);
      } finally {
        if (pending.current === controller) setLoading(false);
      }
    },
    [locale],
  );

  const navigate = useCallback(
    (query: SearchQuery, options: { resetControls: boolean }) => {
      // What the tap changed shows at once (a ticked chip is the box's own). The address (a new history
      // entry costs the browser a while), the search and the page that follows come after that frame,
      // the page rendered in slices the browser can paint between.
      afterNextPaint(() => {
        history.pushState(null, '', localePath(searchHref(query), locale));
        startTransition(() => {
          if (options.resetControls) setControlsKey((key) => key + 1);
          setState((current) => ({ ...current, query }));
          void load(query, options.resetControls);
        });
      });
    },
    [load, locale],
  );

  useEffect(() => {
    const onPopState = () => {
      if (splitLocalePath(location.pathname).path !== '/search-result') return;
      const query = readSearchQuery(new URLSearchParams(location.search));
      setControlsKey((key) => key + 1);
      setState((current) => ({ ...current, query }));
      void load(query, true);
    };
    window.addEventListener('popstate', onPopState);
    return () => window.removeEventListener('popstate', onPopState);
  }, [load]);

  /** List or map: the address changes (back returns to the other), the results stay. */
  const show = useCallback((view: ResultsView) => {
    setState((current) => ({ ...current, query: { ...current.query, view } }));
  }, []);

  return { ...state, loading, error, controlsKey, navigate, show };
}

interface SearchResultPageProps {
  query: SearchQuery;
  cities: string[];
  results: ProjectSearchPage;
}

export function SearchResultPage({ query: initialQuery, cities, results: initialResults }: SearchResultPageProps) {
  const strings = useStrings();
  const t = strings.search;
  const locale = useLocale();
  const localHref = useLocalHref();
  const search = useSearchNavigation({ query: initialQuery, results: initialResults }, locale);
  const { query, results } = search;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setHydrated(true);
    // A page beyond the last was shown as the last: the address says so too.
    if (initialResults.page !== initialQuery.page)
      history.replaceState(null, '', localePath(searchHref({ ...initialQuery, page: initialResults.page }), locale));
  }, [initialQuery, initialResults.page, locale]);

  const [mapState, setMapState] = useState<ResultsMapState>('loading');
  const mapShown = hydrated && query.view === 'map';
  const showView = (view: ResultsView) => {
    history.pushState(null, '', localHref(searchHref({ ...query, view })));
    search.show(view);
  };

  const goTo = (href: string) => {
    const params = new URL(href, location.origin).searchParams;
    const next = readSearchQuery(params);
    // A new search keeps the map open when the map is what the visitor is looking at.
    search.navigate(params.has('view') ? next : { ...next, view: query.view }, { resetControls: true });
    headingRef.current?.focus();
  };
  // What the search string's words set, as the panel, heading and chips show it.
  const reading = readingOf(query, results.understood);
  const shownQuery = withTextFilters(query, reading);

  const words = { strings, locale };
  const count = t.found(results.total);
  // The filters an alert can keep (not near me, the order or the page); /alerts keeps only those it saves.
  const alertQuery = searchParamsOf({ ...query, page: 1, sort: 'Newest', latitude: null, longitude: null }).toString();
  return (
    <div
      className="container section search-page"
      onClickCapture={(event) => {
        // Chips, pages and reset are links: followed here without a reload once the script runs.
        const link = (event.target as Element).closest?.('a[data-search-link]');
        if (!hydrated || !link || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
        event.preventDefault();
        goTo(link.getAttribute('href') ?? '/search-result');
      }}
    >
      <h1 ref={headingRef} tabIndex={-1}>
        {searchHeading(query, reading, words)}
      </h1>
      <SearchBox
        idPrefix="results"
        defaultValue={query.searchString}
        onSearch={hydrated ? (text) => goTo(searchHref({ ...EMPTY_SEARCH, searchString: text })) : undefined}
        onPick={hydrated ? goTo : undefined}
      />
      <FilterChips query={query} reading={reading} />
      <div className="search-layout">
        <FilterPanel
          key={search.controlsKey}
          query={shownQuery}
          cities={cities}
          activeCount={chipsOf(query, reading, words).length}
          onApply={
            hydrated ? (next) => search.navigate(afterPanelChange(reading, next), { resetControls: false }) : undefined
          }
        />
        <section aria-labelledby="results-title" className="results" aria-busy={search.loading}>
          <div className="results-head">
            <h2 id="results-title" className="results-count" aria-live="polite">
              {search.loading ? t.searching : count}
            </h2>
            {alertQuery && (
              <a className="alerts-link" href={localHref(`/alerts?${alertQuery}`)}>
                {t.emailMatches}
              </a>
            )}
            {results.result.length > 0 && <ViewToggle query={query} onShow={hydrated ? showView : undefined} />}
          </div>
          {results.result.length > 1 && results.orderNote && !mapShown && (
            <p className="results-order">{t.orderNotes[results.orderNote] ?? results.orderNote}</p>
          )}
          {search.error && (
            <p className="form-load-error" role="alert">
              {t.loadFailed}
            </p>
          )}
          {mapShown && results.result.length > 0 && (
            <Suspense fallback={<p className="map-note">{t.map.loading}</p>}>
              <ResultsMap query={query} onState={setMapState} />
            </Suspense>
          )}
          {results.result.length > 0 ? (
            (!mapShown || mapLeavesListShown(mapState)) && (
              // A boundary of its own: the cards are hydrated after the rest of the page, so a tap on the
              // filters while they are waits for the filters' part only, not for every card.
              <Suspense fallback={null}>
                <ProjectGrid cards={results.result} withEnquiry firstInView />
              </Suspense>
            )
          ) : (
            <EmptyState>
              <p>{t.noMatch}</p>
              <SearchRelaxations query={query} understood={reading} relaxations={results.relaxations ?? []} />
              <a className="button button--ghost" href={localHref('/search-result')} data-search-link="">
                {t.showAll}
              </a>
            </EmptyState>
          )}
          {/* The map shows every result: pages are for the list. */}
          {(!mapShown || mapLeavesListShown(mapState)) && (
            <SearchPager page={results.page} lastPage={results.lastPage} hrefFor={(page) => searchHref(query, page)} />
          )}
        </section>
      </div>
    </div>
  );
}
