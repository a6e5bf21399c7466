import { DEFAULT_SITE_FAQS, NotFoundError, type SiteFaqDoc } from '@aangan/contracts';
import type { CommandContext } from '../core/commandContext.ts';
import { requireVisible } from '../core/commandAccepted.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { FAQ_NOT_FOUND, siteFaqDecider, siteFaqStream } from './siteFaqDecider.ts';
import { MODERATION_DATA, collectionsOf, type WebsiteConfigurationDeps } from './websiteConfigurationDeps.ts';

export function createSiteFaqs(deps: WebsiteConfigurationDeps) {
  const col = collectionsOf(deps.readStore);
  const faqCommands = commandRunner(deps, {
    decider: siteFaqDecider,
    idOf: (command) => (command.type === 'DeleteFaq' ? command.faqId : command.faq.faqId),
    stream: siteFaqStream,
    poll: () => MODERATION_DATA,
  });

  return {
    async faqs() {
      const docs = await col<SiteFaqDoc>('site_faqs').find({}, { sort: { order: 1, createdAt: 1 } });
      // Until admins have written any, the spec's defaults stand in (with stable ids).
      if (docs.length === 0) return DEFAULT_SITE_FAQS.map((f, i) => ({ _id: `default-${i + 1}`, ...f, order: i }));
      return docs.filter((d) => !d.deleted).map(({ _position, deleted, ...f }) => f);
    },
    /** One admin-written FAQ with its revision (404 once deleted). */
    async faq(faqId: string) {
      const doc = await col<SiteFaqDoc>('site_faqs').get(faqId);
      if (!doc || doc.deleted) throw new NotFoundError(FAQ_NOT_FOUND);
      const { _position, deleted, ...faq } = doc;
      return faq;
    },
    /** Adds an FAQ (`faqId` null) or edits one, based on `expectedRevision` when given. */
    async saveFaq(
      context: CommandContext,
      faqId: string | null,
      input: { question: string; answer: string; order?: number | undefined },
      expectedRevision?: number,
    ) {
      const id = faqId ?? deps.ids.objectId();
      // An edit that does not move the FAQ keeps its place; a new one goes last.
      const order =
        input.order ??
        (faqId ? (await col<SiteFaqDoc>('site_faqs').get(faqId))?.order : undefined) ??
        (await col<SiteFaqDoc>('site_faqs').count({}));
      const faq = { faqId: id, question: input.question, answer: input.answer, order };
      const { stored } = await faqCommands(
        context,
        faqId ? { type: 'EditFaq', faq } : { type: 'AddFaq', faq },
        faqId ? { expectedRevision } : {},
      );
      requireVisible(stored);
      return { _id: id, question: input.question, answer: input.answer, order, revision: stored.revision };
    },
    async deleteFaq(context: CommandContext, faqId: string, expectedRevision?: number) {
      const { stored } = await faqCommands(context, { type: 'DeleteFaq', faqId }, { expectedRevision });
      requireVisible(stored);
      return { revision: stored.revision };
    },
  };
}
