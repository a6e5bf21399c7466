import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, SCREENSHOTS, keepScreenshot } from '@aangan/api/testing/chromium';
import { consoleInChromium } from '@aangan/server/testing';

/**
 * Two admins, in two tabs, change the same record from the same copy: the second save is refused,
 * the console says what the first one changed and keeps what the second admin typed; reloading or
 * keeping one's own changes then saves without losing anything unseen.
 */
const FLOW_TIMEOUT = 120_000;

const session = consoleInChromium();

const publicJson = async (url: string) => (await session.app.request('GET', `/api/v1${url}`)).body;

async function signedIn(url: string): Promise<{ page: Page; errors: string[] }> {
  return session.signedIn(undefined, undefined, url);
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
      await keepScreenshot(second.page, path.join(SCREENSHOTS, 'stale-currency-rates.png'), { fullPage: true });

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
      await keepScreenshot(second.page, path.join(SCREENSHOTS, 'stale-seo-meta.png'), { fullPage: true });

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
  it(
    'merging instead of typing again: the currency table and the meta of a path keep both admins’ changes',
    async () => {
      const first = await signedIn('/admin/website-moderation#currencyRates');
      const second = await signedIn('/admin/website-moderation#currencyRates');
      await rateOf(second.page, 'GBP');
      await (await rateOf(first.page, 'GBP')).fill('108');
      await first.page.getByRole('button', { name: 'Save currency rates' }).click();
      await first.page.getByText('Currency rates saved').first().waitFor();

      await (await rateOf(second.page, 'SGD')).fill('64.5');
      await second.page.getByRole('button', { name: 'Save currency rates' }).click();
      const rates = second.page.getByRole('form', { name: 'Currency rates' });
      const refused = rates.getByRole('alert').filter({ hasText: 'Not saved: the currency table was changed' });
      await refused
        .getByText('Taken from their version: GBP. Kept from yours: SGD. Nothing is saved until you save again.')
        .waitFor();
      await refused.getByRole('button', { name: 'Merge their changes' }).click();
      await rates.getByRole('status').filter({ hasText: 'Merged with the other version' }).waitFor();
      expect(await (await rateOf(second.page, 'GBP')).inputValue()).toBe('108');
      expect(await (await rateOf(second.page, 'SGD')).inputValue()).toBe('64.5');
      await second.page.getByRole('button', { name: 'Save currency rates' }).click();
      await second.page.getByText('Currency rates saved').first().waitFor();
      expect((await publicJson('/user/currency-rates')).result).toMatchObject({
        GBP: { inrPerUnit: 108 },
        SGD: { inrPerUnit: 64.5 },
      });

      // The meta of a path: they set the title and description, this admin the Open Graph title and a
      // description too (chosen: theirs).
      await first.page.goto(`${session.app.base}/admin/settings`);
      await second.page.goto(`${session.app.base}/admin/settings`);
      const dialogOf = async (page: Page) => {
        await page.getByRole('button', { name: 'Edit the meta of /news' }).click();
        return page.getByRole('dialog', { name: 'Meta for /news' });
      };
      const theirs = await dialogOf(first.page);
      const mine = await dialogOf(second.page);
      await theirs.getByRole('textbox', { name: /^Meta title/ }).fill('Aangan in the news');
      await theirs.getByRole('textbox', { name: /^Meta description/ }).fill('Press coverage of Aangan.');
      await theirs.getByRole('button', { name: 'Save meta' }).click();
      await first.page.getByText('Meta saved').first().waitFor();

      // A title is required: this admin types the same one (not a conflict).
      await mine.getByRole('textbox', { name: /^Meta title/ }).fill('Aangan in the news');
      await mine.getByRole('textbox', { name: /^Meta description/ }).fill('What the papers say about Aangan.');
      await mine.getByRole('textbox', { name: /^Open Graph title/ }).fill('Aangan: news and awards');
      await mine.getByRole('button', { name: 'Save meta' }).click();
      const stale = mine.getByRole('alert').filter({ hasText: 'Not saved: the meta of /news was changed' });
      const choice = stale.getByRole('radiogroup', { name: 'Meta description' });
      await choice.waitFor();
      await stale
        .getByText('Taken from their version: Meta title. Kept from yours: Open Graph title.', { exact: false })
        .waitFor();
      await choice.getByRole('radio', { name: 'Take theirs' }).check();
      await stale.getByRole('button', { name: 'Merge their changes' }).click();
      await mine.getByRole('status').filter({ hasText: 'Merged with the other version (revision 0)' }).waitFor();
      expect(await mine.getByRole('textbox', { name: /^Meta title/ }).inputValue()).toBe('Aangan in the news');
      expect(await mine.getByRole('textbox', { name: /^Meta description/ }).inputValue()).toBe(
        'Press coverage of Aangan.',
      );
      await mine.getByRole('button', { name: 'Save meta' }).click();
      await second.page.getByText('Meta saved').first().waitFor();
      expect((await publicJson('/user/seo-meta?route=/news')).result).toMatchObject({
        title: 'Aangan in the news',
        description: 'Press coverage of Aangan.',
        ogTitle: 'Aangan: news and awards',
      });
      expect(first.errors, first.errors.join('\n')).toEqual([]);
      expect(second.errors, second.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
  it(
    'merging an FAQ: their question and this admin’s answer both stand',
    async () => {
      // The first change of the built-in FAQs makes them admin-written ones (each with a revision).
      const first = await signedIn('/admin/website-moderation#faqs');
      const faqOf = (page: Page) => page.getByRole('form', { name: 'FAQ 1' });
      await faqOf(first.page).getByRole('textbox', { name: 'Answer' }).fill('Call us any working day.');
      await faqOf(first.page).getByRole('button', { name: 'Save FAQ' }).click();
      await first.page.getByText('FAQ saved').first().waitFor();
      const second = await signedIn('/admin/website-moderation#faqs');
      await faqOf(second.page).waitFor();

      await faqOf(first.page).getByRole('textbox', { name: 'Question' }).fill('How do I reach an advisor?');
      await faqOf(first.page).getByRole('button', { name: 'Save FAQ' }).click();
      await expect
        .poll(async () => (await publicJson('/user/faqs')).result[0].question)
        .toBe('How do I reach an advisor?');

      await faqOf(second.page).getByRole('textbox', { name: 'Answer' }).fill('Call or write to us, seven days a week.');
      await faqOf(second.page).getByRole('button', { name: 'Save FAQ' }).click();
      const refused = faqOf(second.page).getByRole('alert').filter({ hasText: 'Not saved: this FAQ was changed' });
      await refused
        .getByText(
          'Taken from their version: Question. Kept from yours: Answer. Nothing is saved until you save again.',
        )
        .waitFor();
      await refused.getByRole('button', { name: 'Merge their changes' }).click();
      await faqOf(second.page).getByRole('status').filter({ hasText: 'Merged with the other version' }).waitFor();
      expect(await faqOf(second.page).getByRole('textbox', { name: 'Question' }).inputValue()).toBe(
        'How do I reach an advisor?',
      );
      await faqOf(second.page).getByRole('button', { name: 'Save FAQ' }).click();
      await expect
        .poll(async () => (await publicJson('/user/faqs')).result[0].answer)
        .toBe('Call or write to us, seven days a week.');
      expect((await publicJson('/user/faqs')).result[0].question).toBe('How do I reach an advisor?');
      expect(first.errors, first.errors.join('\n')).toEqual([]);
      expect(second.errors, second.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
