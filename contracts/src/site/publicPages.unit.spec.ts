import { describe, expect, it } from 'vitest';
import { pageLinks, PUBLIC_PAGES, publicPageAt, sitemapXmlPaths } from './publicPages.ts';

const hrefsAndLabels = (links: Array<{ href: string; label: string }>) => links.map(({ href, label }) => [href, label]);

describe("the public site's page list", () => {
  it('gives each address one page', () => {
    const paths = PUBLIC_PAGES.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(publicPageAt('/careers')?.kind).toBe('careers');
    expect(publicPageAt('/careers/')).toBeUndefined();
  });

  it('gives no two links of one list the same position', () => {
    const lists = [
      ...(['main', 'projects', 'media', 'drawer'] as const).map((list) => pageLinks('header', list)),
      ...(['quick', 'about'] as const).map((list) => pageLinks('footer', list)),
      ...(['about', 'read', 'policies'] as const).map((list) => pageLinks('sitemapPage', list)),
    ];
    for (const links of lists) expect(new Set(links.map((link) => link.order)).size).toBe(links.length);
  });

  it("makes the header's plain links (spec §2 menus), in order and with their labels", () => {
    expect(hrefsAndLabels(pageLinks('header', 'main'))).toEqual([
      ['/', 'Home'],
      ['/our-story', 'Story'],
      ['/blogs', 'Blog'],
      ['/careers', 'Careers'],
      ['/contact-us', 'Contact'],
    ]);
    expect(hrefsAndLabels(pageLinks('header', 'projects'))).toEqual([
      ['/search-result', 'All projects'],
      ['/emi-calculator', 'EMI calculator'],
      ['/currency-converter', 'Currency converter'],
    ]);
    expect(hrefsAndLabels(pageLinks('header', 'media'))).toEqual([
      ['/news', 'News'],
      ['/awards-and-recognition', 'Awards and recognition'],
    ]);
    expect(hrefsAndLabels(pageLinks('header', 'drawer'))).toEqual([
      ['/faqs', 'FAQs'],
      ['/login', 'Login'],
    ]);
  });

  it("makes the footer's quick and about links (spec §2 footer)", () => {
    expect(hrefsAndLabels(pageLinks('footer', 'quick'))).toEqual([
      ['/search-result', 'Projects'],
      ['/contact-us', 'Contact Us'],
      ['/careers', 'Careers'],
      ['/sitemap', 'SiteMap'],
      ['/emi-calculator', 'EMI calculator'],
      ['/currency-converter', 'Currency converter'],
    ]);
    expect(hrefsAndLabels(pageLinks('footer', 'about'))).toEqual([
      ['/our-story', 'Our story'],
      ['/blogs', 'Blogs'],
      ['/news', 'News'],
      ['/awards-and-recognition', 'Awards and recognition'],
      ['/faqs', 'FAQs'],
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/privacy-policy', 'Privacy policy'],
      ['/rera-disclaimer', 'RERA disclaimer'],
    ]);
  });

  it("makes the sitemap page's sections of page links", () => {
    expect(hrefsAndLabels(pageLinks('sitemapPage', 'about'))).toEqual([
      ['/our-story', 'Our story'],
      ['/careers', 'Careers'],
      ['/contact-us', 'Contact us'],
    ]);
    expect(hrefsAndLabels(pageLinks('sitemapPage', 'read'))).toEqual([
      ['/blogs', 'Blogs'],
      ['/news', 'News'],
      ['/awards-and-recognition', 'Awards and recognition'],
      ['/faqs', 'FAQs'],
    ]);
    expect(hrefsAndLabels(pageLinks('sitemapPage', 'policies'))).toEqual([
      ['/terms-and-conditions', 'Terms and conditions'],
      ['/privacy-policy', 'Privacy policy'],
      ['/rera-disclaimer', 'RERA disclaimer'],
    ]);
  });

  it('lists every page for search engines but the sign-in page', () => {
    expect(sitemapXmlPaths()).toEqual([
      '/',
      '/search-result',
      '/our-story',
      '/blogs',
      '/news',
      '/awards-and-recognition',
      '/careers',
      '/contact-us',
      '/faqs',
      '/emi-calculator',
      '/currency-converter',
      '/terms-and-conditions',
      '/privacy-policy',
      '/rera-disclaimer',
      '/sitemap',
      '/aangan-operations',
    ]);
  });
});
