import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, interactive, launchChromium, keepScreenshot } from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';

/**
 * Comparing projects on the demo catalogue, on a phone and on a laptop: pick three on the search
 * cards, open the comparison from the bar, read the differences, swipe the projects under the row
 * names on the phone, remove one; and the same page without JavaScript.
 */

let t: DemoSite;
let browser: Browser;
const SHOTS = process.env['COMPARE_SHOTS'] ?? '/tmp/compare-shots';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

async function newPage(
  viewport: { width: number; height: number },
  javaScriptEnabled = true,
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport, javaScriptEnabled });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, errors };
}

const picked = (page: Page): Promise<string[]> =>
  page.evaluate(() => JSON.parse(localStorage.getItem('aangan.compare.v1') ?? '[]') as string[]);

const fitsWidth = (page: Page): Promise<boolean> =>
  page.locator('html').evaluate((element) => element.scrollWidth <= element.clientWidth);

const box = async (page: Page, selector: string) => {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not shown`);
  return found;
};

describe.skipIf(!chromiumAvailable)('comparing projects on the demo catalogue', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  for (const viewport of VIEWPORTS)
    it(`picks three from search cards, shows the differences and removes one (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newPage(viewport);
      await page.goto(`${t.base}/search-result`);
      await interactive(page);
      const cards = page.locator('.results .card');
      const bar = page.locator('.compare-bar');
      for (let i = 0; i < 3; i += 1) {
        const toggle = cards.nth(i).locator('.compare-toggle');
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        await toggle.click();
        await cards.nth(i).locator('.compare-toggle[aria-pressed="true"]').waitFor();
        // One picked project compares with nothing: the bar waits for the second.
        if (i === 0) expect(await bar.count()).toBe(0);
      }
      const slugs = await picked(page);
      expect(slugs).toHaveLength(3);
      const link = bar.getByRole('link', { name: 'Compare 3 projects →' });
      await link.waitFor();
      expect(await bar.count()).toBe(1);
      expect(await link.getAttribute('href')).toBe(`/compare?slugs=${slugs.join(',')}`);
      if (viewport.width < 600) {
        // Above the site's own bottom bar, and clear of the chat button.
        const compareBar = await box(page, '.compare-bar');
        const bottomBar = await box(page, '.bottom-bar');
        const chat = await box(page, '.chat-launcher');
        expect(compareBar.y + compareBar.height).toBeLessThanOrEqual(bottomBar.y);
        expect(compareBar.x + compareBar.width).toBeLessThanOrEqual(chat.x);
      }
      await keepScreenshot(page, `${SHOTS}/search-${viewport.width}.png`);
      // Dismissed, the bar stays away until the selection changes.
      await bar.getByRole('button', { name: 'Hide' }).click();
      expect(await bar.count()).toBe(0);
      await cards.nth(2).locator('.compare-toggle').click();
      await bar.getByRole('link', { name: 'Compare 2 projects →' }).waitFor();
      await cards.nth(2).locator('.compare-toggle').click();
      await link.click();

      await page.waitForURL(/\/compare\?slugs=/);
      await interactive(page);
      expect(await page.title()).toMatch(/^Compare projects/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      const table = page.locator('.compare-table');
      expect(await table.locator('thead .compare-project').count()).toBe(3);
      const groups = await table.locator('.compare-group th').allTextContents();
      expect(groups).toEqual(
        expect.arrayContaining(['Price', 'Size', 'Possession', 'RERA', 'Developer', 'Amenities', 'Nearby']),
      );
      // Demo projects differ in price: that row is highlighted and says so to screen readers.
      const priceRow = table.locator('tr', { has: page.locator('th[scope="row"]', { hasText: 'Price range' }) });
      expect(await priceRow.getAttribute('class')).toBe('compare-differs');
      expect(await priceRow.locator('th .visually-hidden').textContent()).toBe(' (differs)');
      expect(await priceRow.locator('td').count()).toBe(3);
      expect(await table.locator('tr.compare-differs').count()).toBeGreaterThan(3);
      expect(await fitsWidth(page)).toBe(true);
      await keepScreenshot(page, `${SHOTS}/compare-${viewport.width}.png`, { fullPage: true });

      if (viewport.width < 600) {
        // Each project about 70% of the width; swiping moves them under the row names, which stay.
        const scroller = page.locator('.compare-scroll');
        const width = await scroller.evaluate((element) => element.clientWidth);
        const column = await box(page, '.compare-project');
        expect(column.width / width).toBeGreaterThan(0.6);
        expect(column.width / width).toBeLessThan(0.75);
        const labelBefore = await box(page, 'th[scope="row"]');
        await scroller.evaluate((element) => element.scrollBy({ left: 200, behavior: 'instant' }));
        await page.waitForFunction(() => (document.querySelector('.compare-scroll')?.scrollLeft ?? 0) > 0);
        const labelAfter = await box(page, 'th[scope="row"]');
        expect(labelAfter.x).toBe(labelBefore.x);
        // It snaps to a whole project: the second column starts right after the row names.
        await page.waitForTimeout(400);
        const second = await box(page, '.compare-project:nth-child(3)');
        await keepScreenshot(page, `${SHOTS}/compare-${viewport.width}-swiped.png`);
        expect(Math.abs(second.x - (labelAfter.x + labelAfter.width))).toBeLessThan(3);
        await scroller.evaluate((element) => element.scrollTo({ left: 0, behavior: 'instant' }));
      }

      // Only the differences: a link, so it works without script too.
      await page.getByRole('link', { name: 'Show only differences' }).click();
      await page.waitForURL(/diff=1/);
      await interactive(page);
      const rows = await page.locator('.compare-table tbody tr:not(.compare-group)').count();
      expect(rows).toBe(await page.locator('.compare-table tr.compare-differs').count());

      // Remove one: the address loses it, the picks too, and the view stays on the differences.
      const removed = slugs[1];
      await page
        .locator('.compare-project')
        .nth(1)
        .getByRole('link', { name: /^Remove/ })
        .click();
      await page.waitForURL((url) => url.searchParams.get('slugs') === `${slugs[0]},${slugs[2]}`);
      expect(new URL(page.url()).searchParams.get('diff')).toBe('1');
      await interactive(page);
      expect(await page.locator('.compare-project').count()).toBe(2);
      expect(await picked(page)).not.toContain(removed);
      expect(errors).toEqual([]);
      await context.close();
    });

  it('without JavaScript: the table, the differences and the pages that explain', async () => {
    const view = await t.request('GET', '/api/v1/project/search-project?limit=3');
    const slugs = (view.body.result as Array<{ slug: string }>).map((card) => card.slug);
    const { context, page } = await newPage({ width: 390, height: 844 }, false);
    await page.goto(`${t.base}/compare?slugs=${slugs.join(',')}`);
    expect(await page.locator('.compare-table thead .compare-project').count()).toBe(3);
    expect(await page.locator('.compare-table tr.compare-differs').count()).toBeGreaterThan(0);
    expect(await page.locator('.compare-corner').evaluate((element) => getComputedStyle(element).position)).toBe(
      'sticky',
    );
    await keepScreenshot(page, `${SHOTS}/compare-390-no-js.png`, { fullPage: true });
    await page.getByRole('link', { name: 'Show only differences' }).click();
    await page.waitForURL(/diff=1/);
    expect(await page.locator('.compare-table tbody tr:not(.compare-group):not(.compare-differs)').count()).toBe(0);

    await page.goto(`${t.base}/compare?slugs=${slugs[0]}`);
    await page.getByText('Pick at least 2 projects to compare').waitFor();
    expect(await page.getByRole('link', { name: 'Your shortlist' }).getAttribute('href')).toBe('/shortlist');
    expect(await page.getByRole('link', { name: 'Search projects' }).getAttribute('href')).toBe('/search-result');
    await keepScreenshot(page, `${SHOTS}/compare-pick.png`, { fullPage: true });

    const unknown = await page.goto(`${t.base}/compare?slugs=${slugs[0]},no-such-project,${slugs[1]}`);
    expect(unknown?.status()).toBe(404);
    await page.getByText('We could not find the project “no-such-project”').waitFor();
    expect(await page.getByRole('link', { name: 'Compare the other 2' }).getAttribute('href')).toBe(
      `/compare?slugs=${slugs[0]},${slugs[1]}`,
    );
    await page.goto(`${t.base}/compare?slugs=${slugs[0]},${'x'.repeat(1300)}`);
    await page.getByText('We could not find one of these projects').waitFor();
    await page.goto(`${t.base}/compare?slugs=${[...slugs, 'd', 'e'].join(',')}`);
    await page.getByText('Compare at most 4 projects at a time').waitFor();
    await context.close();
  });
});
