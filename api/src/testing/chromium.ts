import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (nothing is downloaded). */
export const CHROMIUM = '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM);
if (!chromiumAvailable) console.warn(`Browser tests skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

/** Where browser tests leave their screenshots (looked at by people, not compared). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

/**
 * Whether the browser tests save their screenshots: only when asked (`TEST_SCREENSHOTS=1`). Nothing
 * compares them, and each costs the browser 0.15–0.7 s for a screen and 0.5–1.9 s for a whole page
 * (measured on a project page and the search page, at 390 and 1366 px).
 */
export const keepingScreenshots = process.env['TEST_SCREENSHOTS'] === '1';

/** Saves a screenshot of `target` to `file` when screenshots are kept (`keepingScreenshots`). */
export async function keepScreenshot(
  target: Page | Locator,
  file: string,
  options: { fullPage?: boolean; animations?: 'disabled' } = {},
): Promise<void> {
  if (!keepingScreenshots) return;
  if ('goto' in target) await target.screenshot({ path: file, ...options });
  else await target.screenshot({ path: file, ...(options.animations ? { animations: options.animations } : {}) });
}

let running: Promise<Browser> | null = null;

/**
 * The test process's Chromium, started by the first file that asks (files run one after another and
 * share loaded modules): each file gets it with a `close()` that closes the pages and profiles the
 * file opened, which is all a file's own browser left behind, without starting Chromium again.
 */
export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  let browser = running ? await running.catch(() => null) : null;
  if (!browser?.isConnected()) {
    running = chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    browser = await running;
  }
  const shared = browser;
  const close = async () => {
    await Promise.all(shared.contexts().map((context) => context.close()));
  };
  return new Proxy(shared, {
    get: (target, key) => {
      if (key === 'close') return close;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/** The accounts startTestApp creates. */
export const TEST_ADMIN = { email: 'admin@aangan.test', password: 'correct horse battery' };
export const TEST_AUDITOR = { email: 'auditor@aangan.test', password: 'correct horse battery' };

/** Fills the console's sign-in form and sends it. */
export async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByRole('textbox', { name: /^Password/ }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * A fresh page of `width` px at `url` of the console at `base`, signed in as `account`: through the
 * API, as the sign-in page does it (its own tests fill it in), with the answer kept where the console
 * keeps it. Filling the form, with the page it loads first, took 2.5–3 s a time.
 */
export async function openSignedIn(
  browser: Browser,
  base: string,
  url: string,
  account: { email: string; password: string },
  width = 1280,
): Promise<{ page: Page; errors: string[] }> {
  const answer = await fetch(`${base}/api/v1/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(account),
  });
  const auth = (await answer.json()) as { token?: string; user?: unknown };
  if (!answer.ok || !auth.token) throw new Error(`signing in as ${account.email} answered ${answer.status}`);
  const stored = JSON.stringify({ token: auth.token, user: auth.user });
  return openPage(browser, url, width, {
    cookies: [],
    origins: [{ origin: new URL(base).origin, localStorage: [{ name: 'auth', value: stored }] }],
  });
}

/**
 * A fresh page (no stored session unless `storageState` gives one) at `url`, collecting the page's
 * errors. Requests the API refuses on purpose are logged by the browser itself ("Failed to load
 * resource") and are not errors here.
 */
export async function openPage(
  browser: Browser,
  url: string,
  width = 1280,
  storageState?: BrowserContextOptions['storageState'],
): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 900 }, ...(storageState ? { storageState } : {}) });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

/**
 * For a page whose clock is paused: moves it on in small steps (20 ms of page time at most every
 * 100 ms of real time) until `condition` holds, so work that needs a little page time (React
 * revealing a lazily loaded dialog) can finish while timers measured in seconds stay put.
 */
export async function runClockUntil(
  page: Page,
  condition: () => Promise<boolean>,
  options: { stepMs?: number; timeoutMs?: number } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 20_000);
  for (;;) {
    if (await condition()) return;
    if (Date.now() > deadline) throw new Error('runClockUntil: the condition did not hold in time');
    await page.clock.runFor(options.stepMs ?? 20);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Makes a public page interactive the way a visitor's first move does (the page's start script then
 * runs its code), and waits until it is: `<html data-hydrated>`.
 */
export async function interactive(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.mouse.move(2, 2);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
