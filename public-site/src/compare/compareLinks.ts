import { compareHref } from '@aangan/contracts/browser';

/** `diff=1`: the comparison shows only the rows whose values differ. */
export const ONLY_DIFFERENCES_PARAM = 'diff';

/** The compare page for these projects, showing every row or only the differences. */
export const compareLink = (slugs: readonly string[], onlyDifferences: boolean): string => {
  const href = compareHref(slugs);
  return onlyDifferences ? `${href}${href.includes('?') ? '&' : '?'}${ONLY_DIFFERENCES_PARAM}=1` : href;
};
