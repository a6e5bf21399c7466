import type { PagesStrings } from '../en/pages.ts';

/** Story, articles, FAQs, careers, contact, legal, operations, sitemap, sign-in and error pages, in Hindi. */
export const pages: PagesStrings = {};
