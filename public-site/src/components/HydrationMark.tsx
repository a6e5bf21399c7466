import { useEffect } from 'react';

/**
 * Marks the document once the page is interactive (`<html data-hydrated>`): its effect runs after
 * every effect before it in the page (timers of the banner, the popups and the enquiry modal), so
 * tests and tools can wait for it instead of guessing.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = 'true';
  }, []);
  return null;
}
