import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable } from '@aangan/api/testing/chromium';
import { consoleInChromium } from '@aangan/server/testing';
import { choose, message, postableProject, projectsThrough, screenshot } from './testing/builderPage.ts';

// Two sessions and several reloads of the whole console: more than the default 30 seconds on a busy machine.
const FLOW_TIMEOUT = 240_000;
const DESKTOP = 1366;
const PHONE = 390;

const session = consoleInChromium();

const signedIn = (width: number, at?: string) => session.signedIn(width, undefined, at);

const { postedProject, projectOf } = projectsThrough(session);
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });
const locality = (page: Page) => page.getByRole('combobox', { name: /^Locality/ });
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave without saving?' });

/** The project's page, then the builder from its Edit button (a move inside the console, which Back undoes). */
async function openBuilder(page: Page, title: string, id: string) {
  await page.goto(`${session.app.base}/admin/projects/${id}/show`);
  await page.getByRole('heading', { name: title }).first().waitFor();
  await page.getByRole('link', { name: 'Edit', exact: true }).click();
  await page.waitForURL(new RegExp(`/admin/projects/${id}$`));
  await textbox(page, /^Project\/Building name/).waitFor();
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

describe.skipIf(!chromiumAvailable)('the console never loses typed work', () => {
  it(
    'asks before leaving a new project with typed values, and offers them back after a reload',
    async () => {
      const { page, errors } = await signedIn(DESKTOP, '/admin/post-project');
      await page.getByRole('tab', { name: /^1\. Basics/ }).waitFor();
      await choose(page, /^Project type/, 'Residential');
      await textbox(page, /^Project\/Building name/).fill('Riverside Greens');

      // The menu: asked, and staying keeps everything.
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await leaveDialog(page).waitFor();
      await screenshot(page, 'leave-prompt-desktop');
      await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
      await leaveDialog(page).waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin/post-project');
      expect(await textbox(page, /^Project\/Building name/).inputValue()).toBe('Riverside Greens');

      // A reload (or a crash): the browser asks first, and the typed values are offered back.
      await reloadPast(page);
      const offer = page.getByRole('region', { name: 'Unsaved project' });
      await offer.getByText('Resume the project you were typing?').waitFor();
      await offer.getByText(/“Riverside Greens”, kept on this device \d{2}-\d{2}-\d{4}/).waitFor();
      expect(await textbox(page, /^Project\/Building name/).inputValue()).toBe('');
      await screenshot(page, 'resume-offer');
      await offer.getByRole('button', { name: 'Resume' }).click();
      await offer.waitFor({ state: 'detached' });
      expect(await textbox(page, /^Project\/Building name/).inputValue()).toBe('Riverside Greens');
      expect(await page.getByRole('combobox', { name: /^Project type/ }).textContent()).toContain('Residential');

      // Discarded: gone for good, and leaving then asks nothing.
      await reloadPast(page);
      await offer.getByRole('button', { name: 'Discard' }).click();
      await offer.waitFor({ state: 'detached' });
      await page.reload();
      await page.getByRole('tab', { name: /^1\. Basics/ }).waitFor();
      expect(await offer.count()).toBe(0);
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);

      // Saved: nothing is kept, and the move to the saved draft asks nothing.
      await page.goto(`${session.app.base}/admin/post-project`);
      await textbox(page, /^Project\/Building name/).fill('Orchard Row');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await page.waitForURL(/\/admin\/projects\/[0-9a-f]{24}$/);
      await page.getByRole('heading', { name: 'Draft: Orchard Row', level: 1 }).waitFor();
      await page.goto(`${session.app.base}/admin/post-project`);
      await page.getByRole('tab', { name: /^1\. Basics/ }).waitFor();
      expect(await offer.count()).toBe(0);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'merges a save refused for an older version: own edits kept, theirs taken, the contested field chosen',
    async () => {
      const id = await postedProject('Harbour View');
      const mine = await signedIn(DESKTOP);
      await openBuilder(mine.page, 'Harbour View', id);

      // Another admin, in another browser, changes the rating and the locality first.
      const other = await signedIn(DESKTOP, `/admin/projects/${id}`);
      await textbox(other.page, /^Rating/).fill('9');
      await locality(other.page).fill('Sector 150 East');
      await other.page.getByRole('button', { name: 'Save changes' }).click();
      await message(other.page, 'Project updated successfully');
      await other.page.close();

      // Mine: the locality too (contested) and the project size (theirs untouched).
      await locality(mine.page).fill('Sector 150 North');
      await textbox(mine.page, /^Project size/).fill('5');
      await mine.page.getByRole('button', { name: 'Save changes' }).click();
      const stale = mine.page
        .getByRole('alert')
        .filter({ hasText: 'Not saved: this project was changed by someone else' });
      await stale.waitFor();
      const merge = stale.getByRole('group', { name: 'Merge your changes with theirs' });
      await merge.getByText('You both changed one field. Choose the version to keep for each:').waitFor();
      const choice = merge.getByRole('radiogroup', { name: 'Locality' });
      await choice.getByText('Sector 150 North').waitFor();
      await choice.getByText('Sector 150 East').waitFor();
      await merge
        .getByText(
          'Taken from their version: Rating. Kept from yours: Project size. Nothing is saved until you save again.',
        )
        .waitFor();

      // Merging without a choice is refused on the field.
      await stale.getByRole('button', { name: 'Merge their changes' }).click();
      await merge.getByText('Choose which version to keep').waitFor();
      await screenshot(mine.page, 'merge-panel-desktop');
      await choice.getByRole('radio', { name: "Take Asha Admin's" }).check();
      await stale.getByRole('button', { name: 'Merge their changes' }).click();
      await stale.waitFor({ state: 'detached' });
      await mine.page
        .getByRole('status')
        .filter({ hasText: /Merged with Asha Admin's version \(revision 1\)/ })
        .waitFor();
      expect(await locality(mine.page).inputValue()).toBe('Sector 150 East');
      expect(await textbox(mine.page, /^Rating/).inputValue()).toBe('9');
      expect(await textbox(mine.page, /^Project size/).inputValue()).toBe('5');
      expect((await projectOf(id)).projectArea.areaSize).toBe(4);

      // The merged form is unsaved work until saved: Back asks. Saving goes through on their revision.
      await mine.page.goBack();
      await leaveDialog(mine.page).getByRole('button', { name: 'Stay' }).click();
      expect(new URL(mine.page.url()).pathname).toBe(`/admin/projects/${id}`);
      await mine.page.getByRole('button', { name: 'Save changes' }).click();
      await message(mine.page, 'Project updated successfully');
      const saved = await projectOf(id);
      expect(saved.revision).toBe(2);
      expect(saved.locality).toBe('Sector 150 East');
      expect(saved.projectRating).toBe(9);
      expect(saved.projectArea.areaSize).toBe(5);
      // Saved: leaving asks nothing.
      await mine.page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await mine.page.waitForURL(/\/admin\/dashboard$/);
      expect(mine.errors, mine.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'asks before leaving the other edit forms too: a new blog post and a user',
    async () => {
      const { page, errors } = await signedIn(DESKTOP, '/admin/create/blog');
      await textbox(page, /^Title/).fill('Monsoon buying guide');
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await leaveDialog(page).getByText('Your changes to this form are not saved.', { exact: false }).waitFor();
      await leaveDialog(page).getByRole('button', { name: 'Stay' }).click();
      expect(await textbox(page, /^Title/).inputValue()).toBe('Monsoon buying guide');
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await leaveDialog(page).getByRole('button', { name: 'Leave and discard' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);

      // Nothing typed: leaving asks nothing.
      await page.goto(`${session.app.base}/admin/users/create`);
      await textbox(page, /^Email/).waitFor();
      await page.getByRole('menuitem', { name: 'Dashboard' }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'shows the merge panel and the leave question on a phone',
    async () => {
      const id = await postedProject('Palm Court');
      const { page, errors } = await signedIn(PHONE);
      await openBuilder(page, 'Palm Court', id);

      // Someone else changes the description meanwhile.
      const before = await projectOf(id);
      const edited = await session.app.request('PUT', `/api/v1/project/edit-project/${id}`, {
        token: session.app.adminToken,
        headers: { 'If-Match': `W/"${before.revision}"` },
        body: {
          ...postableProject('Palm Court'),
          description: 'Three towers round a palm garden.',
          units: before.units,
        },
      });
      expect(edited.status, JSON.stringify(edited.body)).toBe(200);

      await page.locator('textarea[name="description"]').fill('Two towers by the expressway, with a clubhouse.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const merge = page.getByRole('group', { name: 'Merge your changes with theirs' });
      await merge.getByRole('radiogroup', { name: 'Description' }).waitFor();
      await screenshot(page, 'merge-panel-phone');
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(PHONE);

      await page.goBack();
      await leaveDialog(page).waitFor();
      await screenshot(page, 'leave-prompt-phone');
      await leaveDialog(page).getByRole('button', { name: 'Leave and discard' }).click();
      await page.waitForURL((url) => url.pathname !== `/admin/projects/${id}`);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
