import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chromiumAvailable,
  SCREENSHOTS,
  launchChromium,
  TEST_ADMIN,
  TEST_AUDITOR,
  signIn,
  openPage,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { validProjectFields } from '@aangan/api/testing';
import { startTestApp, type TestApp } from '@aangan/server/testing';

// Each test walks through several screens in one browser: more than the default 30 seconds on a busy machine.
const FLOW_TIMEOUT = 180_000;

const OLD_PRICE = 1_50_00_000;
const NEW_PRICE = 1_65_00_000;

let t: TestApp;
let browser: Browser;
let projectId: string;
let publicPath: string;

const open = (url: string, width = 1280) => openPage(browser, t.base + url, width);
const shot = (page: Page, name: string) => keepScreenshot(page, path.join(SCREENSHOTS, name), { fullPage: true });
/** The page does not scroll sideways at this width. */
const fitsWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** The fixture's unit (it passes every posting rule) with one exact sale price. */
const unitWith = (salePrice: number) => {
  const { minPrice: _min, maxPrice: _max, ...unit } = validProjectFields().units![0];
  return { ...unit, salePrice, unitCount: 80 };
};

const current = async () => {
  const read = await t.request('GET', `/api/v1/admin/projects/${projectId}`, { token: t.adminToken });
  expect(read.status).toBe(200);
  return read.body as { revision: number; units: Array<{ unitId: string; salePrice?: number }>; link: string };
};

/** An edit sent by the admin's own session, as the project builder sends it (units keep their ids). */
async function setUnitPrice(salePrice: number, title = 'Nilgiri Vista') {
  const before = await current();
  const units = before.units.map((unit) => ({ ...unitWith(salePrice), unitId: unit.unitId }));
  const edited = await t.request('PUT', `/api/v1/project/edit-project/${projectId}`, {
    token: t.adminToken,
    headers: { 'If-Match': `W/"${before.revision}"` },
    body: validProjectFields({
      projectTitle: title,
      photos: ['/uploads/demo/project-1.svg', '/uploads/demo/project-2.svg'],
      units,
    }),
  });
  expect(edited.status).toBe(200);
}

/** Update Projects from the menu (the dashboard's latest changes link to the project too). */
async function openProjectList(page: Page) {
  await page.getByRole('menuitem', { name: 'Update Projects' }).click();
  await page.waitForURL(/\/admin\/projects(\?|$)/);
  await page.getByRole('tab', { name: 'All Projects' }).waitFor();
}

/** The unit table of the public project page, as a visitor reads it. */
const publicUnitText = async (page: Page) => {
  await page.goto(t.base + publicPath);
  return page.locator('#unit-floor-plan-pricing').innerText();
};

describe.skipIf(!chromiumAvailable)('project history, audit log and lifecycle in the console (Chromium)', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    browser = await launchChromium();
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({
        projectTitle: 'Nilgiri Vista',
        photos: ['/uploads/demo/project-1.svg'],
        units: [unitWith(OLD_PRICE)],
      }),
    });
    expect(posted.status).toBe(201);
    projectId = posted.body.result._id as string;
    publicPath = posted.body.result.link as string;
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it(
    'an admin changes a unit price; an auditor reads who changed it, old → new, in History and the audit log, with no write control; the admin restores the old price and the public page shows it',
    async () => {
      // The admin's change (the builder sends the same edit): ₹1.50 Cr → ₹1.65 Cr, and a second photo.
      await setUnitPrice(NEW_PRICE);
      const revisionWithNewPrice = (await current()).revision;

      // The auditor lands on the audit log and finds the change there.
      const auditor = await open('/admin');
      await signIn(auditor.page, TEST_AUDITOR);
      await auditor.page.waitForURL(/\/admin\/audit/);
      const row = auditor.page
        .getByRole('row')
        .filter({ hasText: 'Nilgiri Vista' })
        .filter({ hasText: 'Asha Admin (Admin)' })
        .first();
      await row.waitFor();
      await row.click();
      const expanded = auditor.page.getByRole('cell').filter({ hasText: '₹1.65 Cr' }).first();
      await expanded.waitFor();
      await auditor.page.getByText('₹1.50 Cr').first().waitFor();
      await shot(auditor.page, 'audit-log.png');

      // The same change in the project's History, with the admin's name; the auditor has no write control.
      await auditor.page.goto(`${t.base}/admin/projects/${projectId}/show/history`);
      const entry = auditor.page.getByRole('listitem').filter({ hasText: `Revision ${revisionWithNewPrice}` });
      await entry.getByText('Asha Admin (Admin)').waitFor();
      await entry.getByText('₹1.50 Cr').first().waitFor();
      await entry.getByText('₹1.65 Cr').first().waitFor();
      // The photo added in the same change, as a thumbnail that opens the file.
      await entry.getByRole('link', { name: /^Photos: project-2\.svg/ }).waitFor();
      for (const control of ['Restore this version', 'Edit', 'Delete', 'Restore', 'Mark as grand project']) {
        expect(await auditor.page.getByRole('button', { name: control, exact: true }).count(), control).toBe(0);
      }
      expect(await auditor.page.getByRole('button', { name: /^Restore this version/ }).count()).toBe(0);
      expect(await auditor.page.getByRole('link', { name: /^Edit/ }).count()).toBe(0);
      await auditor.page
        .getByRole('link', { name: /^View as of this version/ })
        .first()
        .waitFor();
      await shot(auditor.page, 'project-history-auditor.png');
      await auditor.page.goto(`${t.base}/admin/projects`);
      await auditor.page.getByRole('link', { name: 'Nilgiri Vista' }).waitFor();
      expect(await auditor.page.getByRole('button', { name: /^Delete / }).count()).toBe(0);
      expect(await auditor.page.getByRole('button', { name: /grand project/ }).count()).toBe(0);
      expect(auditor.errors, auditor.errors.join('\n')).toEqual([]);

      // The admin lands on the dashboard, opens the project's history and looks at the first version.
      const { page, errors } = await open('/admin');
      await signIn(page, TEST_ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      await page.getByRole('heading', { name: 'Latest changes' }).waitFor();
      await shot(page, 'dashboard.png');
      await openProjectList(page);
      await page.getByRole('link', { name: 'Nilgiri Vista' }).click();
      await page.getByRole('tab', { name: 'History' }).click();
      await page.waitForURL(/\/show\/history$/);
      const first = page.getByRole('listitem').filter({ hasText: 'Revision 0' });
      await first.getByRole('link', { name: /^View as of this version/ }).click();
      await page.waitForURL(new RegExp(`/admin/projects/${projectId}/revisions/0$`));
      await page.getByText('As it was at revision 0').waitFor();
      await page.getByRole('cell', { name: '₹1.50 Cr' }).waitFor();
      await shot(page, 'project-as-of.png');
      await page.getByRole('tab', { name: 'Compare with current' }).click();
      await page.getByRole('cell', { name: '₹1.65 Cr' }).first().waitFor();
      await page.getByRole('cell', { name: '₹1.50 Cr' }).first().waitFor();
      await shot(page, 'project-compare.png');

      // Restoring names the revision, records a new change, and the public page shows the old price again.
      await page.getByRole('button', { name: /^Restore this version/ }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Restore revision 0?').waitFor();
      await dialog.getByRole('button', { name: 'Restore revision 0' }).click();
      await page.getByText('Restored revision 0').first().waitFor();
      const restored = await current();
      expect(restored.revision).toBeGreaterThan(revisionWithNewPrice);
      expect(restored.units[0]?.salePrice).toBe(OLD_PRICE);
      await page.goto(`${t.base}/admin/projects/${projectId}/show/history`);
      await page
        .getByRole('listitem')
        .filter({ hasText: `Revision ${restored.revision}` })
        .getByText(/Restored revision 0/)
        .first()
        .waitFor();
      await shot(page, 'project-history-admin.png');
      const visitor = await open(publicPath);
      expect(await publicUnitText(visitor.page)).toContain('₹1.50 Cr');
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'restoring a version someone else has just changed is refused and explained, with a way to reload',
    async () => {
      const { page, errors } = await open('/admin');
      await signIn(page, TEST_ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      await page.goto(`${t.base}/admin/projects/${projectId}/show/history`);
      const older = page.getByRole('listitem').filter({ hasText: 'Revision 0' });
      await older.getByRole('button', { name: /^Restore this version/ }).waitFor();

      // Meanwhile another session changes the price: the history on screen is one revision behind.
      await setUnitPrice(1_70_00_000);
      await older.getByRole('button', { name: /^Restore this version/ }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Restore revision 0' }).click();
      const stale = page.getByRole('dialog', { name: 'Someone else changed this project' });
      await stale
        .getByText('This record was changed by someone else. Reload it and apply your change again.')
        .waitFor();
      await shot(page, 'project-restore-stale.png');
      await stale.getByRole('button', { name: 'Reload' }).click();
      // After the reload their change is the newest entry, and nothing was restored.
      await page.getByRole('listitem').filter({ hasText: '₹1.70 Cr' }).first().waitFor();
      expect((await current()).units[0]?.salePrice).toBe(1_70_00_000);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'delete with a confirmation, restore from the Deleted tab, feature as grand; on a 390 px phone',
    async () => {
      const { page, errors } = await open('/admin', 1280);
      await signIn(page, TEST_ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      await openProjectList(page);
      await page.getByRole('link', { name: 'Nilgiri Vista' }).waitFor();
      await shot(page, 'project-list.png');

      await page.getByRole('button', { name: 'Mark as grand project: Nilgiri Vista' }).click();
      await page.getByText('Project updated successfully').first().waitFor();
      await page.getByRole('button', { name: 'Unmark as grand project: Nilgiri Vista' }).waitFor();

      await page.getByRole('button', { name: 'Delete Nilgiri Vista' }).click();
      const confirm = page.getByRole('dialog');
      await confirm.getByText('Delete “Nilgiri Vista”?').waitFor();
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await page.getByText('Project deleted successfully').first().waitFor();
      await page.getByText('No Data Found').waitFor();
      expect(
        (await t.request('GET', publicPath.replace('/project/view/', '/api/v1/project/view-project/'))).status,
      ).toBe(410);

      await page.getByRole('tab', { name: 'Deleted' }).click();
      await page.getByRole('button', { name: 'Restore Nilgiri Vista' }).click();
      await page.getByText('Project restored successfully').first().waitFor();
      await page.getByRole('tab', { name: 'All Projects' }).click();
      await page.getByRole('link', { name: 'Nilgiri Vista' }).waitFor();
      expect(
        (await t.request('GET', publicPath.replace('/project/view/', '/api/v1/project/view-project/'))).status,
      ).toBe(200);
      expect(errors, errors.join('\n')).toEqual([]);

      // The same screens on a phone, by keyboard: nothing scrolls sideways.
      const phone = await open('/admin', 390);
      await signIn(phone.page, TEST_ADMIN);
      await phone.page.waitForURL(/\/admin\/dashboard/);
      await phone.page.getByRole('heading', { name: 'Leads per day' }).waitFor();
      expect(await fitsWidth(phone.page)).toBe(true);
      await shot(phone.page, 'dashboard-phone.png');
      await phone.page.goto(`${t.base}/admin/projects/${projectId}/show/history`);
      await phone.page.getByRole('listitem').first().waitFor();
      expect(await fitsWidth(phone.page)).toBe(true);
      await shot(phone.page, 'project-history-phone.png');
      await phone.page.goto(`${t.base}/admin/audit`);
      await phone.page.getByText('Nilgiri Vista').first().waitFor();
      await phone.page
        .getByRole('button', { name: /Nilgiri Vista/ })
        .first()
        .focus();
      await phone.page.keyboard.press('Enter');
      // The newest change is the restore from the Deleted tab: status Deleted → Posted.
      await phone.page.getByRole('cell', { name: 'Deleted' }).first().waitFor();
      await phone.page.getByRole('cell', { name: 'Posted' }).first().waitFor();
      // The screenshot waits for the disclosure to finish opening.
      await phone.page.locator('.MuiCollapse-entered').first().waitFor();
      expect(await fitsWidth(phone.page)).toBe(true);
      await shot(phone.page, 'audit-log-phone.png');
      expect(phone.errors, phone.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'signing out asks first',
    async () => {
      const { page, errors } = await open('/admin', 390);
      await signIn(page, TEST_ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Are you sure you want to logout?').waitFor();
      await shot(page, 'logout-confirm.png');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(page.url()).toMatch(/\/admin\/dashboard/);

      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/admin\/login/);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
