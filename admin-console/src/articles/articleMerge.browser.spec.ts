import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable, SCREENSHOTS, keepScreenshot } from '@aangan/api/testing/chromium';
import { consoleInChromium } from '@aangan/server/testing';

/**
 * Two admins edit the same article from the same version: the second save is refused (412), and
 * the console merges instead of asking for the work again: what only the second admin changed is
 * kept, what only the first changed is taken, and each field both changed is chosen.
 */
const FLOW_TIMEOUT = 180_000;
const DESKTOP = 1366;
const PHONE = 390;

const session = consoleInChromium();

async function newArticle(title: string): Promise<string> {
  const created = await session.app.request('POST', '/api/v1/articles/create-article', {
    token: session.app.adminToken,
    body: { kind: 'blog', title, content: '<p>Check the RERA number before anything else.</p>' },
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body.result._id;
}

const articleOf = async (id: string) =>
  (await session.app.request('GET', `/api/v1/admin/articles/${id}`, { token: session.app.adminToken })).body;

/** Signed in and at the article's edit page. */
async function editing(id: string, width: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await session.signedIn(width, undefined, `/admin/articles/${id}`);
  await opened.page.getByRole('textbox', { name: /^Title/ }).waitFor();
  return opened;
}

const box = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });
const refusal = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'Not saved: this article was changed by someone else' });

describe.skipIf(!chromiumAvailable)('an article saved by two admins at once', () => {
  it(
    'the second save is refused; the merge keeps its own edit, takes theirs, asks about the title, and saves',
    async () => {
      const id = await newArticle('Buying in Noida');
      const first = await editing(id, DESKTOP);
      const second = await editing(id, DESKTOP);

      // The first admin changes the title and the Open Graph title, and saves.
      await box(first.page, 'Title').fill('Buying in Noida: the checklist');
      await box(first.page, 'Open Graph title').fill('Your Noida checklist');
      await first.page.getByRole('button', { name: 'Save' }).click();
      await first.page.getByText('Blog saved', { exact: true }).first().waitFor();

      // The second, from the same version: the title too (contested) and the meta description (only theirs).
      await box(second.page, 'Title').fill('Noida: what to check');
      await box(second.page, 'Meta description').fill('What to check before buying a flat in Noida.');
      await second.page.getByRole('button', { name: 'Save' }).click();
      const refused = refusal(second.page);
      await refused.waitFor();
      expect(
        await refused.getByRole('list', { name: 'Their changes' }).getByRole('listitem').allTextContents(),
      ).toEqual(expect.arrayContaining([expect.stringContaining('Buying in Noida: the checklist')]));
      const merge = refused.getByRole('group', { name: 'Merge your changes with theirs' });
      await merge.getByText('You both changed one field. Choose the version to keep for each:').waitFor();
      await merge
        .getByText(
          'Taken from their version: Open Graph title. Kept from yours: Meta description. Nothing is saved until you save again.',
        )
        .waitFor();
      const title = merge.getByRole('radiogroup', { name: 'Title' });
      await title.getByText('Noida: what to check').waitFor();
      await title.getByText('Buying in Noida: the checklist').waitFor();
      // Nothing of the second admin's was saved, nor typed away.
      expect((await articleOf(id)).metaDescription).not.toBe('What to check before buying a flat in Noida.');
      expect(await box(second.page, 'Title').inputValue()).toBe('Noida: what to check');

      // Merging without choosing the title is refused on it; then the choice.
      await refused.getByRole('button', { name: 'Merge their changes' }).click();
      await merge.getByText('Choose which version to keep').waitFor();
      await keepScreenshot(second.page, path.join(SCREENSHOTS, 'article-merge-desktop.png'), { fullPage: true });
      await title.getByRole('radio', { name: 'Take theirs' }).check();
      await refused.getByRole('button', { name: 'Merge their changes' }).click();
      await refused.waitFor({ state: 'detached' });
      const revision = (await articleOf(id)).revision;
      await second.page
        .getByRole('status')
        .filter({ hasText: `Merged with the other version (revision ${revision})` })
        .waitFor();
      expect(await box(second.page, 'Title').inputValue()).toBe('Buying in Noida: the checklist');
      expect(await box(second.page, 'Open Graph title').inputValue()).toBe('Your Noida checklist');
      expect(await box(second.page, 'Meta description').inputValue()).toBe(
        'What to check before buying a flat in Noida.',
      );

      // The merged form is unsaved work: leaving asks. Saved on their version, everything stands.
      await second.page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await second.page
        .getByRole('dialog', { name: 'Leave without saving?' })
        .getByRole('button', { name: 'Stay' })
        .click();
      await second.page.getByRole('button', { name: 'Save' }).click();
      await second.page.getByText('Blog saved', { exact: true }).first().waitFor();
      await second.page.getByRole('status').filter({ hasText: 'Merged with the other version' }).waitFor({
        state: 'detached',
      });
      expect(await articleOf(id)).toMatchObject({
        revision: revision + 1,
        title: 'Buying in Noida: the checklist',
        ogTitle: 'Your Noida checklist',
        metaDescription: 'What to check before buying a flat in Noida.',
      });
      await second.page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await second.page.waitForURL(/\/admin\/dashboard$/);
      expect(first.errors, first.errors.join('\n')).toEqual([]);
      expect(second.errors, second.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'on a phone: the merge panel fits, and keeping one’s own content saves it over theirs',
    async () => {
      const id = await newArticle('Plots in Zirakpur');
      const { page, errors } = await editing(id, PHONE);
      const before = await articleOf(id);
      const edited = await session.app.request('PUT', `/api/v1/articles/edit-blog/${id}`, {
        token: session.app.adminToken,
        headers: { 'if-match': `W/"${before.revision}"` },
        body: { kind: 'blog', title: 'Plots in Zirakpur', content: '<p>Their text about plots.</p>' },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);

      const editor = page.locator('.ProseMirror:not([lang="hi"])');
      await editor.click();
      await page.keyboard.press('Control+End');
      await page.keyboard.type(' Ask for the approved layout.');
      await page.getByRole('button', { name: 'Save' }).click();
      const merge = refusal(page).getByRole('group', { name: 'Merge your changes with theirs' });
      const content = merge.getByRole('radiogroup', { name: 'Content' });
      await content.getByText('Their text about plots.').waitFor();
      await content.getByText('Check the RERA number before anything else. Ask for the approved layout.').waitFor();
      await refusal(page).scrollIntoViewIfNeeded();
      await keepScreenshot(page, path.join(SCREENSHOTS, 'article-merge-phone.png'));
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE);

      await refusal(page).getByRole('button', { name: 'Keep my changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Your changes are kept.' }).waitFor();
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Blog saved', { exact: true }).first().waitFor();
      expect((await articleOf(id)).html).toBe(
        '<p>Check the RERA number before anything else. Ask for the approved layout.</p>',
      );
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
