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
 * The Hindi site as a buyer on a phone finds it, on the demo catalogue: the header's language
 * switch, the choice remembered on the next page, and back to English; and a search typed in Hindi
 * on the Hindi home page, which the results page reads and answers in Hindi.
 */

let t: DemoSite;
let browser: Browser;
const PHONE = { width: 390, height: 844 };
const TYPED = 'नोएडा में 2 बीएचके 80 लाख तक';

async function phonePage(): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext({ viewport: PHONE })).newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { page, errors };
}

const pathOf = (page: Page): string => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

describe.skipIf(!chromiumAvailable)('the Hindi site on the demo catalogue, on a phone', () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the header switch opens the page in Hindi, the choice is remembered on the next page, and it switches back', async () => {
    const { page, errors } = await phonePage();
    await page.goto(`${t.base}/`);
    await interactive(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');

    await page.getByRole('link', { name: 'Read this page in Hindi' }).click();
    await page.waitForURL((url) => url.pathname === '/hi');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    await page.getByRole('heading', { level: 1, name: 'अपना अगला घर खोजें, भरोसेमंद सलाह के साथ' }).waitFor();
    expect(await page.getByRole('heading', { name: 'सबसे नए प्रोजेक्ट' }).isVisible()).toBe(true);
    expect(await page.locator('#hero-q').getAttribute('placeholder')).toBe('जैसे: नोएडा में 2 बीएचके 80 लाख तक');
    expect(await page.title()).toBe('आंगन | पूरे भारत में नए घर और प्रोजेक्ट');
    await keepScreenshot(page, path.join(SCREENSHOTS, 'hindi-home-mobile.png'));

    // The choice is remembered: an English address opens its Hindi page.
    await page.goto(`${t.base}/search-result`);
    await page.waitForURL((url) => url.pathname === '/hi/search-result');
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');
    const count = await page.locator('.results-count').textContent();
    expect(count).toMatch(/^[\d,]+ प्रोजेक्ट मिले$/);
    // Card links stay in Hindi.
    expect(await page.locator('.results .card-title a').first().getAttribute('href')).toMatch(/^\/hi\/project\/view\//);

    await interactive(page);
    await page.getByRole('link', { name: 'यह पेज अंग्रेज़ी में पढ़ें' }).click();
    await page.waitForURL((url) => url.pathname === '/search-result');
    expect(await page.locator('html').getAttribute('lang')).toBe('en-IN');
    expect(await page.locator('.results-count').textContent()).toMatch(/^[\d,]+ projects found$/);
    await page.goto(`${t.base}/`);
    expect(pathOf(page)).toBe('/');
    expect(errors).toEqual([]);
  });

  it('a page that does not exist says so in Hindi, with the way back to the Hindi home page', async () => {
    const { page } = await phonePage();
    const response = await page.goto(`${t.base}/hi/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'पेज नहीं मिला' }).waitFor();
    expect(await page.getByRole('link', { name: 'होम पेज पर वापस जाएँ' }).getAttribute('href')).toBe('/hi');
    expect(await page.title()).toBe('पेज नहीं मिला | आंगन');
  });

  it('"नोएडा में 2 बीएचके 80 लाख तक" from the home page finds Noida 2 BHK homes up to ₹80 lakh, on a Hindi results page', async () => {
    const page = await browser.newPage({ viewport: PHONE });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${t.base}/hi`);
    await interactive(page);
    await page.locator('#hero-q').fill(TYPED);
    await page.getByRole('button', { name: 'खोजें', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/hi/search-result');
    expect(new URL(page.url()).searchParams.get('searchString')).toBe(TYPED);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');

    await page.getByRole('heading', { level: 1, name: 'नोएडा में 2 बीएचके प्रोजेक्ट, ₹80 लाख तक' }).waitFor();
    const chips = await page
      .getByRole('group', { name: 'लगे हुए फ़िल्टर' })
      .getByRole('link', { name: /^फ़िल्टर हटाएँ: / })
      .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')));
    expect(chips).toEqual(['फ़िल्टर हटाएँ: नोएडा', 'फ़िल्टर हटाएँ: 2 बीएचके', 'फ़िल्टर हटाएँ: ₹80 लाख तक']);
    expect(await page.locator('.results-count').textContent()).toMatch(/^\d+ प्रोजेक्ट मिले$/);

    const places = await page.locator('.results .card-place').allTextContents();
    expect(places.length).toBeGreaterThan(0);
    for (const place of places) expect(place).toMatch(/नोएडा$/);
    // Each card leads with its 2 BHK units' price, within the budget.
    for (const lead of await page.locator('.results .card-price').allTextContents()) {
      const match = /^2\sबीएचके, ₹([\d.]+)\s(लाख|करोड़) से/.exec(lead);
      expect(match, lead).not.toBeNull();
      expect(match![2]).toBe('लाख');
      expect(Number(match![1])).toBeLessThanOrEqual(80);
    }
    expect(await page.title()).toBe('नोएडा में 2 बीएचके प्रोजेक्ट, ₹80 लाख तक | आंगन');
    await keepScreenshot(page, path.join(SCREENSHOTS, 'hindi-search-mobile.png'));
    expect(errors).toEqual([]);
  });
});
