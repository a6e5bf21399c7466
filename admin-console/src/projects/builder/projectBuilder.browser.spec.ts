import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { PROJECT_FIELD_MESSAGES, PROJECT_POST_MESSAGES, UNIT_MESSAGES } from '@aangan/contracts';
import path from 'node:path';
import { chromiumAvailable, SCREENSHOTS, TEST_AUDITOR, keepScreenshot } from '@aangan/api/testing/chromium';
import { consoleInChromium } from '@aangan/server/testing';
import {
  addUnit,
  choose,
  fillUnit,
  largePng,
  message,
  openStep,
  png,
  screenshot,
  serveTiles,
  projectsThrough,
} from './testing/builderPage.ts';

// One admin's whole flow through many screens: far more than the default 30 seconds on a busy machine.
const FLOW_TIMEOUT = 240_000;
const TITLE = 'Skyline Heights';

const session = consoleInChromium();

const signedIn = (width?: number, account?: { email: string; password: string }, at?: string) =>
  session.signedIn(width, account, at);

const { postedProject, projectOf } = projectsThrough(session);
const idInUrl = (page: Page) => new URL(page.url()).pathname.split('/').at(-1)!;
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

describe.skipIf(!chromiumAvailable)('the project builder in Chromium', () => {
  it(
    'an admin builds a project with two units and photos, saves a draft, resumes it from Drafts, posts it and changes a unit price',
    async () => {
      const { page, errors } = await signedIn(undefined, undefined, '/admin/post-project');
      await page.getByRole('tab', { name: /^1\. Basics/ }).waitFor();

      // Posting the empty form shows every §5 message: the first as a toast, each on its field.
      await page.getByRole('button', { name: 'Post project' }).click();
      await message(page, PROJECT_POST_MESSAGES.projectTypeMissing);
      await page
        .getByRole('alert')
        .filter({ hasText: 'things to fix' })
        .getByText(PROJECT_POST_MESSAGES.placeMissing)
        .waitFor();
      await page.getByText(PROJECT_POST_MESSAGES.titleMissing).first().waitFor();
      await screenshot(page, '1-post-empty');

      // Basics. Numbers keep only digits and one point; a sixth highlight is refused.
      await choose(page, /^Project type/, 'Residential');
      await choose(page, /^Sub type/, 'Apartment');
      await textbox(page, /^Project\/Building name/).fill(TITLE);
      await page.getByRole('combobox', { name: /^City/ }).fill('Noida');
      await page.getByRole('option', { name: 'Noida', exact: true }).click();
      expect(await textbox(page, /^State/).inputValue()).toBe('Uttar Pradesh');
      await page.getByRole('combobox', { name: /^Locality/ }).fill('Sector 150');
      await textbox(page, /^Project size/).fill('4.5.2 acres');
      expect(await textbox(page, /^Project size/).inputValue()).toBe('4.52');
      await choose(page, /^Size unit/, 'Acre(s)');
      await textbox(page, /^Rating/).fill('11');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await message(page, PROJECT_FIELD_MESSAGES.ratingAboveMax);
      await textbox(page, /^Rating/).fill('8.5');
      for (const tag of [
        'RERA Registered',
        'Gated Community',
        'Near Metro',
        'Park Facing',
        'Vastu Compliant',
        'Luxury',
      ]) {
        await page.getByRole('button', { name: tag }).click();
      }
      await message(page, PROJECT_FIELD_MESSAGES.tooManyTags);
      expect(await page.getByRole('button', { name: 'Luxury' }).getAttribute('aria-pressed')).toBe('false');
      await page.getByRole('button', { name: 'Generate description' }).click();
      await page.waitForFunction(() =>
        (document.querySelector<HTMLTextAreaElement>('textarea[name="description"]')?.value ?? '').includes(
          'Skyline Heights',
        ),
      );
      await screenshot(page, '2-basics');

      // Location: the place picked from the list, the pin set by a click on the map.
      await serveTiles(page);
      await openStep(page, 'Location');
      await page.getByRole('combobox', { name: /^Search project\/building/ }).click();
      await page.getByRole('option', { name: new RegExp(`^${TITLE}`) }).click();
      await page.getByText(`Place on the map: ${TITLE}`).waitFor();
      await page.getByText('Click the map to place the pin').waitFor();
      await page.locator('.leaflet-container').click({ position: { x: 320, y: 160 } });
      await page.waitForFunction(
        () => (document.querySelector<HTMLInputElement>('input[name="latitude"]')?.value ?? '') !== '',
      );
      expect(await textbox(page, /^Longitude/).inputValue()).toMatch(/^\d+\.\d{6}$/);
      await page.locator('.leaflet-marker-icon').waitFor();
      await screenshot(page, '3-location');

      // Units, one at a time, with the §5 rules on their fields.
      await openStep(page, 'Units');
      await page.getByRole('button', { name: 'Add a unit' }).click();
      const dialog = await fillUnit(page, { title: '2 BHK', size: '250000', minPrice: '9500000', maxPrice: '8500000' });
      await dialog.getByRole('button', { name: 'Add unit' }).click();
      await dialog.getByText(UNIT_MESSAGES.bedroomsMissing).waitFor();
      await dialog.getByText(UNIT_MESSAGES.sizeAboveProject).waitFor();
      await dialog.getByText(UNIT_MESSAGES.minAboveMax).waitFor();
      await dialog.getByText(UNIT_MESSAGES.builtUpMissing, { exact: true }).waitFor();
      await screenshot(page, '4-unit-rules');
      await fillUnit(page, {
        bedrooms: '2',
        bathrooms: '2',
        size: '1150',
        builtUp: '1400',
        superBuiltUp: '1600',
        minPrice: '8500000',
        maxPrice: '9500000',
        count: '40',
      });
      await dialog.getByRole('button', { name: 'Add unit' }).click();
      await dialog.waitFor({ state: 'detached' });
      await addUnit(page, {
        title: '3 BHK',
        bedrooms: '3',
        bathrooms: '3',
        size: '1650',
        builtUp: '1950',
        superBuiltUp: '2200',
        minPrice: '12500000',
        maxPrice: '14000000',
        count: '24',
      });
      // The same 2 BHK again only changes its count.
      await addUnit(page, {
        title: '2 bhk',
        bedrooms: '2',
        bathrooms: '2',
        size: '1150',
        builtUp: '1400',
        superBuiltUp: '1600',
        count: '36',
      });
      await message(page, UNIT_MESSAGES.alreadyExists);
      const units = page.getByRole('table', { name: 'Units' });
      expect(await units.getByRole('row').count()).toBe(3);
      await units.getByRole('row', { name: /2 BHK/ }).getByRole('cell', { name: '36' }).waitFor();
      await screenshot(page, '5-units');

      // Photos: two uploads, each with its percentage, then the second chosen as the cover.
      await openStep(page, 'Media');
      await page.getByLabel('Photos: choose files').setInputFiles([
        { name: 'front.png', mimeType: 'image/png', buffer: await png('#3a7') },
        { name: 'lobby.png', mimeType: 'image/png', buffer: await png('#c63') },
      ]);
      await page.getByRole('img', { name: 'Photo 2' }).waitFor();
      await message(page, 'Image uploaded successfully!');
      await page.getByText('More than 5 photos are advised: 2 so far.').waitFor();
      await page.getByRole('radio', { name: 'Cover: photo 2' }).check();
      await page
        .getByLabel('Brochure (PDF): choose a file')
        .setInputFiles({ name: 'brochure.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
      await message(page, 'Please select a PDF file.');
      await screenshot(page, '6-media');

      // Dates and amenities, which posting asks for too.
      await openStep(page, 'Dates & counts');
      await textbox(page, /^Launch month/).fill('2025-04');
      await choose(page, /^Possession status/, 'Under Construction');
      await textbox(page, /^Towers/).fill('4 towers');
      expect(await textbox(page, /^Towers/).inputValue()).toBe('4');
      await openStep(page, 'Amenities');
      await page.getByRole('checkbox', { name: 'Swimming Pool' }).check();
      await page.getByRole('checkbox', { name: 'Power Backup' }).check();

      // Save the draft; the builder moves to the project's own address.
      await page.getByRole('button', { name: 'Save draft' }).click();
      await message(page, 'Draft saved successfully');
      await page.waitForURL(/\/admin\/projects\/[0-9a-f]{24}$/);
      const id = idInUrl(page);
      const draft = await projectOf(id);
      expect(draft).toMatchObject({
        status: 'draft',
        projectTitle: TITLE,
        city: 'Noida',
        state: 'Uttar Pradesh',
        projectRating: 8.5,
        placeName: TITLE,
        launchDate: '2025-04',
        towers: 4,
      });
      expect(draft.amenities).toEqual(['swimmingPool', 'powerBackup']);
      expect(draft.units).toHaveLength(2);
      expect(draft.coverImage).toBe(draft.photos[1]);

      // Leave, and come back through the Drafts tab of the list.
      await page.goto(`${session.app.base}/admin/projects`);
      await page.getByRole('tab', { name: 'Drafts' }).click();
      await page.getByRole('link', { name: TITLE }).click();
      await page.waitForURL(new RegExp(`/admin/projects/${id}$`));
      await page.getByRole('heading', { name: `Draft: ${TITLE}`, level: 1 }).waitFor();
      expect(await textbox(page, /^Project\/Building name/).inputValue()).toBe(TITLE);
      await screenshot(page, '7-resumed');

      // Post: the draft becomes the public project.
      await page.getByRole('button', { name: 'Post project' }).click();
      await message(page, 'Project posted successfully');
      await page.getByRole('button', { name: 'Save changes' }).waitFor();
      const posted = await projectOf(id);
      expect(posted.status).toBe('posted');
      const publicPath = posted.link ?? `/project/view/${posted.slug}`;
      const site = await session.browser.newPage();
      await site.goto(`${session.app.base}${publicPath}`);
      await site.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await keepScreenshot(site, path.join(SCREENSHOTS, 'builder-8-public.png'));
      await site.close();

      // A unit's price changes; the unit keeps its identity.
      await openStep(page, 'Units');
      await page.getByRole('button', { name: 'Edit unit 2 BHK' }).click();
      await fillUnit(page, { maxPrice: '9900000' });
      await page.getByRole('dialog').getByRole('button', { name: 'Save unit' }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await message(page, 'Project updated successfully');
      const edited = await projectOf(id);
      const twoBhk = edited.units.find((unit: { unitTitle: string }) => unit.unitTitle === '2 BHK');
      expect(twoBhk.maxPrice).toBe(9_900_000);
      expect(twoBhk.unitId).toBe(posted.units.find((unit: { unitTitle: string }) => unit.unitTitle === '2 BHK').unitId);
      await screenshot(page, '9-edited');
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows each photo upload as a percentage while it is sent',
    async () => {
      const { page, errors } = await signedIn(undefined, undefined, '/admin/post-project');
      await openStep(page, 'Media');
      // A slow connection (DevTools throttling), so the bar is seen between 0 and 100%.
      const devtools = await page.context().newCDPSession(page);
      await devtools.send('Network.enable');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 20,
        downloadThroughput: -1,
        uploadThroughput: 256 * 1024,
      });
      await page
        .getByLabel('Photos: choose files')
        .setInputFiles({ name: 'aerial.png', mimeType: 'image/png', buffer: await largePng() });
      const bar = page.getByRole('progressbar', { name: 'Uploading aerial.png' });
      await page.waitForFunction(() => {
        const value = Number(
          document
            .querySelector('[role="progressbar"][aria-label="Uploading aerial.png"]')
            ?.getAttribute('aria-valuenow'),
        );
        return value > 0 && value < 100;
      });
      const shown = await page
        .getByText(/^\d{1,2}%$/)
        .first()
        .textContent();
      expect(Number(shown?.replace('%', ''))).toBeGreaterThan(0);
      await screenshot(page, '10-upload-progress');
      await devtools.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 0,
        downloadThroughput: -1,
        uploadThroughput: -1,
      });
      await bar.waitFor({ state: 'detached' });
      await page.getByRole('img', { name: 'Photo 1' }).waitFor();
      await message(page, 'Image uploaded successfully!');
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'refuses a save based on a version someone else has changed, explains it and keeps what was typed',
    async () => {
      const id = await postedProject('Lakeview Residency');
      const mine = await signedIn(undefined, undefined, `/admin/projects/${id}`);
      await textbox(mine.page, /^Project\/Building name/).waitFor();

      // Another admin, in another browser, changes the rating first.
      const other = await signedIn(undefined, undefined, `/admin/projects/${id}`);
      await textbox(other.page, /^Rating/).fill('9');
      await other.page.getByRole('button', { name: 'Save changes' }).click();
      await message(other.page, 'Project updated successfully');
      await other.page.close();

      await mine.page.getByRole('combobox', { name: /^Locality/ }).fill('Sector 150 North');
      await mine.page.getByRole('button', { name: 'Save changes' }).click();
      const stale = mine.page
        .getByRole('alert')
        .filter({ hasText: 'Not saved: this project was changed by someone else' });
      await stale.waitFor();
      await stale
        .getByText(
          'Asha Admin saved it (revision 1) after you opened it. Everything you typed is still here and nothing of yours was saved.',
          { exact: false },
        )
        .waitFor();
      expect(await stale.getByRole('list', { name: 'Their changes' }).getByRole('listitem').allTextContents()).toEqual([
        'Rating: 8 → 9',
      ]);
      expect(await mine.page.getByRole('combobox', { name: /^Locality/ }).inputValue()).toBe('Sector 150 North');
      expect((await projectOf(id)).locality).toBe('Sector 150');
      await screenshot(mine.page, '11-stale-save');

      // Keeping mine: the next save is based on their version and goes through.
      await stale.getByRole('button', { name: 'Keep my changes' }).click();
      await mine.page.getByText(/Your changes are kept\. Saving now replaces/).waitFor();
      await mine.page.getByRole('button', { name: 'Save changes' }).click();
      await message(mine.page, 'Project updated successfully');
      expect((await projectOf(id)).locality).toBe('Sector 150 North');
      expect(mine.errors, mine.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'keeps auditors out of the builder',
    async () => {
      const id = await postedProject('Auditor Court');
      const { page, errors } = await signedIn(1280, TEST_AUDITOR);
      await page.goto(`${session.app.base}/admin/post-project`);
      await page.waitForURL((url) => !url.pathname.endsWith('/post-project'));
      await message(page, 'Only admins can post or change projects; this is the read-only view.');
      await page.goto(`${session.app.base}/admin/projects/${id}`);
      await page.waitForURL((url) => url.pathname !== `/admin/projects/${id}`);
      expect(await page.getByRole('button', { name: /Save changes|Save draft|Post project/ }).count()).toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'works on a 390 px phone and by keyboard',
    async () => {
      const id = await postedProject('Palm Grove');
      const { page, errors } = await signedIn(390);
      const fitsWidth = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
      await page.goto(`${session.app.base}/admin/projects/${id}`);
      await page.getByRole('heading', { name: 'Palm Grove', level: 1 }).waitFor();
      expect(await fitsWidth()).toBe(true);
      await screenshot(page, '12-phone-basics');

      // The steps are tabs: arrow keys move between them, Enter opens one.
      await page.getByRole('tab', { name: /^1\. Basics/ }).focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('Enter');
      await page.getByRole('button', { name: 'Add a unit' }).waitFor();
      expect(await fitsWidth()).toBe(true);
      await page.getByRole('list', { name: 'Units' }).getByText('2 BHK', { exact: true }).waitFor();

      // A unit added without the mouse: the dialog takes the whole phone screen and Enter adds the unit.
      await page.getByRole('button', { name: 'Add a unit' }).focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Add a unit' });
      await dialog.getByRole('textbox', { name: /^Unit title/ }).focus();
      await page.keyboard.type('Studio');
      await dialog.getByRole('combobox', { name: /^Bedrooms/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: 'Studio' }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('combobox', { name: /^Bathrooms/ }).focus();
      await page.keyboard.press('Enter');
      await page.getByRole('option', { name: '1', exact: true }).focus();
      await page.keyboard.press('Enter');
      await dialog.getByRole('textbox', { name: /^Unit size/ }).focus();
      await page.keyboard.type('450');
      await dialog.getByRole('textbox', { name: /^Built-up area/ }).focus();
      await page.keyboard.type('560');
      await dialog.getByRole('textbox', { name: /^Super built-up area/ }).focus();
      await page.keyboard.type('640');
      await screenshot(page, '13-phone-unit-dialog');
      await page.keyboard.press('Enter');
      await dialog.waitFor({ state: 'detached' });
      await page.getByRole('list', { name: 'Units' }).getByText('Studio').first().waitFor();
      await screenshot(page, '14-phone-units');

      await openStep(page, 'Location');
      await page.locator('.leaflet-container').waitFor();
      expect(await fitsWidth()).toBe(true);
      await screenshot(page, '15-phone-location');
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
