import { projectLink, type MapCluster, type MapPin, type ProjectDoc, type SearchMap } from '@aangan/contracts';
import type { Collection, Filter } from '@aangan/projections';
import { distanceKm } from './geo.ts';
import { searchFilter, type SearchCriteria } from './projectSearchFilter.ts';
import { unitMatchOf } from './searchOrder.ts';

/**
 * Every result of a search on the map, loaded for the part on screen: results close together at
 * that zoom are grouped into one numbered cluster (on a screen-sized grid), the rest are pins. The
 * map asks again as it moves, so a search of thousands sends a few dozen markers at a time.
 */

export interface MapView {
  box: Box;
  zoom: number;
}
type Box = NonNullable<SearchMap['box']>;

/** A cluster's cell on screen, in pixels: about a thumb's width on a phone. */
const CELL_PX = 72;
/** At this zoom results still together stand on (nearly) the same spot: they are pinned one by one. */
const PIN_EVERYTHING_ZOOM = 17;
/** A guard on what one answer may hold (a screen has far fewer cells). */
const MAX_MARKERS = 400;

const LOCATION_FIELDS = { _id: 1, latitude: 1, longitude: 1 } as const;
const PIN_FIELDS = {
  _id: 1,
  slug: 1,
  customProjectUrl: 1,
  projectTitle: 1,
  locality: 1,
  city: 1,
  priceMin: 1,
  priceMax: 1,
  unitSummaries: 1,
  latitude: 1,
  longitude: 1,
} as const;

type Located = { _id: string; latitude: number; longitude: number };

/** Web Mercator pixel coordinates at a zoom (256 px tiles), as the map draws them. */
function pixelOf(latitude: number, longitude: number, zoom: number): { x: number; y: number } {
  const scale = 256 * 2 ** zoom;
  const lat = (Math.max(-85.05, Math.min(85.05, latitude)) * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * scale,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * scale,
  };
}

const boxOf = (points: readonly Located[]): Box | null =>
  points.length === 0
    ? null
    : points.reduce<Box>(
        (box, p) => ({
          south: Math.min(box.south, p.latitude),
          north: Math.max(box.north, p.latitude),
          west: Math.min(box.west, p.longitude),
          east: Math.max(box.east, p.longitude),
        }),
        { south: 90, north: -90, west: 180, east: -180 },
      );

/**
 * Results close together at `zoom`: grouped by the screen cell they fall in, then groups whose
 * centres still lie within a marker's reach of each other are merged (largest first), so no two
 * markers overlap however the cells cut a crowd.
 */
export function clusterByCell(points: readonly Located[], zoom: number): Located[][] {
  const cells = new Map<string, Located[]>();
  for (const point of points) {
    const { x, y } = pixelOf(point.latitude, point.longitude, zoom);
    const key = `${Math.floor(x / CELL_PX)}:${Math.floor(y / CELL_PX)}`;
    const cell = cells.get(key);
    if (cell) cell.push(point);
    else cells.set(key, [point]);
  }
  const groups = [...cells.values()]
    .map((members) => ({ members, centre: centreOf(members, zoom) }))
    .sort((a, b) => b.members.length - a.members.length);
  const merged: typeof groups = [];
  for (const group of groups) {
    const host = merged.find((m) => Math.hypot(m.centre.x - group.centre.x, m.centre.y - group.centre.y) < CELL_PX);
    if (!host) merged.push(group);
    else host.members.push(...group.members);
  }
  return merged.map((group) => group.members);
}

const centreOf = (members: readonly Located[], zoom: number): { x: number; y: number } => {
  const pixels = members.map((p) => pixelOf(p.latitude, p.longitude, zoom));
  return {
    x: pixels.reduce((sum, p) => sum + p.x, 0) / pixels.length,
    y: pixels.reduce((sum, p) => sum + p.y, 0) / pixels.length,
  };
};

function clusterOf(points: readonly Located[]): MapCluster {
  const latitude = points.reduce((sum, p) => sum + p.latitude, 0) / points.length;
  const longitude = points.reduce((sum, p) => sum + p.longitude, 0) / points.length;
  return { count: points.length, latitude, longitude, box: boxOf(points)! };
}

/** The search's results that have a location (on screen, when given), with the exact near-me circle. */
async function locatedResults(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
  onScreen?: Box,
): Promise<Located[]> {
  const filter = searchFilter(criteria);
  const where: Filter = onScreen
    ? {
        $and: [
          filter,
          { latitude: { $gte: onScreen.south, $lte: onScreen.north } },
          { longitude: { $gte: onScreen.west, $lte: onScreen.east } },
        ],
      }
    : filter;
  const docs = await projects.find(where, { projection: LOCATION_FIELDS });
  const near = criteria.near;
  return docs.filter(
    (d): d is ProjectDoc & Located =>
      typeof d.latitude === 'number' &&
      typeof d.longitude === 'number' &&
      (!near || distanceKm(near.latitude, near.longitude, d.latitude, d.longitude) <= near.radiusKm),
  );
}

/**
 * Without a view: how many results there are, how many have a location, and where they are (to
 * frame the map). With one: the pins and clusters on screen as well.
 */
export async function searchMap(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
  view?: MapView,
): Promise<SearchMap> {
  if (!view) {
    const located = await locatedResults(projects, criteria);
    // Near me counts what lies within the circle, which only a located project can.
    const total = criteria.near ? located.length : await projects.count(searchFilter(criteria));
    return { total, located: located.length, box: boxOf(located), pins: [], clusters: [] };
  }
  // A map scrolled past the date line is taken back into range; India never needs more.
  const box = { ...view.box, west: Math.max(-180, view.box.west), east: Math.min(180, view.box.east) };
  const [onScreen, counts] = await Promise.all([locatedResults(projects, criteria, box), countsOf(projects, criteria)]);
  const zoom = Math.round(view.zoom);
  const groups = zoom >= PIN_EVERYTHING_ZOOM ? onScreen.map((p) => [p]) : clusterByCell(onScreen, zoom);
  const singles = groups.filter((g) => g.length === 1).slice(0, MAX_MARKERS);
  const clusters = groups
    .filter((g) => g.length > 1)
    .slice(0, MAX_MARKERS)
    .map(clusterOf);
  const pinDocs = singles.length
    ? await projects.find({ _id: { $in: singles.map((g) => g[0]._id) } }, { projection: PIN_FIELDS })
    : [];
  const pins = pinDocs.map((doc) => pinOf(doc, criteria)).sort((a, b) => a._id.localeCompare(b._id));
  return { ...counts, box: boxOf(onScreen), pins, clusters };
}

/** How many results the search has, and how many of them have a location, without reading them. */
async function countsOf(
  projects: Collection<ProjectDoc>,
  criteria: SearchCriteria,
): Promise<{ total: number; located: number }> {
  if (criteria.near) {
    const within = (await locatedResults(projects, criteria)).length;
    return { total: within, located: within };
  }
  const filter = searchFilter(criteria);
  const [total, located] = await Promise.all([
    projects.count(filter),
    projects.count({ $and: [filter, { latitude: { $gte: -90, $lte: 90 } }, { longitude: { $gte: -180, $lte: 180 } }] }),
  ]);
  return { total, located };
}

function pinOf(doc: ProjectDoc, criteria: SearchCriteria): MapPin {
  const match = unitMatchOf(doc.unitSummaries, criteria);
  return {
    _id: doc._id,
    link: projectLink(doc),
    projectTitle: doc.projectTitle ?? 'Project',
    place: [doc.locality, doc.city].filter(Boolean).join(', '),
    priceLow: match ? match.priceLow : doc.priceMin,
    priceHigh: match ? match.priceHigh : doc.priceMax,
    latitude: doc.latitude!,
    longitude: doc.longitude!,
  };
}
