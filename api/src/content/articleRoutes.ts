import {
  adminArticleListQuerySchema,
  ARTICLE_MESSAGES,
  articleSavedMessage,
  articleFieldsSchema,
  articleIdParamsSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  articleResponseSchema,
  expectedRevisionSchema,
  ogImageRemoveSchema,
  ogImageUploadFieldsSchema,
  singleArticleQuerySchema,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
} from '@aangan/contracts';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { listReply, ok, okMessage, route, type AnyRoute } from '../routing/routeTable.ts';
import { multipartBody } from '../uploads/multipart.ts';
import type { UploadService } from '../uploads/uploadService.ts';
import type { Articles } from './articles.ts';

const TAG = 'Content';

/** Blog posts, news and awards (spec §3 "Blog/news/award", §7 /articles/*): the site reads them, admins write them. */
export function articleRoutes(deps: { articles: Articles; uploads: UploadService }): AnyRoute[] {
  const { articles } = deps;
  return [
    route({
      method: 'get',
      path: '/articles/get-all-articles',
      access: 'public',
      tag: TAG,
      summary: 'Live articles of a kind (blog, news, award), newest first, paged',
      followsReadModels: true,
      query: articleListQuerySchema,
      response: articleListResponseSchema,
      handler: async ({ query }) => ({
        body: { responseCode: 200, ...(await articles.list(query.kind, query.page ?? 1, query.limit ?? 12)) },
      }),
    }),
    route({
      method: 'get',
      path: '/articles/get-single-blog',
      access: 'public',
      tag: TAG,
      summary: 'One live article by slug or _id',
      followsReadModels: true,
      query: singleArticleQuerySchema,
      response: articleResponseSchema,
      handler: async ({ query }) => {
        const article = await articles.single(query);
        return withETag(article.revision, ok(article));
      },
    }),
    route({
      method: 'get',
      path: '/admin/articles',
      access: 'staff',
      tag: TAG,
      summary: 'Articles for the console (ra-data-simple-rest), deleted ones included',
      query: adminArticleListQuerySchema,
      handler: async ({ query }) => {
        const page = await articles.adminList(
          query.range ?? [0, 24],
          query.sort ?? ['updatedAt', 'DESC'],
          query.filter ?? {},
        );
        return listReply('articles', page);
      },
    }),
    route({
      method: 'get',
      path: '/admin/articles/:id',
      access: 'staff',
      tag: TAG,
      summary: 'One article, deleted or not',
      params: articleIdParamsSchema,
      handler: async ({ params }) => {
        const doc = await articles.existing(params.id);
        return withETag(doc.revision, { body: { id: doc._id, ...doc } });
      },
    }),
    route({
      method: 'post',
      path: '/articles/create-article',
      access: 'admin',
      tag: TAG,
      summary:
        'Write a blog post, news item or award (HTML sanitised, reading time computed, slug from the title unless a custom URL is given)',
      body: articleFieldsSchema,
      handler: async ({ body, command }) => {
        const doc = await articles.create(command, body);
        return withETag(doc.revision, ok(doc, articleSavedMessage(doc.kind), { status: 201 }));
      },
    }),
    route({
      method: 'put',
      path: '/articles/edit-blog/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Edit an article (If-Match: W/"<revision>" required)',
      params: articleIdParamsSchema,
      body: articleFieldsSchema.extend({ expectedRevision: expectedRevisionSchema.optional() }),
      handler: async ({ params, body, ctx, command }) => {
        const { expectedRevision, ...fields } = body;
        const doc = await articles.edit(command, params.id, fields, requiredRevisionOf(ctx, expectedRevision));
        return withETag(doc.revision, ok(doc, articleSavedMessage(doc.kind)));
      },
    }),
    route({
      method: 'delete',
      path: '/articles/delete-blog/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Delete an article (it can be restored; If-Match required)',
      params: articleIdParamsSchema,
      handler: async ({ params, ctx, command }) => {
        const deleted = await articles.remove(command, params.id, requiredRevisionOf(ctx));
        return withETag(deleted.revision, okMessage(ARTICLE_MESSAGES.deleted));
      },
    }),
    route({
      method: 'post',
      path: '/articles/restore-blog/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Restore a deleted article (If-Match required)',
      params: articleIdParamsSchema,
      handler: async ({ params, ctx, command }) => {
        const doc = await articles.restore(command, params.id, requiredRevisionOf(ctx));
        return withETag(doc.revision, ok(doc, 'Blog restored successfully'));
      },
    }),
    route({
      method: 'post',
      path: '/articles/upload-open-graph-image',
      access: 'admin',
      tag: TAG,
      summary: 'Upload the Open Graph image of an article (multipart: `_id` and the image in `file`)',
      upload: multipartBody({
        field: 'file',
        kinds: ['image'],
        maxBytes: UPLOAD_LIMITS.image,
        fields: ogImageUploadFieldsSchema,
        messages: UPLOAD_MESSAGES.image,
      }),
      handler: async ({ body, principal, command }) => {
        await articles.existing(body.fields._id);
        const image = await deps.uploads.storeImage(body.file, principal.userId, UPLOAD_MESSAGES.image);
        const doc = await articles.setOgImage(command, body.fields._id, image.url);
        return ok({ ogImage: doc.ogImage, image }, UPLOAD_MESSAGES.image.uploaded, { status: 201 });
      },
    }),
    route({
      method: 'post',
      path: '/articles/remove-open-graph-image',
      access: 'admin',
      tag: TAG,
      summary: "Remove an article's Open Graph image",
      body: ogImageRemoveSchema,
      handler: async ({ body, command }) => {
        await articles.setOgImage(command, body._id, null);
        return okMessage(UPLOAD_MESSAGES.image.removed);
      },
    }),
  ];
}
