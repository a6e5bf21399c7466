import path from 'node:path';
import sharp from 'sharp';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SCREENSHOTS, keepScreenshot } from '@aangan/api/testing/chromium';
import type { ConsoleInChromium } from '@aangan/server/testing';

/** What the browser tests do in the project builder, named as an admin would say it. */

export const png = (background: string, width = 96, height = 72) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();

/** A photo of noise: large (about 1 MB as PNG), so its upload takes long enough to be watched. */
export const largePng = () =>
  sharp({
    create: {
      width: 600,
      height: 600,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .png()
    .toBuffer();

/** A photo of noise, 3000 × 2000 (about 2.7 MB as JPEG): the server takes seconds to make its smaller copies. */
export const noisyJpeg = () =>
  sharp({
    create: {
      width: 3000,
      height: 2000,
      channels: 3,
      background: '#777',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

/** Everything a project needs to be posted, straight through the API (for tests that start from a posted one). */
export const postableProject = (title: string) => ({
  projectType: 'Residential',
  projectSubType: 'Apartment',
  city: 'Noida',
  state: 'Uttar Pradesh',
  locality: 'Sector 150',
  projectTitle: title,
  projectArea: { areaSize: 4, areaUnit: 'acres' },
  highlightTags: ['RERA Registered'],
  description: 'Two towers by the expressway.',
  photos: ['/uploads/demo/project-1.svg'],
  coverImage: '/uploads/demo/project-1.svg',
  latitude: 28.4595,
  longitude: 77.5021,
  placeName: title,
  launchDate: '2025-04',
  builtDate: '2028-12',
  possessionStatus: 'Under Construction',
  amenities: ['swimmingPool'],
  projectRating: 8,
  units: [
    {
      unitTitle: '2 BHK',
      bedroomCount: 2,
      bathroomCount: 2,
      primaryArea: { areaSize: 1150, areaUnit: 'squareFeet', areaType: 'Carpet' },
      secondaryArea: { areaSize: 1400, areaUnit: 'squareFeet', areaType: 'Built-up' },
      tertiaryArea: { areaSize: 1600, areaUnit: 'squareFeet', areaType: 'Super Built-up' },
      minPrice: 8_500_000,
      maxPrice: 9_500_000,
      unitCount: 40,
    },
  ],
});

/** A full-page screenshot from the top of the page (the sticky toolbar would otherwise cover fields). */
export async function screenshot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, path.join(SCREENSHOTS, `builder-${name}.png`), { fullPage: true });
}

export const openStep = async (page: Page, label: string) => {
  await page.getByRole('tab', { name: new RegExp(`^\\d+\\. ${label}`) }).click();
  await page.getByRole('tabpanel').waitFor();
};

/** Chooses an option of a react-admin select input (in `scope`, the page by default) by its label. */
export async function choose(page: Page, label: string | RegExp, option: string, scope: Page | Locator = page) {
  await scope.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
}

/** A message the console shows as a toast (or on a field): waits until one is visible. */
export const message = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor();

export interface UnitEntry {
  title: string;
  bedrooms?: string;
  bathrooms?: string;
  size: string;
  builtUp?: string;
  superBuiltUp?: string;
  minPrice?: string;
  maxPrice?: string;
  count?: string;
}

/** Fills the unit dialog (open) with what is given; the dialog stays open. */
export async function fillUnit(page: Page, unit: Partial<UnitEntry>) {
  const dialog = page.getByRole('dialog');
  if (unit.title !== undefined) await dialog.getByRole('textbox', { name: /^Unit title/ }).fill(unit.title);
  if (unit.count !== undefined) await dialog.getByRole('textbox', { name: /^Number of such units/ }).fill(unit.count);
  if (unit.bedrooms !== undefined) await choose(page, /^Bedrooms/, unit.bedrooms, dialog);
  if (unit.bathrooms !== undefined) await choose(page, /^Bathrooms/, unit.bathrooms, dialog);
  if (unit.size !== undefined) await dialog.getByRole('textbox', { name: /^Unit size/ }).fill(unit.size);
  if (unit.builtUp !== undefined) await dialog.getByRole('textbox', { name: /^Built-up area/ }).fill(unit.builtUp);
  if (unit.superBuiltUp !== undefined)
    await dialog.getByRole('textbox', { name: /^Super built-up area/ }).fill(unit.superBuiltUp);
  if (unit.minPrice !== undefined) await dialog.getByRole('textbox', { name: /^Minimum price/ }).fill(unit.minPrice);
  if (unit.maxPrice !== undefined) await dialog.getByRole('textbox', { name: /^Maximum price/ }).fill(unit.maxPrice);
  return dialog;
}

/** Adds a unit through the dialog and waits for it to close. */
export async function addUnit(page: Page, unit: UnitEntry) {
  await page.getByRole('button', { name: 'Add a unit' }).click();
  const dialog = await fillUnit(page, unit);
  await dialog.getByRole('button', { name: 'Add unit' }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The map's tile server (the test app's MAP_TILE_URL is OpenStreetMap's, out of reach of the tests). */
const TILES = 'https://tile.openstreetmap.org/**';

/** Answers every map tile with a plain green square, as a reachable tile server would. */
export async function serveTiles(page: Page) {
  const tile = await png('#cfe3c5', 256, 256);
  await page.route(TILES, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
}

/** Every map tile fails, as with the tile server down or out of reach. */
export const failTiles = (page: Page) => page.route(TILES, (route) => route.abort('connectionrefused'));

/** A few bytes an upload takes for an MP4 video (an ISO media header and an empty data box). */
export function mp4(size = 64 * 1024): Buffer {
  const bytes = Buffer.alloc(size);
  bytes.writeUInt32BE(24, 0);
  bytes.write('ftyp', 4, 'latin1');
  bytes.write('isom', 8, 'latin1');
  bytes.write('isommp41', 16, 'latin1');
  bytes.writeUInt32BE(size - 24, 24);
  bytes.write('mdat', 28, 'latin1');
  return bytes;
}

/** A one-page PDF as far as the upload's type check goes. */
export function pdf(size = 2048): Buffer {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n', 0, 'latin1');
  bytes.write('\n%%EOF\n', size - 8, 'latin1');
  return bytes;
}

/** Projects made and read through the API of the tests' app, as the admin token may. */
export function projectsThrough(session: ConsoleInChromium) {
  return {
    /** A posted project made through the API; answers its id. */
    async postedProject(title: string): Promise<string> {
      const answer = await session.app.request('POST', '/api/v1/project/post-project', {
        token: session.app.adminToken,
        body: postableProject(title),
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      return answer.body.result._id;
    },
    async projectOf(id: string) {
      return (await session.app.request('GET', `/api/v1/admin/projects/${id}`, { token: session.app.adminToken })).body;
    },
  };
}
