import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { chromiumAvailable, SCREENSHOTS, keepScreenshot } from '@aangan/api/testing/chromium';
import { consoleInChromium } from '@aangan/server/testing';

/**
 * The Website Configuration panels and the SEO dialog keep their values themselves (not in a
 * react-admin form): leaving them with unsaved changes (the menu, Back, closing the dialog, a
 * reload) asks first, with the builder's question; a clean or saved form leaves without one.
 */
const FLOW_TIMEOUT = 180_000;
const DESKTOP = 1366;
const PHONE = 390;

const session = consoleInChromium();

const publicJson = async (url: string) => (await session.app.request('GET', `/api/v1${url}`)).body;
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

/** Signed in, then at `menuItem`'s screen by the console's menu (a move Back undoes inside the console). */
async function signedIn(width: number, menuItem?: string): Promise<{ page: Page; errors: string[] }> {
  const opened = await session.signedIn(width);
  await opened.page.waitForURL(/\/admin\/dashboard/);
  if (menuItem) await opened.page.getByRole('menuitem', { name: menuItem }).click();
  return opened;
}

/** The currency rows in order (INR, then by code): the rate box of the row whose code is `code`. */
async function rateOf(page: Page, code: string): Promise<Locator> {
  const rates = page.getByRole('form', { name: 'Currency rates' });
  await rates.waitFor();
  const codes = await rates
    .getByRole('textbox', { name: 'Code' })
    .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const index = codes.indexOf(code);
  expect(index, `${code} in ${codes.join(', ')}`).toBeGreaterThanOrEqual(0);
  return rates.getByRole('textbox', { name: 'Rupees per unit' }).nth(index);
}

const openCurrencyRates = async (page: Page) => {
  await page.getByRole('button', { name: /^Currency rates/ }).click();
  return rateOf(page, 'USD');
};

/** Stays on the question, which must come. */
async function stay(page: Page) {
  await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
  await leaveDialog(page).waitFor({ state: 'detached' });
}

/** Reloads the page, answering the browser's "leave site?" question (which must come) with yes. */
async function reloadPast(page: Page) {
  const asked = new Promise<string>((resolve) =>
    page.once('dialog', (dialog) => {
      resolve(dialog.type());
      void dialog.accept();
    }),
  );
  await page.reload();
  expect(await asked).toBe('beforeunload');
}

const shot = (page: Page, name: string) =>
  keepScreenshot(page, path.join(SCREENSHOTS, `unsaved-${name}.png`), { animations: 'disabled' });

describe.skipIf(!chromiumAvailable)('typed work in the content panels and the SEO dialog', () => {
  it(
    'the currency rates: a typed rate is asked about before leaving by the menu, Back or a reload, and kept when staying',
    async () => {
      const { page, errors } = await signedIn(DESKTOP, 'Website Configuration');
      // Nothing typed: leaving asks nothing.
      await openCurrencyRates(page);
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      expect(await leaveDialog(page).count()).toBe(0);

      await page.getByRole('menuitem', { name: 'Website Configuration' }).click();
      await (await openCurrencyRates(page)).fill('85.5');
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await leaveDialog(page)
        .getByText('Your changes to the currency rates are not saved. If you leave now, they are lost.')
        .waitFor();
      await shot(page, 'currency-leave-desktop');
      await stay(page);
      expect(new URL(page.url()).pathname).toBe('/admin/website-moderation');
      expect(await (await rateOf(page, 'USD')).inputValue()).toBe('85.5');

      // Folding the panel keeps the rows; Back asks too.
      await page.getByRole('button', { name: /^Currency rates/ }).click();
      await page.getByRole('button', { name: /^Currency rates/ }).click();
      expect(await (await rateOf(page, 'USD')).inputValue()).toBe('85.5');
      await page.goBack();
      await leaveDialog(page).waitFor();
      await stay(page);
      expect(await (await rateOf(page, 'USD')).inputValue()).toBe('85.5');

      // A reload gets the browser's own question; leaving for real drops the typed rate.
      await reloadPast(page);
      expect(await (await openCurrencyRates(page)).inputValue()).toBe('84');
      await (await rateOf(page, 'USD')).fill('85.5');
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Leave and discard' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      expect((await publicJson('/user/currency-rates')).result.USD.inrPerUnit).toBe(84);

      // Saved: nothing left to ask about.
      await page.getByRole('menuitem', { name: 'Website Configuration' }).click();
      await (await openCurrencyRates(page)).fill('85.5');
      await page.getByRole('button', { name: 'Save currency rates' }).click();
      await page.getByText('Currency rates saved').first().waitFor();
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      expect((await publicJson('/user/currency-rates')).result.USD.inrPerUnit).toBe(85.5);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'the SEO dialog: closing it or leaving the page with a typed title asks first; a clean or saved dialog closes at once',
    async () => {
      const { page, errors } = await signedIn(DESKTOP, 'Website Meta SEO');
      const edit = page.getByRole('button', { name: 'Edit the meta of /careers' });
      const dialog = page.getByRole('dialog', { name: 'Meta for /careers' });
      const title = dialog.getByRole('textbox', { name: /^Meta title/ });

      // Opened and closed untouched: no question.
      await edit.click();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await leaveDialog(page).count()).toBe(0);

      await edit.click();
      await title.fill('Careers at Aangan');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await leaveDialog(page)
        .getByText('Your changes to the meta of /careers are not saved. If you leave now, they are lost.')
        .waitFor();
      await shot(page, 'seo-close-desktop');
      await stay(page);
      expect(await title.inputValue()).toBe('Careers at Aangan');
      await page.keyboard.press('Escape');
      await stay(page);
      await page.goBack();
      await stay(page);
      expect(new URL(page.url()).pathname).toBe('/admin/settings');
      expect(await title.inputValue()).toBe('Careers at Aangan');

      // Leaving for real: closed, nothing saved.
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Leave and discard' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect((await publicJson('/user/seo-meta?route=/careers')).result?.title).not.toBe('Careers at Aangan');

      // Saved: it closes (or shows its hints) and then leaves without a question.
      await edit.click();
      await title.fill('Careers at Aangan');
      await dialog.getByRole('textbox', { name: /^Meta description/ }).fill('Join the advisors who help families.');
      await dialog.getByRole('button', { name: 'Save meta' }).click();
      await page.getByText('Meta saved').first().waitFor();
      if (await dialog.isVisible()) await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await leaveDialog(page).count()).toBe(0);
      expect((await publicJson('/user/seo-meta?route=/careers')).result.title).toBe('Careers at Aangan');
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'on a phone: the question over the full-screen SEO dialog, and before a reload drops a typed FAQ or password',
    async () => {
      const { page, errors } = await session.signedIn(PHONE, undefined, '/admin/settings');
      const dialog = page.getByRole('dialog', { name: 'Meta for /careers' });
      await page.getByRole('button', { name: 'Edit the meta of /careers' }).click();
      await dialog.getByRole('textbox', { name: /^Open Graph title/ }).fill('Work with Aangan');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await leaveDialog(page).waitFor();
      await shot(page, 'seo-close-phone');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);
      await leaveDialog(page).getByRole('button', { name: 'Leave and discard' }).click();
      await dialog.waitFor({ state: 'detached' });

      await page.goto(`${session.app.base}/admin/website-moderation#faqs`);
      const faq = page.getByRole('form', { name: 'FAQ 1' });
      await faq.getByRole('textbox', { name: 'Answer' }).fill('Call us on any working day.');
      await reloadPast(page);
      await page.getByRole('form', { name: 'FAQ 1' }).waitFor();
      expect(await leaveDialog(page).count()).toBe(0);

      // My account: a half-typed password change too.
      await page.goto(`${session.app.base}/admin/account`);
      await page.getByLabel(/^Current password/).fill('correct horse');
      await reloadPast(page);
      await page.getByLabel(/^Current password/).waitFor();
      expect(await page.getByLabel(/^Current password/).inputValue()).toBe('');
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
