import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, interactive, launchChromium, SCREENSHOTS } from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing';

/** A search typed in Hindi on the Hindi home page, on the demo catalogue, on a phone: the results page reads it and answers in Hindi. */

let t: DemoSite;
let browser: Browser;
const TYPED = 'नोएडा में 2 बीएचके 80 लाख तक';

describe.skipIf(!chromiumAvailable)('a search typed in Hindi, on a phone', () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('"नोएडा में 2 बीएचके 80 लाख तक" from the home page finds Noida 2 BHK homes up to ₹80 lakh, on a Hindi results page', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
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
    await page.screenshot({ path: path.join(SCREENSHOTS, 'hindi-search-mobile.png') });
    expect(errors).toEqual([]);
  });
});
