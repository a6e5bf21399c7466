import {
  ARTICLE_EVENT_TYPES,
  type ArticleDoc,
  type ArticleEvent,
  type CurrencyRatesDoc,
  type EventOf,
  type SeoMetaDoc,
  type SiteFaqDoc,
  type SiteSectionDoc,
  type StateReraDoc,
  type TestimonialDoc,
} from '@aangan/contracts';
import { eventTime, type RecordedEvent } from '../eventStore/EventStore.ts';
import type { ProductProjector } from './recorded.ts';

const at = (event: RecordedEvent) => eventTime(event);
const actorId = (event: RecordedEvent) =>
  String((event.metadata['actor'] as { id?: string } | undefined)?.id ?? 'system');
const idAfter = (prefix: string) => (event: RecordedEvent) =>
  event.stream.startsWith(prefix) ? event.stream.slice(prefix.length) : null;

/** Blogs, news and awards; deleted ones stay (restorable) and say so. */
export const articlesProjector: ProductProjector<ArticleDoc, ArticleEvent> = {
  name: 'articles',
  collection: 'articles',
  handles: ARTICLE_EVENT_TYPES,
  indexes: [
    { keys: { slug: 1 } },
    // A kind's listing, newest first; the console's list by last change.
    { keys: { kind: 1, deleted: 1, createdAt: -1, _id: -1 } },
    { keys: { updatedAt: -1, _id: -1 } },
  ],
  documentId: idAfter('article-'),
  evolve(doc, event) {
    const when = at(event);
    switch (event.type) {
      case 'ArticlePublished': {
        const { articleId, ...fields } = event.data;
        return {
          _id: articleId,
          revision: event.revision,
          ...fields,
          deleted: false,
          createdAt: when,
          updatedAt: when,
          authorId: actorId(event),
        };
      }
      case 'ArticleEdited': {
        if (!doc) return null;
        const { articleId, ...fields } = event.data;
        return { ...doc, ...fields, revision: event.revision, updatedAt: when };
      }
      case 'ArticleDeleted':
        return doc && { ...doc, deleted: true, revision: event.revision, updatedAt: when };
      case 'ArticleRestored':
        return doc && { ...doc, deleted: false, revision: event.revision, updatedAt: when };
      case 'ArticleOgImageChanged':
        return doc && { ...doc, ogImage: event.data.ogImage, revision: event.revision, updatedAt: when };
    }
  },
};

export const testimonialsProjector: ProductProjector<
  TestimonialDoc,
  EventOf<'TestimonialAdded' | 'TestimonialDeleted'>
> = {
  name: 'testimonials',
  collection: 'testimonials',
  handles: ['TestimonialAdded', 'TestimonialDeleted'],
  indexes: [{ keys: { deleted: 1, createdAt: -1, _id: -1 } }],
  documentId: idAfter('testimonial-'),
  evolve(doc, event) {
    if (event.type === 'TestimonialAdded') {
      const { testimonialId, ...fields } = event.data;
      return { _id: testimonialId, ...fields, deleted: false, createdAt: at(event) };
    }
    return doc && { ...doc, deleted: true };
  },
};

export const siteSectionsProjector: ProductProjector<SiteSectionDoc, EventOf<'SiteSectionChanged'>> = {
  name: 'site_sections',
  collection: 'site_sections',
  handles: ['SiteSectionChanged'],
  documentId: idAfter('siteSection-'),
  evolve(_doc, event) {
    return {
      _id: event.data.key,
      content: event.data.content,
      revision: event.revision,
      updatedAt: at(event),
      updatedBy: actorId(event),
    };
  },
};

export const stateReraProjector: ProductProjector<StateReraDoc, EventOf<'StateReraChanged'>> = {
  name: 'state_rera',
  collection: 'state_rera',
  handles: ['StateReraChanged'],
  documentId: (event) => (event.stream === 'stateRera' ? 'states' : null),
  evolve(doc, event) {
    const { state, registration } = event.data;
    const data = { ...(doc?.data ?? {}) };
    if (registration === null) delete data[state];
    else data[state] = registration;
    return { _id: 'states', data, revision: event.revision, updatedAt: at(event) };
  },
};

export const seoMetaProjector: ProductProjector<SeoMetaDoc, EventOf<'SeoMetaChanged'>> = {
  name: 'seo_meta',
  collection: 'seo_meta',
  handles: ['SeoMetaChanged'],
  documentId: idAfter('seoMeta-'),
  evolve(_doc, event) {
    return { _id: event.data.route, ...event.data, revision: event.revision, updatedAt: at(event) };
  },
};

export const currencyRatesProjector: ProductProjector<CurrencyRatesDoc, EventOf<'CurrencyRatesChanged'>> = {
  name: 'currency_rates',
  collection: 'currency_rates',
  handles: ['CurrencyRatesChanged'],
  documentId: (event) => (event.stream === 'currencyRates' ? 'rates' : null),
  evolve(_doc, event) {
    return { _id: 'rates', rates: event.data.rates, revision: event.revision, updatedAt: at(event) };
  },
};

export const siteFaqsProjector: ProductProjector<SiteFaqDoc, EventOf<'SiteFaqSaved' | 'SiteFaqDeleted'>> = {
  name: 'site_faqs',
  collection: 'site_faqs',
  handles: ['SiteFaqSaved', 'SiteFaqDeleted'],
  indexes: [{ keys: { order: 1, createdAt: 1 } }, { keys: { order: 1, _id: 1 } }],
  documentId: idAfter('siteFaq-'),
  evolve(doc, event) {
    if (event.type === 'SiteFaqDeleted')
      return doc && { ...doc, deleted: true, revision: event.revision, updatedAt: at(event) };
    const { faqId, question, answer, order } = event.data;
    return {
      _id: faqId,
      question,
      answer,
      order,
      deleted: false,
      revision: event.revision,
      createdAt: doc?.createdAt ?? at(event),
      updatedAt: at(event),
    };
  },
};

export const contentProjectors = [
  articlesProjector,
  testimonialsProjector,
  siteSectionsProjector,
  stateReraProjector,
  seoMetaProjector,
  currencyRatesProjector,
  siteFaqsProjector,
];
