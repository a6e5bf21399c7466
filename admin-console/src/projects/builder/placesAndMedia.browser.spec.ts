import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { PROJECT_FIELD_MESSAGES, type KnownPlace } from '@aangan/contracts';
import { chromiumAvailable, launchChromium, openPage, signIn, TEST_ADMIN } from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';
import { failTiles, mp4, noisyJpeg, openStep, pdf, screenshot, serveTiles } from './testing/builderPage.ts';

/**
 * The builder on the demo catalogue: a building or a locality found by the server's typo-tolerant
 * place search moves the pin; without map tiles the position is typed; media are listed by the
 * names they came with; the rating's rule shows on leaving the box; the chosen tab stays in view.
 */

let t: DemoSite;
let browser: Browser;

async function builder(
  width: number,
  tiles: 'served' | 'failing' = 'served',
): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, `${t.base}/admin`, width);
  if (tiles === 'served') await serveTiles(opened.page);
  else await failTiles(opened.page);
  await signIn(opened.page, TEST_ADMIN);
  await opened.page.waitForURL((url) => !url.pathname.endsWith('/login'));
  await opened.page.goto(`${t.base}/admin/post-project`);
  await opened.page.getByRole('tab', { name: /^1\. Basics/ }).waitFor();
  return opened;
}

const places = async (query: string): Promise<KnownPlace[]> =>
  (await t.request('GET', `/api/v1/admin/places?q=${encodeURIComponent(query)}`, { token: t.adminToken })).body.result;
const inputValue = (page: Page, name: RegExp) => page.getByRole('textbox', { name }).inputValue();
const fixed = (value: number) => value.toFixed(6);

/** Types into the place search and picks the option whose text matches. */
async function pickPlace(page: Page, typed: string, option: RegExp) {
  const search = page.getByRole('combobox', { name: /^Search project\/building/ });
  await search.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** Waits until the latitude and longitude boxes hold the position. */
const positionShown = (page: Page, place: { latitude?: number; longitude?: number }) =>
  page.waitForFunction(
    ([lat, lng]) =>
      document.querySelector<HTMLInputElement>('input[name="latitude"]')?.value === lat &&
      document.querySelector<HTMLInputElement>('input[name="longitude"]')?.value === lng,
    [fixed(place.latitude!), fixed(place.longitude!)],
  );

/** Whether the pin stands inside the map's frame (the map moved to it). */
async function pinInView(page: Page): Promise<boolean> {
  const pin = await page.locator('.leaflet-marker-icon').boundingBox();
  const map = await page.locator('.leaflet-container').boundingBox();
  return (
    pin !== null &&
    map !== null &&
    pin.x >= map.x &&
    pin.x + pin.width <= map.x + map.width &&
    pin.y >= map.y &&
    pin.y + pin.height <= map.y + map.height
  );
}

describe.skipIf(!chromiumAvailable)('the builder’s places and media in Chromium', () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('finds a Ganga building by a misspelt name and a locality, and each moves the pin and the map', async () => {
    const { page, errors } = await builder(1366);
    await openStep(page, 'Location');
    await page.getByText('Click the map to place the pin').waitFor();

    const [ganga] = (await places('Gnaga')).filter((place) => place.kind === 'building');
    expect(ganga.name).toMatch(/^Ganga /);
    await pickPlace(page, 'Gnaga', new RegExp(`^${ganga.name}`));
    await page.getByText(`Place on the map: ${ganga.name}`).waitFor();
    await positionShown(page, ganga);
    await page.locator('.leaflet-marker-icon').waitFor();
    expect(await pinInView(page)).toBe(true);
    await screenshot(page, 'places-building');

    const [locality] = (await places('Gomti Nagar')).filter((place) => place.kind === 'locality');
    expect(locality.latitude).toBeDefined();
    await pickPlace(page, 'gomti nagr', /^Gomti Nagar.*Locality/);
    await page.getByText('Place on the map: Gomti Nagar').waitFor();
    await positionShown(page, locality);
    expect(await pinInView(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('picking “This project” moves the pin to the catalogue building of the same name', async () => {
    const { page, errors } = await builder(1366);
    const [ganga] = (await places('Ganga')).filter((place) => place.kind === 'building' && place.latitude);
    await page.getByRole('textbox', { name: /^Project\/Building name/ }).fill(ganga.name);
    await openStep(page, 'Location');
    await page.getByText('Click the map to place the pin').waitFor();
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(0);

    await pickPlace(page, ganga.name, /This project$/);
    await page.getByText(`Place on the map: ${ganga.name}`).waitFor();
    await positionShown(page, ganga);
    await page.locator('.leaflet-marker-icon').waitFor();
    expect(await pinInView(page)).toBe(true);
    await screenshot(page, 'places-this-project');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('without map tiles says the map is unavailable, ignores clicks and takes typed coordinates in India', async () => {
    const { page, errors } = await builder(1366, 'failing');
    await openStep(page, 'Location');
    await page.getByText('The map is unavailable').waitFor();
    await page.locator('.leaflet-container').click({ position: { x: 200, y: 120 } });
    expect(await page.locator('.leaflet-marker-icon').count()).toBe(0);
    expect(await inputValue(page, /^Latitude/)).toBe('');

    const latitude = page.getByRole('textbox', { name: /^Latitude/ });
    const longitude = page.getByRole('textbox', { name: /^Longitude/ });
    await latitude.fill('51.5');
    await latitude.blur();
    await page.getByText(/^Latitude must be between 6 and 37\.5 \(India\)/).waitFor();
    await longitude.focus();
    await longitude.blur();
    await page.getByText('Type the longitude too: the pin needs both').waitFor();
    await latitude.fill('28.4595');
    await longitude.fill('77.5021');
    await longitude.blur();
    await page.locator('.leaflet-marker-icon').waitFor();
    expect(await page.getByText(/^Latitude must be between/).count()).toBe(0);
    await screenshot(page, 'places-no-tiles');
    expect(errors).toEqual([]);
    await page.close();
  });

  it('lists uploads by their names, shows a photo as processing until it is ready, and checks the rating on blur', async () => {
    const { page, errors } = await builder(1366);
    const rating = page.getByRole('textbox', { name: /^Rating/ });
    await rating.fill('11');
    await rating.blur();
    await page.getByText(PROJECT_FIELD_MESSAGES.ratingAboveMax).waitFor();
    await rating.fill('9');
    await page.getByText(PROJECT_FIELD_MESSAGES.ratingAboveMax).waitFor({ state: 'detached' });

    await openStep(page, 'Media');
    // A photo of noise, nine megapixels: its smaller copies take the server a few seconds to make.
    await page.getByLabel('Photos: choose files').setInputFiles({
      name: 'front.jpg',
      mimeType: 'image/jpeg',
      buffer: await noisyJpeg(),
    });
    await page.getByText('Processing front.jpg').waitFor();
    await page.getByText('Processing…').waitFor();
    await page.getByRole('img', { name: 'Photo 1' }).waitFor();
    await page.getByText('Processing…').waitFor({ state: 'detached' });

    await page.getByLabel('Videos: choose a file').setInputFiles({
      name: 'Site tour <evening> & dusk.mp4',
      mimeType: 'video/mp4',
      buffer: mp4(),
    });
    const video = page.getByRole('link', { name: 'Site tour <evening> & dusk.mp4' });
    await video.waitFor();
    expect(await video.getAttribute('href')).toMatch(/\/[0-9a-f]{32}\.mp4$/);
    const longName = `Skyline Heights brochure ${'with every floor plan and price list '.repeat(4)}final.pdf`;
    await page
      .getByLabel('Brochure (PDF): choose a file')
      .setInputFiles({ name: longName, mimeType: 'application/pdf', buffer: pdf() });
    const brochure = page.getByRole('link', { name: longName });
    await brochure.waitFor();
    expect(await brochure.getAttribute('title')).toBe(longName);
    // Ellipsized: the link is narrower than its text.
    expect(await brochure.evaluate((link) => link.scrollWidth > link.clientWidth)).toBe(true);
    await screenshot(page, 'media-names');

    // Opened again, the builder asks the API for the names.
    const videoUrl = await video.getAttribute('href');
    const named = await t.request('GET', `/api/v1/admin/upload-names?url=${encodeURIComponent(videoUrl!)}`, {
      token: t.adminToken,
    });
    expect(named.body.result).toEqual([{ url: videoUrl, name: 'Site tour <evening> & dusk.mp4' }]);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('keeps the chosen tab in view on a phone', async () => {
    const { page, errors } = await builder(390);
    // Step by step with the buttons under the form, never touching the tabs (a click would scroll to the tab itself).
    for (const label of [
      'Location',
      'Units',
      'Media',
      'Amenities',
      'Dates & counts',
      'RERA',
      'Developer',
      'FAQs & awards',
      'SEO',
    ])
      await page.getByRole('button', { name: label, exact: true }).click();
    const tab = page.getByRole('tab', { name: /^10\. SEO/ });
    const inView = async () => {
      const box = await tab.boundingBox();
      const strip = await page.locator('.MuiTabs-scroller').boundingBox();
      return box !== null && strip !== null && box.x >= strip.x - 1 && box.x + box.width <= strip.x + strip.width + 1;
    };
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
    expect(await tab.getAttribute('aria-selected')).toBe('true');
    await screenshot(page, 'tabs-390-seo');
    // Narrower still (the scroll buttons take their room): the tab follows.
    await page.setViewportSize({ width: 360, height: 800 });
    await page.waitForFunction(() => document.documentElement.clientWidth === 360);
    await expect.poll(inView, { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'tabs-360-seo');
    expect(errors).toEqual([]);
    await page.close();
  });
});
