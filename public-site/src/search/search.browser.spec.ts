import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ProjectFields } from '@aangan/contracts';
import {
  chromiumAvailable,
  launchChromium,
  openPage,
  SCREENSHOTS,
  interactive,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { validProjectFields } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';
import { schemaOrgProblems } from '../testing/schemaOrgRules.ts';

let t: TestApp;
let browser: Browser;
const ids: Record<string, string> = {};

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

// "3 BHK under ₹2 Cr in Gurugram" must find Aravali Heights only: Golf Vista's 3 BHK costs more (its cheap unit is a 2 BHK).
const CATALOGUE: Record<string, Partial<ProjectFields>> = {
  aravali: {
    projectTitle: 'Aravali Heights',
    city: 'Gurugram',
    locality: 'Golf Course Road',
    units: [unit(3, 1_80_00_000)],
    faqs: [{ question: 'Is it RERA registered?', answer: 'Yes.' }],
  },
  golfVista: {
    projectTitle: 'Golf Vista',
    city: 'Gurugram',
    locality: 'Sector 54',
    units: [unit(2, 1_20_00_000), unit(3, 2_60_00_000)],
  },
  prakriti: { projectTitle: 'Prakriti Greens', city: 'Noida', locality: 'Sector 150', units: [unit(3, 95_00_000)] },
  samudra: { projectTitle: 'Samudra Residency', city: 'Mumbai', locality: 'Powai', units: [unit(2, 1_50_00_000)] },
};

/** A valid 1×1 PNG, to stand in for map tiles. */
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** How many projects the results map shows: a pin is one, a cluster says how many it holds. */
const onMap = (page: Page): Promise<number> =>
  page.evaluate(() =>
    [...document.querySelectorAll('.results-map .leaflet-marker-icon')].reduce(
      (sum, marker) => sum + (marker.classList.contains('map-cluster') ? Number(marker.textContent) : 1),
      0,
    ),
  );

/** How many views the results map has drawn (its markers follow a move once this counts up). */
const viewsDrawn = async (page: Page): Promise<number> =>
  Number(await page.locator('.results-map .leaflet-container').getAttribute('data-views'));

const titlesShown = async (page: Page): Promise<string[]> =>
  (await page.locator('.results .card-title').allTextContents()).map((s) => s.trim()).sort();

describe.skipIf(!chromiumAvailable)('search, navigation and discoverability in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    for (const [key, fields] of Object.entries(CATALOGUE)) {
      const response = await t.request('POST', '/api/v1/project/post-project', {
        token: t.adminToken,
        body: validProjectFields(fields),
      });
      expect(response.status).toBe(201);
      ids[key] = response.body.result._id;
    }
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('a natural query in the home box lands on matching results, with its filters as chips', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/`, 390);
    await interactive(page);
    await page.getByLabel('Search by city, locality, project, budget or BHK').fill('Gurgaon 3 BHK under 2 Cr');
    await page.keyboard.press('Enter');
    await page.waitForURL(/search-result\?/);
    // The typed words are the address: a shared link says what was typed, and the server reads it.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({ searchString: 'Gurgaon 3 BHK under 2 Cr' });
    expect(await titlesShown(page)).toEqual(['Aravali Heights']);
    for (const chip of ['Gurugram', '3 BHK', 'Under ₹2 Cr'])
      await page.getByRole('link', { name: `Remove filter: ${chip}` }).waitFor();
    await keepScreenshot(page, path.join(SCREENSHOTS, 'search-natural-mobile.png'), { fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('suggests places and projects while typing, by keyboard, typo tolerant', async () => {
    const { page } = await openPage(browser, `${t.base}/`);
    await interactive(page);
    const box = page.getByRole('combobox', { name: 'Search by city, locality, project, budget or BHK' });
    await box.pressSequentially('prakrti', { delay: 20 });
    await page.getByRole('option', { name: /Prakriti Greens/ }).waitFor();
    await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBeTruthy();
    await box.press('Enter');
    await page.waitForURL(/\/project\/view\//);
  });

  it('every filter applies without a reload, reset clears them, back and forward restore results and controls', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/search-result`);
    await interactive(page);
    await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
    expect(await titlesShown(page)).toHaveLength(4);
    const panel = page.getByRole('form', { name: 'Filters' });
    await panel.getByLabel('City').selectOption('Gurugram');
    await page.waitForURL(/city=Gurugram/);
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 2);
    await panel.getByRole('checkbox', { name: '3 BHK' }).check();
    await page.waitForURL(/bhk=3/);
    await panel.getByLabel('Max').selectOption({ label: '₹2 Cr' });
    await page.waitForURL(/maxPrice=20000000/);
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 1);
    expect(await titlesShown(page)).toEqual(['Aravali Heights']);
    await panel.getByLabel('Possession').selectOption('Ready to Move');
    await page.waitForURL(/possession=Ready/);
    await panel.getByLabel('Sort by').selectOption('Price High To Low');
    await page.waitForURL(/sort=Price/);
    await panel.getByRole('link', { name: 'Reset' }).click();
    await page.waitForURL(`${t.base}/search-result`);
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 4);
    expect(await panel.getByLabel('City').inputValue()).toBe('');

    await page.goBack();
    await page.waitForURL(/sort=Price/);
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('#filter-city')?.value === 'Gurugram');
    expect(await panel.getByLabel('Possession').inputValue()).toBe('Ready to Move');
    expect(await page.locator('input[name="bhk"][value="3"]').isChecked()).toBe(true);
    await page.goBack();
    await page.goBack();
    await page.waitForURL(/maxPrice=20000000(?!.*possession)/);
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 1);
    await page.goForward();
    await page.waitForURL(/possession=Ready/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('without JavaScript the filter form still searches', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${t.base}/search-result`);
    await page.getByRole('form', { name: 'Filters' }).getByLabel('City').selectOption('Noida');
    await page.getByRole('button', { name: 'Refine search' }).click();
    await page.waitForURL(/city=Noida/);
    expect(await titlesShown(page)).toEqual(['Prakriti Greens']);
    await context.close();
  });

  it('on a phone the filters open as a sheet over the results', async () => {
    const { page } = await openPage(browser, `${t.base}/search-result`, 390);
    await interactive(page);
    const panel = page.getByRole('form', { name: 'Filters' });
    expect(await panel.isVisible()).toBe(false);
    await page.locator('label.filters-open').click();
    await panel.waitFor({ state: 'visible' });
    await panel.getByLabel('City').selectOption('Mumbai');
    await page.waitForURL(/city=Mumbai/);
    await page.waitForFunction(() => document.querySelectorAll('.results .card').length === 1);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'search-sheet-mobile.png'));
    await panel.getByText('Close').click();
    await panel.waitFor({ state: 'hidden' });
  });

  it('a chip tapped in the sheet ticks in the tap’s own frame; the address and the results follow after it', async () => {
    const { page } = await openPage(browser, `${t.base}/search-result`, 390);
    await interactive(page);
    await page.locator('label.filters-open').click();
    await page.getByRole('form', { name: 'Filters' }).waitFor({ state: 'visible' });
    // What the frame after the tap shows (a requestAnimationFrame callback runs just before it is painted):
    // the box ticked, and nothing else moved yet.
    const inTheTap = await page.evaluate(`(async () => {
      const chip = document.querySelector('input[name="bhk"][value="2"]');
      let changes = 0;
      // The box's own attributes, which React sets again after a change, are not a render.
      const count = (records) => (changes += records.filter((record) => record.target !== chip).length);
      const observer = new MutationObserver(count);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
      chip.closest('label').click();
      await new Promise((resolve) => requestAnimationFrame(resolve));
      count(observer.takeRecords());
      observer.disconnect();
      return { ticked: chip.checked, changes, search: location.search };
    })()`);
    expect(inTheTap).toEqual({ ticked: true, changes: 0, search: '' });
    await page.waitForURL(/bhk=2/);
    // The page follows: the Filters button counts the chip, and the results are in.
    await page.locator('.filters-open', { hasText: '1' }).waitFor();
    await page.locator('.results[aria-busy="false"]').waitFor();
    expect(await page.locator('input[name="bhk"][value="2"]').isChecked()).toBe(true);
  });

  it('a list/map toggle: the map (and Leaflet) only once opened, every result on it, popups by keyboard, back returns to the list', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const leaflet: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('leafletMap')) leaflet.push(request.url());
    });
    // Tiles answer from here: the test does not depend on the tile server being reachable.
    await page.route(/tile\.openstreetmap\.org/, (route) =>
      route.fulfill({ contentType: 'image/png', body: ONE_PIXEL_PNG }),
    );
    await page.goto(`${t.base}/search-result?city=Gurugram`);
    await interactive(page);
    expect(await titlesShown(page)).toEqual(['Aravali Heights', 'Golf Vista']);
    expect(leaflet).toEqual([]);
    expect(await page.locator('.leaflet-container').count()).toBe(0);

    const toggle = page.getByRole('group', { name: 'Show the results as' });
    expect(await toggle.getByRole('link', { name: 'List' }).getAttribute('aria-current')).toBe('true');
    await toggle.getByRole('link', { name: 'Map' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/view=map/);
    expect(new URL(page.url()).searchParams.get('city')).toBe('Gurugram');
    await page.locator('.results-map[data-map="shown"]').waitFor();
    await expect.poll(() => onMap(page)).toBe(2);
    expect(leaflet.length).toBeGreaterThan(0);
    expect(await page.locator('.results .card-grid').count()).toBe(0);
    expect(await toggle.getByRole('link', { name: 'Map' }).getAttribute('aria-current')).toBe('true');

    // Close together, the two are one cluster at first: Enter on it zooms in until they stand apart.
    const aravali = page.getByRole('button', { name: 'Aravali Heights location pin' });
    for (let step = 0; step < 8 && (await aravali.count()) === 0; step += 1) {
      const views = await viewsDrawn(page);
      await page.locator('.results-map .map-cluster').first().focus();
      await page.keyboard.press('Enter');
      // The map has moved on to a new zoom and drawn what is on screen there.
      await page.waitForFunction(
        (before) =>
          Number(document.querySelector('.results-map .leaflet-container')?.getAttribute('data-views')) > before,
        views,
      );
      await expect.poll(() => onMap(page)).toBe(2);
    }
    // A pin takes the focus and opens its card with Enter; the card links to the project.
    await aravali.focus();
    await page.keyboard.press('Enter');
    const card = page.locator('.leaflet-popup .map-card');
    await card.waitFor();
    expect(await card.getByRole('link', { name: 'Aravali Heights' }).getAttribute('href')).toMatch(
      /^\/project\/view\//,
    );
    expect(await card.textContent()).toContain('Golf Course Road, Gurugram');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'search-map-mobile.png'));

    // Back returns to the list, with the same results.
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has('view'));
    await page.locator('.results .card-grid').waitFor();
    expect(await page.locator('.results-map').count()).toBe(0);
    expect(await titlesShown(page)).toEqual(['Aravali Heights', 'Golf Vista']);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('the results map gives way to the list when no tile can be loaded; opened from its address on a desktop', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.route(/tile\.openstreetmap\.org/, (route) => route.abort());
    await page.goto(`${t.base}/search-result?view=map`);
    await interactive(page);
    await page.getByText('The map could not be loaded. The results are listed below.').waitFor();
    expect(await titlesShown(page)).toHaveLength(4);
    await expect.poll(() => onMap(page)).toBe(4);
    await keepScreenshot(page, path.join(SCREENSHOTS, 'search-map-failed-desktop.png'));
    await page.close();
  });

  it('the header hides on scroll down and returns on scroll up; City and Projects menus list cities and projects', async () => {
    const { page } = await openPage(browser, `${t.base}/search-result`, 1280);
    await interactive(page);
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.mouse.move(600, 300);
    await page.mouse.wheel(0, 600);
    await page.waitForSelector('.site-header--hidden');
    await page.mouse.wheel(0, -200);
    await page.waitForSelector('.site-header:not(.site-header--hidden)');
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.setViewportSize({ width: 1280, height: 900 });
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByText('City', { exact: true }).click();
    await nav.getByRole('link', { name: 'Greater Noida' }).waitFor();
    await nav.getByText('Projects', { exact: true }).click();
    await nav.getByRole('link', { name: 'Aravali Heights' }).click();
    await page.waitForURL(/\/project\/view\//);
  });

  it('every page type carries valid JSON-LD', async () => {
    const project = (await t.request('GET', `/api/v1/project/view-project?_id=${ids['aravali']}`)).body.result;
    const pages: Array<[string, string[]]> = [
      ['/', ['Organization', 'WebSite']],
      ['/search-result?city=Noida', ['BreadcrumbList']],
      [project.link, ['RealEstateListing', 'BreadcrumbList', 'FAQPage']],
      ['/faqs', ['BreadcrumbList', 'FAQPage']],
      ['/contact-us', ['BreadcrumbList']],
      ['/aangan-operations', ['BreadcrumbList']],
    ];
    for (const [url, types] of pages) {
      const { page } = await openPage(browser, t.base + url);
      const documents = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as Record<string, unknown>,
      );
      expect(
        documents.map((d) => d['@type']),
        url,
      ).toEqual(types);
      for (const document of documents) expect(schemaOrgProblems(document), url).toEqual([]);
      await page.close();
    }
  });

  it('the sitemap lists live projects only; a deleted project answers 410 with similar projects and noindex', async () => {
    const robots = await (await fetch(`${t.base}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${t.base}/sitemap.xml`);
    const index = await (await fetch(`${t.base}/sitemap.xml`)).text();
    expect(index).toContain('<sitemapindex');
    expect(index).toContain(`${t.base}/sitemap-projects.xml`);
    const view = (await t.request('GET', `/api/v1/project/view-project?_id=${ids['golfVista']}`)).body.result;
    expect(await (await fetch(`${t.base}/sitemap-projects.xml`)).text()).toContain(`${t.base}${view.link}`);

    const deleted = await t.request('DELETE', `/api/v1/project/delete-project/${ids['golfVista']}`, {
      token: t.adminToken,
      headers: { 'if-match': 'W/"0"' },
    });
    expect(deleted.status).toBe(200);
    const projects = await (await fetch(`${t.base}/sitemap-projects.xml`)).text();
    expect(projects).not.toContain(view.link);
    expect(projects).toContain('<lastmod>');

    const response = await fetch(`${t.base}${view.link}`);
    expect(response.status).toBe(410);
    const { page } = await openPage(browser, `${t.base}${view.link}`, 390);
    await page.getByRole('heading', { name: 'This project is no longer listed' }).waitFor();
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    expect(await page.locator('.card-title').allTextContents()).toContain('Aravali Heights');
    await keepScreenshot(page, path.join(SCREENSHOTS, 'project-gone-mobile.png'), { fullPage: true });
  });
});
