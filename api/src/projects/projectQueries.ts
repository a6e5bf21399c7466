import {
  GoneError,
  NotFoundError,
  objectIdAtEndOf,
  PROJECT_TYPES,
  type ProjectCard,
  type ProjectDoc,
  type ProjectSearchQuery,
  type SearchMapQuery,
} from '@aangan/contracts';
import type { Filter, ReadStore } from '@aangan/projections';
import { CARD_FIELDS, toCard } from './projectCards.ts';
import { PUBLIC_PROJECTS as PUBLIC, searchFilter } from './projectSearchFilter.ts';
import { searchCriteriaReader } from './searchCriteria.ts';
import { orderNote as orderNoteOf } from './searchOrder.ts';
import { relaxationsOf } from './searchRelaxations.ts';
import type { SearchColumns } from './searchColumns.ts';
import { findResultPage } from './searchResults.ts';
import { searchMap } from './searchMap.ts';
import type { SearchVocabulary } from './searchVocabulary.ts';
import type { Suggestion, SuggestionIndex, SuggestionKind } from './suggestionIndex.ts';
import type { CatalogueCache } from '../assistant/catalogue.ts';

const SUGGESTION_KINDS: readonly SuggestionKind[] = ['city', 'locality', 'project', 'developer', 'subType'];

/**
 * Fields only a project's own page, its editor and the assistant's answer about it read: no list,
 * card, suggestion, map or search filter does. A start from the read-model snapshot serves before
 * their values are loaded (see SnapshotOptions.lateFields); a read that needs them waits for them,
 * so this list decides how soon pages serve after a restart, never what any page shows.
 */
export const PROJECT_PAGE_ONLY_FIELDS = [
  'units',
  'nearbyPlaces',
  'description',
  'faqs',
  'photos',
  'metaTitle',
  'metaDescription',
  'qrCodeUrl',
  'brochureUrl',
  'landAmenities',
  'highlightTags',
  'projectArea',
  'hindiProjectTitle',
  'hindiDescription',
  'hindiHighlightTags',
  'hindiFaqs',
] as const satisfies readonly (keyof ProjectDoc)[];

type ViewQuery = {
  slug?: string | undefined;
  link?: string | undefined;
  _id?: string | undefined;
  customProjectUrl?: string | undefined;
};

export const PROJECT_GONE = 'This project is no longer listed on Aangan.';

export interface ProjectQueriesDeps {
  readStore: ReadStore;
  /** What the search string is read against: the places, titles and words the assistant knows. */
  catalogue: CatalogueCache;
  /** The search box's suggestions and the posted projects' search words, following the read model (searchState.ts). */
  suggestions: () => Promise<SuggestionIndex>;
  vocabulary: () => Promise<SearchVocabulary>;
  /** The public search's columns when they are up to date with the store (searchState.ts); null: the store answers. */
  columns?: () => Promise<SearchColumns | null>;
}

export function createProjectQueries(deps: ProjectQueriesDeps) {
  const projects = () => deps.readStore.collection<ProjectDoc>('projects');
  const currentSuggestions = deps.suggestions;

  async function findByLink(query: ViewQuery, state: Filter): Promise<ProjectDoc | null> {
    let doc: ProjectDoc | null = null;
    const idFromLink = query.link ? objectIdAtEndOf(query.link) : undefined;
    if (query._id) doc = await projects().findOne({ _id: query._id, ...state });
    else if (idFromLink) doc = await projects().findOne({ _id: idFromLink, ...state });
    if (!doc && (query.slug ?? query.link))
      doc = await projects().findOne({ slug: query.slug ?? query.link, ...state });
    return doc;
  }

  const criteriaOf = searchCriteriaReader(deps);

  return {
    async search(query: ProjectSearchQuery) {
      const limit = query.limit ?? 12;
      const { criteria, interpretedAs, sort, understood } = await criteriaOf(query);
      const columns = criteria.near ? null : ((await deps.columns?.()) ?? null);
      const found = await findResultPage(projects(), criteria, {
        sort,
        page: query.page ?? 1,
        limit,
        fields: CARD_FIELDS,
        columns,
      });
      const result = found.docs.map((doc) => toCard(doc, found.distances.get(doc._id), criteria));
      // Nothing found: the searches one filter wider that do find something.
      const relaxations = found.total === 0 ? await relaxationsOf(projects(), criteria, columns) : undefined;
      const orderNote = criteria.near && !sort ? 'Nearest first' : orderNoteOf(sort ?? 'Newest', criteria);
      return {
        result,
        total: found.total,
        page: found.page,
        limit,
        lastPage: found.lastPage,
        interpretedAs,
        ...(understood ? { understood } : {}),
        orderNote,
        ...(relaxations ? { relaxations } : {}),
      };
    },

    /**
     * The projects a saved search finds that were first posted in (since, until], oldest first: the
     * search's own rule (units matched as the search page matches them), for property alerts.
     */
    async postedBetween(query: ProjectSearchQuery, since: string, until: string, limit: number): Promise<ProjectDoc[]> {
      const { criteria } = await criteriaOf(query);
      return projects().find(
        { $and: [searchFilter(criteria), { postedAt: { $gt: since, $lte: until } }] },
        { sort: { postedAt: 1 }, limit, projection: CARD_FIELDS },
      );
    },

    /** Every result of a search on the map: where they are, or with a view, the pins and clusters on screen. */
    async map(query: SearchMapQuery) {
      const { criteria } = await criteriaOf(query);
      return searchMap(
        projects(),
        criteria,
        query.bounds && query.zoom !== undefined ? { box: query.bounds, zoom: query.zoom } : undefined,
      );
    },

    /**
     * A public project by slug, by link (`{slug}` or `{customProjectUrl}-{_id}`) or by id. A deleted
     * project answers 410 Gone (search engines drop it at once); one never posted, 404.
     */
    async view(query: ViewQuery): Promise<ProjectDoc> {
      const doc = await findByLink(query, PUBLIC);
      if (doc) return doc;
      if (await findByLink(query, { status: 'deleted', postedAt: { $ne: null } })) throw new GoneError(PROJECT_GONE);
      throw new NotFoundError('Project not found');
    },

    /** What a removed project was (its city and type), for the Gone page's similar projects; null otherwise. */
    async removed(query: ViewQuery): Promise<{ city: string | null; projectType: string | null } | null> {
      const doc = await findByLink(query, { status: 'deleted', postedAt: { $ne: null } });
      return doc ? { city: doc.city ?? null, projectType: doc.projectType ?? null } : null;
    },

    async uniqueCities(): Promise<string[]> {
      return ((await projects().distinct('city', PUBLIC)) as string[])
        .filter(Boolean)
        .sort((a, b) => a.localeCompare(b));
    },

    async cityList(): Promise<{ city: string; state?: string; projectCount: number }[]> {
      const docs = await projects().find(PUBLIC, { projection: { city: 1, state: 1 } });
      const counts = new Map<string, { city: string; state?: string; projectCount: number }>();
      for (const doc of docs) {
        if (!doc.city) continue;
        const entry = counts.get(doc.city) ?? {
          city: doc.city,
          ...(doc.state ? { state: doc.state } : {}),
          projectCount: 0,
        };
        entry.projectCount += 1;
        counts.set(doc.city, entry);
      }
      return [...counts.values()].sort((a, b) => b.projectCount - a.projectCount || a.city.localeCompare(b.city));
    },

    async grandProjects(limit: number, city?: string): Promise<ProjectCard[]> {
      const filter: Filter = {
        ...PUBLIC,
        isGrandProject: true,
        ...(city ? { cityKey: city.trim().toLowerCase() } : {}),
      };
      return (await projects().find(filter, { sort: { postedAt: -1, _id: -1 }, limit, projection: CARD_FIELDS })).map(
        (d) => toCard(d),
      );
    },

    async newestTopRated(limit: number, city?: string): Promise<ProjectCard[]> {
      const filter: Filter = { ...PUBLIC, ...(city ? { cityKey: city.trim().toLowerCase() } : {}) };
      return (
        await projects().find(filter, {
          sort: { projectRating: -1, postedAt: -1, _id: -1 },
          limit,
          projection: CARD_FIELDS,
        })
      ).map((d) => toCard(d));
    },

    /** Projects and buildings with their map position (the building directory). */
    async buildings(city: string | undefined, limit: number) {
      const filter: Filter = { ...PUBLIC, ...(city ? { cityKey: city.trim().toLowerCase() } : {}) };
      const docs = await projects().find(filter, {
        sort: { projectTitle: 1, _id: 1 },
        limit,
        projection: { projectTitle: 1, placeName: 1, city: 1, locality: 1, latitude: 1, longitude: 1, slug: 1 },
      });
      return docs.map((d) => ({
        _id: d._id,
        projectTitle: d.projectTitle,
        placeName: d.placeName,
        city: d.city,
        locality: d.locality,
        latitude: d.latitude,
        longitude: d.longitude,
        slug: d.slug,
      }));
    },

    /** Autosuggest: `type` is a kind (city, locality, project, developer, subType), a project type, or all. */
    async suggestions(type: string, q: string | undefined, limit: number): Promise<Suggestion[]> {
      const projectType = (PROJECT_TYPES as readonly string[]).includes(type) ? type : undefined;
      const kinds: readonly SuggestionKind[] = SUGGESTION_KINDS.includes(type as SuggestionKind)
        ? [type as SuggestionKind]
        : ['city', 'region', 'locality', 'project', 'developer'];
      return (await currentSuggestions()).suggest(q, { kinds, projectType, limit });
    },
  };
}

export type ProjectQueries = ReturnType<typeof createProjectQueries>;
