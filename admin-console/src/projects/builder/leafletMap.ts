import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/** Loaded on demand (MapPicker imports this module when the Location step opens): Leaflet is ~40 KB. */

export interface Position {
  lat: number;
  lng: number;
}

export interface LocationMapOptions {
  tileUrl: string;
  attribution: string;
  position: Position | null;
  /** A click on the map or a dragged pin (only while the map shows its tiles). */
  onPick(position: Position): void;
  /** Whether the map shows where things are: 'failed' when its tiles could not be loaded (errors, or none in time). */
  onTiles(state: TileState): void;
}

export type TileState = 'waiting' | 'shown' | 'failed';

export interface LocationMap {
  /** Moves the pin to a position chosen elsewhere (typed, or a known place) and brings it into view. */
  show(position: Position): void;
  destroy(): void;
}

// Most of India in view until a place is known.
const INDIA: Position = { lat: 22.5, lng: 79 };
const COUNTRY_ZOOM = 5;
const STREET_ZOOM = 16;
/** A tile server that has not answered one tile by then is taken for unreachable. */
const TILES_DUE_MS = 10_000;

export function createLocationMap(container: HTMLElement, options: LocationMapOptions): LocationMap {
  const map = L.map(container, {
    center: options.position ?? INDIA,
    zoom: options.position ? STREET_ZOOM : COUNTRY_ZOOM,
  });
  let marker: L.Marker | null = null;
  const tiles = L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 });
  // A blank map must not take clicks: a pin dropped on nothing lands anywhere (mid-India, at first).
  let tileState: TileState = 'waiting';
  const setTiles = (next: TileState) => {
    if (next === tileState) return;
    tileState = next;
    if (next === 'shown') marker?.dragging?.enable();
    else marker?.dragging?.disable();
    options.onTiles(next);
  };
  tiles.on('tileload', () => setTiles('shown'));
  // Once tiles show, one that fails (the edge of the world, a hiccup) leaves the map usable.
  tiles.on('tileerror', () => {
    if (tileState !== 'shown') setTiles('failed');
  });
  const due = window.setTimeout(() => {
    if (tileState === 'waiting') setTiles('failed');
  }, TILES_DUE_MS);
  tiles.addTo(map);
  // Leaflet finds its default pin images through CSS, which a bundler breaks: name them instead.
  const icon = L.icon({
    iconUrl,
    iconRetinaUrl,
    shadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    shadowSize: [41, 41],
  });

  const place = (position: Position) => {
    if (marker) {
      marker.setLatLng(position);
      return;
    }
    const pin = L.marker(position, {
      draggable: tileState === 'shown',
      icon,
      title: 'Project location (drag to move)',
      alt: 'Project location pin',
    }).addTo(map);
    pin.on('dragend', () => {
      const { lat, lng } = pin.getLatLng();
      options.onPick({ lat, lng });
    });
    marker = pin;
  };

  if (options.position) place(options.position);
  map.on('click', (event: L.LeafletMouseEvent) => {
    if (tileState !== 'shown') return;
    place(event.latlng);
    options.onPick({ lat: event.latlng.lat, lng: event.latlng.lng });
  });
  // The step may lay out after the map is made (tabs, a phone turned sideways): keep the tiles in step.
  const resizes = new ResizeObserver(() => map.invalidateSize());
  resizes.observe(container);

  return {
    show(position) {
      place(position);
      map.setView(position, Math.max(map.getZoom(), STREET_ZOOM));
    },
    destroy() {
      window.clearTimeout(due);
      resizes.disconnect();
      map.remove();
    },
  };
}
