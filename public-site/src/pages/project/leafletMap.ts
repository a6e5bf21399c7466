import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';

/** Loaded only when the map section comes near the screen: Leaflet is about 40 KB. */

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

const STREET_ZOOM = 14;

export function createProjectMap(container: HTMLElement, options: ProjectMapOptions): () => void {
  const center: L.LatLngExpression = [options.latitude, options.longitude];
  const map = L.map(container, { center, zoom: STREET_ZOOM, scrollWheelZoom: false });
  const tiles = L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 });
  let loaded = 0;
  tiles.on('tileload', () => (loaded += 1));
  // Only when no tile at all could be drawn is the map useless; a few missing tiles are not.
  tiles.on('tileerror', () => {
    if (loaded === 0) options.onTilesFailed();
  });
  tiles.addTo(map);
  // Leaflet finds its default pin images through CSS, which a bundler breaks: name them instead.
  const icon = L.icon({ iconUrl, iconRetinaUrl, shadowUrl, iconSize: [25, 41], iconAnchor: [12, 41], popupAnchor: [1, -34], shadowSize: [41, 41] });
  L.marker(center, { icon, title: options.title, alt: `${options.title} location pin`, keyboard: true }).addTo(map).bindPopup(options.title);
  let widest = 0;
  for (const ring of options.rings) {
    widest = Math.max(widest, ring.km);
    L.circle(center, { radius: ring.km * 1000, className: 'map-ring', weight: 1, fill: false, interactive: true }).addTo(map).bindTooltip(ring.label, { sticky: true });
  }
  if (widest > 0) map.fitBounds(L.latLng(center).toBounds(widest * 2000 * 1.1));
  return () => map.remove();
}
