import type { SectionContent, SectionKey } from '@aangan/contracts';
import type { SeoMeta, SiteFaq } from '@aangan/contracts/browser';

/** The content answers as the pages use them: types of the contracts' response schemas, which the server's loaders parse. */

export type { ArticleKind, ArticleListPage, ArticleSummary, ArticleView, Testimonial } from '@aangan/contracts/browser';
export type SiteSections = { [K in SectionKey]: SectionContent<K> };
export type HeroSlide = SectionContent<'heroSection'>['slides'][number];
export type StatItem = SectionContent<'stats'>['items'][number];
export type ContactDetails = SectionContent<'contact'>;
export type Certificate = SectionContent<'certificates'>['items'][number];
export type Faq = SiteFaq;
/** What an admin set for one site path under Website Meta SEO. */
export type SeoOverride = SeoMeta;
