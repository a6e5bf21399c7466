import { useEffect, useRef, useState } from 'react';
import {
  formatPriceRange,
  isRecord,
  localePath,
  type Locale,
  type MapPin,
  type SearchMap,
} from '@aangan/contracts/browser';
import { MAP_TILES_PATH, readMapTiles } from '../model/mapTiles.ts';
import { searchParamsOf, type SearchQuery } from '../model/searchQuery.ts';
import type { ResultsMapState } from './resultsMapState.ts';
import { useLocale, useStrings } from '../i18n/strings.tsx';

const MAP_PATH = '/api/v1/project/search-map';

const isBox = (value: unknown): value is NonNullable<SearchMap['box']> =>
  isRecord(value) && ['south', 'west', 'north', 'east'].every((side) => typeof value[side] === 'number');
const isPin = (value: unknown): value is MapPin =>
  isRecord(value) &&
  typeof value._id === 'string' &&
  typeof value.projectTitle === 'string' &&
  typeof value.latitude === 'number' &&
  typeof value.longitude === 'number';

/** The answer of `/project/search-map`, keeping only well-formed pins and clusters. */
function readSearchMap(body: unknown): SearchMap {
  const result = isRecord(body) && isRecord(body.result) ? body.result : null;
  if (!result) throw new Error(`Unexpected answer from ${MAP_PATH}`);
  const count = (value: unknown) => (typeof value === 'number' && value >= 0 ? value : 0);
  return {
    total: count(result.total),
    located: count(result.located),
    box: isBox(result.box) ? result.box : null,
    pins: Array.isArray(result.pins) ? result.pins.filter(isPin) : [],
    clusters: Array.isArray(result.clusters)
      ? result.clusters.filter(
          (c): c is SearchMap['clusters'][number] => isRecord(c) && typeof c.count === 'number' && isBox(c.box),
        )
      : [],
  };
}

const fetchMap = async (params: string, signal?: AbortSignal): Promise<SearchMap> => {
  const response = await fetch(`${MAP_PATH}?${params}`, {
    signal: signal ?? null,
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`${MAP_PATH} answered ${response.status}`);
  return readSearchMap(await response.json());
};

/** A pin's popup: the project's name (its link), place and price. Text only, so no title can inject markup. */
function popupCard(pin: MapPin, locale: Locale, priceOnRequest: string): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-card';
  const title = document.createElement('a');
  title.className = 'map-card-title';
  title.href = localePath(pin.link, locale);
  title.textContent = pin.projectTitle;
  box.append(title);
  const price = formatPriceRange(pin.priceLow, pin.priceHigh, locale) || priceOnRequest;
  for (const text of [pin.place, price].filter(Boolean)) {
    const line = document.createElement('p');
    line.textContent = text;
    box.append(line);
  }
  return box;
}

/** The search's filters for the map: every result, whatever the page or order of the list. */
const mapParamsOf = (query: SearchQuery): string => {
  const params = searchParamsOf(query, 1);
  params.delete('sort');
  return params.toString();
};

/**
 * Every result of the search on a map, clustered where they crowd together; the part on screen is
 * loaded as the map moves. Leaflet, its style sheet and the tile settings are fetched only when the
 * map is opened; the caller keeps the list for when no pin can be shown.
 */
export function ResultsMap({ query, onState }: { query: SearchQuery; onState: (state: ResultsMapState) => void }) {
  const strings = useStrings();
  const t = strings.search.map;
  const locale = useLocale();
  const priceOnRequest = strings.cards.card.priceOnRequest;
  const mapRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ResultsMapState>('loading');
  const [counts, setCounts] = useState<{ total: number; located: number } | null>(null);
  const params = mapParamsOf(query);

  useEffect(() => onState(state), [state, onState]);

  useEffect(() => {
    const container = mapRef.current;
    if (!container) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    setState('loading');
    Promise.all([
      import('../components/leafletMap.ts'),
      fetch(MAP_TILES_PATH).then((response) => (response.ok ? response.json() : null)),
      fetchMap(params),
    ])
      .then(([{ createResultsMap }, tilesBody, framing]) => {
        const tiles = readMapTiles(tilesBody);
        if (cancelled) return;
        setCounts({ total: framing.total, located: framing.located });
        if (!tiles) return setState('unavailable');
        if (!framing.box) return setState('empty');
        remove = createResultsMap(container, {
          box: framing.box,
          load: async ({ bounds, zoom }, signal) => {
            const view = await fetchMap(
              `${params}${params ? '&' : ''}${new URLSearchParams({ bounds, zoom: String(zoom) })}`,
              signal,
            );
            return {
              pins: view.pins.map((pin) => ({
                id: pin._id,
                latitude: pin.latitude,
                longitude: pin.longitude,
                title: pin.projectTitle,
                popup: () => popupCard(pin, locale, priceOnRequest),
              })),
              clusters: view.clusters,
            };
          },
          onLoadFailed: () => setState('unavailable'),
          tileUrl: tiles.url,
          attribution: tiles.attribution,
          onTilesFailed: () => setState('failed'),
        });
        setState((current) => (current === 'failed' ? current : 'shown'));
      })
      .catch(() => {
        if (!cancelled) setState('unavailable');
      });
    return () => {
      cancelled = true;
      remove?.();
    };
  }, [params, locale, priceOnRequest]);

  const missing = counts ? counts.total - counts.located : 0;
  return (
    <div className="results-map" data-map={state}>
      {state === 'failed' && <p className="map-note">{t.failed}</p>}
      {state === 'unavailable' && <p className="map-note">{t.unavailable}</p>}
      {state === 'empty' && <p className="map-note">{t.empty}</p>}
      {/* Always in the page (hidden when it has nothing to show), so a new search can draw on it again. */}
      <div
        ref={mapRef}
        className="map-canvas results-map-canvas"
        role="region"
        aria-label={t.region}
        hidden={state === 'unavailable' || state === 'empty'}
      />
      {counts && state === 'shown' && (
        <p className="results-map-missing">
          {missing === 0 ? t.allShown(counts.total) : t.someShown(counts.located, counts.total, missing)}
        </p>
      )}
    </div>
  );
}
