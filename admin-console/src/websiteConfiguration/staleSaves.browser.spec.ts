import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chromiumAvailable,
  launchChromium,
  openPage,
  SCREENSHOTS,
  signIn,
  TEST_ADMIN,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

/**
 * Two admins, in two tabs, change the same record from the same copy: the second save is refused,
 * the console says what the first one changed and keeps what the second admin typed; reloading or
 * keeping one's own changes then saves without losing anything unseen.
 */
const FLOW_TIMEOUT = 120_000;

let t: TestApp;
let browser: Browser;

const publicJson = async (url: string) => (await t.request('GET', `/api/v1${url}`)).body;

async function signedIn(url: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, `${t.base}/admin`);
  await signIn(opened.page, TEST_ADMIN);
  await opened.page.waitForURL(/\/admin\/dashboard/);
  await opened.page.goto(`${t.base}${url}`);
  return opened;
}

/** The currency rows in order (INR, then by code): the rate box of the row whose code is `code`. */
async function rateOf(page: Page, code: string) {
  const rates = page.getByRole('form', { name: 'Currency rates' });
  await rates.waitFor();
  const codes = await rates
    .getByRole('textbox', { name: 'Code' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const index = codes.indexOf(code);
  expect(index, `${code} in ${codes.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rates.getByRole('textbox', { name: 'Rupees per unit' }).nth(index);
}

describe.skipIf(!chromiumAvailable)('saves from a stale copy in the console', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it(
    'two tabs on the currency table: the second save is refused and explained, the typed rate kept, and after a reload both changes stand',
    async () => {
      const first = await signedIn('/admin/website-moderation#currencyRates');
      const second = await signedIn('/admin/website-moderation#currencyRates');
      await rateOf(second.page, 'EUR');

      await (await rateOf(first.page, 'USD')).fill('83.5');
      await first.page.getByRole('button', { name: 'Save currency rates' }).click();
      await first.page.getByText('Currency rates saved').first().waitFor();

      await (await rateOf(second.page, 'EUR')).fill('92.25');
      await second.page.getByRole('button', { name: 'Save currency rates' }).click();
      const refused = second.page
        .getByRole('alert')
        .filter({ hasText: 'Not saved: the currency table was changed by someone else' });
      await refused.waitFor();
      await refused
        .getByText(
          'Someone else saved it (revision 0) after you opened it. Everything you typed is still here and nothing of yours was saved.',
          { exact: false },
        )
        .waitFor();
      expect(
        await refused.getByRole('list', { name: 'Their changes' }).getByRole('listitem').allTextContents(),
      ).toEqual(['USD › Rupees per unit: 84 → 83.5']);
      expect(await (await rateOf(second.page, 'EUR')).inputValue()).toBe('92.25');
      expect((await publicJson('/user/currency-rates')).result).toMatchObject({
        USD: { inrPerUnit: 83.5 },
        EUR: { inrPerUnit: 91 },
      });
      await second.page.screenshot({ path: path.join(SCREENSHOTS, 'stale-currency-rates.png'), fullPage: true });

      // Their version replaces the rows; the admin types the euro again and saves on top of it.
      await refused.getByRole('button', { name: 'Reload their version' }).click();
      await refused.waitFor({ state: 'detached' });
      expect(await (await rateOf(second.page, 'USD')).inputValue()).toBe('83.5');
      expect(await (await rateOf(second.page, 'EUR')).inputValue()).toBe('91');
      await (await rateOf(second.page, 'EUR')).fill('92.25');
      await second.page.getByRole('button', { name: 'Save currency rates' }).click();
      await second.page.getByText('Currency rates saved').first().waitFor();
      expect((await publicJson('/user/currency-rates')).result).toMatchObject({
        USD: { inrPerUnit: 83.5 },
        EUR: { inrPerUnit: 92.25 },
      });
      expect(first.errors, first.errors.join('\n')).toEqual([]);
      expect(second.errors, second.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'two tabs on the meta of a path: the second save is refused and explained; keeping one’s own changes saves them over the first',
    async () => {
      const first = await signedIn('/admin/settings');
      const second = await signedIn('/admin/settings');
      const dialogOf = async (page: Page) => {
        await page.getByRole('button', { name: 'Edit the meta of /careers' }).click();
        return page.getByRole('dialog', { name: 'Meta for /careers' });
      };
      const theirs = await dialogOf(first.page);
      const mine = await dialogOf(second.page);

      await theirs.getByRole('textbox', { name: /^Meta title/ }).fill('Careers at Aangan');
      await theirs
        .getByRole('textbox', { name: /^Meta description/ })
        .fill('Join the advisors who help families buy homes.');
      await theirs.getByRole('button', { name: 'Save meta' }).click();
      await theirs.waitFor({ state: 'detached' });

      await mine.getByRole('textbox', { name: /^Meta title/ }).fill('Work with us | Aangan');
      await mine.getByRole('textbox', { name: /^Meta description/ }).fill('Open roles in sales and advice.');
      await mine.getByRole('button', { name: 'Save meta' }).click();
      const refused = mine
        .getByRole('alert')
        .filter({ hasText: 'Not saved: the meta of /careers was changed by someone else' });
      await refused.waitFor();
      expect(
        await refused.getByRole('list', { name: 'Their changes' }).getByRole('listitem').allTextContents(),
      ).toEqual([
        'Title: — → Careers at Aangan',
        'Description: — → Join the advisors who help families buy homes.',
        'Open Graph title: — → Careers at Aangan',
      ]);
      expect(await mine.getByRole('textbox', { name: /^Meta title/ }).inputValue()).toBe('Work with us | Aangan');
      expect((await publicJson('/user/seo-meta?route=/careers')).result.title).toBe('Careers at Aangan');
      await second.page.screenshot({ path: path.join(SCREENSHOTS, 'stale-seo-meta.png'), fullPage: true });

      await refused.getByRole('button', { name: 'Keep my changes' }).click();
      await mine.getByText(/Your changes are kept\. Saving now replaces the other version \(revision 0\)/).waitFor();
      await mine.getByRole('button', { name: 'Save meta' }).click();
      await mine.waitFor({ state: 'detached' });
      expect((await publicJson('/user/seo-meta?route=/careers')).result).toMatchObject({
        title: 'Work with us | Aangan',
        description: 'Open roles in sales and advice.',
      });
      expect(first.errors, first.errors.join('\n')).toEqual([]);
      expect(second.errors, second.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
