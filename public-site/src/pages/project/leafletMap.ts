import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/** Loaded only when a map is wanted (the project page's map section comes near, the results map is opened): Leaflet is about 40 KB. */

export interface ProjectMapOptions {
  latitude: number;
  longitude: number;
  title: string;
  tileUrl: string;
  attribution: string;
  /** Nearby places as rings around the pin, each at its distance (the places carry no position of their own). */
  rings: Array<{ km: number; label: string }>;
  onTilesFailed(): void;
}

export interface ResultsMapOptions {
  /** One pin a project; the popup is the project's card, built by the caller. */
  pins: Array<{ latitude: number; longitude: number; title: string; popup: HTMLElement }>;
  tileUrl: string;
  attribution: string;
  onTilesFailed(): void;
}

const STREET_ZOOM = 14;

/** Tiles that report when none at all could be drawn: then the map is useless, while a few missing tiles are not. */
function addTiles(map: L.Map, options: { tileUrl: string; attribution: string; onTilesFailed(): void }): void {
  const tiles = L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 });
  let loaded = 0;
  tiles.on('tileload', () => (loaded += 1));
  tiles.on('tileerror', () => {
    if (loaded === 0) options.onTilesFailed();
  });
  tiles.addTo(map);
}

// Leaflet finds its default pin images through CSS, which a bundler breaks: name them instead.
const pinIcon = () => L.icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41] });

export function createProjectMap(container: HTMLElement, options: ProjectMapOptions): () => void {
  const center: L.LatLngExpression = [options.latitude, options.longitude];
  const map = L.map(container, { center, zoom: STREET_ZOOM, scrollWheelZoom: false });
  addTiles(map, options);
  L.marker(center, { icon: pinIcon(), title: options.title, alt: `${options.title} location pin`, keyboard: true }).addTo(map).bindPopup(options.title);
  let widest = 0;
  for (const ring of options.rings) {
    widest = Math.max(widest, ring.km);
    L.circle(center, { radius: ring.km * 1000, className: 'map-ring', weight: 1, fill: false, interactive: true }).addTo(map).bindTooltip(ring.label, { sticky: true });
  }
  if (widest > 0) map.fitBounds(L.latLng(center).toBounds(widest * 2000 * 1.1));
  return () => map.remove();
}

/** Search results as pins, framed so every pin shows; each pin opens its project's card (by click, or Enter once focused). */
export function createResultsMap(container: HTMLElement, options: ResultsMapOptions): () => void {
  const map = L.map(container, { scrollWheelZoom: false });
  addTiles(map, options);
  const icon = pinIcon();
  const points = options.pins.map((pin) => {
    const point = L.latLng(pin.latitude, pin.longitude);
    L.marker(point, { icon, title: pin.title, alt: `${pin.title} location pin`, keyboard: true }).addTo(map).bindPopup(pin.popup, { minWidth: 200, maxWidth: 260 });
    return point;
  });
  const bounds = L.latLngBounds(points);
  if (points.length === 1 || bounds.getNorthEast().equals(bounds.getSouthWest())) map.setView(bounds.getCenter(), STREET_ZOOM);
  else map.fitBounds(bounds, { padding: [32, 32], maxZoom: STREET_ZOOM });
  return () => map.remove();
}
