import type { ProjectCard, SearchSort } from '@aangan/contracts/browser';
import type { ProjectSearchPage, ProjectView } from './apiResponses.ts';

/** The filters a visitor can set on /search-result, as read from its query string. */
export interface SearchQuery {
  city: string;
  projectType: string;
  searchString: string;
  sort: SearchSort;
  page: number;
}

export type PageData =
  | { kind: 'home'; cities: string[]; newest: ProjectCard[] }
  | { kind: 'search'; query: SearchQuery; cities: string[]; results: ProjectSearchPage }
  | { kind: 'project'; project: ProjectView }
  | { kind: 'contact' }
  | { kind: 'careers' }
  | { kind: 'privacy' }
  | { kind: 'notFound' }
  | { kind: 'unavailable' };

/** Built files the document links to; the server reads them from the Vite manifest. */
export interface PageAssets {
  script: string;
  styles: string[];
  /** Chunks the page needs at once (its lazily loaded form), fetched beside the entry script. */
  preload: string[];
}

/** Everything the client needs to hydrate exactly what the server rendered. */
export interface PagePayload {
  page: PageData;
  assets: PageAssets;
}

export const DATA_ELEMENT_ID = '__DATA__';

/** JSON for a `<script type="application/json">`; `<` is escaped so no `</script>` can close it early. */
export const serializePayload = (payload: PagePayload): string => JSON.stringify(payload).replace(/</g, '\\u003c');

export const statusOf = (page: PageData): number => {
  switch (page.kind) {
    case 'home':
    case 'search':
    case 'project':
    case 'contact':
    case 'careers':
    case 'privacy':
      return 200;
    case 'notFound':
      return 404;
    case 'unavailable':
      return 503;
    default: {
      const unreachable: never = page;
      return unreachable;
    }
  }
};
