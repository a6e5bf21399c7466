import { siteFaqEditSchema, siteFaqIdParamsSchema, siteFaqSchema, siteFaqsResponseSchema } from '@aangan/contracts';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { ok, okMessage, route, type AnyRoute } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/** Site FAQs (the /faqs page) */
export function siteFaqRoutes(configuration: WebsiteConfiguration): AnyRoute[] {
  return [
    route({
      method: 'get',
      path: '/user/faqs',
      access: 'public',
      tag: TAG,
      summary: 'Site FAQs in order (each admin-written one with its revision)',
      followsReadModels: true,
      response: siteFaqsResponseSchema,
      handler: async () => ok(await configuration.faqs()),
    }),
    route({
      method: 'get',
      path: '/admin/faqs/:id',
      access: 'staff',
      tag: TAG,
      summary: 'One admin-written FAQ (ETag: its revision)',
      params: siteFaqIdParamsSchema,
      handler: async ({ params }) => {
        const faq = await configuration.faq(params.id);
        return withETag(faq.revision, ok(faq));
      },
    }),
    route({
      method: 'post',
      path: '/admin/faqs',
      access: 'admin',
      tag: TAG,
      summary: 'Add a site FAQ',
      body: siteFaqSchema,
      handler: async ({ body, command }) => {
        const saved = await configuration.saveFaq(command, null, body);
        return withETag(saved.revision, ok(saved, 'FAQ saved', { status: 201 }));
      },
    }),
    route({
      method: 'put',
      path: '/admin/faqs/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Edit a site FAQ (If-Match or expectedRevision required)',
      params: siteFaqIdParamsSchema,
      body: siteFaqEditSchema,
      handler: async ({ params, body, ctx, command }) => {
        const { expectedRevision, ...fields } = body;
        const saved = await configuration.saveFaq(
          command,
          params.id,
          fields,
          requiredRevisionOf(ctx, expectedRevision),
        );
        return withETag(saved.revision, ok(saved, 'FAQ saved'));
      },
    }),
    route({
      method: 'delete',
      path: '/admin/faqs/:id',
      access: 'admin',
      tag: TAG,
      summary: 'Delete a site FAQ (If-Match required)',
      params: siteFaqIdParamsSchema,
      handler: async ({ params, ctx, command }) => {
        const deleted = await configuration.deleteFaq(command, params.id, requiredRevisionOf(ctx));
        return withETag(deleted.revision, okMessage('FAQ deleted'));
      },
    }),
  ];
}
