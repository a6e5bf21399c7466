import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, interactive, launchChromium, keepScreenshot } from '@aangan/api/testing/chromium';
import { cutPrice, seedDemo } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';

/**
 * The buyer's shortlist on the demo catalogue, on a phone and on a laptop: ♡ three projects from
 * the search results, the header counts them, /shortlist lists them with an admin's price cut as a
 * change, and the list's share link opens it on another device, where "save these" keeps them.
 */

let t: TestApp;
let browser: Browser;
const SHOTS = process.env['SHORTLIST_SHOTS'] ?? '/tmp/shortlist-shots';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

async function newPage(viewport: { width: number; height: number }): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await browser.newContext({ viewport });
  // Chromium on Linux has no share sheet: the page's Share button is caught here instead.
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'share', {
      value: async (data: { url: string }) => {
        (window as unknown as { sharedUrl: string }).sharedUrl = data.url;
      },
    });
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, errors };
}

const savedSlugs = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (JSON.parse(localStorage.getItem('aangan.shortlist.v1') ?? '[]') as Array<{ slug: string }>).map((i) => i.slug),
  );

const fitsWidth = (page: Page, selector = 'html'): Promise<boolean> =>
  page.locator(selector).evaluate((element) => element.scrollWidth <= element.clientWidth);

describe.skipIf(!chromiumAvailable)('the shortlist on the demo catalogue', () => {
  beforeAll(async () => {
    mkdirSync(SHOTS, { recursive: true });
    t = await startTestApp({}, { web: true });
    await seedDemo(t.system);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const viewport of VIEWPORTS)
    it(`saves three projects from search cards, shows what changed and shares the list (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newPage(viewport);
      await page.goto(`${t.base}/search-result`);
      await interactive(page);
      const headerLink = page.locator('.site-header').getByRole('link', { name: /Shortlist/ });
      expect(await headerLink.getAttribute('href')).toBe('/shortlist');
      // An empty list shows no number (nor does any page before it has read the list).
      expect(await headerLink.locator('.shortlist-count').count()).toBe(0);

      const cards = page.locator('.results .card');
      for (let i = 0; i < 3; i += 1) {
        const toggle = cards.nth(i).getByRole('button', { name: 'Save to shortlist' });
        expect(await toggle.getAttribute('aria-pressed')).toBe('false');
        await toggle.click();
        await cards.nth(i).getByRole('button', { name: 'Saved to shortlist' }).waitFor();
        expect(
          await cards.nth(i).getByRole('button', { name: 'Saved to shortlist' }).getAttribute('aria-pressed'),
        ).toBe('true');
      }
      await page.getByRole('status').getByText('Saved to your shortlist').first().waitFor();
      expect(await headerLink.locator('.shortlist-count').textContent()).toBe('3 saved');
      await keepScreenshot(page, `${SHOTS}/search-${viewport.width}.png`);
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, `${SHOTS}/search-top-${viewport.width}.png`);
      expect(await fitsWidth(page, '.site-header-inner')).toBe(true);
      const slugs = await savedSlugs(page);
      expect(slugs).toHaveLength(3);

      // By keyboard: the ♡ toggles with Enter and says so.
      const third = cards.nth(2).getByRole('button', { name: 'Saved to shortlist' });
      await third.focus();
      await page.keyboard.press('Enter');
      await page.getByRole('status').getByText('Removed from your shortlist').first().waitFor();
      await page.keyboard.press('Enter');
      await cards.nth(2).getByRole('button', { name: 'Saved to shortlist' }).waitFor();
      expect((await savedSlugs(page)).sort()).toEqual([...slugs].sort());
      const order = await savedSlugs(page);

      await cutPrice(t, order[1]);
      await page.goto(`${t.base}/shortlist`);
      await interactive(page);
      expect(await page.title()).toMatch(/^My shortlist/);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      const rows = page.locator('.shortlist-row');
      await rows.nth(2).waitFor();
      expect(await rows.count()).toBe(3);
      const changed = rows.nth(1).locator('.shortlist-change--down');
      await changed.waitFor();
      expect(await changed.textContent()).toMatch(
        /: ₹[\d.]+ (L|Cr)( - ₹[\d.]+ (L|Cr))? → ₹[\d.]+ (L|Cr)( - ₹[\d.]+ (L|Cr))? \([\d.]+% lower\)$/,
      );
      expect(await rows.nth(0).locator('.shortlist-nochange').count()).toBe(1);
      expect(await fitsWidth(page)).toBe(true);
      await keepScreenshot(page, `${SHOTS}/shortlist-${viewport.width}.png`, { fullPage: true });

      // Compare: two ticked make the link.
      await rows.nth(0).getByRole('checkbox', { name: 'Compare' }).check();
      await rows.nth(1).getByRole('checkbox', { name: 'Compare' }).check();
      expect(await page.getByRole('link', { name: 'Compare selected' }).getAttribute('href')).toBe(
        `/compare?slugs=${order[0]},${order[1]}`,
      );

      // Share: a link with the slugs only, which opens the same list on another device.
      await page.getByRole('button', { name: 'Share this list' }).click();
      const shared = await page.evaluate(() => (window as unknown as { sharedUrl?: string }).sharedUrl);
      expect(shared).toBe(`${t.base}/shortlist?share=${order.join(',')}`);
      expect(await page.getByRole('link', { name: /Send on WhatsApp/ }).getAttribute('href')).toContain(
        encodeURIComponent(shared!),
      );

      const other = await newPage(viewport);
      await other.page.goto(shared!);
      await interactive(other.page);
      const sharedRows = other.page.locator('.shortlist-row');
      await sharedRows.nth(2).waitFor();
      expect(await other.page.getByRole('heading', { level: 1 }).textContent()).toBe('A shared shortlist');
      expect(await other.page.getByRole('button', { name: 'Remove' }).count()).toBe(0);
      expect(await savedSlugs(other.page)).toEqual([]);
      await keepScreenshot(other.page, `${SHOTS}/shared-${viewport.width}.png`, { fullPage: true });
      await other.page.getByRole('button', { name: 'Save these to my shortlist' }).click();
      await other.page.getByRole('status').getByText('Saved these 3 projects to your shortlist').waitFor();
      expect((await savedSlugs(other.page)).sort()).toEqual([...order].sort());
      expect(
        await other.page
          .locator('.site-header')
          .getByRole('link', { name: /Shortlist/ })
          .locator('.shortlist-count')
          .textContent(),
      ).toBe('3 saved');
      expect(other.errors).toEqual([]);
      await other.context.close();

      // Removing from the page keeps the rest, without loading again.
      await rows.nth(2).getByRole('button', { name: 'Remove' }).click();
      await page.waitForFunction(() => document.querySelectorAll('.shortlist-row').length === 2);
      expect(await headerLink.locator('.shortlist-count').textContent()).toBe('2 saved');
      expect(errors).toEqual([]);
      await context.close();
    });

  it('the project page has the ♡ by its title, and an empty shortlist points to search', async () => {
    const { context, page, errors } = await newPage({ width: 390, height: 844 });
    await page.goto(`${t.base}/shortlist`);
    await interactive(page);
    await page.getByText('No Data Found').waitFor();
    await page.getByRole('link', { name: 'Find projects' }).click();
    await page.waitForURL(/search-result/);
    await interactive(page);
    const link = await page.locator('.results .card-title a').first().getAttribute('href');
    await page.goto(`${t.base}${link}`);
    await interactive(page);
    const toggle = page.locator('.project-hero').getByRole('button', { name: 'Save to shortlist' });
    await toggle.click();
    await page.locator('.project-hero').getByRole('button', { name: 'Saved to shortlist' }).waitFor();
    expect(await savedSlugs(page)).toHaveLength(1);
    await keepScreenshot(page, `${SHOTS}/project-390.png`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
