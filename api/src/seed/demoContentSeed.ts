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
export async function seedDemoContent(system: System): Promise<{ articles: number; testimonials: number; states: number }> {
  if ((await system.readStore.collection('articles').count({})) > 0) return { articles: 0, testimonials: 0, states: 0 };
  const context = systemContext(system.ids, 'demo-seed');
  const site = system.siteContent;
  // One at a time, oldest first, so the newest article is the last in this list.
  for (const fields of DEMO_ARTICLES) await system.articles.create(context, fields);
  for (const testimonial of DEMO_TESTIMONIALS) await site.addTestimonial(context, testimonial);
  await site.editSection(context, 'ceoMessage', DEMO_LEADERSHIP.ceoMessage);
  await site.editSection(context, 'cooMessage', DEMO_LEADERSHIP.cooMessage);
  await site.editSection(context, 'marketingPartners', { partners: DEMO_PARTNERS.map((name) => ({ name, logoUrl: partnerLogoPath(name) })) });
  await site.editSection(context, 'certificates', DEMO_CERTIFICATES);
  await site.editSection(context, 'social', DEMO_SOCIAL);
  await site.editSection(context, 'reviewSites', DEMO_REVIEW_SITES);
  for (const [state, rera] of Object.entries(STATE_RERA)) await site.setStateRera(context, state, rera.agentRegistration);
  return { articles: DEMO_ARTICLES.length, testimonials: DEMO_TESTIMONIALS.length, states: Object.keys(STATE_RERA).length };
}
