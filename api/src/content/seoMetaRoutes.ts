import { seoMetaQuerySchema, seoMetaResponseSchema, seoMetaSchema } from '@aangan/contracts';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/** Website Meta SEO */
export function seoMetaRoutes(configuration: WebsiteConfiguration): AnyRoute[] {
  return [
    route({
      method: 'get',
      path: '/user/seo-meta',
      access: 'public',
      tag: TAG,
      summary:
        'Title, description and Open Graph of one site path (null when none is set; ETag: its revision, -1 for none)',
      followsReadModels: true,
      query: seoMetaQuerySchema,
      response: seoMetaResponseSchema,
      handler: async ({ query }) => {
        const meta = await configuration.seoMeta(query.route);
        return withETag(meta?.revision ?? -1, ok(meta));
      },
    }),
    route({
      method: 'get',
      path: '/admin/seo-meta',
      access: 'staff',
      tag: TAG,
      summary: 'Meta for every path that has one, each with its revision',
      handler: async () => ok(await configuration.seoMetaList()),
    }),
    route({
      method: 'put',
      path: '/admin/seo-meta',
      access: 'admin',
      tag: TAG,
      summary:
        "Set the meta of a path (If-Match or expectedRevision: the path's revision, -1 for none yet); answers the spec hints (title ideal 70 / under 60, description 170 / under 30 words, URL 120)",
      body: seoMetaSchema,
      handler: async ({ body, ctx, command }) => {
        const { expectedRevision, ...meta } = body;
        const saved = await configuration.setSeoMeta(command, meta, requiredRevisionOf(ctx, expectedRevision));
        return withETag(saved.revision, ok({ meta: saved.meta, hints: saved.hints }, 'Meta saved'));
      },
    }),
  ];
}
