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

/** What the results map shows for the part on screen: pins (one project each) and numbered clusters. */
export interface ResultsMapView {
  pins: Array<{ id: string; latitude: number; longitude: number; title: string; popup: () => HTMLElement }>;
  clusters: Array<{
    count: number;
    latitude: number;
    longitude: number;
    box: { south: number; west: number; north: number; east: number };
  }>;
}

export interface ResultsMapOptions {
  /** Where the results are: the map opens framing them. */
  box: { south: number; west: number; north: number; east: number };
  /** The pins and clusters for the part on screen; asked again whenever the map comes to rest. */
  load(view: { bounds: string; zoom: number }, signal: AbortSignal): Promise<ResultsMapView>;
  onLoadFailed(): void;
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
const pinIcon = () =>
  L.icon({
    iconUrl,
    iconRetinaUrl,
    shadowUrl,
    iconSize: [25, 41],
    iconAnchor: [12, 41],
    popupAnchor: [1, -34],
    shadowSize: [41, 41],
  });

export function createProjectMap(container: HTMLElement, options: ProjectMapOptions): () => void {
  const center: L.LatLngExpression = [options.latitude, options.longitude];
  const map = L.map(container, { center, zoom: STREET_ZOOM, scrollWheelZoom: false });
  addTiles(map, options);
  L.marker(center, { icon: pinIcon(), title: options.title, alt: `${options.title} location pin`, keyboard: true })
    .addTo(map)
    .bindPopup(options.title);
  let widest = 0;
  for (const ring of options.rings) {
    widest = Math.max(widest, ring.km);
    L.circle(center, { radius: ring.km * 1000, className: 'map-ring', weight: 1, fill: false, interactive: true })
      .addTo(map)
      .bindTooltip(ring.label, { sticky: true });
  }
  if (widest > 0) map.fitBounds(L.latLng(center).toBounds(widest * 2000 * 1.1));
  return () => map.remove();
}

/**
 * Every result of a search: the map opens framing them all and asks for what is on screen each
 * time it comes to rest, drawing clusters (a number; a click or Enter zooms into them) and pins (a
 * click or Enter opens the project's card). Markers still on screen are kept, so an open card
 * stays open while the map pans to show it.
 */
export function createResultsMap(container: HTMLElement, options: ResultsMapOptions): () => void {
  const map = L.map(container, { scrollWheelZoom: false });
  addTiles(map, options);
  const icon = pinIcon();
  const shown = new Map<string, L.Marker>();
  let pending: AbortController | null = null;
  let views = 0;

  const draw = (view: ResultsMapView) => {
    // How many views the map has drawn: once it counts up after a move, the markers are the new view's.
    container.dataset['views'] = String((views += 1));
    const wanted = new Map<string, () => L.Marker>();
    for (const pin of view.pins) {
      wanted.set(`p:${pin.id}`, () =>
        L.marker([pin.latitude, pin.longitude], {
          icon,
          title: pin.title,
          alt: `${pin.title} location pin`,
          keyboard: true,
        }).bindPopup(pin.popup, { minWidth: 200, maxWidth: 260 }),
      );
    }
    for (const cluster of view.clusters) {
      const label = `${cluster.count} projects here: zoom in`;
      wanted.set(`c:${cluster.count}:${cluster.latitude.toFixed(5)},${cluster.longitude.toFixed(5)}`, () => {
        const size = cluster.count < 10 ? 44 : cluster.count < 100 ? 52 : 60;
        const marker = L.marker([cluster.latitude, cluster.longitude], {
          icon: L.divIcon({ className: 'map-cluster', html: `<span>${cluster.count}</span>`, iconSize: [size, size] }),
          title: label,
          keyboard: true,
        });
        const zoomIn = () => {
          const { south, west, north, east } = cluster.box;
          const box = L.latLngBounds([south, west], [north, east]);
          // Frame the cluster's projects; when that would not zoom in (they fill the screen already, or
          // stand on one spot), zoom in two steps towards the cluster instead.
          const framed = box.getNorthEast().equals(box.getSouthWest())
            ? map.getZoom()
            : map.getBoundsZoom(box, false, L.point(96, 96));
          if (framed > map.getZoom()) map.fitBounds(box, { padding: [48, 48], maxZoom: 18 });
          else map.setView([cluster.latitude, cluster.longitude], Math.min(map.getZoom() + 2, 18));
        };
        marker.on('click', zoomIn);
        marker.on('add', () => {
          const element = marker.getElement();
          element?.setAttribute('aria-label', label);
          // A cluster is a button: Enter and Space zoom in (the key's default is kept from Leaflet's own handling).
          element?.addEventListener('keydown', (event) => {
            if (event.key !== 'Enter' && event.key !== ' ') return;
            event.preventDefault();
            zoomIn();
          });
        });
        return marker;
      });
    }
    for (const [key, marker] of shown) {
      if (!wanted.has(key)) {
        marker.remove();
        shown.delete(key);
      }
    }
    for (const [key, make] of wanted) {
      if (shown.has(key)) continue;
      const marker = make().addTo(map);
      shown.set(key, marker);
    }
  };

  const refresh = () => {
    pending?.abort();
    const controller = new AbortController();
    pending = controller;
    const b = map.getBounds();
    const bounds = [b.getSouth(), b.getWest(), b.getNorth(), b.getEast()].map((n) => n.toFixed(5)).join(',');
    options.load({ bounds, zoom: map.getZoom() }, controller.signal).then(
      (view) => {
        if (!controller.signal.aborted) draw(view);
      },
      () => {
        if (!controller.signal.aborted) options.onLoadFailed();
      },
    );
  };

  map.on('moveend', refresh);
  const { south, west, north, east } = options.box;
  const box = L.latLngBounds([south, west], [north, east]);
  if (box.getNorthEast().equals(box.getSouthWest())) map.setView(box.getCenter(), STREET_ZOOM);
  else map.fitBounds(box, { padding: [32, 32], maxZoom: STREET_ZOOM });
  return () => {
    pending?.abort();
    map.remove();
  };
}
