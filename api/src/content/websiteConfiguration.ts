import { createCurrencyRates } from './currencyRates.ts';
import { createSeoMeta } from './seoMeta.ts';
import { createSiteFaqs } from './siteFaqs.ts';
import { createSiteSections } from './siteSections.ts';
import { createStateRera } from './stateRera.ts';
import { createTestimonials } from './testimonials.ts';
import type { WebsiteConfigurationDeps } from './websiteConfigurationDeps.ts';

/**
 * Everything the public site shows besides projects and articles: page sections, testimonials,
 * state RERA registrations, per-route SEO meta, currency rates and site FAQs. Each change is an
 * event; reads fall back to the spec's defaults until an admin has changed a thing.
 */
export function createWebsiteConfiguration(deps: WebsiteConfigurationDeps) {
  return {
    ...createSiteSections(deps),
    ...createTestimonials(deps),
    ...createStateRera(deps),
    ...createSeoMeta(deps),
    ...createCurrencyRates(deps),
    ...createSiteFaqs(deps),
  };
}

export type WebsiteConfiguration = ReturnType<typeof createWebsiteConfiguration>;
