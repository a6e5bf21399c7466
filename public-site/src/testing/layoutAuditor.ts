import type { Browser, BrowserContext, Page } from 'playwright-core';
import { interactive } from '@aangan/api/testing/chromium';
import { layoutCheckScript, type LayoutCheckOptions } from './layoutChecks.ts';

/** The sizes the layout audit looks at: a common phone, the narrowest phone in use, a laptop. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  narrow: { width: 320, height: 568 },
  desktop: { width: 1366, height: 768 },
} as const;
export type Viewport = keyof typeof VIEWPORTS;

/**
 * The boxes meant to scroll sideways: the project page's row of section tabs and the compared projects on a
 * phone, and editors' tables and code in articles.
 */
const IN_ARTICLES = ['.article-body pre', '.article-body table'];
const SIDEWAYS: Record<Viewport, string[]> = {
  phone: ['.section-nav ul', '.compare-scroll', ...IN_ARTICLES],
  narrow: ['.section-nav ul', '.compare-scroll', ...IN_ARTICLES],
  desktop: IN_ARTICLES,
};
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

export interface Visit {
  url: string;
  viewport: Viewport;
  /** What the visit does before the checks (open a sheet, say): the overlays it opened, and problems it found on the way. */
  act?: (page: Page) => Promise<{ overlays?: string[]; failures?: string[] } | void>;
  /** Run the page's script first (the visitor's first move). */
  interactive?: boolean;
  /** In a browser with scripts turned off. */
  noScript?: boolean;
  /** Added to the page's name in messages ('filters open'). */
  as?: string;
}

/**
 * Opens pages and checks them: one page per viewport serves the visits that only read their page
 * (each is loaded afresh), a visit that runs the page's script gets a page of its own (and its own
 * session storage). Viewports are audited side by side, each visit after the other within one.
 */
export function layoutAuditor(browser: Browser, base: string) {
  const contexts: Partial<Record<Viewport, BrowserContext>> = {};
  const readingPages: Partial<Record<Viewport, { page: Page; errors: string[] }>> = {};
  let visited = 0;

  const contextFor = async (viewport: Viewport): Promise<BrowserContext> =>
    (contexts[viewport] ??= await browser.newContext({ viewport: VIEWPORTS[viewport] }));

  async function pageFor(visit: Visit): Promise<{ page: Page; errors: string[]; own: boolean }> {
    if (visit.noScript)
      return {
        page: await (
          await browser.newContext({ viewport: VIEWPORTS[visit.viewport], javaScriptEnabled: false })
        ).newPage(),
        errors: [],
        own: true,
      };
    const reused = readingPages[visit.viewport];
    if (reused && !visit.interactive) {
      reused.errors.length = 0;
      return { ...reused, own: false };
    }
    const page = await (await contextFor(visit.viewport)).newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(`script error: ${error.message}`));
    if (!visit.interactive) {
      readingPages[visit.viewport] = { page, errors };
      return { page, errors, own: false };
    }
    // Maps would load their tiles from the internet: a blank one stands in.
    await page.route('https://tile.openstreetmap.org/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/png', body: BLANK_TILE }),
    );
    return { page, errors, own: true };
  }

  async function audit(visit: Visit): Promise<string[]> {
    const { width, height } = VIEWPORTS[visit.viewport];
    const where = `${visit.url}${visit.as ? ` (${visit.as})` : ''} at ${width}x${height}`;
    const { page, errors, own } = await pageFor(visit);
    try {
      // Pictures are not waited for: every one has its size in the markup.
      const response = await page.goto(base + visit.url, { waitUntil: 'domcontentloaded' });
      visited += 1;
      if (visit.interactive) await interactive(page);
      const acted = (await visit.act?.(page)) ?? {};
      const overlays = acted.overlays ?? [];
      const options: LayoutCheckOptions = {
        overlays,
        sidewaysScrollers: SIDEWAYS[visit.viewport],
        walkPage: overlays.length === 0,
      };
      const failures = [
        ...(acted.failures ?? []),
        ...(await page.evaluate<string[]>(layoutCheckScript(options))),
        ...errors,
      ];
      if (response && response.status() >= 500) failures.unshift(`answered ${response.status()}`);
      return failures.map((failure) => `${where}: ${failure}`);
    } catch (error) {
      return [`${where}: could not be checked: ${(error as Error).message.split('\n')[0]}`];
    } finally {
      if (own) await (visit.noScript ? page.context().close() : page.close());
    }
  }

  return {
    /** Every problem of every visit. */
    async auditAll(visits: Visit[]): Promise<string[]> {
      const viewports = [...new Set(visits.map((visit) => visit.viewport))];
      const results = await Promise.all(
        viewports.map(async (viewport) => {
          const failures: string[] = [];
          for (const visit of visits.filter((each) => each.viewport === viewport))
            failures.push(...(await audit(visit)));
          return failures;
        }),
      );
      return results.flat();
    },
    visited: () => visited,
  };
}

/** Where the focus is, in short. */
const focused = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active
      ? `${active.tagName.toLowerCase()}${active.id ? `#${active.id}` : ''}.${active.className}`
      : 'nothing';
  });

/** Tabs `presses` times, then back as many, and reports where the focus left `container`. */
export async function focusStaysIn(page: Page, container: string, presses: number): Promise<string[]> {
  const escaped: string[] = [];
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      if (
        !(await page.evaluate(
          (selector) => document.querySelector(selector)?.contains(document.activeElement) ?? false,
          container,
        ))
      )
        escaped.push(`${key} moved the focus out of ${container} to ${await focused(page)}`);
    }
  }
  return escaped.slice(0, 3);
}

/** Escape closes `open` and gives the focus back to `opener`. */
export async function escapeReturnsTo(page: Page, opener: string, open: string): Promise<string[]> {
  await page.keyboard.press('Escape');
  const failures: string[] = [];
  if (await page.locator(open).isVisible()) failures.push(`Escape left ${open} open`);
  const back = await page
    .waitForFunction((selector) => document.activeElement?.matches(selector) ?? false, opener, { timeout: 2_000 })
    .then(
      () => true,
      () => false,
    );
  if (!back) failures.push(`after Escape the focus is on ${await focused(page)}, not on ${opener}`);
  return failures;
}
