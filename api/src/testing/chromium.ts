import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (nothing is downloaded). */
export const CHROMIUM = '/usr/bin/chromium';
export const chromiumAvailable = existsSync(CHROMIUM);
if (!chromiumAvailable) console.warn(`Browser tests skipped: ${CHROMIUM} is not installed (apt-get install chromium).`);

/** Where browser tests leave their screenshots (looked at by people, not compared). */
export const SCREENSHOTS = path.resolve(import.meta.dirname, '../../../.tmp/screenshots');

export async function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
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
