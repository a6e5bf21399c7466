import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { localePath } from '@aangan/contracts';
import { chromiumAvailable, launchChromium } from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';
import { hindiProjectsToAudit, projectsToAudit, type AuditedProject } from './testing/layoutAuditPages.ts';
import { hindiAuditVisits } from './testing/hindiAuditVisits.ts';
import { escapeReturnsTo, focusStaysIn, layoutAuditor, type Viewport, type Visit } from './testing/layoutAuditor.ts';

/**
 * The layout audit (QUALITY.md L1): every kind of public page, and the project pages of the demo
 * catalogue that are hardest to lay out, at a phone's size, the narrowest phone's and a laptop's,
 * checked by the rules of `layoutFailures` (testing/layoutChecks.ts). Every problem of a page kind
 * is collected and reported at once, each line naming the page, the viewport and the element.
 */

/** Sampled project pages on top of the chosen ones; the seed changes daily unless LAYOUT_AUDIT_SEED names one. */
const SAMPLE = 4;
const SEED =
  Number(process.env['LAYOUT_AUDIT_SEED']) || Number(new Date().toISOString().slice(0, 10).replaceAll('-', ''));
const PHONES: Viewport[] = ['phone', 'narrow'];
const ALL: Viewport[] = ['phone', 'narrow', 'desktop'];

let t: DemoSite;
let browser: Browser;
let auditor: ReturnType<typeof layoutAuditor>;
let projects: AuditedProject[] = [];
let hindiProjects: AuditedProject[] = [];
const started = performance.now();

const at = (viewports: Viewport[], url: string, extra: Partial<Visit> = {}): Visit[] =>
  viewports.map((viewport) => ({ url, viewport, ...extra }));
const everywhere = (...urls: string[]): Visit[] => urls.flatMap((url) => at(ALL, url));
const inHindi = (url: string): string => localePath(url, 'hi');

const ARTICLE_LISTS = ['/blogs', '/news', '/awards-and-recognition'];

/** The first article each list links to (its address in the list's language). */
async function firstArticles(lists: string[]): Promise<string[]> {
  const articles: string[] = [];
  for (const list of lists) {
    const html = await (await fetch(t.base + list)).text();
    const first = new RegExp(`href="(${list}/[^"]+)"`).exec(html)?.[1];
    expect(first, `an article linked from ${list}`).toBeDefined();
    articles.push(first!);
  }
  return articles;
}

/** Three projects of the catalogue, for the compare page. */
async function threeSlugs(): Promise<string> {
  const { body } = await t.request('GET', '/api/v1/project/search-project?limit=3');
  return (body.result as Array<{ slug: string }>).map((card) => card.slug).join(',');
}

/** One expectation per page kind, so a run lists every problem of every kind. */
async function expectFits(visits: Visit[]): Promise<void> {
  const failures = await auditor.auditAll(visits);
  expect(failures, `${failures.length} layout problems:\n${failures.join('\n')}`).toEqual([]);
}

describe.skipIf(!chromiumAvailable)('layout audit of the demo catalogue', () => {
  beforeAll(async () => {
    t = await demoSite();
    const docs = t.postedProjects();
    projects = projectsToAudit(docs, SEED, SAMPLE);
    hindiProjects = hindiProjectsToAudit(docs);
    console.log(
      `layout audit: ${projects.length} project pages, ${SAMPLE} of them sampled with seed ${SEED} (LAYOUT_AUDIT_SEED=${SEED} repeats the sample)`,
    );
    browser = await launchChromium();
    auditor = layoutAuditor(browser, t.base);
  }, 120_000);
  afterAll(async () => {
    console.log(
      `layout audit: ${auditor?.visited()} pages checked in ${Math.round((performance.now() - started) / 1000)} s`,
    );
    await browser?.close();
  });

  it('home', () => expectFits(everywhere('/')));

  it('search results: list, map, filters sheet', () =>
    expectFits([
      ...everywhere('/search-result', '/search-result?city=Ahmedabad'),
      ...at(ALL, '/search-result?view=map', {
        interactive: true,
        as: 'map',
        act: async (page) =>
          void (await page.locator('.results-map:not([data-map="loading"])').first().waitFor({ state: 'attached' })),
      }),
      ...at(PHONES, '/search-result', {
        as: 'filters open, without the script',
        noScript: true,
        act: async (page) => {
          await page.locator('.filters-open').click();
          return { overlays: ['.filter-panel'] };
        },
      }),
      ...at(ALL, '/search-result', {
        as: 'suggestions open',
        interactive: true,
        act: async (page) => {
          await page.locator('#results-q').fill('Gur');
          await page.locator('.combobox-list:not([hidden])').waitFor();
          return { overlays: ['.combobox-list'] };
        },
      }),
      {
        url: '/search-result',
        viewport: 'phone',
        as: 'filters opened by the first tap, before the script has run',
        act: async (page) => {
          await page.locator('.filters-open').click();
          const failures = (await page.locator('.filter-panel').isVisible())
            ? []
            : ['the first tap on Filters did not open the sheet at once'];
          // And the page's script, once it has run, leaves it open.
          await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
          return { overlays: ['.filter-panel'], failures };
        },
      },
      {
        url: '/search-result',
        viewport: 'phone',
        as: 'filters open by keyboard',
        interactive: true,
        act: async (page) => {
          await page.locator('#filters-toggle').focus();
          await page.keyboard.press('Space');
          // The open sheet takes the focus once it is painted.
          await page.locator('.filter-panel .filters-close:focus').waitFor();
          const failures = [
            ...(await focusStaysIn(page, '.filter-panel', 3)),
            ...(await escapeReturnsTo(page, '#filters-toggle', '.filter-panel')),
          ];
          await page.locator('.filters-open').click();
          return { overlays: ['.filter-panel'], failures };
        },
      },
    ]));

  // The longest part of the audit (about 170 pages): its own time limit.
  it(
    'project pages: the longest titles, RERA numbers, unit titles and localities of each city, every sub type, a sample',
    { timeout: 300_000 },
    () =>
      expectFits(
        projects.flatMap((project) =>
          at(/longest (RERA number|unit title)/.test(project.why) ? ALL : ['phone', 'desktop'], project.link),
        ),
      ),
  );

  it('project page as a visitor opens it: photos, the contact gate', async () => {
    const withPhotos = projects[0].link;
    await expectFits([
      ...at(ALL, withPhotos, {
        interactive: true,
        as: 'photos open',
        act: async (page) => {
          const photo = page.locator('.gallery a').first();
          if ((await photo.count()) === 0) return { failures: ['no photo gallery to open'] };
          await photo.click();
          await page.locator('dialog.lightbox[open]').waitFor();
          return { overlays: ['dialog.lightbox'] };
        },
      }),
      ...at(ALL, withPhotos, {
        interactive: true,
        as: 'contact gate open',
        act: async (page) => {
          const gate = page.getByRole('button', { name: 'Fill in the contact form' }).first();
          if ((await gate.count()) === 0) return { failures: ['no locked details to open'] };
          await gate.click();
          await page.locator('.unlock-form form').first().waitFor();
        },
      }),
    ]);
  });

  it('our story, careers, contact, FAQs, operations, sitemap', () =>
    expectFits(everywhere('/our-story', '/careers', '/contact-us', '/faqs', '/aangan-operations', '/sitemap')));

  it('blogs, news and awards: each list and one article of each', async () =>
    expectFits(everywhere(...ARTICLE_LISTS, ...(await firstArticles(ARTICLE_LISTS)))));

  it('terms, privacy, RERA disclaimer', () =>
    expectFits(everywhere('/terms-and-conditions', '/privacy-policy', '/rera-disclaimer')));

  it('EMI calculator and currency converter', () => expectFits(everywhere('/emi-calculator', '/currency-converter')));

  it('not found and sign-in', () => expectFits(everywhere('/no-such-page', '/login')));

  it('compare: three projects, only their differences, and the page that says how to pick', async () => {
    const slugs = await threeSlugs();
    await expectFits(everywhere(`/compare?slugs=${slugs}`, `/compare?slugs=${slugs}&diff=1`, '/compare'));
  });

  it('property alerts: a saved search, a watched project and what a mail link did', async () => {
    const { body } = await t.request('GET', '/api/v1/project/search-project?limit=1');
    const [{ slug }] = body.result as Array<{ slug: string }>;
    const search = new URLSearchParams({ city: 'Gurugram', bhk: '2,3', minPrice: '5000000', maxPrice: '12000000' });
    await expectFits(everywhere(`/alerts?${search}`, `/alerts?project=${slug}`, '/alerts?outcome=unsubscribed'));
  });

  it('the menu: the phone drawer with its Projects group, the desktop dropdowns', () =>
    expectFits([
      ...at(PHONES, '/', {
        as: 'menu open, Projects and a city open',
        act: async (page) => {
          await page.locator('.nav-drawer-toggle').click();
          await page.locator('.drawer-panel').getByText('Projects', { exact: true }).click();
          await page.locator('.drawer-panel').getByText('Gurugram', { exact: true }).click();
          return { overlays: ['.drawer-panel'] };
        },
      }),
      {
        url: '/',
        viewport: 'phone',
        as: 'menu open by keyboard',
        interactive: true,
        act: async (page) => {
          await page.locator('.nav-drawer-toggle').focus();
          await page.keyboard.press('Enter');
          await page.locator('.drawer-panel').waitFor();
          const failures = [
            ...(await focusStaysIn(page, '.nav-drawer', 16)),
            ...(await escapeReturnsTo(page, '.nav-drawer-toggle', '.drawer-panel')),
          ];
          await page.locator('.nav-drawer-toggle').click();
          return { overlays: ['.drawer-panel'], failures };
        },
      },
      ...['Projects', 'City', 'Media'].map((menu): Visit => ({
        url: '/',
        viewport: 'desktop',
        as: `${menu} menu open`,
        act: async (page) => {
          await page.locator('.nav-desktop summary', { hasText: menu }).click();
          return { overlays: ['.nav-desktop details[open] > .nav-dropdown'] };
        },
      })),
    ]));

  it('the enquiry modal and the chat panel', () =>
    expectFits([
      ...ALL.map((viewport): Visit => ({
        url: projects[0].link,
        viewport,
        as: 'enquiry open',
        interactive: true,
        act: async (page) => {
          const opener = viewport === 'desktop' ? '.header-enquiry' : '.bottom-bar button';
          await page.locator(opener).click();
          await page.locator('dialog.modal[open] input').first().waitFor();
          const failures = [
            ...(await focusStaysIn(page, 'dialog.modal', 10)),
            ...(await escapeReturnsTo(page, opener, 'dialog.modal')),
          ];
          await page.locator(opener).click();
          await page.locator('dialog.modal[open] input').first().waitFor();
          return { overlays: ['dialog.modal'], failures };
        },
      })),
      ...ALL.map((viewport): Visit => ({
        url: '/',
        viewport,
        as: 'chat open',
        interactive: true,
        act: async (page) => {
          await page.locator('.chat-launcher').click();
          await page.locator('.chat-bubble--assistant .chat-text').first().waitFor();
          const failures = await escapeReturnsTo(page, '.chat-launcher', '.chat-panel');
          await page.locator('.chat-launcher').click();
          await page.locator('.chat-panel .chat-text').first().waitFor();
          return { overlays: ['.chat-panel'], failures };
        },
      })),
    ]));

  // Devanagari runs longer and taller than English: every kind of page again in Hindi, at a phone's width.
  it(
    'the Hindi pages at 390 px: every kind of page, the menu, the filters, the enquiry and the chat',
    { timeout: 300_000 },
    async () => {
      const lists = ARTICLE_LISTS.map(inHindi);
      const visits = hindiAuditVisits({
        slugs: await threeSlugs(),
        lists,
        articles: await firstArticles(lists),
        projects: hindiProjects.map((project) => project.link),
      });
      await expectFits(visits);
    },
  );
});
