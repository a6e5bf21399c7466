import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { ALERT_LINK_OUTCOMES, ALERT_MESSAGES, ALERT_NOTICE } from '@aangan/contracts';
import { chromiumAvailable, interactive, launchChromium, keepScreenshot } from '@aangan/api/testing/chromium';
import { cutPrice, parseMailMessage, seedDemo, type ParsedPart } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';

/**
 * Property alerts on the demo catalogue, on a phone and on a laptop: "Email me new matches" from the
 * search results and "Get price alerts" from a project page lead to /alerts, whose form says what is
 * wrong beside each field and then that the confirmation link is on its way; the link from the mail
 * confirms, and the unsubscribe link of a digest (an admin's price cut) ends the alert.
 */

let t: TestApp;
let browser: Browser;
const SHOTS = '/tmp';
/** How far the app's clock runs ahead of the real one: a digest tells what happened up to a minute before it runs. */
let aheadMs = 0;

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'laptop', width: 1366, height: 900 },
] as const;

async function newPage(viewport: { width: number; height: number }): Promise<{
  context: BrowserContext;
  page: Page;
  errors: string[];
}> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  return { context, page, errors };
}

const fitsWidth = (page: Page): Promise<boolean> =>
  page.locator('html').evaluate((element) => element.scrollWidth <= element.clientWidth);

/** Mails in the outbox to one address, in the order they were written. */
function mailsTo(address: string): ParsedPart[] {
  const folder = path.join(t.dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(folder).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => parseMailMessage(readFileSync(path.join(folder, file))))
    .filter((mail) => mail.header('to') === address);
}

const textOf = (mail: ParsedPart): string =>
  (mail.parts.find((part) => part.contentType.startsWith('text/plain')) ?? mail).body;

/** The path of a link of the API's alerts in a mail's text (the mail names the site's public origin). */
const linkIn = (text: string, action: 'confirm' | 'unsubscribe'): string | null =>
  new RegExp(`(/api/v1/alerts/${action}\\?[^\\s>]+)`).exec(text)?.[1] ?? null;

/** The confirmation mail to `address`, once the outbox has it. */
async function confirmationTo(address: string): Promise<ParsedPart> {
  await expect.poll(() => mailsTo(address).length, { timeout: 15_000 }).toBeGreaterThan(0);
  const [mail] = mailsTo(address);
  expect(mail.header('subject')).toMatch(/^Confirm your Aangan alert: /);
  return mail;
}

/** Fills and sends the form, and waits for the accepted note (the button says it is sending until the API answers). */
async function subscribe(page: Page, email: string): Promise<void> {
  await page.getByLabel('Your email').fill(email);
  await page.getByRole('checkbox', { name: ALERT_NOTICE.text }).check();
  const button = page.getByRole('button', { name: 'Send confirmation link' });
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent: Promise<void> | undefined;
  await page.route('**/api/v1/alerts', (route) => (sent = held.then(() => route.continue())));
  await button.click();
  const sending = page.getByRole('button', { name: 'Sending…' });
  await sending.waitFor();
  expect(await sending.isDisabled()).toBe(true);
  release();
  await expect.poll(() => sent !== undefined).toBe(true);
  await sent;
  await page.unroute('**/api/v1/alerts');
  const accepted = page.getByRole('status').filter({ hasText: 'Check your inbox' });
  await accepted.waitFor();
  expect(await accepted.textContent()).toContain(ALERT_MESSAGES.accepted);
  expect(await accepted.textContent()).toContain(email);
}

/** Opens the mail's confirmation link in the page: the API confirms and sends the browser to /alerts. */
async function confirmIn(page: Page, mail: ParsedPart): Promise<void> {
  const confirm = linkIn(textOf(mail), 'confirm');
  expect(confirm, textOf(mail)).toBeTruthy();
  await page.goto(`${t.base}${confirm}`);
  expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/alerts?outcome=confirmed');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ALERT_LINK_OUTCOMES.confirmed.title);
}

describe.skipIf(!chromiumAvailable)('property alerts on the demo catalogue', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true, now: () => new Date(Date.now() + aheadMs) });
    await seedDemo(t.system);
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  for (const viewport of VIEWPORTS)
    it(`saves a search and watches a project, confirms both by mail and unsubscribes from a digest (${viewport.width} px)`, async () => {
      const { context, page, errors } = await newPage(viewport);
      const cities = await t.request('GET', '/api/v1/project/unique-city');
      const city: string = cities.body.result[0];
      const shot = (name: string) => keepScreenshot(page, `${SHOTS}/alerts-${name}-${viewport.width}.png`);

      // The search results link to the alert for this search (no link for a search with no filters).
      await page.goto(`${t.base}/search-result`);
      expect(await page.getByRole('link', { name: 'Email me new matches' }).count()).toBe(0);
      await page.goto(`${t.base}/search-result?${new URLSearchParams({ city, sort: 'Price Low To High' })}`);
      await interactive(page);
      await page.locator('.results .card').first().waitFor();
      const matches = page.getByRole('link', { name: 'Email me new matches' });
      expect(await matches.getAttribute('href')).toBe(`/alerts?${new URLSearchParams({ city })}`);
      expect(await fitsWidth(page)).toBe(true);
      await shot('search');
      await matches.click();
      await page.waitForURL(/\/alerts\?/);
      await interactive(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Get alerts for this search');
      expect(await page.locator('.alerts-topic').textContent()).toBe(`Projects in ${city}`);
      expect(await page.locator('meta[name="robots"]').getAttribute('content')).toContain('noindex');
      const email = page.getByLabel('Your email');
      const consent = page.getByRole('checkbox', { name: ALERT_NOTICE.text });
      expect(await email.getAttribute('type')).toBe('email');
      expect(await email.getAttribute('autocomplete')).toBe('email');
      expect(await email.getAttribute('inputmode')).toBe('email');
      expect(await consent.isChecked()).toBe(false);

      // Without consent: said beside the box, and the typed address stays.
      const address = `meera.${viewport.width}@example.in`;
      await email.fill(address);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await page.getByText(ALERT_MESSAGES.consent).waitFor();
      expect(await consent.getAttribute('aria-invalid')).toBe('true');
      expect(await consent.getAttribute('aria-describedby')).toBe('alert-consent-error');
      expect(await email.inputValue()).toBe(address);
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('alert-consent');

      // A bad address: said beside the field.
      await email.fill('meera@example');
      await consent.check();
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await page.getByText(ALERT_MESSAGES.emailInvalid).waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');
      expect(await email.getAttribute('aria-describedby')).toBe('alert-email-error');
      expect(await page.getByText(ALERT_MESSAGES.consent).count()).toBe(0);
      expect(await fitsWidth(page)).toBe(true);
      await shot('form-errors');

      // The API's answer wins: an address that asked too often this minute is refused there, and said beside it.
      const busy = `busy.${viewport.width}@example.in`;
      for (let i = 0; i < 5; i += 1)
        expect(
          (
            await t.request('POST', '/api/v1/alerts', {
              body: { email: busy, consent: true, search: { city: `Town ${i}` } },
            })
          ).status,
        ).toBe(202);
      await email.fill(busy);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await page.getByText(ALERT_MESSAGES.tooMany).waitFor();
      expect(await email.getAttribute('aria-invalid')).toBe('true');

      // No answer at all: a message to try again, and the form as it was.
      await page.route('**/api/v1/alerts', (route) => route.abort());
      await email.fill(address);
      await page.getByRole('button', { name: 'Send confirmation link' }).click();
      await page.getByRole('alert').filter({ hasText: 'Please check your connection and try again' }).waitFor();
      await page.unroute('**/api/v1/alerts');
      expect(await consent.isChecked()).toBe(true);

      await subscribe(page, address);
      expect(await fitsWidth(page)).toBe(true);
      await shot('accepted');
      const searchMail = await confirmationTo(address);
      expect(searchMail.header('subject')).toBe(`Confirm your Aangan alert: Projects in ${city}`);
      await confirmIn(page, searchMail);
      expect(await page.getByRole('link', { name: 'Search projects' }).getAttribute('href')).toBe('/search-result');
      expect(await page.getByRole('link', { name: 'My shortlist' }).getAttribute('href')).toBe('/shortlist');
      expect(await fitsWidth(page)).toBe(true);
      await shot('confirmed');

      // A project page links to its alert beside the enquiry; the form names the project.
      await page.goto(`${t.base}/search-result?${new URLSearchParams({ city })}`);
      const projectLink = await page.locator('.results .card-title a').first().getAttribute('href');
      await page.goto(`${t.base}${projectLink}`);
      await interactive(page);
      const title = await page.locator('#project-title').textContent();
      const priceAlerts = page.locator('.project-hero').getByRole('link', { name: 'Get price alerts' });
      const alertHref = await priceAlerts.getAttribute('href');
      expect(alertHref).toMatch(/^\/alerts\?project=[^&]+$/);
      const slug = new URLSearchParams(alertHref!.split('?')[1]).get('project')!;
      await shot('project');
      await priceAlerts.click();
      await page.waitForURL(/\/alerts\?project=/);
      await interactive(page);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Get alerts for ${title}`);
      const watcher = `kabir.${viewport.width}@example.in`;
      await subscribe(page, watcher);
      const projectMail = await confirmationTo(watcher);
      expect(projectMail.header('subject')).toBe(`Confirm your Aangan alert: ${title}`);
      await confirmIn(page, projectMail);

      // An admin cuts a price; the next digest tells it with an unsubscribe link, which ends the alert.
      await cutPrice(t, slug);
      aheadMs += 2 * 60 * 1000;
      await t.system.alerts.runDue({ ignoreHour: true, ignoreDailyLimit: true });
      const digest = mailsTo(watcher).find((mail) => !mail.header('subject')?.startsWith('Confirm your Aangan alert'));
      expect(digest && textOf(digest), 'a digest with the price cut').toMatch(/Price down [\d.]+%/);
      const unsubscribe = linkIn(textOf(digest!), 'unsubscribe');
      expect(unsubscribe).toBeTruthy();
      await page.goto(`${t.base}${unsubscribe}`);
      expect(new URL(page.url()).search).toBe('?outcome=unsubscribed');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ALERT_LINK_OUTCOMES.unsubscribed.title);
      expect(await fitsWidth(page)).toBe(true);
      await shot('unsubscribed');
      expect(errors).toEqual([]);
      await context.close();
    });

  it('says what a mail link did without script, and what to do with nothing or an unknown project to follow', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${t.base}/alerts?outcome=invalid`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(ALERT_LINK_OUTCOMES.invalid.title);
    expect(await page.getByText(ALERT_LINK_OUTCOMES.invalid.text).count()).toBe(1);
    expect(await fitsWidth(page)).toBe(true);
    await page.goto(`${t.base}/alerts`);
    expect(await page.getByText(ALERT_MESSAGES.topic, { exact: false }).count()).toBe(1);
    expect(await page.locator('form').count()).toBe(0);
    await page.goto(`${t.base}/alerts?project=no-such-project`);
    expect(await page.getByText(ALERT_MESSAGES.projectUnknown, { exact: false }).count()).toBe(1);
    expect(await page.locator('form').count()).toBe(0);
    await context.close();
  });
});
