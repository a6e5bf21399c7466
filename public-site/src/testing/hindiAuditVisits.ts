import { HINDI_TERMS, localePath } from '@aangan/contracts';
import type { Visit } from './layoutAuditor.ts';

const inHindi = (url: string): string => localePath(url, 'hi');

/** The pages every kind of reader opens, by their English addresses (their Hindi ones are audited). */
const READING = [
  '/',
  '/search-result',
  '/search-result?city=Ahmedabad',
  '/our-story',
  '/careers',
  '/contact-us',
  '/faqs',
  '/aangan-operations',
  '/sitemap',
  '/terms-and-conditions',
  '/privacy-policy',
  '/rera-disclaimer',
  '/emi-calculator',
  '/currency-converter',
  '/no-such-page',
  '/login',
  '/compare',
];

/**
 * What the layout audit opens in Hindi at a phone's width (Devanagari runs longer and taller than
 * English): every kind of page, the given article lists, articles and project pages (Hindi
 * addresses), and the menu, the filters, the enquiry and the chat opened.
 */
export function hindiAuditVisits({
  slugs,
  lists,
  articles,
  projects,
}: {
  /** Three projects' slugs, comma-separated, for a comparison and an alert. */
  slugs: string;
  lists: readonly string[];
  articles: readonly string[];
  projects: readonly string[];
}): Visit[] {
  const reading = [
    ...READING,
    `/compare?slugs=${slugs}`,
    `/alerts?project=${slugs.split(',')[0]}`,
    '/alerts?outcome=unsubscribed',
  ].map(inHindi);
  return [
    ...[...reading, ...lists, ...articles, ...projects].map((url): Visit => ({ url, viewport: 'phone' })),
    {
      url: inHindi('/'),
      viewport: 'phone',
      as: 'menu open, Projects and a city open',
      act: async (page) => {
        await page.locator('.nav-drawer-toggle').click();
        await page.locator('.drawer-panel').getByText(HINDI_TERMS.projects, { exact: true }).first().click();
        await page.locator('.drawer-panel').getByText('गुरुग्राम', { exact: true }).first().click();
        return { overlays: ['.drawer-panel'] };
      },
    },
    {
      url: inHindi('/search-result'),
      viewport: 'phone',
      as: 'filters open',
      act: async (page) => {
        await page.locator('.filters-open').click();
        return { overlays: ['.filter-panel'] };
      },
    },
    {
      url: projects[0],
      viewport: 'phone',
      as: 'enquiry open',
      interactive: true,
      act: async (page) => {
        await page.locator('.bottom-bar button').click();
        await page.locator('dialog.modal[open] input').first().waitFor();
        return { overlays: ['dialog.modal'] };
      },
    },
    {
      url: inHindi('/'),
      viewport: 'phone',
      as: 'chat open',
      interactive: true,
      act: async (page) => {
        await page.locator('.chat-launcher').click();
        await page.locator('.chat-bubble--assistant .chat-text').first().waitFor();
        return { overlays: ['.chat-panel'] };
      },
    },
  ];
}
