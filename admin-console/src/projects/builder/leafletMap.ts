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
  /** A click on the map or a dragged pin. */
  onPick(position: Position): void;
  /** A background tile could not be loaded (no connection to the tile server, for one). */
  onTilesFailed(): void;
  onTilesLoaded(): void;
}

export interface LocationMap {
  /** Moves the pin to a position chosen elsewhere (typed, or a known place) and brings it into view. */
  show(position: Position): void;
  destroy(): void;
}

// Most of India in view until a place is known.
const INDIA: Position = { lat: 22.5, lng: 79 };
const COUNTRY_ZOOM = 5;
const STREET_ZOOM = 16;

export function createLocationMap(container: HTMLElement, options: LocationMapOptions): LocationMap {
  const map = L.map(container, {
    center: options.position ?? INDIA,
    zoom: options.position ? STREET_ZOOM : COUNTRY_ZOOM,
  });
  const tiles = L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 });
  tiles.on('tileerror', () => options.onTilesFailed());
  tiles.on('tileload', () => options.onTilesLoaded());
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
  let marker: L.Marker | null = null;

  const place = (position: Position) => {
    if (marker) {
      marker.setLatLng(position);
      return;
    }
    const pin = L.marker(position, {
      draggable: true,
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
      resizes.disconnect();
      map.remove();
    },
  };
}
