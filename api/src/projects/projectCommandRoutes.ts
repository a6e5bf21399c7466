import {
  adminProjectListQuerySchema,
  adminProjectListSchema,
  adminProjectQuerySchema,
  adminProjectSchema,
  projectCommandBodySchema,
  projectCommandReplySchema,
  projectEditBodySchema,
  projectIdParamsSchema,
  projectRevertBodySchema,
  revisionBodySchema,
  revisionQuerySchema,
  projectLink,
  NotFoundError,
  objectIdSchema,
  PROJECT_COMMAND_MESSAGES,
  type ProjectDoc,
} from '@aangan/contracts';
import { z } from 'zod';
import type { ReadStore } from '@aangan/projections';
import { CommandAccepted, readAfterCommand } from '../core/commandAccepted.ts';
import { acceptedReply, requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { listReply, ok, route, type AnyRoute, type Reply } from '../routing/routeTable.ts';
import type { AdminProjectQueries } from './adminProjectQueries.ts';
import type { CommandOutcome, ProjectCommands } from './projectCommands.ts';

const TAG = 'Projects';

/** The routes that change projects, and the staff's reads of them in any state. */
export function projectCommandRoutes(deps: {
  commands: ProjectCommands;
  admin: AdminProjectQueries;
  readStore: ReadStore;
}): AnyRoute[] {
  const { commands, admin } = deps;
  const idParams = projectIdParamsSchema;

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

  return [
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
}
