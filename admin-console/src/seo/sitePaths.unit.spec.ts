import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES } from '@aangan/contracts/browser';
import { pageNameOf, SITE_PATHS } from './sitePaths.ts';

describe("Website Meta SEO's list of site pages", () => {
  it('names the pages of the public site in the order an admin knows them', () => {
    expect(SITE_PATHS).toEqual([
      { route: '/', name: 'Home' },
      { route: '/our-story', name: 'Our story' },
      { route: '/search-result', name: 'Search results' },
      { route: '/blogs', name: 'Blogs' },
      { route: '/news', name: 'News' },
      { route: '/awards-and-recognition', name: 'Awards and recognition' },
      { route: '/careers', name: 'Careers' },
      { route: '/contact-us', name: 'Contact us' },
      { route: '/faqs', name: 'FAQs' },
      { route: '/terms-and-conditions', name: 'Terms and conditions' },
      { route: '/privacy-policy', name: 'Privacy policy' },
      { route: '/rera-disclaimer', name: 'RERA disclaimer' },
    ]);
  });

  it("is the site's page list: every page marked for the console, under its name", () => {
    const marked = PUBLIC_PAGES.filter((page) => page.consoleOrder);
    expect(SITE_PATHS.map((path) => path.route).sort()).toEqual(marked.map((page) => page.path).sort());
    for (const page of marked) expect(pageNameOf(page.path)).toBe(page.label);
    expect(pageNameOf('/login')).toBeUndefined();
  });
});
