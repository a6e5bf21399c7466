import type { SectionContent, SectionKey } from '@aangan/contracts';
import { systemContext } from '../core/commandContext.ts';
import type { System } from '../system.ts';
import {
  DEMO_ARTICLES,
  DEMO_CERTIFICATES,
  DEMO_LEADERSHIP,
  DEMO_PARTNERS,
  DEMO_REVIEW_SITES,
  DEMO_SOCIAL,
  DEMO_TESTIMONIALS,
  partnerLogoPath,
} from './demoContent.ts';
import { STATE_RERA } from './demoRera.ts';

/**
 * First-start content through the same commands the console uses: articles, testimonials, the
 * leadership's messages, partners, certificates, links and the state RERA registrations of every
 * state in the catalogue. Skipped when any article exists (an admin already wrote content).
 */
export async function seedDemoContent(
  system: System,
): Promise<{ articles: number; testimonials: number; states: number }> {
  if ((await system.readStore.collection('articles').count({})) > 0) return { articles: 0, testimonials: 0, states: 0 };
  const context = systemContext(system.ids, 'demo-seed');
  const site = system.websiteConfiguration;
  // One at a time, oldest first, so the newest article is the last in this list.
  for (const fields of DEMO_ARTICLES) await system.articles.create(context, fields);
  for (const testimonial of DEMO_TESTIMONIALS) await site.addTestimonial(context, testimonial);
  // Only sections nobody has saved yet (revision -1): an admin's own words are never replaced.
  const saved = await site.sectionRevisions();
  const fill = async <K extends SectionKey>(key: K, content: SectionContent<K>) => {
    if (saved[key] === undefined) await site.editSection(context, key, content, -1);
  };
  await fill('ceoMessage', DEMO_LEADERSHIP.ceoMessage);
  await fill('cooMessage', DEMO_LEADERSHIP.cooMessage);
  await fill('marketingPartners', {
    partners: DEMO_PARTNERS.map((name) => ({ name, logoUrl: partnerLogoPath(name) })),
  });
  await fill('certificates', DEMO_CERTIFICATES);
  await fill('social', DEMO_SOCIAL);
  await fill('reviewSites', DEMO_REVIEW_SITES);
  for (const [state, rera] of Object.entries(STATE_RERA))
    await site.setStateRera(context, state, rera.agentRegistration);
  return {
    articles: DEMO_ARTICLES.length,
    testimonials: DEMO_TESTIMONIALS.length,
    states: Object.keys(STATE_RERA).length,
  };
}
