import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chromiumAvailable,
  interactive,
  launchChromium,
  SCREENSHOTS,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';

/**
 * Results that answer the filter, tried as a buyer on a phone would, on the demo catalogue: cards
 * that lead with the matching units' price in the order of that price, a map of every result, how
 * far each project is, a page past the last, and wider searches when nothing matches.
 */

let t: DemoSite;
let browser: Browser;

/** A 1×1 PNG standing in for map tiles: the test does not depend on the tile server. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);
const PHONE = { width: 390, height: 844 };

/** '₹52.15 L' → 5215000, '₹1.20 Cr' → 12000000. */
const rupees = (text: string): number => {
  const match = /₹([\d.,]+)\s*(Cr|L|K)?/.exec(text);
  if (!match) throw new Error(`no price in "${text}"`);
  const scale = { Cr: 1e7, L: 1e5, K: 1e3 }[match[2] ?? ''] ?? 1;
  return Math.round(Number(match[1].replaceAll(',', '')) * scale);
};

const foundCount = async (page: Page): Promise<number> =>
  Number((await page.locator('.results-count').textContent())!.replace(/\D/g, ''));

async function phonePage(
  options: { javaScript?: boolean; geolocation?: { latitude: number; longitude: number } } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({
    viewport: PHONE,
    javaScriptEnabled: options.javaScript ?? true,
    ...(options.geolocation ? { geolocation: options.geolocation, permissions: ['geolocation'] } : {}),
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  await page.route(/tile\.openstreetmap\.org/, (route) =>
    route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
  );
  return { page, errors };
}

describe.skipIf(!chromiumAvailable)('search results on the demo catalogue, on a phone', () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('a BHK search sorted by price: every card leads with its 3 BHK price, and the cards are in that order', async () => {
    const { page, errors } = await phonePage();
    await page.goto(`${t.base}/search-result?city=Pune&bhk=3`);
    await interactive(page);
    await page.locator('label.filters-open').click();
    const panel = page.getByRole('form', { name: 'Filters' });
    await panel.getByLabel('Sort by').selectOption('Price Low To High');
    await page.waitForURL(/sort=Price/);
    await page.getByText('By the price of the matching units, lowest first').waitFor();
    const leads = await page.locator('.results .card-price').allTextContents();
    expect(leads.length).toBeGreaterThan(3);
    for (const lead of leads) expect(lead).toMatch(/^3 BHK from ₹/);
    const prices = leads.map(rupees);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    // The whole project's range is still there, after the matching units.
    expect(await page.locator('.results .card-range').first().textContent()).toMatch(/^All units: ₹/);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'results-bhk-sorted-mobile.png'));
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('the map shows every result, clustered, and a cluster opens into its projects', async () => {
    const { page, errors } = await phonePage();
    await page.goto(`${t.base}/search-result?city=Pune`);
    await interactive(page);
    const total = await foundCount(page);
    expect(total).toBeGreaterThan(12);
    await page.getByRole('group', { name: 'Show the results as' }).getByRole('link', { name: 'Map' }).click();
    await page.locator('.results-map[data-map="shown"]').waitFor();
    await page.getByText(`All ${total} results are on the map.`).waitFor();
    const markers = page.locator('.results-map .leaflet-marker-icon');
    await markers.first().waitFor();
    const shownOnMap = async () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.results-map .leaflet-marker-icon')].reduce(
          (sum, marker) => sum + (marker.classList.contains('map-cluster') ? Number(marker.textContent) : 1),
          0,
        ),
      );
    await expect.poll(shownOnMap).toBe(total);
    // The list's pages are not the map's: no pager under the map.
    expect(await page.locator('.pager').count()).toBe(0);

    // Clusters zoom in by keyboard until the projects stand apart; a pin opens its project's card.
    for (
      let step = 0;
      step < 8 && (await page.locator('.results-map .leaflet-marker-icon:not(.map-cluster)').count()) === 0;
      step += 1
    ) {
      const views = Number(await page.locator('.results-map .leaflet-container').getAttribute('data-views'));
      await page.locator('.results-map .map-cluster').first().focus();
      await page.keyboard.press('Enter');
      // The map has zoomed in and drawn what is on screen there.
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('.results-map .leaflet-container')?.getAttribute('data-views')) > before,
        views,
      );
    }
    const pin = page.locator('.results-map .leaflet-marker-icon:not(.map-cluster)').first();
    await pin.focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.leaflet-popup .map-card');
    await card.waitFor();
    expect(await card.locator('a').getAttribute('href')).toMatch(/^\/project\/view\//);
    expect(await card.textContent()).toContain('Pune');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'results-map-mobile.png'));
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('near me: each card says how far away it is, nearest first', async () => {
    const { page, errors } = await phonePage({ geolocation: { latitude: 28.5355, longitude: 77.391 } });
    await page.goto(`${t.base}/search-result`);
    await interactive(page);
    await page.locator('label.filters-open').click();
    await page.getByRole('button', { name: 'Use my location' }).click();
    await page.waitForURL(/latitude=28\.5355/);
    await page.getByText('Nearest first').waitFor();
    const distances = (await page.locator('.results .card-distance').allTextContents()).map((text) =>
      Number(/([\d.]+) km away/.exec(text)![1]),
    );
    expect(distances.length).toBeGreaterThan(3);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(distances.every((km) => km <= 10)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.context().close();
  });

  it('a page past the last goes to the last page, with its page links, also without JavaScript', async () => {
    for (const javaScript of [true, false]) {
      const { page } = await phonePage({ javaScript });
      await page.goto(`${t.base}/search-result?city=Noida&page=400`);
      const last = Number(new URL(page.url()).searchParams.get('page'));
      expect(last).toBeGreaterThan(1);
      expect(last).toBeLessThan(400);
      expect(await page.locator('.results .card').count()).toBeGreaterThan(0);
      expect(await page.locator('.pager [aria-current="page"]').textContent()).toBe(String(last));
      await page.context().close();
    }
  });

  it('nothing matches: wider searches that do find something, each with its count, as links that work without JavaScript', async () => {
    const { page } = await phonePage({ javaScript: false });
    await page.goto(
      `${t.base}/search-result?city=Goa&projectSubType=${encodeURIComponent('Independent House/Villa')}&possession=${encodeURIComponent('Ready to Move')}`,
    );
    await page.getByText('No Data Found').waitFor();
    const offer = page.getByRole('link', { name: /^\d+ houses and villas in Goa, under construction$/ });
    const count = Number((await offer.textContent())!.split(' ')[0]);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'results-none-mobile.png'), { fullPage: true });
    await offer.click();
    await page.waitForURL((url) => !url.searchParams.has('possession'));
    expect(await foundCount(page)).toBe(count);
    expect(await page.locator('.results .card').count()).toBe(count);
    await page.context().close();
  });
});
