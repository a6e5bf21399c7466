/** Story, articles, FAQs, careers, contact, legal, operations, sitemap, sign-in and error pages. */
export const pages = {};

export type PagesStrings = typeof pages;
