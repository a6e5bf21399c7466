import { describe, expect, it } from 'vitest';
import { NotFoundError } from '@aangan/contracts';
import { siteFaqDecider, type SiteFaqCommand, type SiteFaqEvent } from './siteFaqDecider.ts';

const given = (events: SiteFaqEvent[]) => events.reduce(siteFaqDecider.evolve, siteFaqDecider.initialState());
const when = (events: SiteFaqEvent[], command: SiteFaqCommand) => siteFaqDecider.decide(command, given(events));
const faq = { faqId: 'f1', question: 'Q?', answer: 'A.', order: 0 };
const saved: SiteFaqEvent = { type: 'SiteFaqSaved', data: faq };
const deleted: SiteFaqEvent = { type: 'SiteFaqDeleted', data: { faqId: 'f1' } };

describe('site FAQ decider', () => {
  it('adding records the FAQ as given', () => {
    expect(when([], { type: 'AddFaq', faq })).toEqual([saved]);
  });

  it('an FAQ is edited and deleted while it exists', () => {
    const edited = { ...faq, answer: 'Another answer.' };
    expect(when([saved], { type: 'EditFaq', faq: edited })).toEqual([{ type: 'SiteFaqSaved', data: edited }]);
    expect(when([saved, { type: 'SiteFaqSaved', data: edited }], { type: 'DeleteFaq', faqId: 'f1' })).toEqual([
      deleted,
    ]);
  });

  it('editing or deleting one never added, or deleted, is a 404', () => {
    expect(() => when([], { type: 'EditFaq', faq })).toThrow(new NotFoundError('FAQ not found'));
    expect(() => when([saved, deleted], { type: 'EditFaq', faq })).toThrow(NotFoundError);
    expect(() => when([saved, deleted], { type: 'DeleteFaq', faqId: 'f1' })).toThrow(NotFoundError);
  });
});
