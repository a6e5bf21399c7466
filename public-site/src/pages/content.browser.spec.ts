import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { validProjectFields } from '@aangan/api/testing';
import {
  chromiumAvailable,
  SCREENSHOTS,
  launchChromium,
  runClockUntil,
  interactive,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

const available = chromiumAvailable;
const shots = SCREENSHOTS;

let t: TestApp;
let browser: Browser;
/** The Noida 2 BHK the chat should find. */
let noidaLink: string;

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/** A fresh browser profile (empty session storage) at the given width. */
async function open(url: string, width = 1280, options: { clock?: boolean } = {}): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // A request the test cuts off on purpose, or a 404 page, is reported by the browser itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  if (options.clock) {
    // Paused from the first tick: the page's timers move only when the test moves them, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
  }
  await page.goto(t.base + url);
  return { page, context, errors };
}

/**
 * Waits until React has hydrated the page and run its effects (where timers are set), then stops
 * page time: the checks and screenshots that follow, however slow on a busy machine, do not count
 * towards the page's timers; only the test's fast-forwards do. `clock.resume()` lets time run again.
 * The DOM carries React's fiber keys once the tree is rendered, and two message round trips let the
 * scheduler (which posts messages too) flush the effects of that render.
 */
async function hydratedThenPaused(page: Page): Promise<void> {
  await interactive(page);
  await page.waitForFunction(() => Object.keys(document.body).some((key) => key.startsWith('__reactFiber')));
  for (let i = 0; i < 2; i += 1) {
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        }),
    );
  }
  // A moment ahead of the page's clock: pausing may not move it backwards.
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
}

const admin = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
  const response = await t.request(method, url, {
    token: t.adminToken,
    headers,
    ...(body === undefined ? {} : { body }),
  });
  expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
  return response.body;
};

/** Saves a section the way the console does: based on the revision it read. */
const editSection = async (key: string, content: unknown) => {
  const revisions = (await admin('GET', '/api/v1/admin/moderation-data')).result.revisions as Record<string, number>;
  return admin('POST', '/api/v1/admin/edit-section', { key, content, expectedRevision: revisions[key] ?? -1 });
};

const metaContent = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

describe.skipIf(!available)('content pages, site settings and the chat in Chromium', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    const [unit] = validProjectFields().units!;
    const noida = await admin(
      'POST',
      '/api/v1/project/post-project',
      validProjectFields({
        projectTitle: 'Yamuna Residency',
        city: 'Noida',
        locality: 'Sector 128',
        units: [
          {
            ...unit,
            unitTitle: '2 BHK',
            bedroomCount: 2,
            bathroomCount: 2,
            primaryArea: { areaSize: 1150, areaUnit: 'squareFeet' },
            minPrice: 95_00_000,
            maxPrice: 1_20_00_000,
          },
        ],
      }),
    );
    noidaLink = noida.result.link;
    await admin(
      'POST',
      '/api/v1/project/post-project',
      validProjectFields({ projectTitle: 'Aravali Heights', city: 'Gurugram', locality: 'Golf Course Road' }),
    );
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('home: the hero carousel shows a slide an admin just added, moves every 20 s, by keyboard and closes; stats', async () => {
    const html = await (await fetch(`${t.base}/`)).text();
    // The first slide is in the server's HTML, as a real image.
    expect(html).toContain('Find a home you will love, with every price in the open');
    expect(html).toMatch(/<img[^>]*class="hero-slide-image"[^>]*src="\/uploads\/demo\/project-1.webp"/);
    // The default slides' pictures are there without the demo catalogue.
    expect((await fetch(`${t.base}/uploads/demo/project-1.webp`)).headers.get('content-type')).toBe('image/webp');

    const heroRevision =
      ((await admin('GET', '/api/v1/admin/moderation-data')).result.revisions as Record<string, number>)[
        'heroSection'
      ] ?? -1;
    await admin('POST', '/api/v1/admin/edit-section/-1', {
      key: 'heroSection',
      item: { title: 'Festive offers on ready-to-move homes', imageUrl: '/uploads/demo/project-2.svg' },
      expectedRevision: heroRevision,
    });
    const { page, context, errors } = await open('/', 1280, { clock: true });
    const banner = page.getByRole('region', { name: 'Highlights' });
    await interactive(page);
    await banner.getByText('Find a home you will love, with every price in the open').waitFor();
    await hydratedThenPaused(page);
    expect(await banner.getByRole('group', { name: '1 of 3' }).isVisible()).toBe(true);
    for (const stat of ['500+', '1000+', '700+', '100%'])
      expect(await page.getByText(stat, { exact: true }).isVisible()).toBe(true);
    await keepScreenshot(page, path.join(shots, 'home-hero.png'));

    // 20 s later the second slide shows by itself.
    await page.clock.fastForward(19_000);
    expect(await banner.getByRole('group', { name: '2 of 3' }).isVisible()).toBe(false);
    await page.clock.fastForward(1_000);
    await banner.getByRole('group', { name: '2 of 3' }).waitFor();
    await page.clock.resume();

    // Keyboard: the next button, then the arrow key, reach the admin's new slide; focus inside stops the timer.
    await banner.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    await banner.getByText('Festive offers on ready-to-move homes').waitFor();
    await page.clock.fastForward(40_000);
    expect(await banner.getByText('Festive offers on ready-to-move homes').isVisible()).toBe(true);
    await page.keyboard.press('ArrowRight');
    await banner.getByRole('group', { name: '1 of 3' }).waitFor();
    expect(await page.locator('.hero-slide img').nth(2).getAttribute('loading')).toBe('lazy');

    await banner.getByRole('button', { name: 'Close the banner' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('hero-title');
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('our story: an admin edit of the story section shows at once, with the leaders, values and services', async () => {
    await editSection('ourStory', {
      title: 'How Aangan began',
      paragraphs: [
        'Three friends who had bought their first flats in Noida started Aangan in 2019.',
        'Today our advisors help families in thirteen cities.',
      ],
    });
    const { page, context, errors } = await open('/our-story');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How Aangan began');
    expect(await page.getByText('Today our advisors help families in thirteen cities.').isVisible()).toBe(true);
    expect(await page.getByText('Every family deserves honest advice', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Mission-driven' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Home loan services' }).isVisible()).toBe(true);
    await expect(page.title()).resolves.toBe('Our story | Aangan');
    await keepScreenshot(page, path.join(shots, 'our-story.png'), { fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it("life at Aangan: employee testimonials in the server's page and at 390 px, client ones only on home", async () => {
    await admin('POST', '/api/v1/admin/create/testimonial', {
      type: 'employee',
      name: 'Meera Iyer',
      content: 'My manager sat with me on my first site visits.',
      role: 'Advisor, Pune',
    });
    await admin('POST', '/api/v1/admin/create/testimonial', {
      type: 'client',
      name: 'Rohit Sharma',
      content: 'Prices were exactly as listed.',
    });
    const html = await (await fetch(`${t.base}/aangan-operations`)).text();
    expect(html).toContain('What our people say');
    expect(html).toContain('My manager sat with me on my first site visits.');
    expect(html).not.toContain('Prices were exactly as listed.');
    expect(await (await fetch(`${t.base}/`)).text()).not.toContain('My manager sat with me on my first site visits.');

    const { page, context, errors } = await open('/aangan-operations', 390);
    const voices = page.getByRole('region', { name: 'What our people say' });
    expect(await voices.getByText('My manager sat with me on my first site visits.').isVisible()).toBe(true);
    expect(await voices.getByText('Meera Iyer').isVisible()).toBe(true);
    expect(await voices.getByText('Advisor, Pune').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await keepScreenshot(voices, path.join(shots, 'life-at-aangan-testimonials-390.png'));
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('footer: state RERA registrations as key: value items, straight after the admin sets one', async () => {
    const before = await open('/faqs');
    const footer = before.page.getByRole('contentinfo');
    expect(await footer.getByText('No RERA data available.').isVisible()).toBe(true);
    await before.context.close();

    // Each change names the revision of the map it was made on, as the console does.
    const reraAt = { 'if-match': (await t.request('GET', '/api/v1/user/get-state-rera')).headers.get('etag')! };
    const first = await t.request('PUT', '/api/v1/admin/state-rera', {
      token: t.adminToken,
      headers: reraAt,
      body: { state: 'Uttar Pradesh', registration: 'UPRERAAGT10202' },
    });
    expect(first.status).toBe(200);
    await admin(
      'PUT',
      '/api/v1/admin/state-rera',
      { state: 'Haryana', registration: 'HRERA-PKL-REA-123-2024' },
      { 'if-match': first.headers.get('etag')! },
    );
    const { page, context, errors } = await open('/faqs');
    const items = await page.getByRole('contentinfo').locator('.footer-rera li').allTextContents();
    expect(items).toEqual(['Haryana: HRERA-PKL-REA-123-2024', 'Uttar Pradesh: UPRERAAGT10202']);
    const contentinfo = page.getByRole('contentinfo');
    for (const name of ['Projects', 'Contact Us', 'Careers', 'SiteMap']) {
      expect(
        await contentinfo
          .getByRole('navigation', { name: 'Quick links' })
          .getByRole('link', { name, exact: true })
          .count(),
      ).toBe(1);
    }
    expect(await contentinfo.getByRole('link', { name: 'hello@aangan.example' }).getAttribute('href')).toBe(
      'mailto:hello@aangan.example',
    );
    expect(await contentinfo.getByRole('link', { name: '+91 120 456 7890' }).getAttribute('href')).toBe(
      'tel:+911204567890',
    );
    expect(await contentinfo.getByText(/© \d{4} Aangan\. All rights reserved\./).isVisible()).toBe(true);
    await keepScreenshot(contentinfo, path.join(shots, 'footer.png'));
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('blogs: the admin meta title, a post written and deleted, its page with reading time and Open Graph, 404s', async () => {
    const empty = await open('/blogs');
    await expect(empty.page.title()).resolves.toBe('Blogs | Aangan');
    expect(await empty.page.getByText('No Data Found').isVisible()).toBe(true);
    await empty.context.close();

    await admin('PUT', '/api/v1/admin/seo-meta', {
      route: '/blogs',
      title: 'Home buying guides for India | Aangan',
      description: 'Guides on RERA, home loans and new projects.',
      expectedRevision: -1,
    });
    const created = await admin('POST', '/api/v1/articles/create-article', {
      kind: 'blog',
      title: 'How to check a RERA number',
      content:
        '<p>Every registered project has a RERA number. Here is how to check it on your state RERA website before you pay.</p><h2>Find the number</h2><p>It is printed on every advertisement.</p>',
      metaDescription: 'Check any project on the state RERA website in three steps.',
      featuredImage: '/uploads/demo/project-4.svg',
    });
    const {
      _id: articleId,
      slug,
      revision: articleRevision,
    } = created.result as { _id: string; slug: string; revision: number };
    expect(slug).toBe('how-to-check-a-rera-number');

    const { page, context, errors } = await open('/blogs', 390);
    await expect(page.title()).resolves.toBe('Home buying guides for India | Aangan');
    expect(await metaContent(page, 'meta[name="description"]')).toBe('Guides on RERA, home loans and new projects.');
    const card = page.locator('.article-card').filter({ hasText: 'How to check a RERA number' });
    expect(await card.locator('time').textContent()).toMatch(/^\d{2}-\d{2}-\d{4}$/);
    expect(await card.getByText('1 min read').isVisible()).toBe(true);
    await keepScreenshot(page, path.join(shots, 'blogs.png'), { fullPage: true });

    await card.getByRole('link', { name: 'How to check a RERA number' }).click();
    await page.waitForURL(`${t.base}/blogs/${slug}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How to check a RERA number');
    expect(await page.getByRole('heading', { level: 2, name: 'Find the number' }).isVisible()).toBe(true);
    expect(await metaContent(page, 'meta[name="description"]')).toBe(
      'Check any project on the state RERA website in three steps.',
    );
    expect(await metaContent(page, 'meta[property="og:title"]')).toBe('How to check a RERA number');
    expect(await metaContent(page, 'meta[property="og:image"]')).toBe(`${t.base}/uploads/demo/project-4.svg`);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${t.base}/blogs/${slug}`);
    await keepScreenshot(page, path.join(shots, 'article.png'), { fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);

    // A blog post lives under /blogs only.
    expect((await page.goto(`${t.base}/news/${slug}`))?.status()).toBe(404);
    await admin('DELETE', `/api/v1/articles/delete-blog/${articleId}`, undefined, {
      'if-match': `W/"${articleRevision}"`,
    });
    expect((await page.goto(`${t.base}/blogs/${slug}`))?.status()).toBe(404);
    expect(await page.getByRole('heading', { name: 'Page Not Found' }).isVisible()).toBe(true);
    await page.goto(`${t.base}/blogs`);
    expect(await page.getByText('No Data Found').isVisible()).toBe(true);
    await context.close();
  });

  it('faqs, terms and RERA disclaimer: a disclosure list and the static pages', async () => {
    const { page, context, errors } = await open('/faqs', 390);
    const question = page.getByText('Are the projects RERA registered?');
    const answer = page.getByText('We show the RERA registration of every project', { exact: false });
    expect(await answer.isVisible()).toBe(false);
    await question.click();
    expect(await answer.isVisible()).toBe(true);
    await keepScreenshot(page, path.join(shots, 'faqs.png'), { fullPage: true });
    await page.goto(`${t.base}/rera-disclaimer`);
    expect(await page.getByText('state RERA', { exact: false }).first().isVisible()).toBe(true);
    expect((await page.goto(`${t.base}/terms-and-conditions`))?.status()).toBe(200);
    expect(await page.getByRole('heading', { level: 1, name: 'Terms and conditions' }).isVisible()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('chat at 390 px: loads only when opened, greets, finds a 2 BHK in Noida under 2 Cr, retries after a failure, Esc closes', async () => {
    const { page, context, errors } = await open('/', 390);
    const chunkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/assets/ChatPanel')) chunkRequests.push(request.url());
    });
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(chunkRequests).toEqual([]);

    const launcher = page.getByRole('button', { name: 'Chat with the Aangan assistant' });
    await launcher.click();
    const dialog = page.getByRole('dialog', { name: 'Aangan assistant' });
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    await conversation.getByText("Hi! I'm the Aangan assistant", { exact: false }).waitFor();
    expect(chunkRequests.length).toBe(1);
    expect(await dialog.getByRole('list', { name: 'Suggested questions' }).getByRole('button').count()).toBeGreaterThan(
      0,
    );
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('chat-input');
    expect(await dialog.getByRole('button', { name: 'Send' }).isDisabled()).toBe(true);

    await page.keyboard.type('2bhk in noida under 2 cr');
    await page.keyboard.press('Enter');
    const card = dialog.getByRole('link', { name: 'Yamuna Residency' });
    await card.waitFor();
    expect(await card.getAttribute('href')).toBe(noidaLink);
    expect(await dialog.getByText('₹95 L - ₹1.20 Cr').isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: /See all results/ }).getAttribute('href')).toMatch(
      /^\/search-result\?/,
    );
    expect(await dialog.getByRole('link', { name: 'Aravali Heights' }).count()).toBe(0);
    await keepScreenshot(page, path.join(shots, 'chat-mobile.png'));

    // No answer: a bot bubble says so and offers to try again.
    await page.route('**/api/v1/user/query', (route) => route.abort());
    await dialog.getByLabel('Your question').fill('what is the emi on 50 lakh for 20 years');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('Sorry, I could not get an answer just now.', { exact: false }).waitFor();
    await page.unroute('**/api/v1/user/query');
    await dialog.getByRole('button', { name: 'Try again' }).click();
    await dialog.locator('.chat-emi-figure').waitFor();
    expect(await dialog.locator('.chat-emi-figure').textContent()).toMatch(/₹[\d,]+ a month/);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await launcher.evaluate((element) => element === document.activeElement)).toBe(true);
    // Opened again, the conversation is still there.
    await launcher.click();
    expect(await dialog.getByRole('link', { name: 'Yamuna Residency' }).isVisible()).toBe(true);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('the chat follows the visitor to another page: the conversation is there and a follow-up changes the last search', async () => {
    const { page, context, errors } = await open('/', 390);
    await page.getByRole('button', { name: 'Chat with the Aangan assistant' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aangan assistant' });
    const conversation = dialog.getByRole('list', { name: 'Conversation' });
    await conversation.getByText("Hi! I'm the Aangan assistant", { exact: false }).waitFor();
    await dialog.getByLabel('Your question').fill('3 bhk in gurgaon under 2 cr');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await dialog.getByRole('link', { name: 'Aravali Heights' }).waitFor();

    await page.goto(`${t.base}/blogs`);
    await interactive(page);
    await page.getByRole('button', { name: 'Chat with the Aangan assistant' }).click();
    await dialog.getByRole('link', { name: 'Aravali Heights' }).waitFor();
    expect(await conversation.getByText("Hi! I'm the Aangan assistant", { exact: false }).count()).toBe(1);
    await dialog.getByLabel('Your question').fill('and in noida?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('No 3 BHK homes in Noida under ₹2 Cr are listed', { exact: false }).waitFor();
    await dialog.getByLabel('Your question').fill('aur 2 bhk?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    const lastAnswer = conversation.locator(':scope > li').last();
    await lastAnswer.getByText('I found 1 project for 2 BHK homes in Noida under ₹2 Cr', { exact: false }).waitFor();
    expect(await lastAnswer.getByRole('link', { name: 'Yamuna Residency' }).getAttribute('href')).toBe(noidaLink);
    await keepScreenshot(page, path.join(shots, 'chat-follows-the-visit.png'));

    // A service question offers the call-back form in the answer itself.
    await dialog.getByLabel('Your question').fill('do you offer vastu consultancy?');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await conversation.getByText('Yes, we offer vastu consultancy', { exact: false }).waitFor();
    await conversation.getByRole('button', { name: 'Request a call back' }).click();
    await conversation.getByLabel('Mobile number', { exact: false }).waitFor();
    await keepScreenshot(page, path.join(shots, 'chat-call-back.png'));

    // Another visit (a new tab session) starts a new conversation.
    const other = await open('/blogs', 390);
    await other.page.getByRole('button', { name: 'Chat with the Aangan assistant' }).click();
    await other.page
      .getByRole('list', { name: 'Conversation' })
      .getByText("Hi! I'm the Aangan assistant", { exact: false })
      .waitFor();
    expect(await other.page.getByRole('link', { name: 'Aravali Heights' }).count()).toBe(0);
    expect([...errors, ...other.errors]).toEqual([]);
    await other.context.close();
    await context.close();
  });

  it('the highlight popup: 3 s after load on its page only, closed with Esc, once a session', async () => {
    await editSection('featureHighlight', { highlightImage: '/uploads/demo/project-3.svg', page: '/news' });
    const { page, context, errors } = await open('/news', 1280, { clock: true });
    const popup = page.getByRole('dialog', { name: 'Highlight' });
    // The popup is due 3 s after load, so this page runs its code at once, without a first move.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.clock.fastForward(2_900);
    expect(await popup.isVisible()).toBe(false);
    await page.clock.fastForward(200);
    await runClockUntil(page, () => popup.isVisible());
    expect(await popup.getByRole('img').getAttribute('src')).toBe('/uploads/demo/project-3.svg');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'hidden' });

    // Not again in this session, and never on another page.
    await page.reload();
    await interactive(page);
    await page.clock.fastForward(5_000);
    expect(await popup.count()).toBe(0);
    await page.goto(`${t.base}/blogs`);
    await interactive(page);
    await page.clock.fastForward(5_000);
    expect(await popup.count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
    await editSection('featureHighlight', { highlightImage: null, page: null });
  });
});
