import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
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

let t: TestApp;
let browser: Browser;

const PHOTOS = ['/uploads/demo/project-1.svg', '/uploads/demo/project-2.svg', '/uploads/demo/project-3.svg'];
const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

const showcase: Partial<ProjectFields> = {
  projectTitle: 'Kesar Showcase',
  coverImage: PHOTOS[0],
  photos: PHOTOS,
  videos: [VIDEO],
  qrCodeUrl: '/uploads/demo/qr.svg',
  reraDetails: [{ projectReraId: 'UPRERAPRJ445566', reraProjectName: 'Kesar Showcase', projectStatus: 'Ongoing' }],
  nearbyPlaces: [
    { category: 'hospital', name: 'Fortis Hospital', distanceKm: 2.5 },
    { category: 'school', name: 'Delhi Public School', distanceKm: 1.2 },
    { category: 'metroStations', name: 'Sector 148 Metro', distanceKm: 0.8 },
  ],
  units: [
    {
      unitTitle: '2 BHK',
      bedroomCount: 2,
      bathroomCount: 2,
      primaryArea: { areaSize: 1200, areaUnit: 'squareFeet', areaType: 'Carpet' },
      secondaryArea: { areaSize: 1320, areaUnit: 'squareFeet', areaType: 'Built-up' },
      tertiaryArea: { areaSize: 1450, areaUnit: 'squareFeet', areaType: 'Super Built-up' },
      salePrice: 96_00_000,
      furnishingStatus: 'Semi Furnished',
      flooring: 'Vitrified Tiles',
      dedicatedRooms: ['Pooja', 'Study'],
      unitCount: 40,
    },
    {
      unitTitle: '3 BHK corner',
      bedroomCount: 3,
      bathroomCount: 3,
      primaryArea: { areaSize: 200, areaUnit: 'squareYards', areaType: 'Carpet' },
      secondaryArea: { areaSize: 220, areaUnit: 'squareYards', areaType: 'Built-up' },
      tertiaryArea: { areaSize: 240, areaUnit: 'squareYards', areaType: 'Super Built-up' },
      plotAreaLength: 40,
      plotAreaBreadth: 45,
      salePrice: 1_20_00_000,
      openSides: 2,
      boundaryWallsMade: true,
      unitCount: 1,
    },
  ],
};

let showcaseLink = '';
let showcaseId = '';

describe.skipIf(!chromiumAvailable)('project page in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields(showcase),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    showcaseLink = posted.body.result.link;
    showcaseId = posted.body.result._id;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('opens every photo in a lightbox by keyboard, keeps focus inside, and returns it on Escape', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${showcaseLink}`, 390);
    await interactive(page);
    const thumbnails = page.locator('.gallery a');
    expect(await thumbnails.count()).toBe(3);
    expect(await page.locator('.project-cover').getAttribute('fetchpriority')).toBe('high');
    await thumbnails.nth(0).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Photos of Kesar Showcase' });
    await dialog.waitFor();
    await dialog.getByText('Photo 1 of 3').waitFor();
    await page.keyboard.press('ArrowRight');
    await dialog.getByText('Photo 2 of 3').waitFor();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await dialog.getByText('Photo 3 of 3').waitFor();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await keepScreenshot(page, path.join(SCREENSHOTS, 'project-lightbox-mobile.png'));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(PHOTOS[0]);
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('once the page is idle, a tap on a photo opens the lightbox in the same update, its code already here', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${showcaseLink}`, 390);
    await interactive(page);
    const chunk = () =>
      page.evaluate(
        () =>
          performance
            .getEntriesByType('resource')
            .map((entry) => entry.name)
            .find((name) => /\/assets\/Lightbox-[\w-]+\.js$/.test(name)) ?? null,
      );
    await expect.poll(chunk).not.toBeNull();
    // Fetched is not yet evaluated: importing it again settles once the page's own import has.
    await page.evaluate(`import(${JSON.stringify(await chunk())}).then(() => undefined)`);
    // React answers a click in a microtask of the same task, so the lightbox is open right after it, unless
    // its lazily loaded code made it wait.
    const openedInTheClick = await page.evaluate(async () => {
      document.querySelector<HTMLElement>('.gallery a')!.click();
      await Promise.resolve();
      return document.querySelector('dialog.lightbox[open]') !== null;
    });
    expect(openedInTheClick).toBe(true);
    await page.keyboard.press('Escape');
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('asks nothing of YouTube until the video is played, then plays it from the no-cookie domain', async () => {
    const { page } = await openPage(browser, `${t.base}${showcaseLink}`);
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg/.test(request.url())) youtube.push(request.url());
    });
    await interactive(page);
    const facade = page.getByRole('link', { name: /Play video 1 of Kesar Showcase/ });
    await facade.scrollIntoViewIfNeeded();
    expect(youtube).toEqual([]);
    await facade.click();
    const frame = page.locator('iframe.video-frame');
    await frame.waitFor();
    expect(await frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0');
  });

  it('shows the RERA QR code beside the registration number', async () => {
    const { page } = await openPage(browser, `${t.base}${showcaseLink}`);
    await interactive(page);
    const head = page.locator('.rera-head').first();
    await head.locator('.rera-id').waitFor();
    expect(await head.getByRole('img', { name: 'RERA QR code of Kesar Showcase' }).count()).toBe(1);
  });

  it('loads the map only when scrolled near, with the pin and the nearby places', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${showcaseLink}`, 390);
    const leaflet: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('leafletMap')) leaflet.push(request.url());
    });
    await interactive(page);
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    expect(leaflet).toEqual([]);
    // The coordinates and the maps link are there before (and without) the map.
    await page.locator('#map').getByRole('link', { name: 'Open in maps' }).waitFor({ state: 'attached' });
    await page.locator('#map').scrollIntoViewIfNeeded();
    await page.locator('#map .leaflet-marker-icon').waitFor();
    expect(leaflet.length).toBeGreaterThan(0);
    expect(await page.locator('#map .map-ring').count()).toBe(3);
    for (const name of ['Fortis Hospital', 'Delhi Public School', 'Sector 148 Metro'])
      await page.locator('#map .nearby-grid').getByText(name).waitFor();
    await keepScreenshot(page.locator('#map'), path.join(SCREENSHOTS, 'project-map-mobile.png'));
    expect(
      errors.filter((error) => !error.includes('tile')),
      errors.join('\n'),
    ).toEqual([]);
  });

  it('shows every area in the chosen unit with prices per that unit, and remembers the choice', async () => {
    const { page, errors } = await openPage(browser, `${t.base}${showcaseLink}`);
    await interactive(page);
    const units = page.locator('#unit-floor-plan-pricing');
    await units.getByText('Vitrified Tiles').waitFor();
    for (const text of ['Pooja, Study', '40 ft × 45 ft', 'Made', 'Semi Furnished', 'Carpet', 'Super Built-up'])
      await units.getByText(text, { exact: false }).first().waitFor();
    await units.getByText('₹8,000 per Sq.Ft.').waitFor();
    await page.getByLabel('Show areas in').selectOption('squareMeters');
    await units.getByText('111.48 Sq.Mt.').waitFor();
    const areas = await page.locator('.area-value').allTextContents();
    expect(areas.length).toBeGreaterThanOrEqual(4);
    for (const area of areas) expect(area).toMatch(/Sq\.Mt\.$/);
    expect(await page.locator('.rate').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/per Sq\.Mt\.$/)]),
    );
    await units.getByText('₹86,111 per Sq.Mt.').waitFor();
    await page.reload();
    // A remembered unit makes the page run its code at once, without waiting for the visitor's first move.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('#unit-floor-plan-pricing').getByText('111.48 Sq.Mt.').waitFor();
    expect(await page.getByLabel('Show areas in').inputValue()).toBe('squareMeters');
    // Land units read the project's twelve acres, never its flats.
    await page.getByLabel('Show areas in').selectOption('bigha');
    await page
      .getByText('A bigha differs from state to state; here 1 Bigha = 27,000 Sq.Ft., the bigha of Uttar Pradesh.')
      .waitFor();
    await page.locator('#project-information').getByText('19.36 Bigha').waitFor();
    await units.getByText('1,200 Sq.Ft.').first().waitFor();
    expect(await units.locator('.area-value').allTextContents()).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/Bigha$/)]),
    );
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('works out the same EMI as the assistant for the same loan', async () => {
    const asked = await t.request('POST', '/api/v1/user/query', {
      body: { prompt: 'EMI for 64 lakh at 9.1% for 15 years' },
      headers: { 'x-forwarded-for': '10.60.0.1' },
    });
    const monthly = asked.body.emi.monthlyEmi as number;
    const interest = asked.body.emi.totalInterest as number;
    const rupees = (amount: number) =>
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 }).format(amount);
    const { page } = await openPage(browser, `${t.base}${showcaseLink}`, 390);
    await interactive(page);
    const calculator = page.locator('#home-loan');
    await calculator.getByLabel('Property price (₹)').fill('8000000');
    await calculator.getByLabel('Loan (% of price)').fill('80');
    await calculator.getByLabel('Interest rate (% a year)').fill('9.1');
    await calculator.getByLabel('Tenure (years)').fill('15');
    await calculator.locator('[data-emi="monthly"]').getByText(rupees(monthly), { exact: true }).waitFor();
    expect(await calculator.locator('[data-emi="interest"]').textContent()).toBe(rupees(interest));
    expect(await calculator.locator('.amortisation rect').count()).toBe(30);
    await calculator.getByLabel('Interest rate (% a year)').fill('95');
    await calculator.getByText('Please enter a valid input').waitFor();
    await keepScreenshot(page.locator('#home-loan'), path.join(SCREENSHOTS, 'project-emi-mobile.png'));
  });

  it('keeps a loan typed while the calculator’s code is still on its way, and is interactive only once it is', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    let letGo = () => {};
    const released = new Promise<void>((resolve) => (letGo = resolve));
    let asked = () => {};
    const requested = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/assets/EmiCalculator-*.js', async (route) => {
      asked();
      await released;
      await route.continue();
    });
    await page.goto(`${t.base}${showcaseLink}`);
    await page.mouse.move(1, 1);
    await page.mouse.move(2, 2);
    // The page's own code has run: it asks for the calculator's.
    await requested;
    const calculator = page.locator('#home-loan');
    await calculator.getByLabel('Property price (₹)').fill('8000000');
    await calculator.getByLabel('Loan (% of price)').fill('80');
    await calculator.getByLabel('Interest rate (% a year)').fill('9.1');
    await calculator.getByLabel('Tenure (years)').fill('15');
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);
    letGo();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const expected = await t.request('POST', '/api/v1/user/query', {
      body: { prompt: 'EMI for 64 lakh at 9.1% for 15 years' },
      headers: { 'x-forwarded-for': '10.60.0.3' },
    });
    const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
    await calculator
      .locator('[data-emi="monthly"]')
      .getByText(rupees.format(expected.body.emi.monthlyEmi as number), { exact: true })
      .waitFor();
    expect(await calculator.getByLabel('Property price (₹)').inputValue()).toBe('8000000');
    await page.close();
  });

  it('a late section whose code does not arrive says so in its place; the rest of the page stays and works', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 900 } });
    await page.route('**/assets/EmiCalculator-*.js', (route) => route.abort('internetdisconnected'));
    await page.goto(`${t.base}${showcaseLink}`);
    await interactive(page);
    await page
      .locator('#home-loan')
      .getByText('This part of the page could not be loaded. Please check your connection and reload the page.')
      .waitFor();
    expect(await page.locator('#home-loan [data-emi]').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1, name: 'Kesar Showcase' }).isVisible()).toBe(true);
    expect(await page.locator('.form-load-error').count()).toBe(1);
    await page.getByRole('button', { name: 'Enquire now' }).first().click();
    await page.locator('dialog[open] form').waitFor();
    await page.close();
  });

  it('serves the EMI calculator and the currency converter as pages that answer without script', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${t.base}/emi-calculator?price=8000000&loanPercent=80&rate=9.1&years=15`);
    const asked = await t.request('POST', '/api/v1/user/query', {
      body: { prompt: 'EMI for 64 lakh at 9.1% for 15 years' },
      headers: { 'x-forwarded-for': '10.60.0.2' },
    });
    expect((await page.locator('[data-emi="monthly"]').textContent())?.replace(/\D/g, '')).toBe(
      String(asked.body.emi.monthlyEmi),
    );
    await page.getByRole('button', { name: 'Calculate EMI' }).waitFor();
    await page.goto(`${t.base}/currency-converter?from=USD&to=INR&amount=1000`);
    expect(await page.locator('[data-conversion="result"]').textContent()).toBe('84,000 INR');
    await page.getByLabel('Amount').fill('250');
    await page.getByRole('button', { name: 'Convert' }).click();
    await page.waitForURL(/amount=250/);
    expect(await page.locator('[data-conversion="result"]').textContent()).toBe('21,000 INR');
    await page.goto(`${t.base}/`);
    expect(await page.locator('footer').getByRole('link', { name: 'EMI calculator' }).getAttribute('href')).toBe(
      '/emi-calculator',
    );
    expect(await page.locator('footer').getByRole('link', { name: 'Currency converter' }).getAttribute('href')).toBe(
      '/currency-converter',
    );
    await context.close();
  });

  it('charts the price and possession history once an admin changes the price, and not before', async () => {
    const { page } = await openPage(browser, `${t.base}${showcaseLink}`);
    await interactive(page);
    expect(await page.locator('#price-history').count()).toBe(0);
    const units = showcase.units!.map((unit) =>
      unit.unitTitle === '2 BHK' ? { ...unit, salePrice: 1_02_00_000 } : unit,
    );
    const edited = await t.request('PUT', `/api/v1/project/edit-project/${showcaseId}`, {
      token: t.adminToken,
      headers: { 'if-match': 'W/"0"' },
      body: validProjectFields({ ...showcase, units, proposedPossessionDate: '2028-06' }),
    });
    expect(edited.status).toBe(200);
    await page.reload();
    const history = page.locator('#price-history');
    await history.waitFor();
    await history
      .getByRole('img', { name: /Price range went from ₹96 L - ₹1.20 Cr .* to ₹1.02 Cr - ₹1.20 Cr/ })
      .waitFor();
    expect(await history.locator('tbody tr').count()).toBe(2);
    await history.getByText('June 2028', { exact: false }).waitFor();
    expect(await history.textContent()).not.toContain('Asha');
    await keepScreenshot(history, path.join(SCREENSHOTS, 'project-history.png'));
  });
});
