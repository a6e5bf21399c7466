import { EventStoreUnavailableError } from '@aangan/projections';
import {
  AppError,
  ARTICLE_MESSAGES,
  isAppError,
  LIFE_AT_IMAGES_SETTING,
  UPLOAD_LIMITS,
  addSectionItemSchema,
  adminArticleListQuerySchema,
  articleFieldsSchema,
  articleIdParamsSchema,
  articleListQuerySchema,
  convertCurrencyQuerySchema,
  currencyRatesSchema,
  expectedRevisionSchema,
  deleteModerationSchema,
  editSectionSchema,
  ogImageRemoveSchema,
  ogImageUploadFieldsSchema,
  seoMetaQuerySchema,
  seoMetaSchema,
  singleArticleQuerySchema,
  siteFaqIdParamsSchema,
  siteFaqSchema,
  stateReraChangeSchema,
  testimonialCreateSchema,
  testimonialListQuerySchema,
  type SectionKey,
} from '@aangan/contracts';
import type { Logger } from 'pino';
import { commandContextOf, etagOf, requiredRevisionOf } from '../http/requestContext.ts';
import { route, type AnyRoute } from '../http/routeTable.ts';
import { multipartBody } from '../uploads/multipart.ts';
import type { UploadService } from '../uploads/uploadService.ts';
import type { Articles } from './articles.ts';
import type { SiteContent } from './siteContent.ts';

const TAG = 'Content';

export function contentRoutes(deps: { articles: Articles; site: SiteContent; uploads: UploadService; audit: Logger }): AnyRoute[] {
  const { articles, site } = deps;
  return [
    // Articles (spec §3 "Blog/news/award", §7 /articles/*)
    route({
      method: 'get', path: '/articles/get-all-articles', access: 'public', tag: TAG, summary: 'Live articles of a kind (blog, news, award), newest first, paged',
      query: articleListQuerySchema,
      handler: async ({ query }) => ({ body: { responseCode: 200, ...(await articles.list(query.kind, query.page ?? 1, query.limit ?? 12)) } }),
    }),
    route({
      method: 'get', path: '/articles/get-single-blog', access: 'public', tag: TAG, summary: 'One live article by slug or _id',
      query: singleArticleQuerySchema,
      handler: async ({ query }) => {
        const article = await articles.single(query);
        return { headers: { ETag: etagOf(article.revision) }, body: { responseCode: 200, result: article } };
      },
    }),
    route({
      method: 'get', path: '/admin/articles', access: 'staff', tag: TAG, summary: 'Articles for the console (ra-data-simple-rest), deleted ones included',
      query: adminArticleListQuerySchema,
      handler: async ({ query }) => {
        const page = await articles.adminList(query.range ?? [0, 24], query.sort ?? ['updatedAt', 'DESC'], query.filter ?? {});
        return { headers: { 'Content-Range': `articles ${page.start}-${page.end}/${page.total}` }, body: page.items };
      },
    }),
    route({
      method: 'get', path: '/admin/articles/:id', access: 'staff', tag: TAG, summary: 'One article, deleted or not',
      params: articleIdParamsSchema,
      handler: async ({ params }) => {
        const doc = await articles.existing(params.id);
        return { headers: { ETag: etagOf(doc.revision) }, body: { id: doc._id, ...doc } };
      },
    }),
    route({
      method: 'post', path: '/articles/create-article', access: 'admin', tag: TAG, summary: 'Write a blog post, news item or award (HTML sanitised, reading time computed, slug from the title unless a custom URL is given)',
      body: articleFieldsSchema,
      handler: async ({ body, principal, ctx }) => {
        const doc = await articles.create(commandContextOf(ctx, principal), body);
        return { status: 201, headers: { ETag: etagOf(doc.revision) }, body: { responseCode: 200, message: ARTICLE_MESSAGES.saved, result: doc } };
      },
    }),
    route({
      method: 'put', path: '/articles/edit-blog/:id', access: 'admin', tag: TAG, summary: 'Edit an article (If-Match: W/"<revision>" required)',
      params: articleIdParamsSchema, body: articleFieldsSchema.extend({ expectedRevision: expectedRevisionSchema.optional() }),
      handler: async ({ params, body, principal, ctx }) => {
        const { expectedRevision, ...fields } = body;
        const doc = await articles.edit(commandContextOf(ctx, principal), params.id, fields, requiredRevisionOf(ctx, expectedRevision));
        return { headers: { ETag: etagOf(doc.revision) }, body: { responseCode: 200, message: ARTICLE_MESSAGES.saved, result: doc } };
      },
    }),
    route({
      method: 'delete', path: '/articles/delete-blog/:id', access: 'admin', tag: TAG, summary: 'Delete an article (it can be restored)',
      params: articleIdParamsSchema,
      handler: async ({ params, principal, ctx }) => {
        await articles.remove(commandContextOf(ctx, principal), params.id);
        return { body: { responseCode: 200, message: ARTICLE_MESSAGES.deleted } };
      },
    }),
    route({
      method: 'post', path: '/articles/restore-blog/:id', access: 'admin', tag: TAG, summary: 'Restore a deleted article',
      params: articleIdParamsSchema,
      handler: async ({ params, principal, ctx }) => ({ body: { responseCode: 200, message: 'Blog restored successfully', result: await articles.restore(commandContextOf(ctx, principal), params.id) } }),
    }),
    route({
      method: 'post', path: '/articles/upload-open-graph-image', access: 'admin', tag: TAG, summary: 'Upload the Open Graph image of an article (multipart: `_id` and the image in `file`)',
      upload: multipartBody({ field: 'file', kinds: ['image'], maxBytes: UPLOAD_LIMITS.image, fields: ogImageUploadFieldsSchema, messages: { wrongType: 'Image Upload Error: only JPG, PNG, GIF or WebP images are accepted' } }),
      handler: async ({ body, principal, ctx }) => {
        await articles.existing(body.fields._id);
        const image = await deps.uploads.storeImage(body.file, principal!.userId, { unreadable: 'Image Upload Error: the image could not be read', tooManyPixels: 'Image Upload Error: the image is too large' });
        const doc = await articles.setOgImage(commandContextOf(ctx, principal), body.fields._id, image.url);
        return { status: 201, body: { responseCode: 200, message: 'Image uploaded successfully!', result: { ogImage: doc.ogImage, image } } };
      },
    }),
    route({
      method: 'post', path: '/articles/remove-open-graph-image', access: 'admin', tag: TAG, summary: "Remove an article's Open Graph image",
      body: ogImageRemoveSchema,
      handler: async ({ body, principal, ctx }) => {
        await articles.setOgImage(commandContextOf(ctx, principal), body._id, null);
        return { body: { responseCode: 200, message: 'Image Deleted Successfully' } };
      },
    }),

    // Testimonials
    route({
      method: 'get', path: '/user/testimonials', access: 'public', tag: TAG, summary: 'Testimonials for the home page (client or employee)',
      query: testimonialListQuerySchema,
      handler: async ({ query }) => ({ body: { responseCode: 200, result: await site.testimonials(query.kind) } }),
    }),
    route({
      method: 'post', path: '/admin/create/testimonial', access: 'admin', tag: TAG, summary: 'Add a client or employee testimonial',
      body: testimonialCreateSchema,
      handler: async ({ body, principal, ctx }) => ({ status: 201, body: { responseCode: 200, message: 'Testimonial added', result: { _id: await site.addTestimonial(commandContextOf(ctx, principal), body) } } }),
    }),
    route({
      method: 'post', path: '/admin/delete/moderations', access: 'admin', tag: TAG, summary: 'Delete a moderation item (a testimonial)',
      body: deleteModerationSchema,
      handler: async ({ body, principal, ctx }) => {
        await site.deleteTestimonial(commandContextOf(ctx, principal), body._id);
        return { body: { responseCode: 200, message: 'Deleted successfully' } };
      },
    }),

    // Site settings and page sections (spec §1, §3 "Site settings", §7)
    route({
      method: 'get', path: '/user/site-settings', access: 'public', tag: TAG, summary: 'Site settings: result.featureHighlightImage, result.heroSection (slides), result.lifeAtAanganImages and every page section',
      handler: async () => {
        const sections = await site.sections();
        return {
          body: {
            responseCode: 200,
            result: { ...sections, featureHighlightImage: sections.featureHighlight, heroSection: sections.heroSection.slides, [LIFE_AT_IMAGES_SETTING]: sections.lifeAtCompany.images },
          },
        };
      },
    }),
    route({
      method: 'get', path: '/admin/moderation-data', access: 'staff', tag: TAG, summary: 'Everything the Website Configuration tab edits: sections, testimonials, state RERA, FAQs',
      handler: async () => ({
        body: {
          responseCode: 200,
          result: { sections: await site.sections(), revisions: await site.sectionRevisions(), testimonials: await site.testimonials(), stateRera: await site.stateRera(), faqs: await site.faqs() },
        },
      }),
    }),
    route({
      method: 'post', path: '/admin/edit-section', access: 'admin', tag: TAG, summary: 'Replace one page section ({ key, content }, checked against the section schema; If-Match or expectedRevision required; key `lifeAtAanganImages` edits the life-at-Aangan images)',
      body: editSectionSchema,
      handler: async ({ body, principal, ctx }) => {
        const saved = await site.editSection(commandContextOf(ctx, principal), body.key as SectionKey, body.content, requiredRevisionOf(ctx, body.expectedRevision));
        return { headers: { ETag: etagOf(saved.revision) }, body: { responseCode: 200, message: 'Section updated successfully', result: saved.content, revision: saved.revision, visible: saved.visible } };
      },
    }),
    route({
      method: 'post', path: '/admin/edit-section/-1', access: 'admin', tag: TAG, summary: 'Add one item to a list section ({ key, item }): a hero slide, an office, a partner, ...',
      body: addSectionItemSchema,
      handler: async ({ body, principal, ctx }) => {
        const saved = await site.addSectionItem(commandContextOf(ctx, principal), body.key as SectionKey, body.item);
        return { status: 201, headers: { ETag: etagOf(saved.revision) }, body: { responseCode: 200, message: 'Section updated successfully', result: saved.content, revision: saved.revision, visible: saved.visible } };
      },
    }),
    route({
      method: 'post', path: '/admin/delete-highlight-image', access: 'admin', tag: TAG, summary: 'Remove the highlight popup image',
      handler: async ({ principal, ctx }) => {
        try {
          const saved = await site.deleteHighlightImage(commandContextOf(ctx, principal));
          return { headers: { ETag: etagOf(saved.revision) }, body: { responseCode: 200, message: 'Highlight image deleted', result: saved.content, revision: saved.revision, visible: saved.visible } };
        } catch (error) {
          // Known refusals and store outages keep their own answer; anything else gets the spec's message.
          if (isAppError(error) || error instanceof EventStoreUnavailableError) throw error;
          deps.audit.error({ err: error }, 'highlight image removal failed');
          throw new AppError('HIGHLIGHT_DELETE_FAILED', 500, 'An error occurred while deleting the highlight image.', { cause: error });
        }
      },
    }),

    // State RERA registrations (spec §3, §7 /user/get-state-rera: data.data as a map)
    route({
      method: 'get', path: '/user/get-state-rera', access: 'public', tag: TAG, summary: 'State RERA registrations as a key → value map in `data`',
      handler: async () => ({ body: { responseCode: 200, data: await site.stateRera() } }),
    }),
    route({
      method: 'put', path: '/admin/state-rera', access: 'admin', tag: TAG, summary: "Set (or with null remove) one state's RERA registration",
      body: stateReraChangeSchema,
      handler: async ({ body, principal, ctx }) => ({ body: { responseCode: 200, message: 'RERA registration saved', data: await site.setStateRera(commandContextOf(ctx, principal), body.state, body.registration) } }),
    }),

    // Website Meta SEO
    route({
      method: 'get', path: '/user/seo-meta', access: 'public', tag: TAG, summary: 'Title, description and Open Graph of one site path (null when none is set)',
      query: seoMetaQuerySchema,
      handler: async ({ query }) => ({ body: { responseCode: 200, result: await site.seoMeta(query.route) } }),
    }),
    route({
      method: 'get', path: '/admin/seo-meta', access: 'staff', tag: TAG, summary: 'Meta for every path that has one',
      handler: async () => ({ body: { responseCode: 200, result: await site.seoMetaList() } }),
    }),
    route({
      method: 'put', path: '/admin/seo-meta', access: 'admin', tag: TAG, summary: 'Set the meta of a path; answers the spec hints (title ideal 70 / under 60, description 170 / under 30 words, URL 120)',
      body: seoMetaSchema,
      handler: async ({ body, principal, ctx }) => ({ body: { responseCode: 200, message: 'Meta saved', result: await site.setSeoMeta(commandContextOf(ctx, principal), body) } }),
    }),

    // Currency conversion (spec §3, §9)
    route({
      method: 'get', path: '/user/currency-rates', access: 'public', tag: TAG, summary: 'The currency options and rates (rupees per unit)',
      handler: async () => ({ body: { responseCode: 200, result: await site.rates() } }),
    }),
    route({
      method: 'get', path: '/user/convert-currency', access: 'public', tag: TAG, summary: 'amount × rate × quantity, rounded to 2 decimals (from, to default INR, amount, quantity default 1)',
      query: convertCurrencyQuerySchema,
      handler: async ({ query }) => ({ body: { responseCode: 200, result: await site.convert(query) } }),
    }),
    route({
      method: 'put', path: '/admin/currency-rates', access: 'admin', tag: TAG, summary: 'Replace the currency table (INR must be present with rate 1)',
      body: currencyRatesSchema,
      handler: async ({ body, principal, ctx }) => ({ body: { responseCode: 200, message: 'Currency rates saved', result: await site.setRates(commandContextOf(ctx, principal), body.rates) } }),
    }),

    // Site FAQs (the /faqs page)
    route({
      method: 'get', path: '/user/faqs', access: 'public', tag: TAG, summary: 'Site FAQs in order',
      handler: async () => ({ body: { responseCode: 200, result: await site.faqs() } }),
    }),
    route({
      method: 'post', path: '/admin/faqs', access: 'admin', tag: TAG, summary: 'Add a site FAQ',
      body: siteFaqSchema,
      handler: async ({ body, principal, ctx }) => ({ status: 201, body: { responseCode: 200, message: 'FAQ saved', result: await site.saveFaq(commandContextOf(ctx, principal), null, body) } }),
    }),
    route({
      method: 'put', path: '/admin/faqs/:id', access: 'admin', tag: TAG, summary: 'Edit a site FAQ',
      params: siteFaqIdParamsSchema, body: siteFaqSchema,
      handler: async ({ params, body, principal, ctx }) => ({ body: { responseCode: 200, message: 'FAQ saved', result: await site.saveFaq(commandContextOf(ctx, principal), params.id, body) } }),
    }),
    route({
      method: 'delete', path: '/admin/faqs/:id', access: 'admin', tag: TAG, summary: 'Delete a site FAQ',
      params: siteFaqIdParamsSchema,
      handler: async ({ params, principal, ctx }) => {
        await site.deleteFaq(commandContextOf(ctx, principal), params.id);
        return { body: { responseCode: 200, message: 'FAQ deleted' } };
      },
    }),
  ] as unknown as AnyRoute[];
}
