import { EventStoreUnavailableError } from '@aangan/projections';
import {
  addSectionItemSchema,
  AppError,
  convertCurrencyQuerySchema,
  currencyRatesResponseSchema,
  currencyRatesSchema,
  editSectionSchema,
  isAppError,
  LIFE_AT_IMAGES_SETTING,
  moderationDataSchema,
  seoMetaQuerySchema,
  seoMetaResponseSchema,
  seoMetaSchema,
  siteFaqEditSchema,
  siteFaqIdParamsSchema,
  siteFaqSchema,
  siteFaqsResponseSchema,
  siteSettingsResponseSchema,
  stateReraChangeSchema,
  stateReraResponseSchema,
  testimonialCreateSchema,
  testimonialDeleteSchema,
  testimonialListQuerySchema,
  testimonialsResponseSchema,
} from '@aangan/contracts';
import type { Logger } from 'pino';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { ok, okMessage, route, type AnyRoute, type Reply } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/**
 * What the console's Website Configuration tab edits and the site shows: page sections, testimonials,
 * state RERA registrations, SEO meta, currency rates and FAQs.
 */
export function websiteConfigurationRoutes(deps: { configuration: WebsiteConfiguration; audit: Logger }): AnyRoute[] {
  const { configuration } = deps;

  /** A saved section: the spec's answer with its content, and the revision the next save must name. */
  const sectionReply = (
    saved: { content: unknown; revision: number; visible: boolean },
    message: string,
    status = 200,
  ): Reply =>
    withETag(saved.revision, {
      status,
      body: { responseCode: 200, message, result: saved.content, revision: saved.revision, visible: saved.visible },
    });

  return [
    // Testimonials
    route({
      method: 'get',
      path: '/user/testimonials',
      access: 'public',
      tag: TAG,
      summary: 'Testimonials for the home page (client or employee)',
      followsReadModels: true,
      query: testimonialListQuerySchema,
      response: testimonialsResponseSchema,
      handler: async ({ query }) => ok(await configuration.testimonials(query.kind)),
    }),
    route({
      method: 'post',
      path: '/admin/create/testimonial',
      access: 'admin',
      tag: TAG,
      summary: 'Add a client or employee testimonial',
      body: testimonialCreateSchema,
      handler: async ({ body, command }) =>
        ok({ _id: await configuration.addTestimonial(command, body) }, 'Testimonial added', { status: 201 }),
    }),
    route({
      method: 'post',
      path: '/admin/delete/moderations',
      access: 'admin',
      tag: TAG,
      summary: 'Delete a moderation item (a testimonial)',
      body: testimonialDeleteSchema,
      handler: async ({ body, command }) => {
        await configuration.deleteTestimonial(command, body._id);
        return okMessage('Deleted successfully');
      },
    }),

    // Site settings and page sections (spec §1, §3 "Site settings", §7)
    route({
      method: 'get',
      path: '/user/site-settings',
      access: 'public',
      tag: TAG,
      summary:
        'Site settings: result.featureHighlightImage, result.heroSection (slides), result.lifeAtAanganImages and every page section',
      followsReadModels: true,
      response: siteSettingsResponseSchema,
      handler: async () => {
        const sections = await configuration.sections();
        return ok({
          ...sections,
          featureHighlightImage: sections.featureHighlight,
          heroSection: sections.heroSection.slides,
          [LIFE_AT_IMAGES_SETTING]: sections.lifeAtCompany.images,
        });
      },
    }),
    route({
      method: 'get',
      path: '/admin/moderation-data',
      access: 'staff',
      tag: TAG,
      summary: 'Everything the Website Configuration tab edits: sections, testimonials, state RERA, FAQs',
      response: moderationDataSchema,
      handler: async () => {
        const rera = await configuration.stateReraRecord();
        return ok({
          sections: await configuration.sections(),
          revisions: await configuration.sectionRevisions(),
          testimonials: await configuration.testimonials(),
          stateRera: rera.data,
          stateReraRevision: rera.revision,
          faqs: await configuration.faqs(),
        });
      },
    }),
    route({
      method: 'post',
      path: '/admin/edit-section',
      access: 'admin',
      tag: TAG,
      summary:
        'Replace one page section ({ key, content }, checked against the section schema; If-Match or expectedRevision required; key `lifeAtAanganImages` edits the life-at-Aangan images)',
      body: editSectionSchema,
      handler: async ({ body, ctx, command }) => {
        const saved = await configuration.editSection(
          command,
          body.key,
          body.content,
          requiredRevisionOf(ctx, body.expectedRevision),
        );
        return sectionReply(saved, 'Section updated successfully');
      },
    }),
    route({
      method: 'post',
      path: '/admin/edit-section/-1',
      access: 'admin',
      tag: TAG,
      summary:
        "Add one item to a list section ({ key, item }): a hero slide, an office, a partner, ... (If-Match or expectedRevision: the section's revision)",
      body: addSectionItemSchema,
      handler: async ({ body, ctx, command }) => {
        const saved = await configuration.addSectionItem(
          command,
          body.key,
          body.item,
          requiredRevisionOf(ctx, body.expectedRevision),
        );
        return sectionReply(saved, 'Section updated successfully', 201);
      },
    }),
    route({
      method: 'post',
      path: '/admin/delete-highlight-image',
      access: 'admin',
      tag: TAG,
      summary: "Remove the highlight popup image (If-Match: the featureHighlight section's revision)",
      handler: async ({ ctx, command }) => {
        const base = requiredRevisionOf(ctx);
        try {
          const saved = await configuration.deleteHighlightImage(command, base);
          return sectionReply(saved, 'Highlight image deleted');
        } catch (error) {
          // Known refusals and store outages keep their own answer; anything else gets the spec's message.
          if (isAppError(error) || error instanceof EventStoreUnavailableError) throw error;
          deps.audit.error({ err: error }, 'highlight image removal failed');
          throw new AppError('HIGHLIGHT_DELETE_FAILED', 500, 'An error occurred while deleting the highlight image.', {
            cause: error,
          });
        }
      },
    }),

    // State RERA registrations (spec §3, §7 /user/get-state-rera: data.data as a map)
    route({
      method: 'get',
      path: '/user/get-state-rera',
      access: 'public',
      tag: TAG,
      summary: 'State RERA registrations as a key → value map in `data` (ETag: the revision of the whole map)',
      followsReadModels: true,
      response: stateReraResponseSchema,
      handler: async () => {
        const rera = await configuration.stateReraRecord();
        return withETag(rera.revision, { body: { responseCode: 200, data: rera.data } });
      },
    }),
    route({
      method: 'put',
      path: '/admin/state-rera',
      access: 'admin',
      tag: TAG,
      summary:
        "Set (or with null remove) one state's RERA registration (If-Match or expectedRevision: the map's revision)",
      body: stateReraChangeSchema,
      handler: async ({ body, ctx, command }) => {
        const saved = await configuration.setStateRera(
          command,
          body.state,
          body.registration,
          requiredRevisionOf(ctx, body.expectedRevision),
        );
        return withETag(saved.revision, {
          body: { responseCode: 200, message: 'RERA registration saved', data: saved.data },
        });
      },
    }),

    // Website Meta SEO
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

    // Currency conversion (spec §3, §9)
    route({
      method: 'get',
      path: '/user/currency-rates',
      access: 'public',
      tag: TAG,
      summary:
        'The currency options and rates (rupees per unit; ETag: the revision of the table, -1 for the built-in one)',
      followsReadModels: true,
      response: currencyRatesResponseSchema,
      handler: async () => {
        const table = await configuration.ratesRecord();
        return withETag(table.revision, ok(table.rates));
      },
    }),
    route({
      method: 'get',
      path: '/user/convert-currency',
      access: 'public',
      tag: TAG,
      summary: 'amount × rate × quantity, rounded to 2 decimals (from, to default INR, amount, quantity default 1)',
      query: convertCurrencyQuerySchema,
      handler: async ({ query }) => ok(await configuration.convert(query)),
    }),
    route({
      method: 'put',
      path: '/admin/currency-rates',
      access: 'admin',
      tag: TAG,
      summary:
        'Replace the currency table (INR must be present with rate 1; If-Match or expectedRevision: the table read)',
      body: currencyRatesSchema,
      handler: async ({ body, ctx, command }) => {
        const saved = await configuration.setRates(command, body.rates, requiredRevisionOf(ctx, body.expectedRevision));
        return withETag(saved.revision, ok(saved.rates, 'Currency rates saved'));
      },
    }),

    // Site FAQs (the /faqs page)
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
