import {
  adminProjectListQuerySchema,
  adminProjectListSchema,
  adminProjectQuerySchema,
  adminProjectSchema,
  cityListResponseSchema,
  listQuerySchema,
  mapTilesResponseSchema,
  priceHistoryResponseSchema,
  projectCommandBodySchema,
  projectCommandReplySchema,
  projectEditBodySchema,
  projectIdParamsSchema,
  projectRevertBodySchema,
  revisionBodySchema,
  revisionQuerySchema,
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
  objectIdSchema,
  PROJECT_COMMAND_MESSAGES,
  type MapTiles,
  type PriceHistoryDoc,
  type ProjectDoc,
} from '@aangan/contracts';
import { z } from 'zod';
import type { ReadStore } from '@aangan/projections';
import { CommandAccepted, readAfterCommand } from '../core/commandAccepted.ts';
import { acceptedReply, requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { listReply, ok, route, type AnyRoute, type Reply } from '../routing/routeTable.ts';
import type { ContactGate } from '../leads/contactGate.ts';
import type { ImageVariantLookup } from '../uploads/imageVariantLookup.ts';
import type { AdminProjectQueries } from './adminProjectQueries.ts';
import type { CommandOutcome, ProjectCommands } from './projectCommands.ts';
import type { ProjectQueries } from './projectQueries.ts';
import { sitemapEntries } from './sitemapEntries.ts';

/** What the public sees of a project: no bookkeeping or ownership fields. */
export function publicProject(doc: ProjectDoc) {
  const { _position, ownerId, updatedBy, searchTerms, geoCells, ...rest } = doc;
  return { ...rest, link: projectLink(doc) };
}

const TAG = 'Projects';

export function projectRoutes(deps: {
  commands: ProjectCommands;
  queries: ProjectQueries;
  admin: AdminProjectQueries;
  readStore: ReadStore;
  gate: ContactGate;
  mapTiles: MapTiles;
  imageVariants: ImageVariantLookup;
}): AnyRoute[] {
  const { commands, queries, admin } = deps;

  async function commandReply(outcome: CommandOutcome, message: string, status = 200): Promise<Reply> {
    const stored = {
      id: outcome.projectId,
      revision: outcome.revision,
      poll: `/api/v1/admin/projects/${outcome.projectId}`,
      visible: outcome.visible,
    };
    let doc: ProjectDoc;
    try {
      doc = await readAfterCommand(stored, () =>
        deps.readStore.collection<ProjectDoc>('projects').get(outcome.projectId),
      );
    } catch (error) {
      // Stored but not yet visible in the read models (they lag or are down): 202, not an error.
      if (error instanceof CommandAccepted)
        return acceptedReply(stored, message, { changed: outcome.changed, notices: outcome.notices });
      throw error;
    }
    return withETag(outcome.revision, {
      status,
      body: {
        responseCode: status,
        message,
        result: {
          _id: outcome.projectId,
          revision: outcome.revision,
          status: doc.status,
          slug: doc.slug ?? null,
          link: projectLink(doc),
          changed: outcome.changed,
          visible: true,
          notices: outcome.notices,
        },
      },
    });
  }

  const idParams = projectIdParamsSchema;

  /** The public project with the WebP copies of its photos, for `srcset`, through the contact gate. */
  const viewOf = async (
    doc: ProjectDoc,
    ctx: Parameters<ContactGate['apply']>[1],
    principal: Parameters<ContactGate['apply']>[2],
  ) => {
    const photos = [doc.coverImage, ...(doc.photos ?? [])].filter((ref): ref is string => typeof ref === 'string');
    return deps.gate.apply({ ...publicProject(doc), imageVariants: await deps.imageVariants(photos) }, ctx, principal);
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
        return withETag(doc.revision, ok(await viewOf(doc, ctx, principal)));
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
        return withETag(doc.revision, ok(await viewOf(doc, ctx, principal)));
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
    route({
      method: 'get',
      path: '/project/get-draft',
      access: 'staff',
      tag: TAG,
      summary: 'Your drafts, or one draft by id',
      query: z.strictObject({ id: objectIdSchema('Invalid project id').optional() }),
      handler: async ({ query, principal }) => {
        const collection = deps.readStore.collection<ProjectDoc>('projects');
        if (query.id) {
          const doc = await collection.get(query.id);
          if (!doc || doc.status !== 'draft') throw new NotFoundError('Draft not found');
          return withETag(doc.revision, ok(doc));
        }
        const drafts = await collection.find(
          { status: 'draft', ownerId: principal.userId },
          { sort: { updatedAt: -1 }, limit: 100 },
        );
        return ok(drafts);
      },
    }),
    route({
      method: 'post',
      path: '/project/save-draft',
      access: 'admin',
      tag: TAG,
      summary: 'Save a draft (new, or an existing draft by _id with If-Match)',
      body: projectCommandBodySchema,
      response: projectCommandReplySchema,
      handler: async ({ body, ctx, command }) => {
        const { _id, expectedRevision, ...fields } = body;
        const base = _id ? requiredRevisionOf(ctx, expectedRevision) : undefined;
        const outcome = await commands.saveDraft(command, { ...(_id ? { projectId: _id } : {}), fields }, base);
        return commandReply(outcome, PROJECT_COMMAND_MESSAGES.draftSaved, _id ? 200 : 201);
      },
    }),
    route({
      method: 'post',
      path: '/project/post-project',
      access: 'admin',
      tag: TAG,
      summary: 'Post a project (new, or a saved draft by _id with If-Match)',
      body: projectCommandBodySchema,
      response: projectCommandReplySchema,
      handler: async ({ body, ctx, command }) => {
        const { _id, expectedRevision, ...fields } = body;
        const base = _id ? requiredRevisionOf(ctx, expectedRevision) : undefined;
        const outcome = await commands.post(command, { ...(_id ? { projectId: _id } : {}), fields }, base);
        return commandReply(outcome, PROJECT_COMMAND_MESSAGES.posted, 201);
      },
    }),
    route({
      method: 'put',
      path: '/project/edit-project/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Replace the fields of a posted project (If-Match: W/"<revision>" required)',
      params: idParams,
      body: projectEditBodySchema,
      response: projectCommandReplySchema,
      handler: async ({ params, body, ctx, command }) => {
        const { expectedRevision, ...fields } = body;
        const outcome = await commands.edit(command, params.id, fields, requiredRevisionOf(ctx, expectedRevision));
        return commandReply(outcome, PROJECT_COMMAND_MESSAGES.updated);
      },
    }),
    route({
      method: 'delete',
      path: '/project/delete-project/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Delete a project (restorable; If-Match required)',
      params: idParams,
      query: revisionQuerySchema,
      response: projectCommandReplySchema,
      handler: async ({ params, query, ctx, command }) =>
        commandReply(
          await commands.remove(command, params.id, requiredRevisionOf(ctx, query.expectedRevision)),
          PROJECT_COMMAND_MESSAGES.deleted,
        ),
    }),
    route({
      method: 'post',
      path: '/project/restore-project/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Restore a deleted project (If-Match required)',
      params: idParams,
      body: revisionBodySchema,
      response: projectCommandReplySchema,
      handler: async ({ params, body, ctx, command }) =>
        commandReply(
          await commands.restore(command, params.id, requiredRevisionOf(ctx, body.expectedRevision)),
          PROJECT_COMMAND_MESSAGES.restored,
        ),
    }),
    route({
      method: 'post',
      path: '/project/toggle-grand-project/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Toggle the grand-project flag (If-Match required)',
      params: idParams,
      body: revisionBodySchema,
      response: projectCommandReplySchema,
      handler: async ({ params, body, ctx, command }) =>
        commandReply(
          await commands.toggleGrand(command, params.id, requiredRevisionOf(ctx, body.expectedRevision)),
          PROJECT_COMMAND_MESSAGES.updated,
        ),
    }),
    route({
      method: 'post',
      path: '/admin/projects/:id/revert',
      access: 'admin',
      tag: 'Admin',
      summary: 'Restore an earlier version of a project as a new change (If-Match required)',
      params: idParams,
      body: projectRevertBodySchema,
      response: projectCommandReplySchema,
      handler: async ({ params, body, ctx, command }) => {
        const outcome = await commands.revert(
          command,
          params.id,
          body.toRevision,
          requiredRevisionOf(ctx, body.expectedRevision),
        );
        return commandReply(outcome, PROJECT_COMMAND_MESSAGES.reverted(body.toRevision));
      },
    }),
    route({
      method: 'get',
      path: '/admin/projects',
      access: 'staff',
      tag: 'Admin',
      summary: 'Project list for the console (tabs all-projects, myProjects, drafts, deleted)',
      query: adminProjectListQuerySchema,
      response: adminProjectListSchema,
      handler: async ({ query, principal }) => {
        const page = await admin.list(query, principal.userId);
        return listReply('projects', page);
      },
    }),
    route({
      method: 'get',
      path: '/admin/projects/:id',
      access: 'staff',
      tag: 'Admin',
      summary:
        'One project in any state; with asOf (a revision or an ISO date-time) as it was then, folded from its events',
      params: idParams,
      query: adminProjectQuerySchema,
      response: adminProjectSchema,
      handler: async ({ params, query }) => {
        if (query.asOf !== undefined) {
          const point = /^\d+$/.test(query.asOf)
            ? { revision: Number(query.asOf) }
            : { at: new Date(query.asOf).toISOString() };
          return { body: await admin.withNames(await commands.asOf(params.id, point)) };
        }
        const doc = await admin.get(params.id);
        return withETag(doc.revision, { body: doc });
      },
    }),
  ];
  return routes;
}
