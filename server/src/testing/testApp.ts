/**
 * `@aangan/server/testing`: the real application on the embedded stores (`@aangan/api/testing`), and
 * with `web: true` the admin console and the server-rendered site mounted as `npm start` mounts them.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { chromiumAvailable, launchChromium, openSignedIn, TEST_ADMIN } from '@aangan/api/testing/chromium';
import {
  startTestApp as startApiTestApp,
  type TestApp,
  type TestAppOptions,
  type TestResponse,
} from '@aangan/api/testing';
import { webMiddlewares } from '../web.ts';

export type { TestApp, TestResponse };

/** `startTestApp` of `@aangan/api/testing`; `web: true` serves the site and the console too (they need their builds). */
export function startTestApp(
  env: Record<string, string> = {},
  { web, ...options }: Omit<TestAppOptions, 'web'> & { web?: boolean } = {},
): Promise<TestApp> {
  return startApiTestApp(env, { ...options, ...(web ? { web: webMiddlewares } : {}) });
}

/** The console's browser tests' setting: the product with its site and console, and Chromium beside it. */
export interface ConsoleInChromium {
  readonly app: TestApp;
  readonly browser: Browser;
  /** A new page of `width` px at the console's `at` (its dashboard by default), signed in as `account` (the admin by default). */
  signedIn(
    width?: number,
    account?: { email: string; password: string },
    at?: string,
  ): Promise<{ page: Page; errors: string[] }>;
}

/**
 * Starts the product (site and console mounted as `npm start` mounts them) and Chromium before the
 * tests of the file or `describe` it is called in, and closes both after them. Nothing starts
 * where Chromium is missing (those tests are skipped with `describe.skipIf(!chromiumAvailable)`).
 */
export function consoleInChromium(env: Record<string, string> = {}): ConsoleInChromium {
  let app: TestApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!chromiumAvailable) return;
    app = await startTestApp(env, { web: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return {
    get app() {
      if (!app) throw new Error('The app starts in beforeAll');
      return app;
    },
    get browser() {
      if (!browser) throw new Error('Chromium starts in beforeAll');
      return browser;
    },
    async signedIn(width = 1280, account = TEST_ADMIN, at = '/admin') {
      const opened = await openSignedIn(this.browser, this.app.base, `${this.app.base}${at}`, account, width);
      // The console's frame, which a session it refuses never reaches.
      await opened.page.getByRole('button', { name: 'Profile' }).waitFor();
      return opened;
    },
  };
}
