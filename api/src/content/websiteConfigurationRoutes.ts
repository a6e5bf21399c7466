import type { Logger } from 'pino';
import type { AnyRoute } from '../routing/routeTable.ts';
import { currencyRateRoutes } from './currencyRateRoutes.ts';
import { seoMetaRoutes } from './seoMetaRoutes.ts';
import { siteFaqRoutes } from './siteFaqRoutes.ts';
import { siteSectionRoutes } from './siteSectionRoutes.ts';
import { stateReraRoutes } from './stateReraRoutes.ts';
import { testimonialRoutes } from './testimonialRoutes.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

/**
 * What the console's Website Configuration tab edits and the site shows: page sections, testimonials,
 * state RERA registrations, SEO meta, currency rates and FAQs.
 */
export function websiteConfigurationRoutes(deps: { configuration: WebsiteConfiguration; audit: Logger }): AnyRoute[] {
  const { configuration } = deps;

  return [
    ...testimonialRoutes(configuration),
    ...siteSectionRoutes(deps),
    ...stateReraRoutes(configuration),
    ...seoMetaRoutes(configuration),
    ...currencyRateRoutes(configuration),
    ...siteFaqRoutes(configuration),
  ];
}
