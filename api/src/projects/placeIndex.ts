import MiniSearch from 'minisearch';
import type { KnownPlace, ProjectDoc } from '@aangan/contracts';
import { CHECKPOINTS, changedAtOf, type CheckpointDoc, type ReadStore } from '@aangan/projections';

/**
 * The builder's place search: every posted project's building and every locality of the catalogue,
 * found by any word's beginning and with a typo or two ("Gnaga" finds Ganga), each with its map
 * position when one is known (a locality's is the middle of its projects' pins).
 */

export type PlaceSource = Pick<
  ProjectDoc,
  '_id' | 'projectTitle' | 'placeName' | 'city' | 'locality' | 'latitude' | 'longitude'
>;

/** The fields a build reads from the projects read model. */
export const PLACE_FIELDS = {
  _id: 1,
  projectTitle: 1,
  placeName: 1,
  city: 1,
  locality: 1,
  latitude: 1,
  longitude: 1,
} as const;

interface Entry extends KnownPlace {
  id: number;
}

const clean = (text: string | undefined): string => text?.trim().replace(/\s+/g, ' ') ?? '';
const hasPosition = (doc: PlaceSource): doc is PlaceSource & { latitude: number; longitude: number } =>
  typeof doc.latitude === 'number' && typeof doc.longitude === 'number';

/** The middle value: one mis-pinned project does not drag a locality's pin away. */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** One typo in a word of four letters or more, two from eight; two letters swapped count as one ("gnaga"). */
const typosAllowed = (term: string): number | false => (term.length >= 8 ? 2 : term.length >= 4 ? 1 : false);

/** The word with each pair of neighbouring letters swapped in turn: what a slip of the fingers makes. */
const swapsOf = (term: string): string[] => {
  const swaps = new Set<string>();
  if (term.length >= 4) {
    for (let i = 0; i + 1 < term.length; i++) {
      if (term[i] !== term[i + 1]) swaps.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
    }
  }
  return [...swaps];
};

/** Six decimals (about 10 cm), as the builder keeps them. */
const rounded = (value: number): number => Math.round(value * 1e6) / 1e6;

export class PlaceIndex {
  private readonly entries: Entry[] = [];
  private readonly index = new MiniSearch<Entry>({
    fields: ['name', 'projectTitle', 'area'],
    idField: 'id',
    extractField: (entry, field) => {
      if (field === 'id') return String(entry.id);
      if (field === 'area') return [entry.locality, entry.city].filter(Boolean).join(' ');
      return field === 'name' ? entry.name : (entry.projectTitle ?? '');
    },
  });

  constructor(docs: Iterable<PlaceSource>) {
    const localities = new Map<string, { name: string; city: string; count: number; lat: number[]; lng: number[] }>();
    for (const doc of docs) {
      const title = clean(doc.projectTitle);
      const name = clean(doc.placeName) || title;
      const city = clean(doc.city);
      const locality = clean(doc.locality);
      if (name) {
        this.add({
          kind: 'building',
          name,
          ...(title && title !== name ? { projectTitle: title } : {}),
          ...(city ? { city } : {}),
          ...(locality ? { locality } : {}),
          ...(hasPosition(doc) ? { latitude: doc.latitude, longitude: doc.longitude } : {}),
          projects: 1,
        });
      }
      if (!locality) continue;
      const key = `${locality.toLowerCase()}\u0000${city.toLowerCase()}`;
      const entry = localities.get(key) ?? { name: locality, city, count: 0, lat: [], lng: [] };
      entry.count += 1;
      if (hasPosition(doc)) {
        entry.lat.push(doc.latitude);
        entry.lng.push(doc.longitude);
      }
      localities.set(key, entry);
    }
    for (const { name, city, count, lat, lng } of localities.values()) {
      this.add({
        kind: 'locality',
        name,
        ...(city ? { city } : {}),
        ...(lat.length ? { latitude: rounded(median(lat)), longitude: rounded(median(lng)) } : {}),
        projects: count,
      });
    }
    this.index.addAll(this.entries);
  }

  private add(place: KnownPlace): void {
    this.entries.push({ ...place, id: this.entries.length });
  }

  get size(): number {
    return this.entries.length;
  }

  /** The best `limit` places for the text typed; without text, the localities with the most projects. */
  search(query: string | undefined, limit: number): KnownPlace[] {
    const text = clean(query).toLowerCase();
    if (!text) {
      return this.entries
        .filter((entry) => entry.kind === 'locality')
        .sort((a, b) => b.projects - a.projects || a.name.localeCompare(b.name))
        .slice(0, limit)
        .map(placeOf);
    }
    const words = text.split(/[\s,]+/).filter(Boolean);
    const tree = {
      combineWith: 'AND' as const,
      queries: words.map((word) => ({ combineWith: 'OR' as const, queries: [word, ...swapsOf(word)] })),
    };
    const hits = this.index.search(tree, {
      prefix: true,
      fuzzy: typosAllowed,
      boost: { name: 3, projectTitle: 2 },
    });
    const ranked = hits.map((hit) => {
      const entry = this.entries[hit.id as number];
      const named = entry.name.toLowerCase();
      // The name as typed first, then names starting so, then by relevance.
      const exact = named === text ? 2000 : named.startsWith(text) ? 1000 : 0;
      return { entry, rank: exact + hit.score + Math.log2(1 + entry.projects) };
    });
    ranked.sort((a, b) => b.rank - a.rank || a.entry.name.localeCompare(b.entry.name));
    return ranked.slice(0, limit).map((r) => placeOf(r.entry));
  }
}

const placeOf = ({ id: _id, ...place }: Entry): KnownPlace => place;

interface FollowDeps {
  readStore: ReadStore;
  now: () => number;
}

/** Least time between two builds while the catalogue keeps changing. */
const REBUILD_EVERY_MS = 1000;

/**
 * The place index, following the projects read model: built again when the projections' checkpoint
 * says the projects changed (at most once a second); requests are answered from the last one built
 * while a build runs, so only the first request waits for one.
 */
export function followedPlaceIndex(deps: FollowDeps): () => Promise<PlaceIndex> {
  const projects = () => deps.readStore.collection<ProjectDoc>('projects');
  let current: { index: PlaceIndex; position: number; at: number } | null = null;
  let building: Promise<PlaceIndex> | null = null;

  const build = async (position: number): Promise<PlaceIndex> => {
    const docs = await projects().find({ status: 'posted' }, { projection: PLACE_FIELDS });
    const index = new PlaceIndex(docs);
    current = { index, position, at: deps.now() };
    return index;
  };

  return async () => {
    const checkpoint = await deps.readStore.collection<CheckpointDoc>(CHECKPOINTS).get('projects');
    const position = changedAtOf(checkpoint ?? undefined);
    const stale = !current || (current.position !== position && deps.now() - current.at >= REBUILD_EVERY_MS);
    if (stale && !building) {
      building = build(position).finally(() => {
        building = null;
      });
      // Answered from the last index: a failed build is tried again by the next request.
      if (current) building.catch(() => undefined);
    }
    if (current) return current.index;
    return building!;
  };
}
