import { formatPriceRange } from '@aangan/contracts/browser';
import type { ProjectView } from './apiResponses.ts';
import type { PageData } from './pageData.ts';
import { searchHeading } from './pages/SearchResultPage.tsx';

export interface PageMeta {
  title: string;
  description: string;
  /** Error screens stay out of search engines. */
  noindex: boolean;
  /** The page's one address for search engines (absolute). */
  canonical?: string;
  /** An absolute image address for link previews. */
  image?: string;
}

const SITE_NAME = 'Aangan';

const projectMeta = (project: ProjectView): PageMeta => {
  const place = [project.locality, project.city].filter(Boolean).join(', ');
  const price = formatPriceRange(project.priceMin, project.priceMax);
  const title = project.metaTitle || `${project.projectTitle}${place ? ` in ${place}` : ''} | ${SITE_NAME}`;
  const description =
    project.metaDescription ||
    `${project.projectTitle}${place ? `, ${place}` : ''}${project.developer ? ` by ${project.developer.name}` : ''}: ` +
      `${price ? `prices ${price}, ` : ''}units, amenities, location and RERA registration on ${SITE_NAME}.`;
  return {
    title,
    description,
    noindex: false,
    canonical: project.url,
    ...(project.coverImage ? { image: new URL(project.coverImage, project.url).href } : {}),
  };
};

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
    case 'project':
      return projectMeta(page.project);
    case 'contact':
      return {
        title: `Contact us | ${SITE_NAME}`,
        description: 'Ask Aangan about a project, a home loan or a site visit. Offices in Noida, Mumbai, Lucknow, Gurugram and Zirakpur.',
        noindex: false,
      };
    case 'careers':
      return {
        title: `Careers | ${SITE_NAME}`,
        description: 'Work with Aangan: apply for roles in real estate advisory, sales and customer service across India.',
        noindex: false,
      };
    case 'privacy':
      return {
        title: `Privacy policy | ${SITE_NAME}`,
        description: 'How Aangan uses the details you share in its enquiry, contact and careers forms, and how to have them erased.',
        noindex: false,
      };
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
