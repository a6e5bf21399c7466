import { useEffect, useRef, useState } from 'react';
import type { NearbyPlace } from '@aangan/contracts/browser';
import { NewTabLink } from '../../components/NewTabLink.tsx';
import type { MapTiles } from '../../model/mapTiles.ts';
import { formatCoordinates, formatDistance, mapsSearchUrl } from '../../format/projectFormat.ts';
import type { SiteStrings } from '../../i18n/en/index.ts';
import { useStrings } from '../../i18n/strings.tsx';
import { nameOf } from '../../i18n/projectWords.ts';

/** 'failed': no tile could be drawn; 'unavailable': the map's code itself could not be loaded. */
type MapState = 'waiting' | 'loading' | 'shown' | 'failed' | 'unavailable';

/** Starts loading this far before the map scrolls into view, so it is usually there when it arrives. */
const NEAR = '400px 0px';

const ringsOf = (places: readonly NearbyPlace[], { enums }: SiteStrings) => {
  const byDistance = new Map<number, string[]>();
  for (const place of places) {
    if (place.distanceKm === undefined || place.distanceKm <= 0) continue;
    byDistance.set(place.distanceKm, [
      ...(byDistance.get(place.distanceKm) ?? []),
      `${nameOf(enums.nearbyPlaces, place.category)}: ${place.name}`,
    ]);
  }
  return [...byDistance].map(([km, names]) => ({
    km,
    label: `${names.join(', ')} (${formatDistance(km, enums.units)})`,
  }));
};

/**
 * The project on a map. The server sends the coordinates and a link to open them in a maps app;
 * the map itself (Leaflet and its tiles) loads only when the section comes near the screen. When
 * the tiles cannot be loaded the map gives way to that link again.
 */
export function ProjectMap({
  latitude,
  longitude,
  title,
  placeName,
  places,
  tiles,
}: {
  latitude: number;
  longitude: number;
  title: string;
  placeName?: string | undefined;
  places: readonly NearbyPlace[];
  tiles: MapTiles | null;
}) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>('waiting');
  const strings = useStrings();
  const t = strings.project.map;
  // The rings' words are read when the map is made (they change only with the page's language).
  const stringsRef = useRef(strings);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || !tiles || typeof IntersectionObserver === 'undefined') return;
    let remove: (() => void) | null = null;
    let cancelled = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
        import('../../components/leafletMap.ts')
          .then(({ createProjectMap }) => {
            if (cancelled || !mapRef.current) return;
            remove = createProjectMap(mapRef.current, {
              latitude,
              longitude,
              title,
              tileUrl: tiles.url,
              attribution: tiles.attribution,
              rings: ringsOf(places, stringsRef.current),
              onTilesFailed: () => setState('failed'),
            });
            setState((current) => (current === 'failed' ? current : 'shown'));
          })
          .catch(() => setState('unavailable'));
      },
      { rootMargin: NEAR },
    );
    observer.observe(box);
    return () => {
      cancelled = true;
      observer.disconnect();
      remove?.();
    };
  }, [latitude, longitude, title, places, tiles]);

  return (
    <div ref={boxRef} className="project-map" data-map={state}>
      {state !== 'waiting' && state !== 'unavailable' && (
        <div ref={mapRef} className="map-canvas" role="region" aria-label={t.mapOf(title)} />
      )}
      <div className="map-box">
        {state === 'failed' && <p className="map-note">{t.failed}</p>}
        {state === 'unavailable' && <p className="map-note">{t.unavailableNote(t.unavailable)}</p>}
        {placeName && <p className="map-place">{placeName}</p>}
        <p>
          <span className="map-label">{t.coordinates}</span> {formatCoordinates(latitude, longitude)}
        </p>
        <NewTabLink className="button button--ghost" href={mapsSearchUrl(latitude, longitude)}>
          {t.open}
        </NewTabLink>
      </div>
    </div>
  );
}
