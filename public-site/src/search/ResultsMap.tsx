import { useEffect, useRef, useState } from 'react';
import { formatPriceRange, projectLink, type ProjectCard } from '@aangan/contracts/browser';
import { MAP_TILES_PATH, readMapTiles } from '../mapTiles.ts';

/** 'failed': no tile could be drawn; 'unavailable': the map's code or its settings could not be loaded; 'empty': no result has a location. */
export type ResultsMapState = 'loading' | 'shown' | 'failed' | 'unavailable' | 'empty';

/** With these the page lists the results under the map's note instead. */
export const mapLeavesListShown = (state: ResultsMapState): boolean => state === 'failed' || state === 'unavailable' || state === 'empty';

type Located = ProjectCard & { latitude: number; longitude: number };

const located = (cards: readonly ProjectCard[]): Located[] =>
  cards.filter((card): card is Located => typeof card.latitude === 'number' && typeof card.longitude === 'number');

/** A pin's popup: the project's name (its link), place and price. Text only, so no title can inject markup. */
function popupCard(card: Located): HTMLElement {
  const box = document.createElement('div');
  box.className = 'map-card';
  const title = document.createElement('a');
  title.className = 'map-card-title';
  title.href = card.link || projectLink(card);
  title.textContent = card.projectTitle ?? 'Project';
  box.append(title);
  const lines = [[card.locality, card.city].filter(Boolean).join(', '), formatPriceRange(card.priceMin, card.priceMax) || 'Price on request'];
  for (const text of lines.filter(Boolean)) {
    const line = document.createElement('p');
    line.textContent = text;
    box.append(line);
  }
  return box;
}

const MAP_FAILED = 'The map could not be loaded. The results are listed below.';
const MAP_UNAVAILABLE = 'The map is not available right now. The results are listed below.';
const MAP_EMPTY = 'None of these projects has a location to show on the map. The results are listed below.';

/**
 * The results of this page as pins on a map. Leaflet, its style sheet and the tile settings are
 * fetched only when the map is opened; the caller keeps the list for when no pin can be shown.
 */
export function ResultsMap({ cards, onState }: { cards: readonly ProjectCard[]; onState: (state: ResultsMapState) => void }) {
  const mapRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ResultsMapState>('loading');

  useEffect(() => onState(state), [state, onState]);

  useEffect(() => {
    const container = mapRef.current;
    const pins = located(cards);
    if (pins.length === 0) {
      setState('empty');
      return;
    }
    if (!container) return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    setState('loading');
    Promise.all([import('../pages/project/leafletMap.ts'), fetch(MAP_TILES_PATH).then((response) => (response.ok ? response.json() : null))])
      .then(([{ createResultsMap }, body]) => {
        const tiles = readMapTiles(body);
        if (cancelled) return;
        if (!tiles) return setState('unavailable');
        remove = createResultsMap(container, {
          pins: pins.map((card) => ({ latitude: card.latitude, longitude: card.longitude, title: card.projectTitle ?? 'Project', popup: popupCard(card) })),
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
  }, [cards]);

  const pinCount = located(cards).length;
  const missing = cards.length - pinCount;
  return (
    <div className="results-map" data-map={state}>
      {state === 'failed' && <p className="map-note">{MAP_FAILED}</p>}
      {state === 'unavailable' && <p className="map-note">{MAP_UNAVAILABLE}</p>}
      {state === 'empty' && cards.length > 0 && <p className="map-note">{MAP_EMPTY}</p>}
      {pinCount > 0 && state !== 'unavailable' && <div ref={mapRef} className="map-canvas results-map-canvas" role="region" aria-label="Map of the results" />}
      {missing > 0 && state === 'shown' && (
        <p className="results-map-missing">{missing === 1 ? '1 project on this page has no location and is not on the map.' : `${missing} projects on this page have no location and are not on the map.`}</p>
      )}
    </div>
  );
}
