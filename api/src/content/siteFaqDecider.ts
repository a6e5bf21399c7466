import { NotFoundError, type siteFaqDeleted, type siteFaqSaved } from '@aangan/contracts';
import type { z } from 'zod';
import type { Decider } from '../core/decider.ts';

export type SiteFaqEvent = z.infer<typeof siteFaqSaved> | z.infer<typeof siteFaqDeleted>;

type SiteFaq = z.infer<typeof siteFaqSaved>['data'];

export type SiteFaqCommand =
  { type: 'AddFaq'; faq: SiteFaq } | { type: 'EditFaq'; faq: SiteFaq } | { type: 'DeleteFaq'; faqId: string };

export type SiteFaqState = { status: 'none' | 'live' | 'deleted' };

export const siteFaqStream = (faqId: string): string => `siteFaq-${faqId}`;

export const FAQ_NOT_FOUND = 'FAQ not found';

/** One admin-written FAQ: added, edited, deleted; an edit or deletion of one not there is a 404. */
export const siteFaqDecider: Decider<SiteFaqState, SiteFaqCommand, SiteFaqEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve: (_state, event) => ({ status: event.type === 'SiteFaqSaved' ? 'live' : 'deleted' }),
  decide(command, state) {
    if (command.type === 'AddFaq') return [{ type: 'SiteFaqSaved', data: command.faq }];
    if (state.status !== 'live') throw new NotFoundError(FAQ_NOT_FOUND);
    return command.type === 'EditFaq'
      ? [{ type: 'SiteFaqSaved', data: command.faq }]
      : [{ type: 'SiteFaqDeleted', data: { faqId: command.faqId } }];
  },
};
