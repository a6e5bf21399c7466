import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, interactive, launchChromium, openPage, TEST_ADMIN } from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';

let t: DemoSite;
let browser: Browser;

/** The English pages a page's own content links to (its forms left out: they have tests of their own). */
const englishLinksIn = (html: string): string[] => {
  const content = html.slice(html.indexOf('<main'), html.indexOf('</main>')).replace(/<form[\s\S]*?<\/form>/g, '');
  return [...content.matchAll(/href="(\/(?!hi\b|api\/|uploads\/|assets\/)[^"]*)"/g)].map((match) => match[1]);
};

describe.skipIf(!chromiumAvailable)('the content pages and the sign-in page in Hindi, at 390 px', () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('blogs: the list and an article in Hindi, dates dd-mm-yyyy, every link staying under /hi', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/hi/blogs`, 390);
    await interactive(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('ब्लॉग');
    const firstCard = page.locator('.article-card').first();
    expect(await firstCard.locator('.article-meta').textContent()).toMatch(/^\d{2}-\d{2}-\d{4} · \d+ मिनट में पढ़ें$/);
    const href = await firstCard.locator('.card-title a').getAttribute('href');
    expect(href).toMatch(/^\/hi\/blogs\//);

    await page.goto(`${t.base}${href}`);
    await interactive(page);
    const breadcrumb = page.getByRole('navigation', { name: 'आप यहाँ हैं' });
    expect(await breadcrumb.getByRole('link', { name: 'होम' }).getAttribute('href')).toBe('/hi');
    expect(await breadcrumb.getByRole('link', { name: 'ब्लॉग' }).getAttribute('href')).toBe('/hi/blogs');
    expect(await page.getByRole('link', { name: 'सभी ब्लॉग देखें' }).getAttribute('href')).toBe('/hi/blogs');
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('terms: the whole text in Hindi, saying the English prevails, its links to Hindi pages; English unchanged', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/hi/terms-and-conditions`, 390);
    await interactive(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('नियम और शर्तें');
    expect(await page.getByText('अंग्रेज़ी संस्करण ही मान्य होगा', { exact: false }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'गोपनीयता नीति' }).last().getAttribute('href')).toBe(
      '/hi/privacy-policy',
    );
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).not.toMatch(/\b(the|and|you|we)\b/i);

    await page.goto(`${t.base}/terms-and-conditions`);
    await interactive(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Terms and conditions');
    expect(await page.getByText('English version prevails', { exact: false }).count()).toBe(0);
    expect(await page.getByText('अंग्रेज़ी संस्करण', { exact: false }).count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('contact, careers, FAQs, story, operations and sitemap: headings in Hindi, internal links under /hi', async () => {
    const expected: Array<[path: string, heading: string]> = [
      ['/hi/contact-us', 'हम आपकी क्या मदद कर सकते हैं?'],
      ['/hi/careers', 'आंगन में करियर'],
      ['/hi/faqs', 'अक्सर पूछे जाने वाले सवाल'],
      ['/hi/aangan-operations', 'आंगन में काम'],
      ['/hi/sitemap', 'साइटमैप'],
    ];
    for (const [path, heading] of expected) {
      const html = await (await fetch(t.base + path)).text();
      expect(html, path).toContain(`<h1>${heading}</h1>`);
      expect(englishLinksIn(html), `${path} links to English pages`).toEqual([]);
    }
    const story = await (await fetch(`${t.base}/hi/our-story`)).text();
    expect(story).toContain('आंकड़ों में आंगन');
  });

  it('sign-in: Hindi labels and refusals on /hi/login, the English ones on /login, then home in Hindi', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/login`, 390);
    await interactive(page);
    await page.getByRole('textbox', { name: 'Email' }).fill(TEST_ADMIN.email);
    await page.getByLabel('Password').fill('wrong password here');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: 'Email or password is incorrect' }).waitFor();

    await page.goto(`${t.base}/hi/login`);
    await interactive(page);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('लॉग इन');
    await page.getByRole('textbox', { name: 'ईमेल' }).fill(TEST_ADMIN.email);
    await page.getByLabel('पासवर्ड').fill('wrong password here');
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await page.getByRole('alert').filter({ hasText: 'ईमेल या पासवर्ड गलत है' }).waitFor();
    await page.getByLabel('पासवर्ड').fill(TEST_ADMIN.password);
    await page.getByRole('button', { name: 'लॉग इन करें' }).click();
    await page.waitForURL(`${t.base}/hi`);
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });
});
