import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, Route } from 'playwright-core';
import { HELD_LINK_FOLLOWED_AFTER_MS, PAGE_START_IDLE_MS } from '../../web-static/pageStart.ts';
import { validProjectFields } from '@aangan/api/testing';
import { chromiumAvailable, launchChromium, openPage } from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

let t: TestApp;
let browser: Browser;
/** The address of Prakriti Greens' page, and of a project page with a gallery of three photos. */
let prakritiPath: string;
let galleryPath: string;

const isInteractive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

describe.skipIf(!chromiumAvailable)('a page runs its code when the visitor needs it', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Prakriti Greens', city: 'Noida', locality: 'Sector 150' }),
    });
    expect(posted.status).toBe(201);
    prakritiPath = new URL(posted.body.result.link, t.base).pathname;
    const photos = ['/uploads/demo/project-1.svg', '/uploads/demo/project-2.svg', '/uploads/demo/project-3.svg'];
    const withGallery = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Kesar Gallery', city: 'Noida', coverImage: photos[0], photos }),
    });
    expect(withGallery.status).toBe(201);
    galleryPath = new URL(withGallery.body.result.link, t.base).pathname;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  /** A page whose entry script is held back until `letGo`, so the visitor acts before the page's code runs. */
  async function heldBack(url: string, alsoHeld?: RegExp) {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => (released ? route.continue() : void held.push(route)));
    // Other code held until `releaseAlso`: a page's own chunk, so the page cannot become interactive meanwhile.
    const alsoHeldRoutes: Route[] = [];
    let alsoReleased = false;
    if (alsoHeld)
      await page.route(alsoHeld, (route) => (alsoReleased ? route.continue() : void alsoHeldRoutes.push(route)));
    const releaseAlso = async () => {
      alsoReleased = true;
      for (const route of alsoHeldRoutes.splice(0)) await route.continue();
    };
    await page.goto(`${t.base}${url}`, { waitUntil: 'load' });
    /** Lets the page's code come, once the page has asked for it. */
    const release = async () => {
      await expect.poll(() => page.locator('script[type="module"]').count()).toBe(1);
      expect(await isInteractive(page)).toBe(false);
      released = true;
      for (const route of held.splice(0)) await route.continue();
    };
    const letGo = async () => {
      await release();
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    };
    return { page, errors, held, release, releaseAlso, letGo };
  }

  it('not while the page is first read; a click from before it has run is done once it has', async () => {
    const { page, errors, held, letGo } = await heldBack('/');
    // Loaded and painted, yet no module script has been added and nothing is hydrated (and no inline
    // script was refused by the Content Security Policy: `errors` stays empty).
    expect(await page.locator('script[type="module"]').count()).toBe(0);
    expect(await isInteractive(page)).toBe(false);
    // The code is fetched quietly once the page has settled, ready for the first move.
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);

    const launcher = page.getByRole('button', { name: 'Chat with the Aangan assistant' });
    await launcher.click();
    // The tap is seen to be taken while the code is on its way.
    expect(await launcher.getAttribute('aria-busy')).toBe('true');
    await letGo();
    // The click opened the chat, once.
    await page.getByRole('dialog', { name: 'Aangan assistant' }).waitFor();
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await launcher.getAttribute('aria-busy')).toBeNull();
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('words typed before the code has run reach the page: it suggests from them', async () => {
    const { page, errors, letGo } = await heldBack('/');
    await page
      .getByRole('main')
      .getByRole('combobox', { name: 'Search by city, locality, project, budget or BHK' })
      .fill('prakrti');
    await letGo();
    await page.getByRole('option', { name: /Prakriti Greens/ }).waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('a filter chip ticked before the code has run ticks at once, and the results follow once it has', async () => {
    const { page, errors, letGo } = await heldBack('/search-result?city=Noida');
    await page.locator('label.filters-open').click();
    const twoBhk = page.locator('input[name="bhk"][value="2"]');
    await page.locator('label.toggle', { has: twoBhk }).click();
    expect(await twoBhk.isChecked()).toBe(true);
    await letGo();
    await page.waitForURL(/bhk=2/);
    expect(await twoBhk.isChecked()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it(`by itself after ${PAGE_START_IDLE_MS / 1000} idle seconds`, async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(`${t.base}/search-result`, { waitUntil: 'load' });
    await page.clock.runFor(PAGE_START_IDLE_MS - 500);
    expect(await isInteractive(page)).toBe(false);
    await page.clock.runFor(1000);
    await page.clock.resume();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await context.close();
  });

  it('at once on a page that shows something by itself: the results map asked for by its address', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/search-result?view=map`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('a tap on Enquire opens the modal at once while the code of its form is on its way; Close gives it up', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const held: Route[] = [];
    let released = false;
    await page.route(/\/assets\/LeadModal-[\w-]+\.js$/, (route) =>
      released ? route.continue() : void held.push(route),
    );
    await page.goto(`${t.base}${prakritiPath}`, { waitUntil: 'load' });
    await page.mouse.move(10, 10);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const enquire = page.getByRole('button', { name: 'Enquire now' }).first();

    await enquire.click();
    const opening = page.getByRole('dialog', { name: 'Opening the enquiry form…' });
    await opening.getByRole('status').waitFor();
    await opening.getByRole('button', { name: 'Close' }).click();
    await opening.waitFor({ state: 'detached' });

    await enquire.click();
    await opening.waitFor();
    released = true;
    for (const route of held.splice(0)) await route.continue();
    // The form takes the opening's place.
    await page.getByRole('dialog', { name: 'Enquire about Prakriti Greens' }).getByLabel('First name').waitFor();
    expect(await opening.count()).toBe(0);
    // Closed, the form gives the focus back to the control that opened it, as when it opens at once.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Enquire now');
    await page.close();
  });

  it('once the code of the form and of the chat is here, a tap opens them at once, with no "Opening…" first; the form is made ahead, hidden, and asks for its token only once opened', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.goto(`${t.base}${prakritiPath}`, { waitUntil: 'load' });
    await page.mouse.move(10, 10);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The form's code is made ready once the page is idle; the chat's when the pointer is over its button.
    await page.getByRole('button', { name: 'Chat with the Aangan assistant' }).hover();
    await expect
      .poll(() =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/(LeadModal|ChatPanel)-[\w-]+\.js$/.test(entry.name))
            .map((entry) => entry.name.replace(/^.*\/assets\/|-[\w-]+\.js$/g, ''))
            .sort(),
        ),
      )
      .toEqual(['ChatPanel', 'LeadModal']);
    // The form is rendered ahead, hidden, once its code is here; its token is asked for only when it opens.
    await page.locator('dialog.modal:not([open]) form.lead-form').waitFor({ state: 'attached' });
    const tokenAsked = () =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/v1/user/form-token')),
      );
    expect(await tokenAsked()).toBe(false);
    // Everything the tap's own update puts on the page: a suspended form would show its "Opening…" first.
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { seen: string[] }).seen = seen;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            if (node instanceof HTMLElement) seen.push(node.className, node.textContent ?? '');
      }).observe(document.body, { childList: true, subtree: true });
    });
    const seen = () => page.evaluate(() => (window as unknown as { seen: string[] }).seen.join(' | '));

    await page.getByRole('button', { name: 'Enquire now' }).first().click();
    await page.getByRole('dialog', { name: 'Enquire about Prakriti Greens' }).getByLabel('First name').waitFor();
    expect(await seen()).not.toContain('Opening the enquiry form');
    // Shown, not made: the tap added none of the form to the page.
    expect(await seen()).not.toContain('lead-form');
    await expect.poll(tokenAsked).toBe(true);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Chat with the Aangan assistant' }).click();
    await page.locator('.chat-panel textarea, .chat-panel input').first().waitFor();
    expect(await seen()).not.toContain('Opening the chat');
    await page.close();
  });

  it('a tap on Enquire before the code has run: the opening at once, then the form before the page is interactive', async () => {
    const { page, errors, release, releaseAlso } = await heldBack(
      '/search-result?city=Noida',
      /\/assets\/SearchResultPage-[\w-]+\.js$/,
    );
    const enquire = page.locator('.card', { hasText: 'Prakriti Greens' }).getByRole('button', { name: 'Enquire' });
    await enquire.click();
    const opening = page.getByRole('dialog', { name: 'Opening the enquiry form…' });
    await opening.getByRole('status').waitFor();
    expect(await enquire.getAttribute('aria-busy')).toBe('true');

    await release();
    // The form opens about the card's project, while the page is still not interactive.
    const form = page.getByRole('dialog', { name: 'Enquire about Prakriti Greens' });
    await form.getByLabel('First name').waitFor();
    expect(await isInteractive(page)).toBe(false);
    expect(await opening.count()).toBe(0);
    expect(await enquire.getAttribute('aria-busy')).toBeNull();
    await form.getByLabel('First name').fill('Meera');
    await form.getByLabel('Last name').fill('Iyer');
    await form.getByLabel('Mobile number').fill('9876512345');
    await form.getByLabel('Email').fill('meera.held@example.in');
    await form.getByRole('checkbox', { name: 'I agree to this privacy notice' }).check();

    await releaseAlso();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // Hydrating behind it left the form as it was, and the tap was not done a second time.
    expect(await form.getByLabel('Email').inputValue()).toBe('meera.held@example.in');
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await page.locator('.toast', { hasText: 'Enquiry sent successfully!' }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem('aangan:enquiry-sent'))).toBe('1');
    // From now on the page's own form answers, and one enquiry dialog is ever on the page.
    await enquire.click();
    await form.getByLabel('First name').waitFor();
    expect(await page.locator('dialog#lead-modal, dialog[aria-labelledby="lead-modal-title"]').count()).toBe(1);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('the form answered before the page is interactive gives the focus back to Enquire, and counts its closing', async () => {
    const { page, errors, release } = await heldBack(prakritiPath);
    const enquire = page.getByRole('button', { name: 'Enquire now' }).first();
    await enquire.click();
    await release();
    const form = page.getByRole('dialog', { name: 'Enquire about Prakriti Greens' });
    await form.getByLabel('First name').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('firstName');
    await page.keyboard.press('Escape');
    // At once, not once the form has gone: the "opening" view it came from is gone already.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enquire now');
    await form.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Enquire now');
    expect(await page.evaluate(() => sessionStorage.getItem('aangan:enquiry-closed'))).toBe('1');
    expect(await page.locator('[data-held-opening]').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('an opening given up before the code has run stays given up: its Close, Esc, or a second tap on the chat', async () => {
    const { page, errors, letGo } = await heldBack('/');
    const enquire = page.locator('.bottom-bar [data-opens="enquiry"]');
    await enquire.click();
    const opening = page.getByRole('dialog', { name: 'Opening the enquiry form…' });
    await opening.getByRole('button', { name: 'Close' }).click();
    await opening.waitFor({ state: 'detached' });
    expect(await enquire.getAttribute('aria-busy')).toBeNull();

    // On a phone the chat's opening covers its button, and has a Close of its own.
    const launcher = page.getByRole('button', { name: 'Chat with the Aangan assistant' });
    await launcher.click();
    const chatOpening = page.locator('.chat-panel', { hasText: 'Opening the chat…' });
    await chatOpening.getByRole('button', { name: 'Close' }).click();
    expect(await chatOpening.count()).toBe(0);
    expect(await launcher.getAttribute('aria-busy')).toBeNull();
    // On a wide screen a second tap on the button closes it.
    await page.setViewportSize({ width: 1280, height: 900 });
    await launcher.click();
    await chatOpening.waitFor();
    await launcher.click();
    expect(await chatOpening.count()).toBe(0);
    expect(await launcher.getAttribute('aria-busy')).toBeNull();
    // Esc gives the enquiry's opening up too.
    const headerEnquire = page.locator('.header-enquiry');
    await headerEnquire.click();
    await opening.waitFor();
    await page.keyboard.press('Escape');
    await opening.waitFor({ state: 'detached' });
    expect(await headerEnquire.getAttribute('aria-busy')).toBeNull();

    await letGo();
    // Nothing opens once the page is interactive.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))));
    expect(await page.locator('dialog[open]').count()).toBe(0);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('a photo tapped before the code has run opens in the lightbox once it has, not as the bare file', async () => {
    const { page, errors, letGo } = await heldBack(galleryPath);
    const photo = page.locator('.gallery a').nth(1);
    await photo.click();
    // Held, and seen to be: the page stays where it is.
    expect(await photo.getAttribute('aria-busy')).toBe('true');
    expect(new URL(page.url()).pathname).toBe(galleryPath);
    await letGo();
    const lightbox = page.getByRole('dialog', { name: 'Photos of Kesar Gallery' });
    await lightbox.getByText('Photo 2 of 3').waitFor();
    expect(await photo.getAttribute('aria-busy')).toBeNull();
    expect(new URL(page.url()).pathname).toBe(galleryPath);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('a photo tapped while the code cannot come is followed to its file after a few seconds', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    await page.clock.install();
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto(`${t.base}${galleryPath}`, { waitUntil: 'load' });
    const photo = page.locator('.gallery a').nth(1);
    const file = await photo.getAttribute('href');
    await photo.click();
    expect(await photo.getAttribute('aria-busy')).toBe('true');
    await page.clock.runFor(HELD_LINK_FOLLOWED_AFTER_MS - 1000);
    expect(new URL(page.url()).pathname).toBe(galleryPath);
    await Promise.all([page.waitForURL((url) => url.pathname === file), page.clock.runFor(2000)]);
    await page.close();
  });

  it('what a held tap opens is fetched beside the code of the page, not after the page is interactive', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 800 } });
    const held: Route[] = [];
    let released = false;
    // The page's strings are held back, so the page cannot become interactive meanwhile.
    await page.route(/\/assets\/(index|chrome)-[\w-]+\.js$/, (route) =>
      released ? route.continue() : void held.push(route),
    );
    const chatCode = page.waitForRequest(/\/assets\/ChatPanel-[\w-]+\.js$/);
    await page.goto(`${t.base}/`, { waitUntil: 'load' });
    await page.getByRole('button', { name: 'Chat with the Aangan assistant' }).click();
    await expect.poll(() => held.some((route) => /\/index-/.test(route.request().url()))).toBe(true);
    const entry = held.findIndex((route) => /\/index-/.test(route.request().url()));
    await held.splice(entry, 1)[0].continue();
    await chatCode;
    expect(await isInteractive(page)).toBe(false);
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await page.getByRole('dialog', { name: 'Aangan assistant' }).waitFor();
    await page.close();
  });
});
