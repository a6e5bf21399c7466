import { useEffect } from 'react';
import { whenLateSectionsHydrated } from './lateSections.ts';

/**
 * Marks the document once the page is interactive (`<html data-hydrated>`). It is rendered after the
 * page's own view, inside the boundary that waits for the page's code, so it runs when that part is
 * hydrated: the rest of the document (header, popups, the enquiry modal's timer) commits before or
 * with it. Sections whose code comes after the page's (components/lateSections.ts) are waited for too.
 * Tests and tools wait for it instead of guessing, and the start script does again then what the
 * visitor did before (web-static/pageStart.ts).
 */
export function HydrationMark() {
  useEffect(
    () =>
      whenLateSectionsHydrated(() => {
        document.documentElement.dataset['hydrated'] = 'true';
      }),
    [],
  );
  return null;
}
