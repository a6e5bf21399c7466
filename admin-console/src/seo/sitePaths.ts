/**
 * The public site's pages (spec §2) that Website Meta SEO lists even before an admin sets their
 * meta, so it is plain which ones still use the page's own title and description.
 */
export const SITE_PATHS: readonly { route: string; name: string }[] = [
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
];

export const pageNameOf = (route: string): string | undefined => SITE_PATHS.find((path) => path.route === route)?.name;

/** What `PUT /admin/seo-meta` accepts as a route. */
export const ROUTE_PATTERN = /^\/[\w\-/{}]*$/;
