import {
  DEFAULT_SITE_FAQS,
  SECTION_DEFAULTS,
  type SectionContent,
  type SiteFaqDoc,
  type SiteSectionDoc,
} from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';

/**
 * What the assistant knows about Aangan itself: the site FAQs and the contact, office and services sections,
 * as admins last edited them (the content read models), or the site's defaults until they do.
 */
export interface SiteFaq {
  question: string;
  answer: string;
}

export function createSiteKnowledge(readStore: ReadStore) {
  async function section<K extends 'contact' | 'offices' | 'services'>(key: K): Promise<SectionContent<K>> {
    const doc = await readStore.collection<SiteSectionDoc<K>>('site_sections').get(key);
    return doc?.content ?? SECTION_DEFAULTS[key];
  }

  return {
    async faqs(): Promise<SiteFaq[]> {
      const docs = await readStore
        .collection<SiteFaqDoc>('site_faqs')
        .find({ deleted: { $ne: true } }, { sort: { order: 1, _id: 1 } });
      return docs.length ? docs.map((d) => ({ question: d.question, answer: d.answer })) : DEFAULT_SITE_FAQS;
    },
    contact: () => section('contact'),
    offices: () => section('offices'),
    services: () => section('services'),
  };
}

export type SiteKnowledge = ReturnType<typeof createSiteKnowledge>;
