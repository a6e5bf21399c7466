import type { PageData } from './pageData.ts';
import { searchHeading } from './pages/SearchResultPage.tsx';

export interface PageMeta {
  title: string;
  description: string;
  /** Error screens stay out of search engines. */
  noindex: boolean;
}

const SITE_NAME = 'Aangan';

export const pageMeta = (page: PageData): PageMeta => {
  switch (page.kind) {
    case 'home':
      return {
        title: `${SITE_NAME} | New homes and projects across India`,
        description:
          'Search RERA-registered residential, commercial and farmland projects in Noida, Gurugram, Mumbai and more, with expert advice from Aangan.',
        noindex: false,
      };
    case 'search': {
      const heading = searchHeading(page.query);
      return {
        title: `${heading} | ${SITE_NAME}`,
        description: `${heading}: compare prices, configurations and possession status of ${page.results.total} projects on Aangan.`,
        noindex: false,
      };
    }
    case 'notFound':
      return { title: `Page Not Found | ${SITE_NAME}`, description: 'This page does not exist on Aangan.', noindex: true };
    case 'unavailable':
      return { title: `Please try again | ${SITE_NAME}`, description: 'This page could not be loaded right now.', noindex: true };
    default: {
      const unreachable: never = page;
      return unreachable;
    }
  }
};
