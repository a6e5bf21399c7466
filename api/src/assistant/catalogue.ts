import { FEATURED_CITIES, searchWords, type ProjectDoc } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';
import { PlaceFinder } from './placeFinder.ts';

/**
 * What the assistant knows of the catalogue without a query per prompt: the posted projects' names
 * and places, for recognising a named project or a locality. It follows the projects read model the
 * way the search vocabulary does: rebuilt when the read position moves, at most once a second.
 */

export interface CatalogueProject {
  _id: string;
  title: string;
  /** The title's words, as prompts are compared. */
  words: string[];
  city: string;
  locality: string;
}

export interface Catalogue {
  projects: CatalogueProject[];
  /** Every word of a title, with the projects whose title has it: a prompt is compared with these words, not with every title. */
  titleWords: Map<string, CatalogueProject[]>;
  places: PlaceFinder;
  /** Cities with posted projects, most projects first. */
  cities: { city: string; count: number }[];
  /** The most bedrooms of any listed unit: a request beyond it is answered honestly, not read as "4+". */
  mostBedrooms: number;
}

export interface CatalogueDeps {
  readStore: ReadStore;
  readPosition: () => number;
  now: () => number;
}

const REBUILD_INTERVAL_MS = 1000;

export async function buildCatalogue(readStore: ReadStore): Promise<Catalogue> {
  const docs = await readStore
    .collection<ProjectDoc>('projects')
    .find({ status: 'posted' }, { sort: { _id: 1 }, projection: { _id: 1, projectTitle: 1, city: 1, locality: 1, 'units.bedroomCount': 1 } });
  return catalogueFrom(docs);
}

/** The catalogue of these posted projects (pure: the cache and the tests build it the same way). */
type CatalogueSource = Pick<ProjectDoc, '_id' | 'projectTitle' | 'city' | 'locality'> & { units?: readonly { bedroomCount?: number | undefined }[] | undefined };

export function catalogueFrom(docs: readonly CatalogueSource[]): Catalogue {
  const projects: CatalogueProject[] = docs
    .filter((d) => d.projectTitle?.trim())
    .map((d) => ({ _id: d._id, title: d.projectTitle!.trim(), words: searchWords(d.projectTitle!), city: d.city ?? '', locality: d.locality ?? '' }));
  const counts = new Map<string, number>();
  for (const p of projects) if (p.city) counts.set(p.city, (counts.get(p.city) ?? 0) + 1);
  const cities = [...counts].map(([city, count]) => ({ city, count })).sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
  const places = new PlaceFinder(
    [...FEATURED_CITIES, ...counts.keys()],
    projects.filter((p) => p.locality && p.city).map((p) => ({ locality: p.locality, city: p.city })),
  );
  const titleWords = new Map<string, CatalogueProject[]>();
  for (const p of projects) for (const word of new Set(p.words)) titleWords.set(word, [...(titleWords.get(word) ?? []), p]);
  const mostBedrooms = Math.max(0, ...docs.flatMap((d) => (d.units ?? []).map((u) => u.bedroomCount ?? 0)));
  return { projects, titleWords, places, cities, mostBedrooms };
}

export function createCatalogueCache(deps: CatalogueDeps) {
  let built: { catalogue: Catalogue; position: number; at: number } | null = null;
  let building: Promise<Catalogue> | null = null;

  return {
    async current(): Promise<Catalogue> {
      const position = deps.readPosition();
      const stale = !built || (built.position !== position && deps.now() - built.at > REBUILD_INTERVAL_MS);
      if (stale && !building) {
        building = buildCatalogue(deps.readStore)
          .then((catalogue) => {
            built = { catalogue, position, at: deps.now() };
            return catalogue;
          })
          .finally(() => {
            building = null;
          });
      }
      if (built) return built.catalogue;
      return building!;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
