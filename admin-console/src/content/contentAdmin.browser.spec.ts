import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import {
  chromiumAvailable,
  SCREENSHOTS,
  launchChromium,
  TEST_ADMIN,
  TEST_AUDITOR,
  signIn,
  openPage,
  keepScreenshot,
  keepingScreenshots,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

const available = chromiumAvailable;
const shots = SCREENSHOTS;

// Each test walks through several pages in one browser: more than the default 30 seconds on a busy machine.
const FLOW_TIMEOUT = 120_000;

const ADMIN = TEST_ADMIN;
const AUDITOR = TEST_AUDITOR;
const SALES = { email: 'sona.sales@aangan.test', password: 'a long sales passphrase' };

let t: TestApp;
let browser: Browser;

const open = (url: string, width = 1280) => openPage(browser, t.base + url, width);

const publicJson = async (url: string) => (await t.request('GET', `/api/v1${url}`)).body;

/** Opens one panel of Website Configuration and answers its region. */
async function openPanel(page: Page, title: string) {
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
  await region.waitFor();
  return region;
}

/** The page from its top (the app bar hides while scrolling down and comes back scrolling up). */
async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('banner').waitFor();
  // The app bar's slide back in, for the picture only.
  if (keepingScreenshots) await page.waitForTimeout(300);
  await keepScreenshot(page, path.join(shots, name), { fullPage: true });
}

/**
 * Saves by keyboard, as many admins do: focus on the button, then Enter. A pointer press right
 * after typing sometimes lost its mouseup to another element on a loaded machine.
 */
async function pressSave(region: Locator, name: string) {
  const button = region.getByRole('button', { name });
  await expect.poll(() => button.isEnabled()).toBe(true);
  await button.focus();
  await button.press('Enter');
}

/** The page does not scroll sideways at this width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

const png = (background: string) =>
  sharp({ create: { width: 1200, height: 630, channels: 3, background } })
    .png()
    .toBuffer();

describe.skipIf(!available)('the admin console content screens in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it(
    'an admin changes a hero slide, our story, the state RERA map and a meta title; the public endpoints follow',
    async () => {
      const { page, errors } = await open('/admin');
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      // The spec's tabs in order, the content screens after the projects.
      const menu = (await page.getByRole('menuitem').allTextContents()).map((item) => item.trim());
      expect(menu).toEqual([
        'Dashboard',
        'All Users',
        'Leads',
        'Direct Leads',
        'Applications',
        'Update Projects',
        'Blogs, news & awards',
        'Website Configuration',
        'Website Meta SEO',
        'Alerts',
        'Assistant questions',
        'Audit log',
      ]);
      await page.getByRole('menuitem', { name: 'Website Configuration' }).click();
      await page.waitForURL(/\/admin\/website-moderation$/);

      // Hero slides: the whole section is saved with the new title of the first slide.
      const hero = await openPanel(page, 'Hero slides');
      const slideTitle = hero.getByRole('textbox', { name: /^Title/ }).first();
      await slideTitle.fill('Homes in Noida with every price in the open');
      await pressSave(hero, 'Save hero slides');
      await page.getByText('Section updated successfully').first().waitFor();
      const afterHero = (await publicJson('/user/site-settings')).result;
      expect(afterHero.heroSection[0]).toMatchObject({
        title: 'Homes in Noida with every price in the open',
        imageUrl: '/uploads/demo/project-1.webp',
      });
      expect(afterHero.heroSection).toHaveLength(2);
      await screenshotFromTop(page, 'website-config.png');

      // A third slide, moved up to second place; then removed again.
      await hero.getByRole('button', { name: 'Add slide' }).click();
      await hero
        .getByLabel('Image: choose a file')
        .nth(2)
        .setInputFiles({ name: 'slide.png', mimeType: 'image/png', buffer: await png('#963') });
      await hero.getByRole('img', { name: 'Image: current image' }).nth(2).waitFor();
      await hero
        .getByRole('textbox', { name: /^Title/ })
        .nth(2)
        .fill('Plots near the Jewar airport');
      await hero.getByRole('button', { name: 'Move up' }).nth(2).click();
      await hero.getByRole('button', { name: 'Save hero slides' }).click();
      await page.waitForFunction(
        async () => (await fetch('/api/v1/user/site-settings').then((r) => r.json())).result.heroSection.length === 3,
      );
      expect(
        (await publicJson('/user/site-settings')).result.heroSection.map((slide: { title: string }) => slide.title),
      ).toEqual([
        'Homes in Noida with every price in the open',
        'Plots near the Jewar airport',
        'Verified RERA details for every project',
      ]);
      await hero.getByRole('button', { name: 'Remove' }).nth(1).click();
      await hero.getByRole('button', { name: 'Save hero slides' }).click();
      await page.waitForFunction(
        async () => (await fetch('/api/v1/user/site-settings').then((r) => r.json())).result.heroSection.length === 2,
      );
      // The console has its answer too: the form is back to what was saved, so its Save is off again.
      await expect
        .poll(() => hero.getByRole('button', { name: 'Save hero slides' }).isDisabled(), { timeout: 30_000 })
        .toBe(true);
      expect(
        (await publicJson('/user/site-settings')).result.heroSection.map((slide: { title: string }) => slide.title),
      ).toEqual(['Homes in Noida with every price in the open', 'Verified RERA details for every project']);

      // Our story: a paragraph changed; an emptied one is refused before it is sent.
      const story = await openPanel(page, 'Our story');
      const paragraph = story.getByRole('textbox', { name: /^Paragraph/ }).first();
      await paragraph.fill('');
      await expect.poll(() => paragraph.inputValue()).toBe('');
      await pressSave(story, 'Save our story');
      await story.getByText('Please enter a valid input').waitFor();
      await paragraph.fill('Aangan began in Noida in 2019 to put every price in the open.');
      await story.getByRole('button', { name: 'Save our story' }).click();
      await page.waitForFunction(async () => {
        const answer = await fetch('/api/v1/user/site-settings').then((response) => response.json());
        return answer.result.ourStory.paragraphs[0] === 'Aangan began in Noida in 2019 to put every price in the open.';
      });
      expect((await publicJson('/user/site-settings')).result.ourStory.paragraphs).toHaveLength(2);

      // Another admin saves the story meanwhile: this save is refused and keeps what was typed; the merge
      // takes their heading and keeps this paragraph, and the merged save stands.
      const configuration = (await t.request('GET', '/api/v1/admin/moderation-data', { token: t.adminToken })).body
        .result;
      const theirs = { ...configuration.sections.ourStory, title: 'The Aangan story, told by its founders' };
      expect(
        (
          await t.request('POST', '/api/v1/admin/edit-section', {
            token: t.adminToken,
            body: { key: 'ourStory', content: theirs, expectedRevision: configuration.revisions.ourStory },
          })
        ).status,
      ).toBe(200);
      await paragraph.fill('A sentence written on an older version.');
      await story.getByRole('button', { name: 'Save our story' }).click();
      const refused = story
        .getByRole('alert')
        .filter({ hasText: 'Not saved: this section was changed by someone else' });
      await refused.waitFor();
      expect(await paragraph.inputValue()).toBe('A sentence written on an older version.');
      await refused
        .getByText(
          'Taken from their version: Heading. Kept from yours: Paragraphs. Nothing is saved until you save again.',
        )
        .waitFor();
      await keepScreenshot(page, path.join(shots, 'website-config-stale.png'));
      await refused.getByRole('button', { name: 'Merge their changes' }).click();
      await refused.waitFor({ state: 'detached' });
      expect(await story.getByRole('textbox', { name: /^Heading/ }).inputValue()).toBe(
        'The Aangan story, told by its founders',
      );
      expect(await paragraph.inputValue()).toBe('A sentence written on an older version.');
      await story.getByRole('button', { name: 'Save our story' }).click();
      await page.waitForFunction(async () => {
        const answer = await fetch('/api/v1/user/site-settings').then((response) => response.json());
        return answer.result.ourStory.paragraphs[0] === 'A sentence written on an older version.';
      });
      expect((await publicJson('/user/site-settings')).result.ourStory.title).toBe(
        'The Aangan story, told by its founders',
      );

      // The highlight popup: an uploaded image on a page, then removed through its own route.
      const highlight = await openPanel(page, 'Highlight popup image');
      await highlight
        .getByLabel('Highlight image: choose a file')
        .setInputFiles({ name: 'popup.png', mimeType: 'image/png', buffer: await png('#36c') });
      await highlight.getByRole('img', { name: 'Highlight image: current image' }).waitFor();
      await highlight.getByRole('textbox', { name: /^Page path/ }).fill('/');
      await highlight.getByRole('button', { name: 'Save highlight popup image' }).click();
      await highlight.getByRole('button', { name: 'Delete highlight image' }).waitFor();
      expect((await publicJson('/user/site-settings')).result.featureHighlightImage).toMatchObject({
        highlightImage: expect.stringMatching(/^\/uploads\/public\/images\//),
        page: '/',
      });
      await highlight.getByRole('button', { name: 'Delete highlight image' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Image Deleted Successfully').first().waitFor();
      await highlight.getByRole('button', { name: 'Delete highlight image' }).waitFor({ state: 'detached' });
      expect((await publicJson('/user/site-settings')).result.featureHighlightImage).toEqual({
        highlightImage: null,
        page: '/',
      });

      // State RERA registrations: add two, change one, remove one.
      const rera = await openPanel(page, 'State RERA registrations');
      await rera.getByText('No RERA data available.').waitFor();
      const addState = async (state: string, registration: string) => {
        await rera.getByRole('textbox', { name: 'State' }).fill(state);
        await rera.getByRole('textbox', { name: 'Registration' }).fill(registration);
        await rera.getByRole('button', { name: 'Add', exact: true }).click();
        await rera.getByRole('textbox', { name: state }).waitFor();
      };
      await addState('Uttar Pradesh', 'UPRERAAGT10202');
      // Registration numbers are codes: typed in lower case, they are kept in capitals (spec §5).
      await addState('Haryana', 'hrera-pkl-rea-123');
      expect((await publicJson('/user/get-state-rera')).data).toEqual({
        'Uttar Pradesh': 'UPRERAAGT10202',
        Haryana: 'HRERA-PKL-REA-123',
      });
      await rera.getByRole('textbox', { name: 'Uttar Pradesh' }).fill('UPRERAAGT10203');
      await rera.getByRole('button', { name: 'Save the RERA registration of Uttar Pradesh' }).click();
      await page.waitForFunction(
        async () =>
          (await fetch('/api/v1/user/get-state-rera').then((r) => r.json())).data['Uttar Pradesh'] === 'UPRERAAGT10203',
      );
      await rera.getByRole('button', { name: 'Remove Haryana' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
      await rera.getByRole('textbox', { name: 'Haryana' }).waitFor({ state: 'detached' });
      expect((await publicJson('/user/get-state-rera')).data).toEqual({ 'Uttar Pradesh': 'UPRERAAGT10203' });

      // Website Meta SEO: live counters while typing, the server's hints once saved.
      await page.getByRole('menuitem', { name: 'Website Meta SEO' }).click();
      await page.waitForURL(/\/admin\/settings$/);
      await page.getByRole('button', { name: 'Edit the meta of /blogs' }).click();
      const dialog = page.getByRole('dialog', { name: 'Meta for /blogs' });
      const longTitle = 'Real estate blog: buying a home in India, RERA, home loans and prices | Aangan';
      await dialog.getByRole('textbox', { name: /^Meta title/ }).fill(longTitle);
      await dialog.getByText(`${longTitle.length} characters · ideal 70, under 60 is best`).waitFor();
      await dialog
        .getByRole('textbox', { name: /^Meta description/ })
        .fill('Guides on RERA, home loans and prices across Indian cities, from the Aangan advisors.');
      await dialog.getByText('85 / 170 characters · 14 words (under 30)').waitFor();
      await dialog.getByRole('button', { name: 'Save meta' }).click();
      // Past the title hint: the dialog stays open with the server's hints.
      await dialog.getByText('Saved, but some of it is past the hints:').waitFor();
      await dialog
        .getByText(`Title: ${longTitle.length} characters, past the hint (ideal 70, under 60 is best)`)
        .waitFor();
      // A short path is fine: it reads as information, not as a warning.
      await dialog
        .getByRole('alert')
        .filter({ hasText: 'Within the hints:' })
        .getByText('Path: 6 characters, within the ideal 120')
        .waitFor();
      await keepScreenshot(page, path.join(shots, 'seo.png'), { fullPage: true });
      expect((await publicJson('/user/seo-meta?route=/blogs')).result).toMatchObject({
        title: longTitle,
        ogTitle: longTitle,
      });
      await dialog
        .getByRole('textbox', { name: /^Meta title/ })
        .fill('Real estate blog: buying a home in India | Aangan');
      await dialog.getByRole('button', { name: 'Save meta' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await publicJson('/user/seo-meta?route=/blogs')).result.title).toBe(
        'Real estate blog: buying a home in India | Aangan',
      );
      await page.getByRole('cell', { name: /^Real estate blog: buying a home in India \| Aangan/ }).waitFor();
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an admin writes a blog post with the rich-text editor, adds its images, meets a stale edit, deletes and restores it',
    async () => {
      const { page, errors } = await open('/admin');
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      await page.goto(`${t.base}/admin/create/blog`);
      await page.getByRole('radio', { name: 'Blog' }).waitFor();
      expect(await page.getByRole('radio', { name: 'Blog' }).isChecked()).toBe(true);

      await page.getByRole('textbox', { name: /^Title/ }).fill('Buying in Noida: 7 things to check');
      await page.getByText(/\/blogs\/buying-in-noida-7-things-to-check$/).waitFor();
      // The spec's URL rules, live while typing.
      const customUrl = page.getByRole('textbox', { name: /^Custom URL/ });
      await customUrl.fill('noida--guide');
      await page.getByText('The URL cannot start, end, or contain consecutive hyphens.').waitFor();
      await customUrl.fill('Noida Guide');
      await page.getByText('The URL can only contain lowercase letters, numbers and hyphens.').waitFor();
      await customUrl.fill('a'.repeat(121));
      await page.getByText('The URL cannot be longer than 50 characters.').waitFor();
      await customUrl.fill('');

      // The editor is its own chunk, loaded with the form.
      const editor = page.locator('.ProseMirror:not([lang="hi"])');
      await editor.click();
      await page.keyboard.type('Check the RERA number first. ');
      await page.keyboard.press('Control+b');
      await page.keyboard.type('Always.');
      await page.keyboard.press('Control+b');
      await page
        .getByRole('textbox', { name: /^Meta description/ })
        .fill('What to check before buying a flat in Noida.');
      await page.getByText('44 / 170 characters · 9 words (under 30)').waitFor();
      await page
        .getByLabel('Featured image: choose a file')
        .setInputFiles({ name: 'featured.png', mimeType: 'image/png', buffer: await png('#2a6') });
      await page.getByText('Image uploaded successfully!').first().waitFor();
      await page.getByRole('img', { name: 'Featured image: current image' }).waitFor();

      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/articles\/[0-9a-f]{24}$/);
      const id = page.url().split('/').at(-1)!;
      await page.getByText('Blog saved', { exact: true }).first().waitFor();
      const blogIds = async () =>
        (await publicJson('/articles/get-all-articles?kind=blog')).result.map((a: { _id: string }) => a._id);
      expect(await blogIds()).toContain(id);
      const saved = (await publicJson(`/articles/get-single-blog?_id=${id}`)).result;
      expect(saved).toMatchObject({
        title: 'Buying in Noida: 7 things to check',
        slug: 'buying-in-noida-7-things-to-check',
        metaDescription: 'What to check before buying a flat in Noida.',
      });
      expect(saved.html).toBe('<p>Check the RERA number first. <strong>Always.</strong></p>');
      expect(saved.featuredImage).toMatch(/^\/uploads\/public\/images\//);

      // The Open Graph image is saved at once; a later save of the form still passes its If-Match.
      await page
        .getByLabel(/^Shown when the article is shared.*: choose a file$/)
        .setInputFiles({ name: 'og.png', mimeType: 'image/png', buffer: await png('#c83') });
      await page.getByText('Image uploaded successfully!').first().waitFor();
      await page.getByRole('textbox', { name: /^Title/ }).fill('Buying in Noida: 8 things to check');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForFunction(async (articleId) => {
        const answer = await fetch(`/api/v1/articles/get-single-blog?_id=${articleId}`).then((r) => r.json());
        return answer.result.title === 'Buying in Noida: 8 things to check';
      }, id);
      const afterOg = (await publicJson(`/articles/get-single-blog?_id=${id}`)).result;
      expect(afterOg.ogImage).toMatch(/^\/uploads\/public\/images\//);
      expect(afterOg.slug).toBe('buying-in-noida-7-things-to-check');

      // Another admin edits it meanwhile: this page's save answers 412 and offers a merge or a reload.
      const current = await t.request('GET', `/api/v1/admin/articles/${id}`, { token: t.adminToken });
      const other = await t.request('PUT', `/api/v1/articles/edit-blog/${id}`, {
        token: t.adminToken,
        headers: { 'if-match': current.headers.get('etag')! },
        body: {
          kind: 'blog',
          title: 'Noida: what to check (edited elsewhere)',
          content: current.body.html,
          customUrl: current.body.slug,
        },
      });
      expect(other.status).toBe(200);
      await page
        .getByRole('textbox', { name: /^Meta description/ })
        .fill('A changed description that must not overwrite their edit.');
      await page.getByRole('button', { name: 'Save' }).click();
      const stale = page.getByRole('alert').filter({ hasText: 'Not saved: this article was changed by someone else' });
      await stale.waitFor();
      expect((await publicJson(`/articles/get-single-blog?_id=${id}`)).result.title).toBe(
        'Noida: what to check (edited elsewhere)',
      );
      await screenshotFromTop(page, 'article-edit.png');
      await stale.getByRole('button', { name: 'Reload their version' }).click();
      await stale.waitFor({ state: 'detached' });
      expect(await page.getByRole('textbox', { name: /^Title/ }).inputValue()).toBe(
        'Noida: what to check (edited elsewhere)',
      );

      // Delete with a confirmation; the public list drops it; restore from the Deleted filter.
      await page.getByRole('button', { name: 'Delete' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Blog deleted successfully').first().waitFor();
      await page.waitForURL(/\/admin\/articles(\?.*)?$/);
      expect(await blogIds()).not.toContain(id);
      await page.getByRole('combobox', { name: 'State' }).click();
      await page.getByRole('option', { name: 'Deleted' }).click();
      // The select's menu fades out after the choice: the screenshot waits for it to go.
      await page.locator('.MuiMenu-root').waitFor({ state: 'detached' });
      await page.getByRole('link', { name: 'Noida: what to check (edited elsewhere)' }).waitFor();
      await keepScreenshot(page, path.join(shots, 'articles-list.png'), { fullPage: true });
      await page.getByRole('button', { name: 'Restore Noida: what to check (edited elsewhere)' }).click();
      await page.getByText('Blog restored successfully').first().waitFor();
      expect(await blogIds()).toContain(id);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an admin adds and deletes a testimonial, edits the built-in FAQs and adds a currency (390 px wide)',
    async () => {
      const { page, errors } = await open('/admin', 390);
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      // The spec's /admin/create/testimonial opens the testimonials panel at its form.
      await page.goto(`${t.base}/admin/create/testimonial`);
      const testimonials = page.getByRole('region', { name: /^Testimonials/ });
      await testimonials.getByText('No Data Found').waitFor();
      await testimonials.getByRole('textbox', { name: /^Name/ }).fill('Rohit Sharma');
      await testimonials.getByRole('textbox', { name: /^Role/ }).fill('Bought in Noida');
      await testimonials.getByRole('textbox', { name: /^Testimonial/ }).fill('Prices were exactly as listed.');
      await testimonials.getByRole('button', { name: 'Add testimonial' }).click();
      await testimonials.getByRole('heading', { name: 'Rohit Sharma' }).waitFor();
      expect((await publicJson('/user/testimonials?kind=client')).result.map((x: { name: string }) => x.name)).toEqual([
        'Rohit Sharma',
      ]);
      await testimonials.getByRole('button', { name: 'Delete the testimonial of Rohit Sharma' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
      await testimonials.getByText('No Data Found').waitFor();
      expect((await publicJson('/user/testimonials')).result).toEqual([]);
      expect(await fitsWidth(page)).toBe(true);

      // The built-in FAQs: the first change saves them all, in order, with the change.
      const faqs = await openPanel(page, 'Site FAQs');
      await faqs.getByText('These are the built-in FAQs').waitFor();
      const first = faqs.getByRole('form', { name: 'FAQ 1' });
      await first.getByRole('textbox', { name: 'Answer' }).fill('No. Our advice and site visits are free for buyers.');
      await first.getByRole('button', { name: 'Save FAQ' }).click();
      await faqs.getByText('These are the built-in FAQs').waitFor({ state: 'detached' });
      const saved = (await publicJson('/user/faqs')).result as { _id: string; question: string; answer: string }[];
      expect(saved).toHaveLength(5);
      expect(saved[0]).toMatchObject({
        question: 'Do you charge buyers a fee?',
        answer: 'No. Our advice and site visits are free for buyers.',
      });
      expect(saved.every((faq) => /^[0-9a-f]{24}$/.test(faq._id))).toBe(true);

      // Currency rates: INR stays with 1; a new currency is added.
      const rates = await openPanel(page, 'Currency rates');
      await rates.getByRole('button', { name: 'Add currency' }).click();
      const codes = rates.getByRole('textbox', { name: 'Code' });
      await codes.last().fill('cad');
      await rates.getByRole('textbox', { name: 'Name' }).last().fill('Canadian Dollar');
      // Only digits and one decimal point stay in a rate (spec §5).
      await rates.getByRole('textbox', { name: 'Rupees per unit' }).last().fill('₹61.5.0');
      expect(await rates.getByRole('textbox', { name: 'Rupees per unit' }).last().inputValue()).toBe('61.50');
      await rates.getByRole('button', { name: 'Save currency rates' }).click();
      await page.getByText('Currency rates saved').first().waitFor();
      expect((await publicJson('/user/currency-rates')).result).toMatchObject({
        INR: { inrPerUnit: 1 },
        CAD: { name: 'Canadian Dollar', inrPerUnit: 61.5 },
      });
      expect(
        await rates.getByRole('textbox', { name: 'Rupees per unit' }).first().getAttribute('readonly'),
      ).not.toBeNull();
      expect(await fitsWidth(page)).toBe(true);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an auditor reads Website Configuration without save buttons; a sales user has no content screens',
    async () => {
      await t.request('POST', '/api/v1/user/query', { body: { prompt: '2 BHK in Noida under 80 lakh' } });
      const reraRead = { 'if-match': (await t.request('GET', '/api/v1/user/get-state-rera')).headers.get('etag')! };
      await t.request('PUT', '/api/v1/admin/state-rera', {
        token: t.adminToken,
        headers: reraRead,
        body: { state: 'Kerala', registration: 'K-RERA/AG/0042/2024' },
      });
      const auditor = await open('/admin', 390);
      await signIn(auditor.page, AUDITOR);
      await auditor.page.waitForURL(/\/admin\/audit/);
      await auditor.page.goto(`${t.base}/admin/website-moderation#heroSection`);
      const hero = auditor.page.getByRole('region', { name: /^Hero slides/ });
      await hero.waitFor();
      await auditor.page.getByText('Auditors can read the site’s content here but not change it.').waitFor();
      expect(
        await hero
          .getByRole('textbox', { name: /^Title/ })
          .first()
          .getAttribute('readonly'),
      ).not.toBeNull();
      expect(await auditor.page.getByRole('button', { name: /^Save/ }).count()).toBe(0);
      expect(await hero.getByRole('button', { name: /^(Add|Upload image|Replace image|Remove)/ }).count()).toBe(0);
      const rera = await openPanel(auditor.page, 'State RERA registrations');
      await rera.getByText('Kerala:').waitFor();
      expect(await auditor.page.getByRole('button', { name: /^(Save|Add|Remove)/ }).count()).toBe(0);
      expect(await fitsWidth(auditor.page)).toBe(true);
      await keepScreenshot(auditor.page, path.join(shots, 'website-config-auditor-mobile.png'), { fullPage: true });

      // The assistant's questions, read only.
      await auditor.page.goto(`${t.base}/admin/assistant-questions`);
      await auditor.page.getByText('2 BHK in Noida under 80 lakh').waitFor();
      expect(await fitsWidth(auditor.page)).toBe(true);
      // Articles read only: no "New article".
      await auditor.page.goto(`${t.base}/admin/articles`);
      await auditor.page
        .getByText(/Noida: what to check|No Data Found/)
        .first()
        .waitFor();
      expect(await auditor.page.getByRole('button', { name: 'New article' }).count()).toBe(0);
      expect(auditor.errors, auditor.errors.join('\n')).toEqual([]);

      expect(
        (
          await t.request('POST', '/api/v1/admin/users', {
            token: t.adminToken,
            body: { ...SALES, name: 'Sona Sales', role: 'sales' },
          })
        ).status,
      ).toBe(201);
      const sales = await open('/admin');
      await signIn(sales.page, SALES);
      await sales.page.waitForURL(/\/admin\/leads/);
      const menu = (await sales.page.getByRole('menuitem').allTextContents()).map((item) => item.trim());
      expect(menu).toEqual(['Leads', 'Direct Leads', 'Applications']);
      expect(sales.errors, sales.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
