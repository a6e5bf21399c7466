import {
  cityListResponseSchema,
  listQuerySchema,
  mapTilesResponseSchema,
  priceHistoryResponseSchema,
  projectIdParamsSchema,
  projectLink,
  projectSearchQuerySchema,
  projectSearchResponseSchema,
  removedProjectResponseSchema,
  searchMapQuerySchema,
  searchMapResponseSchema,
  sitemapEntriesResponseSchema,
  suggestionsQuerySchema,
  viewProjectQuerySchema,
  viewProjectResponseSchema,
  NotFoundError,
  type MapTiles,
  type PriceHistoryDoc,
  type ProjectDoc,
} from '@aangan/contracts';
import { z } from 'zod';
import type { ReadStore } from '@aangan/projections';
import { withETag } from '../routing/requestContext.ts';
import { ok, route, type AnyRoute, type Reply } from '../routing/routeTable.ts';
import type { ContactGate } from '../leads/contactGate.ts';
import type { ImageVariantLookup } from '../uploads/imageVariantLookup.ts';
import type { AdminProjectQueries } from './adminProjectQueries.ts';
import type { ProjectCommands } from './projectCommands.ts';
import type { ProjectQueries } from './projectQueries.ts';
import { projectCommandRoutes } from './projectCommandRoutes.ts';
import { sitemapEntries } from './sitemapEntries.ts';

/** What the public sees of a project: no bookkeeping or ownership fields, nor the lower-case keys its filters read. */
export function publicProject(doc: ProjectDoc) {
  const { _position, ownerId, updatedBy, searchTerms, geoCells, cityKey, localityKey, developerKey, ...rest } = doc;
  return { ...rest, link: projectLink(doc) };
}

const TAG = 'Projects';
/** Project answers kept ready (see `viewOf`): those of the pages most in view. */
const KEPT_ANSWERS = 1000;

export function projectRoutes(deps: {
  commands: ProjectCommands;
  queries: ProjectQueries;
  admin: AdminProjectQueries;
  readStore: ReadStore;
  gate: ContactGate;
  mapTiles: MapTiles;
  imageVariants: ImageVariantLookup;
}): AnyRoute[] {
  const { queries } = deps;

  const idParams = projectIdParamsSchema;

  /**
   * Answers made, by stored document and by whether the contact gate opened: a document of the read
   * store is replaced, never changed, when its project changes, so its answer stays true while it is
   * the stored one (a store that copies documents out just makes them again). The site's renderer
   * reads the same answer object and parses it once. The most recently viewed are kept, so a
   * replaced document is soon let go, and the copies of a large catalogue never all stay in memory.
   */
  const answers = new Map<ProjectDoc, { open?: Reply; held?: Reply }>();

  /** The public project with the WebP copies of its photos, for `srcset`, through the contact gate. */
  const viewOf = async (
    doc: ProjectDoc,
    ctx: Parameters<ContactGate['apply']>[1],
    principal: Parameters<ContactGate['apply']>[2],
  ): Promise<Reply> => {
    const open = await deps.gate.opensFor(ctx, principal);
    const made = answers.get(doc) ?? {};
    // Put back last: the first key is always the least recently viewed.
    answers.delete(doc);
    answers.set(doc, made);
    if (answers.size > KEPT_ANSWERS) answers.delete(answers.keys().next().value!);
    const kept = open ? made.open : made.held;
    if (kept) return kept;
    const photos = [doc.coverImage, ...(doc.photos ?? [])].filter((ref): ref is string => typeof ref === 'string');
    const answer = ok(
      deps.gate.gated({ ...publicProject(doc), imageVariants: await deps.imageVariants(photos) }, open),
    );
    if (open) made.open = answer;
    else made.held = answer;
    return answer;
  };

  const routes = [
    route({
      method: 'get',
      path: '/project/search-project',
      access: 'public',
      tag: TAG,
      summary: 'Search posted projects (filters, typo-tolerant search string, sorts, paging)',
      followsReadModels: true,
      query: projectSearchQuerySchema,
      response: projectSearchResponseSchema,
      handler: async ({ query }) => ({ body: { responseCode: 200, ...(await queries.search(query)) } }),
    }),
    route({
      method: 'get',
      path: '/project/search-map',
      access: 'public',
      tag: TAG,
      summary:
        'Every result of a search on the map: where they are; with bounds and zoom, the pins and clusters on screen',
      followsReadModels: true,
      query: searchMapQuerySchema,
      response: searchMapResponseSchema,
      handler: async ({ query }) => ({ body: { responseCode: 200, result: await queries.map(query) } }),
    }),
    route({
      method: 'get',
      path: '/project/view-project',
      access: 'public',
      tag: TAG,
      summary: 'One posted project by slug, by link ({customProjectUrl}-{_id}) or by _id',
      query: viewProjectQuerySchema,
      response: viewProjectResponseSchema,
      handler: async ({ query, ctx, principal }) => {
        const doc = await queries.view(query);
        return withETag(doc.revision, await viewOf(doc, ctx, principal));
      },
    }),
    route({
      method: 'get',
      path: '/project/view-project/:link',
      access: 'public',
      tag: TAG,
      summary: 'One posted project by its link path segment',
      params: z.strictObject({ link: z.string().max(260) }),
      response: viewProjectResponseSchema,
      handler: async ({ params, ctx, principal }) => {
        const doc = await queries.view({ link: params.link });
        return withETag(doc.revision, await viewOf(doc, ctx, principal));
      },
    }),
    route({
      method: 'get',
      path: '/user/map-tiles',
      access: 'public',
      tag: TAG,
      summary: 'Where the project maps take their tiles from, and the attribution to show',
      response: mapTilesResponseSchema,
      handler: async () => ok(deps.mapTiles),
    }),
    route({
      method: 'get',
      path: '/project/price-history/:id',
      access: 'public',
      tag: TAG,
      summary:
        "A posted project's price range and possession over time, from its events (public fields and dates only)",
      followsReadModels: true,
      params: idParams,
      response: priceHistoryResponseSchema,
      handler: async ({ params }) => {
        const doc = await deps.readStore.collection<PriceHistoryDoc>('price_history').get(params.id);
        if (!doc || doc.project.status !== 'posted') throw new NotFoundError('Project not found');
        return withETag(doc.revision, ok(doc.points));
      },
    }),
    route({
      method: 'get',
      path: '/project/removed/:link',
      access: 'public',
      tag: TAG,
      summary: "A deleted project's city and type (for its Gone page's similar projects); 404 for any other link",
      followsReadModels: true,
      params: z.strictObject({ link: z.string().max(260) }),
      response: removedProjectResponseSchema,
      handler: async ({ params }) => {
        const removed = await queries.removed({ link: params.link });
        if (!removed) throw new NotFoundError('Project not found');
        return ok(removed);
      },
    }),
    route({
      method: 'get',
      path: '/user/sitemap-entries',
      access: 'public',
      tag: TAG,
      summary: 'Every posted project and published article with its last change (for /sitemap.xml)',
      response: sitemapEntriesResponseSchema,
      handler: async () => ok(await sitemapEntries(deps.readStore)),
    }),
    route({
      method: 'get',
      path: '/project/unique-city',
      access: 'public',
      tag: TAG,
      summary: 'Cities that have posted projects',
      followsReadModels: true,
      response: cityListResponseSchema,
      handler: async () => ok(await queries.uniqueCities()),
    }),
    route({
      method: 'get',
      path: '/user/city-list',
      access: 'public',
      tag: TAG,
      summary: 'Cities with their number of posted projects',
      followsReadModels: true,
      handler: async () => ok(await queries.cityList()),
    }),
    route({
      method: 'get',
      path: '/project/suggestions',
      access: 'public',
      tag: TAG,
      summary: 'Search suggestions (cities, localities, projects, developers) by type',
      followsReadModels: true,
      query: suggestionsQuerySchema,
      handler: async ({ query }) => ok(await queries.suggestions(query.type, query.q, query.limit ?? 10)),
    }),
    route({
      method: 'get',
      path: '/project/grand-projects',
      access: 'public',
      tag: TAG,
      summary: 'Featured (grand) projects',
      followsReadModels: true,
      query: listQuerySchema,
      handler: async ({ query }) => ok(await queries.grandProjects(query.limit ?? 12, query.city)),
    }),
    route({
      method: 'get',
      path: '/user/newest-top-rated-project',
      access: 'public',
      tag: TAG,
      summary: 'Top-rated projects, newest first among equals',
      followsReadModels: true,
      query: listQuerySchema,
      handler: async ({ query }) => ok(await queries.newestTopRated(query.limit ?? 12, query.city)),
    }),
    route({
      method: 'get',
      path: '/project/projects-buildings',
      access: 'public',
      tag: TAG,
      summary: 'Projects and buildings with their map position',
      followsReadModels: true,
      query: listQuerySchema,
      handler: async ({ query }) => ok(await queries.buildings(query.city, query.limit ?? 50)),
    }),
    ...projectCommandRoutes(deps),
  ];
  return routes;
}
