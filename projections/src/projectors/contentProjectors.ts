import {
  ARTICLE_EVENT_TYPES,
  type ArticleDoc,
  type ArticleEvent,
  type CurrencyRatesDoc,
  type SectionKey,
  type SeoMetaDoc,
  type SiteFaqDoc,
  type SiteSectionDoc,
  type StateReraDoc,
  type TestimonialDoc,
} from '@aangan/contracts';
import { eventTime, type RecordedEvent } from '../eventStore/EventStore.ts';
import type { Projector } from '../runner/Projector.ts';

const at = (event: RecordedEvent) => eventTime(event);
const actorId = (event: RecordedEvent) =>
  String((event.metadata['actor'] as { id?: string } | undefined)?.id ?? 'system');
const idAfter = (prefix: string) => (event: RecordedEvent) =>
  event.stream.startsWith(prefix) ? event.stream.slice(prefix.length) : null;

/** Blogs, news and awards; deleted ones stay (restorable) and say so. */
export const articlesProjector: Projector<ArticleDoc> = {
  name: 'articles',
  collection: 'articles',
  handles: ARTICLE_EVENT_TYPES,
  indexes: [{ keys: { slug: 1 } }, { keys: { kind: 1 } }],
  documentId: idAfter('article-'),
  evolve(doc, recorded) {
    const event = { type: recorded.type, data: recorded.data } as ArticleEvent;
    const when = at(recorded);
    switch (event.type) {
      case 'ArticlePublished': {
        const { articleId, ...fields } = event.data;
        return {
          _id: articleId,
          revision: recorded.revision,
          ...fields,
          deleted: false,
          createdAt: when,
          updatedAt: when,
          authorId: actorId(recorded),
        };
      }
      case 'ArticleEdited': {
        if (!doc) return null;
        const { articleId, ...fields } = event.data;
        return { ...doc, ...fields, revision: recorded.revision, updatedAt: when };
      }
      case 'ArticleDeleted':
        return doc && { ...doc, deleted: true, revision: recorded.revision, updatedAt: when };
      case 'ArticleRestored':
        return doc && { ...doc, deleted: false, revision: recorded.revision, updatedAt: when };
      case 'ArticleOgImageChanged':
        return doc && { ...doc, ogImage: event.data.ogImage, revision: recorded.revision, updatedAt: when };
    }
  },
};

export const testimonialsProjector: Projector<TestimonialDoc> = {
  name: 'testimonials',
  collection: 'testimonials',
  handles: ['TestimonialAdded', 'TestimonialDeleted'],
  documentId: idAfter('testimonial-'),
  evolve(doc, event) {
    const data = event.data as Record<string, unknown>;
    if (event.type === 'TestimonialAdded') {
      return {
        _id: String(data['testimonialId']),
        kind: data['kind'] as TestimonialDoc['kind'],
        name: String(data['name']),
        content: String(data['content']),
        role: String(data['role']),
        photoUrl: (data['photoUrl'] as string | null) ?? null,
        deleted: false,
        createdAt: at(event),
      };
    }
    return doc && { ...doc, deleted: true };
  },
};

export const siteSectionsProjector: Projector<SiteSectionDoc> = {
  name: 'site_sections',
  collection: 'site_sections',
  handles: ['SiteSectionChanged'],
  documentId: idAfter('siteSection-'),
  evolve(_doc, event) {
    const data = event.data as { key: SectionKey; content: SiteSectionDoc['content'] };
    return {
      _id: data.key,
      content: data.content,
      revision: event.revision,
      updatedAt: at(event),
      updatedBy: actorId(event),
    };
  },
};

export const stateReraProjector: Projector<StateReraDoc> = {
  name: 'state_rera',
  collection: 'state_rera',
  handles: ['StateReraChanged'],
  documentId: (event) => (event.stream === 'stateRera' ? 'states' : null),
  evolve(doc, event) {
    const { state, registration } = event.data as { state: string; registration: string | null };
    const data = { ...(doc?.data ?? {}) };
    if (registration === null) delete data[state];
    else data[state] = registration;
    return { _id: 'states', data, revision: event.revision, updatedAt: at(event) };
  },
};

export const seoMetaProjector: Projector<SeoMetaDoc> = {
  name: 'seo_meta',
  collection: 'seo_meta',
  handles: ['SeoMetaChanged'],
  documentId: idAfter('seoMeta-'),
  evolve(_doc, event) {
    const data = event.data as Omit<SeoMetaDoc, '_id' | '_position' | 'updatedAt'>;
    return { _id: data.route, ...data, revision: event.revision, updatedAt: at(event) };
  },
};

export const currencyRatesProjector: Projector<CurrencyRatesDoc> = {
  name: 'currency_rates',
  collection: 'currency_rates',
  handles: ['CurrencyRatesChanged'],
  documentId: (event) => (event.stream === 'currencyRates' ? 'rates' : null),
  evolve(_doc, event) {
    return {
      _id: 'rates',
      rates: (event.data as { rates: CurrencyRatesDoc['rates'] }).rates,
      revision: event.revision,
      updatedAt: at(event),
    };
  },
};

export const siteFaqsProjector: Projector<SiteFaqDoc> = {
  name: 'site_faqs',
  collection: 'site_faqs',
  handles: ['SiteFaqSaved', 'SiteFaqDeleted'],
  documentId: idAfter('siteFaq-'),
  evolve(doc, event) {
    const data = event.data as { faqId: string; question?: string; answer?: string; order?: number };
    if (event.type === 'SiteFaqDeleted')
      return doc && { ...doc, deleted: true, revision: event.revision, updatedAt: at(event) };
    return {
      _id: data.faqId,
      question: data.question!,
      answer: data.answer!,
      order: data.order!,
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
