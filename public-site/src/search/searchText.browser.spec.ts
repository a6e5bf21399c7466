import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ProjectFields } from '@aangan/contracts';
import {
  chromiumAvailable,
  interactive,
  launchChromium,
  openPage,
  SCREENSHOTS,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { validProjectFields } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';

/** A typed search as the results page shows it: the words in the address and the box, one chip a part, with and without JavaScript. */

let t: TestApp;
let browser: Browser;
let noScript: BrowserContext;

const unit = (bhk: number, price: number) => ({
  unitTitle: `${bhk} BHK`,
  bedroomCount: bhk,
  bathroomCount: Math.max(1, bhk),
  salePrice: price,
  unitCount: 10,
  primaryArea: { areaSize: 600 + bhk * 500, areaUnit: 'squareFeet' as const },
  secondaryArea: { areaSize: 700 + bhk * 500, areaUnit: 'squareFeet' as const },
  tertiaryArea: { areaSize: 800 + bhk * 500, areaUnit: 'squareFeet' as const },
});

// "Gurgaon 3 BHK under 2 Cr" finds Aravali Heights only; without "3 BHK", Golf Vista's 2 BHK fits the budget too.
const CATALOGUE: Partial<ProjectFields>[] = [
  { projectTitle: 'Aravali Heights', city: 'Gurugram', locality: 'Golf Course Road', units: [unit(3, 1_80_00_000)] },
  {
    projectTitle: 'Golf Vista',
    city: 'Gurugram',
    locality: 'Sector 54',
    units: [unit(2, 1_20_00_000), unit(3, 2_60_00_000)],
  },
  { projectTitle: 'Prakriti Greens', city: 'Noida', locality: 'Sector 150', units: [unit(3, 95_00_000)] },
  { projectTitle: 'Samudra Residency', city: 'Mumbai', locality: 'Powai', units: [unit(2, 1_50_00_000)] },
];

const TYPED = 'Gurgaon 3 BHK under 2 Cr';
const SHARED = `/search-result?${new URLSearchParams({ searchString: TYPED })}`;
const CHIPS = ['Gurugram', '3 BHK', 'Under ₹2 Cr'];

const titlesShown = async (page: Page): Promise<string[]> =>
  (await page.locator('.results .card-title').allTextContents()).map((s) => s.trim()).sort();
const box = (page: Page) => page.locator('#results-q');
const chipsShown = async (page: Page): Promise<string[]> =>
  (
    await page
      .getByRole('group', { name: 'Filters in use' })
      .getByRole('link', { name: /^Remove filter: / })
      .evaluateAll((links) => links.map((a) => a.getAttribute('aria-label')))
  ).map((label) => label!.replace('Remove filter: ', ''));

describe.skipIf(!chromiumAvailable)('a typed search on the results page, in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    for (const fields of CATALOGUE) {
      const response = await t.request('POST', '/api/v1/project/post-project', {
        token: t.adminToken,
        body: validProjectFields(fields),
      });
      expect(response.status).toBe(201);
    }
    browser = await launchChromium();
    noScript = await browser.newContext({ javaScriptEnabled: false });
  });
  afterAll(async () => {
    await noScript?.close();
    await browser?.close();
    await t?.close();
  });

  it('a shared searchString link shows what its filters show, with and without JavaScript, the words in the box and a chip for each part', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${SHARED}`, 390);
    await interactive(page);
    expect(await titlesShown(page)).toEqual(['Aravali Heights']);
    expect(await box(page).inputValue()).toBe(TYPED);
    expect(await chipsShown(page)).toEqual(CHIPS);
    expect(await page.locator('h1').textContent()).toBe('3 BHK projects in Gurugram under ₹2 Cr');
    // The panel (a closed sheet on a phone) shows what the words set.
    expect(await page.locator('#filter-city').inputValue()).toBe('Gurugram');
    expect(await page.locator('input[name="bhk"][value="3"]').isChecked()).toBe(true);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'search-text-chips-mobile.png'), { fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);

    const plain = await noScript.newPage();
    await plain.goto(`${t.base}${SHARED}`);
    expect(await titlesShown(plain)).toEqual(['Aravali Heights']);
    expect(await box(plain).inputValue()).toBe(TYPED);
    expect(await chipsShown(plain)).toEqual(CHIPS);
    await plain.goto(`${t.base}/search-result?city=Gurugram&bhk=3&maxPrice=20000000`);
    expect(await titlesShown(plain)).toEqual(['Aravali Heights']);
    await plain.close();
  });

  it('a search typed on the results page keeps its words in the box', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/search-result`);
    await interactive(page);
    await box(page).fill('noida 3bhk');
    await box(page).press('Enter');
    await page.waitForURL(/searchString=noida\+3bhk/);
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 1);
    expect(await titlesShown(page)).toEqual(['Prakriti Greens']);
    expect(await box(page).inputValue()).toBe('noida 3bhk');
    expect(await chipsShown(page)).toEqual(['Noida', '3 BHK']);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('removing a chip takes its words out of the text and searches again, with and without JavaScript', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${SHARED}`);
    await interactive(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    await page.getByRole('link', { name: 'Remove filter: 3 BHK' }).click();
    await page.waitForURL((url) => url.searchParams.get('searchString') === 'Gurgaon under 2 Cr');
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 2);
    expect(await titlesShown(page)).toEqual(['Aravali Heights', 'Golf Vista']);
    expect(await box(page).inputValue()).toBe('Gurgaon under 2 Cr');
    expect(await chipsShown(page)).toEqual(['Gurugram', 'Under ₹2 Cr']);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);

    const plain = await noScript.newPage();
    await plain.goto(`${t.base}${SHARED}`);
    await plain.getByRole('link', { name: 'Remove filter: 3 BHK' }).click();
    await plain.waitForURL((url) => url.searchParams.get('searchString') === 'Gurgaon under 2 Cr');
    expect(await titlesShown(plain)).toEqual(['Aravali Heights', 'Golf Vista']);
    expect(await box(plain).inputValue()).toBe('Gurgaon under 2 Cr');
    await plain.close();
  });

  it('a panel filter that changes what words set takes those words out, so box and results agree', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${SHARED}`);
    await interactive(page);
    await page.getByRole('form', { name: 'Filters' }).getByLabel('City').selectOption('Noida');
    await page.waitForURL((url) => url.searchParams.get('city') === 'Noida');
    await page.waitForFunction(
      () => document.querySelector('.results .card-title')?.textContent?.includes('Prakriti') === true,
    );
    expect(new URL(page.url()).searchParams.get('searchString')).toBe('3 BHK under 2 Cr');
    expect(await box(page).inputValue()).toBe('3 BHK under 2 Cr');
    expect(await titlesShown(page)).toEqual(['Prakriti Greens']);
    expect(await chipsShown(page)).toEqual(['3 BHK', 'Under ₹2 Cr', 'Noida']);
    expect(errors, errors.join('\n')).toEqual([]);

    // Without the script the panel sends what it shows as filters, and the words it showed leave the box.
    const plain = await noScript.newPage();
    await plain.goto(`${t.base}${SHARED}`);
    const panel = plain.getByRole('form', { name: 'Filters' });
    await panel.getByLabel('City').selectOption('Noida');
    await panel.getByRole('button', { name: 'Refine search' }).click();
    await plain.waitForURL((url) => url.searchParams.get('city') === 'Noida');
    expect(await titlesShown(plain)).toEqual(['Prakriti Greens']);
    expect(await box(plain).inputValue()).toBe('');
    expect(await chipsShown(plain)).toEqual(['Noida', '3 BHK', 'Under ₹2 Cr']);
    await plain.close();
  });

  it('a shared link whose words a filter overrules is answered at the address without them', async () => {
    const plain = await noScript.newPage();
    await plain.goto(`${t.base}${SHARED}&city=Noida`);
    expect(new URL(plain.url()).searchParams.get('searchString')).toBe('3 BHK under 2 Cr');
    expect(await titlesShown(plain)).toEqual(['Prakriti Greens']);
    expect(await box(plain).inputValue()).toBe('3 BHK under 2 Cr');
    await plain.close();
  });
});
