import type { PageData, SiteChrome } from './model/pageData.ts';
import { AREA_UNIT_STORAGE_KEY } from './pages/project/areaUnitKey.ts';

/** The `data-` attributes of the page's start script (web-static/pageStart.ts). */
export interface PageStart {
  /** The page shows something by itself right after load, so its code runs at once. */
  eager: boolean;
  /** A localStorage key: when the visitor has a choice stored there, the page applies it at once. */
  remember?: string;
}

/**
 * When a page's code must run at once rather than at the visitor's first move: the highlight popup
 * is due 3 s after load on its page (spec §4), the sign-in page says who is signed in, the results
 * map is the search page's content when asked for, and a project page shows every area in the unit
 * the visitor chose before.
 */
export function pageStartOf(page: PageData, site: SiteChrome): PageStart {
  const eager =
    site.highlightImage !== null || page.kind === 'login' || (page.kind === 'search' && page.query.view === 'map');
  return page.kind === 'project' ? { eager, remember: AREA_UNIT_STORAGE_KEY } : { eager };
}
