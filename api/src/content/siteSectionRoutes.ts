import { EventStoreUnavailableError } from '@aangan/projections';
import {
  addSectionItemSchema,
  AppError,
  editSectionSchema,
  isAppError,
  LIFE_AT_IMAGES_SETTING,
  moderationDataSchema,
  siteSettingsResponseSchema,
} from '@aangan/contracts';
import type { Logger } from 'pino';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { ok, route, type AnyRoute, type Reply } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/** Site settings and page sections (spec §1, §3 "Site settings", §7) */
export function siteSectionRoutes(deps: { configuration: WebsiteConfiguration; audit: Logger }): AnyRoute[] {
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
  ];
}
