import MiniSearch from 'minisearch';
import type { KnownPlace, ProjectDoc } from '@aangan/contracts';

/**
 * The builder's place search: every posted project's building and every locality of the catalogue,
 * found by any word's beginning and with a typo or two ("Gnaga" finds Ganga), each with its map
 * position when one is known (a locality's is the middle of its projects' pins).
 */

export type PlaceSource = Pick<
  ProjectDoc,
  '_id' | 'projectTitle' | 'placeName' | 'city' | 'locality' | 'latitude' | 'longitude'
>;

/** What a project gives the place search. */
const PLACE_FIELDS = ['_id', 'projectTitle', 'placeName', 'city', 'locality', 'latitude', 'longitude'] as const;

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

interface Locality {
  name: string;
  city: string;
  /** Its projects' pins by project id (null: a project without one). */
  pins: Map<string, { lat: number; lng: number } | null>;
  entry: Entry | null;
}

/**
 * Follows the posted projects change by change (see searchState.ts): a project's building is
 * replaced as it changes; a locality touched by a change is worked out again when the changes settle.
 */
export class PlaceIndex {
  /** By the id MiniSearch keeps: the entry's number as text. */
  private readonly entries = new Map<string, Entry>();
  private readonly buildings = new Map<string, Entry>();
  private readonly localities = new Map<string, Locality>();
  private readonly touched = new Set<string>();
  private nextId = 0;
  private readonly index = new MiniSearch<Entry>({
    fields: ['name', 'projectTitle', 'area'],
    idField: 'id',
    extractField: (entry, field) => {
      if (field === 'id') return String(entry.id);
      if (field === 'area') return [entry.locality, entry.city].filter(Boolean).join(' ');
      return field === 'name' ? entry.name : (entry.projectTitle ?? '');
    },
  });

  constructor(docs: Iterable<PlaceSource> = []) {
    for (const doc of docs) this.change(null, doc);
    this.settle();
  }

  /** A posted project as it was (null: new) and as it is (null: gone). */
  change(before: PlaceSource | null, after: PlaceSource | null): void {
    const id = (after ?? before)?._id;
    if (!id) return;
    // A change that leaves the project's place as it was (a price, a photo) changes nothing here.
    if (before && after && PLACE_FIELDS.every((field) => before[field] === after[field])) return;
    const old = this.buildings.get(id);
    if (old) {
      this.remove(old);
      this.buildings.delete(id);
    }
    if (before) this.leaveLocality(before);
    if (!after) return;
    const title = clean(after.projectTitle);
    const name = clean(after.placeName) || title;
    const city = clean(after.city);
    const locality = clean(after.locality);
    if (name) {
      const entry = this.add({
        kind: 'building',
        name,
        ...(title && title !== name ? { projectTitle: title } : {}),
        ...(city ? { city } : {}),
        ...(locality ? { locality } : {}),
        ...(hasPosition(after) ? { latitude: after.latitude, longitude: after.longitude } : {}),
        projects: 1,
      });
      this.buildings.set(id, entry);
    }
    if (!locality) return;
    const key = localityKey(locality, city);
    const area = this.localities.get(key) ?? { name: locality, city, pins: new Map(), entry: null };
    area.pins.set(id, hasPosition(after) ? { lat: after.latitude, lng: after.longitude } : null);
    this.localities.set(key, area);
    this.touched.add(key);
  }

  /** Works out again the localities the changes touched. */
  settle(): void {
    for (const key of this.touched) {
      const area = this.localities.get(key);
      if (!area) continue;
      if (area.entry) this.remove(area.entry);
      area.entry = null;
      if (area.pins.size === 0) {
        this.localities.delete(key);
        continue;
      }
      const pins = [...area.pins.values()].filter((pin) => pin !== null);
      area.entry = this.add({
        kind: 'locality',
        name: area.name,
        ...(area.city ? { city: area.city } : {}),
        ...(pins.length
          ? {
              latitude: rounded(median(pins.map((pin) => pin.lat))),
              longitude: rounded(median(pins.map((pin) => pin.lng))),
            }
          : {}),
        projects: area.pins.size,
      });
    }
    this.touched.clear();
  }

  private leaveLocality(doc: PlaceSource): void {
    const locality = clean(doc.locality);
    if (!locality) return;
    const key = localityKey(locality, clean(doc.city));
    this.localities.get(key)?.pins.delete(doc._id);
    this.touched.add(key);
  }

  private add(place: KnownPlace): Entry {
    const entry = { ...place, id: this.nextId++ };
    this.entries.set(String(entry.id), entry);
    this.index.add(entry);
    return entry;
  }

  private remove(entry: Entry): void {
    this.entries.delete(String(entry.id));
    this.index.discard(String(entry.id));
  }

  /** The best `limit` places for the text typed; without text, the localities with the most projects. */
  search(query: string | undefined, limit: number): KnownPlace[] {
    const text = clean(query).toLowerCase();
    if (!text) {
      return [...this.entries.values()]
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
    const ranked = hits.flatMap((hit) => {
      const entry = this.entries.get(String(hit.id));
      if (!entry) return [];
      const named = entry.name.toLowerCase();
      // The name as typed first, then names starting so, then by relevance.
      const exact = named === text ? 2000 : named.startsWith(text) ? 1000 : 0;
      return [{ entry, rank: exact + hit.score + Math.log2(1 + entry.projects) }];
    });
    ranked.sort((a, b) => b.rank - a.rank || a.entry.name.localeCompare(b.entry.name));
    return ranked.slice(0, limit).map((r) => placeOf(r.entry));
  }
}

const localityKey = (locality: string, city: string) => `${locality.toLowerCase()}\u0000${city.toLowerCase()}`;

const placeOf = ({ id: _id, ...place }: Entry): KnownPlace => place;
