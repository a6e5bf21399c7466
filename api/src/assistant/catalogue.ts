import { FEATURED_CITIES, searchWords, type ProjectDoc } from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';
import { Lexicon } from './lexicon.ts';
import { PlaceFinder } from './placeFinder.ts';
import { READER_WORDS } from './readerWords.ts';

/**
 * What the assistant and the search string's reader know of the catalogue without a query per
 * prompt: the posted projects' names and places, for recognising a named project or a locality. It
 * follows the projects read model: rebuilt when the read position moves, at most every ten seconds
 * and a slice of projects at a time, so a busy catalogue does not hold searches up. A name posted in
 * between is only read as text until then (and still found, by the search terms).
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
  /** The title words, for finding the ones a prompt's word stands for. */
  titleLexicon: Lexicon;
  places: PlaceFinder;
  /** Words that name something listed (a title, a place, a developer): never corrected into a search word. */
  namesWords: ReadonlySet<string>;
  /** The search readers' own words ("ready", "apartment", "lakh"), for correcting typos in them. */
  readerWords: Lexicon;
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

const REBUILD_INTERVAL_MS = 10_000;
/** Projects taken in at a time before other work may run. */
const SLICE = 2000;

export async function buildCatalogue(readStore: ReadStore): Promise<Catalogue> {
  const docs = await readStore.collection<ProjectDoc>('projects').find(
    { status: 'posted' },
    {
      sort: { _id: 1 },
      projection: { _id: 1, projectTitle: 1, city: 1, locality: 1, 'developer.name': 1, 'units.bedroomCount': 1 },
    },
  );
  const builder = new CatalogueBuilder();
  for (let start = 0; start < docs.length; start += SLICE) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    for (const doc of docs.slice(start, start + SLICE)) builder.add(doc);
  }
  return builder.build();
}

/** The catalogue of these posted projects (pure: the cache and the tests build it the same way). */
type CatalogueSource = Pick<ProjectDoc, '_id' | 'projectTitle' | 'city' | 'locality'> & {
  developer?: { name?: string | undefined } | undefined;
  units?: readonly { bedroomCount?: number | undefined }[] | undefined;
};

export function catalogueFrom(docs: readonly CatalogueSource[]): Catalogue {
  const builder = new CatalogueBuilder();
  for (const doc of docs) builder.add(doc);
  return builder.build();
}

/** Takes the projects in one by one, linear in their number: it runs again whenever they change. */
class CatalogueBuilder {
  private readonly projects: CatalogueProject[] = [];
  private readonly counts = new Map<string, number>();
  private readonly localities = new Map<string, { locality: string; city: string }>();
  private readonly titleWords = new Map<string, CatalogueProject[]>();
  private readonly namesWords = new Set<string>();
  private readonly named = new Set<string>();
  private mostBedrooms = 0;

  private addNames(text: string | undefined): void {
    if (!text || this.named.has(text)) return;
    this.named.add(text);
    for (const word of searchWords(text)) this.namesWords.add(word);
  }

  add(d: CatalogueSource): void {
    for (const unit of d.units ?? []) this.mostBedrooms = Math.max(this.mostBedrooms, unit.bedroomCount ?? 0);
    this.addNames(d.city);
    this.addNames(d.locality);
    this.addNames(d.developer?.name);
    const title = d.projectTitle?.trim();
    if (!title) return;
    const project: CatalogueProject = {
      _id: d._id,
      title,
      words: searchWords(title),
      city: d.city ?? '',
      locality: d.locality ?? '',
    };
    this.projects.push(project);
    if (project.city) this.counts.set(project.city, (this.counts.get(project.city) ?? 0) + 1);
    if (project.city && project.locality)
      this.localities.set(`${project.locality}\u0000${project.city}`, {
        locality: project.locality,
        city: project.city,
      });
    for (const word of new Set(project.words)) {
      const holders = this.titleWords.get(word);
      if (holders) holders.push(project);
      else this.titleWords.set(word, [project]);
      this.namesWords.add(word);
    }
  }

  build(): Catalogue {
    for (const city of FEATURED_CITIES) this.addNames(city);
    const cities = [...this.counts]
      .map(([city, count]) => ({ city, count }))
      .sort((a, b) => b.count - a.count || a.city.localeCompare(b.city));
    return {
      projects: this.projects,
      titleWords: this.titleWords,
      titleLexicon: new Lexicon(this.titleWords.keys()),
      places: new PlaceFinder([...FEATURED_CITIES, ...this.counts.keys()], this.localities.values()),
      namesWords: this.namesWords,
      readerWords: new Lexicon(READER_WORDS),
      cities,
      mostBedrooms: this.mostBedrooms,
    };
  }
}

/**
 * The catalogue, rebuilt when the read model moved (at most every ten seconds). A rebuild that fails
 * (the read store down) keeps the last catalogue in use and is tried again after the same interval,
 * not at every prompt; with no catalogue yet, prompts meanwhile get that failure at once.
 */
export function createCatalogueCache(deps: CatalogueDeps) {
  let built: { catalogue: Catalogue; position: number; at: number } | null = null;
  let building: Promise<Catalogue> | null = null;
  let failed: { at: number; error: unknown } | null = null;

  return {
    async current(): Promise<Catalogue> {
      const position = deps.readPosition();
      const stale = !built || (built.position !== position && deps.now() - built.at > REBUILD_INTERVAL_MS);
      const retryDue = !failed || deps.now() - failed.at > REBUILD_INTERVAL_MS;
      if (stale && !building && retryDue) {
        const attempt = buildCatalogue(deps.readStore).then(
          (catalogue) => {
            built = { catalogue, position, at: deps.now() };
            failed = null;
            return catalogue;
          },
          (error: unknown) => {
            failed = { at: deps.now(), error };
            throw error;
          },
        );
        building = attempt;
        // Whoever waits for this rebuild hears of its failure; nobody else has to.
        attempt
          .catch(() => undefined)
          .finally(() => {
            if (building === attempt) building = null;
          });
      }
      if (built) return built.catalogue;
      if (building) return building;
      throw failed!.error;
    },
  };
}

export type CatalogueCache = ReturnType<typeof createCatalogueCache>;
