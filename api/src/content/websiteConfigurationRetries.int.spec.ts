import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotFoundError } from '@aangan/contracts';
import { faultyEventStore } from '@aangan/projections/testing';
import type { CommandContext } from '../core/commandContext.ts';
import { startTestApp, type TestApp } from '../testing/testApp.ts';
import { createWebsiteConfiguration } from './websiteConfiguration.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const context: CommandContext = {
  actor: { id: 'admin-1', role: 'admin' },
  correlationId: 'req-1',
  causationId: 'req-1',
};

/** Website Configuration on the app's real stores, whose event store loses the answers it is told to. */
function configurationLosingAnswers() {
  const s = t.system;
  const faulty = faultyEventStore(s.eventStore);
  const configuration = createWebsiteConfiguration({
    eventStore: faulty.store,
    readStore: s.readStore,
    ids: s.ids,
    now: s.now,
    waiter: s.waiter,
  });
  return { configuration, faulty };
}

const typesIn = async (stream: string) => (await t.system.eventStore.readStream(stream)).map((e) => e.type);

describe('Website Configuration changes whose answer was lost are recorded once', () => {
  it('currency rates, a state RERA number, SEO meta, a testimonial and a FAQ: one event each', async () => {
    const { configuration, faulty } = configurationLosingAnswers();
    faulty.loseNextAnswers(1);
    const rates = { ...(await configuration.rates()), USD: { name: 'US Dollar', inrPerUnit: 84.5 } };
    await configuration.setRates(context, rates);
    expect(await typesIn('currencyRates')).toEqual(['CurrencyRatesChanged']);

    faulty.loseNextAnswers(1);
    expect((await configuration.setStateRera(context, 'Goa', 'https://rera.goa.gov.in')).data).toMatchObject({
      Goa: 'https://rera.goa.gov.in',
    });
    expect(await typesIn('stateRera')).toEqual(['StateReraChanged']);

    faulty.loseNextAnswers(1);
    await configuration.setSeoMeta(context, { route: '/media', title: 'Media', description: 'Aangan in the news.' });
    expect(await typesIn('seoMeta-/media')).toEqual(['SeoMetaChanged']);

    faulty.loseNextAnswers(1);
    const testimonialId = await configuration.addTestimonial(context, {
      kind: 'client',
      name: 'Meera',
      content: 'Honest prices.',
    });
    faulty.loseNextAnswers(1);
    await configuration.deleteTestimonial(context, testimonialId);
    expect(await typesIn(`testimonial-${testimonialId}`)).toEqual(['TestimonialAdded', 'TestimonialDeleted']);

    faulty.loseNextAnswers(1);
    const faq = await configuration.saveFaq(context, null, {
      question: 'Is the price final?',
      answer: 'Yes, as listed.',
    });
    expect(await typesIn(`siteFaq-${faq._id}`)).toEqual(['SiteFaqSaved']);
    expect(faulty.appendCalls()).toBe(12);
  });

  it('a deleted testimonial or FAQ cannot be changed again, judged from its events', async () => {
    const { configuration } = configurationLosingAnswers();
    const testimonialId = await configuration.addTestimonial(context, {
      kind: 'employee',
      name: 'Arjun',
      content: 'Good team.',
    });
    await configuration.deleteTestimonial(context, testimonialId);
    await expect(configuration.deleteTestimonial(context, testimonialId)).rejects.toThrow(
      new NotFoundError('Testimonial not found'),
    );
    const faq = await configuration.saveFaq(context, null, { question: 'Q?', answer: 'A.' });
    await configuration.deleteFaq(context, faq._id);
    await expect(configuration.saveFaq(context, faq._id, { question: 'Q2?', answer: 'A2.' })).rejects.toThrow(
      new NotFoundError('FAQ not found'),
    );
    await expect(configuration.deleteFaq(context, 'aaaaaaaaaaaaaaaaaaaaaaaa')).rejects.toThrow(NotFoundError);
    expect(await typesIn(`siteFaq-${faq._id}`)).toEqual(['SiteFaqSaved', 'SiteFaqDeleted']);
  });
});
