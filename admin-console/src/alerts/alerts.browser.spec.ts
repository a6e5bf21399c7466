import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { maskEmail } from '@aangan/contracts';
import { parseMailMessage, validProjectFields, type ParsedPart } from '@aangan/api/testing';
import {
  chromiumAvailable,
  launchChromium,
  openPage,
  signIn,
  TEST_ADMIN,
  TEST_AUDITOR,
  keepScreenshot,
  SCREENSHOTS,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

/**
 * The Alerts screen against the real application: a project watched by three people (two confirmed,
 * one not) and a saved search; an admin reads the list with its counts and addresses, pauses
 * alerts after confirming, and finds the pause in the audit log; a pause from a stale copy is
 * refused and the screen shows the switch as it is; an auditor on a phone reads masked addresses
 * and has no switch.
 */
const FLOW_TIMEOUT = 120_000;

let t: TestApp;
let browser: Browser;

const WATCHER = 'meera.buyer@example.in';
const SECOND_WATCHER = 'ravi.watch@example.in';
const WAITING = 'kabir.waiting@example.in';
const SEARCHER = 'ananya.search@example.in';

const mailsTo = (address: string): ParsedPart[] => {
  const outbox = path.join(t.dataDir, 'outbox');
  return readdirSync(outbox)
    .filter((file) => file.endsWith('.eml'))
    .sort()
    .map((file) => parseMailMessage(readFileSync(path.join(outbox, file))))
    .filter((mail) => mail.header('to') === address);
};

/** Opens the confirmation link of the address's first mail, as the person would. */
async function confirm(address: string): Promise<void> {
  const mail = mailsTo(address)[0];
  expect(mail, `a confirmation mail to ${address}`).toBeDefined();
  const text = (mail.parts.find((part) => part.contentType.startsWith('text/plain')) ?? mail).body;
  const link = /\/api\/v1\/alerts\/confirm\?\S+/.exec(text)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  const opened = await fetch(t.base + link, { redirect: 'manual' });
  expect(opened.headers.get('location')).toBe('/alerts?outcome=confirmed');
}

async function signedIn(account: typeof TEST_ADMIN, width: number): Promise<{ page: Page; errors: string[] }> {
  const opened = await openPage(browser, `${t.base}/admin`, width);
  await signIn(opened.page, account);
  await opened.page.waitForURL(account === TEST_ADMIN ? /\/admin\/dashboard/ : /\/admin\/audit/);
  return opened;
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe.skipIf(!chromiumAvailable)('the console’s Alerts screen in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    browser = await launchChromium();
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Lakeview Residency', city: 'Pune', locality: 'Baner' }),
    });
    expect(posted.status, JSON.stringify(posted.body)).toBe(201);
    const { slug } = posted.body.result as { slug: string };
    for (const body of [
      { email: WATCHER, consent: true, projectSlug: slug },
      { email: SECOND_WATCHER, consent: true, projectSlug: slug },
      { email: WAITING, consent: true, projectSlug: slug },
      { email: SEARCHER, consent: true, search: { city: 'Pune', bhk: '2' } },
    ]) {
      const saved = await t.request('POST', '/api/v1/alerts', { body });
      expect(saved.status, JSON.stringify(saved.body)).toBe(202);
    }
    await t.system.alerts.sendQueued();
    await confirm(WATCHER);
    await confirm(SECOND_WATCHER);
    await confirm(SEARCHER);
  }, FLOW_TIMEOUT);
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it(
    'an admin reads who follows what, pauses alerts after confirming, and the audit log records it',
    async () => {
      const { page, errors } = await signedIn(TEST_ADMIN, 1366);
      await page.getByRole('menuitem', { name: 'Alerts' }).click();
      await page.waitForURL(/\/admin\/alerts/);
      const status = page.getByRole('status').filter({ hasText: 'Alerts are on' });
      await status.waitFor();
      await status.getByText('Never paused. Daily digest at 08:00 IST.').waitFor();
      const totals = page.getByRole('region', { name: 'Alert mail' });
      await totals.getByText('Waiting for confirmation').waitFor();
      const mails = page.getByRole('table', { name: 'Mails sent per day' });
      expect(await mails.getByRole('row').count()).toBe(15);

      // Most followed first: the project (2 active, 1 waiting), then the search (1 active).
      const rows = page.locator('tbody tr').filter({ has: page.getByRole('link') });
      await rows.first().getByRole('link', { name: 'Lakeview Residency', exact: true }).waitFor();
      expect(await rows.first().textContent()).toMatch(/Watched project.*Lakeview Residency · Public page.*21/);
      const search = rows.nth(1).getByRole('link', { name: /2 BHK in Pune/ });
      expect(await search.getAttribute('href')).toMatch(/\?city=Pune&bhk=2$/);
      expect(await search.getAttribute('target')).toBe('_blank');

      // A row opens to its subscribers, in clear for an admin; from the keyboard too.
      const toggle = rows.first().getByRole('button', { name: '3 subscribers' });
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const subscribers = page.getByRole('table', { name: 'Subscribers of Lakeview Residency' });
      await subscribers.getByRole('cell', { name: WATCHER }).waitFor();
      await subscribers.getByRole('row', { name: `${WAITING} Waiting for confirmation` }).waitFor();
      await page.locator('.MuiCollapse-entered').first().waitFor();
      await keepScreenshot(page, path.join(SCREENSHOTS, 'console-alerts-admin-1366.png'), { fullPage: true });

      // The filter: watched projects only.
      await page.getByRole('combobox', { name: 'Kind' }).click();
      await page.getByRole('option', { name: 'Watched project' }).click();
      await page.waitForURL(/filter=.*project/);
      await expect.poll(() => page.getByRole('link', { name: /2 BHK in Pune/ }).count()).toBe(0);

      // Pause, after the dialog says what it does.
      await page.getByRole('button', { name: 'Pause alerts' }).click();
      const dialog = page.getByRole('dialog', { name: 'Pause alerts for everyone?' });
      await dialog.getByText('No alert mail goes out while paused; confirmation mails still do.').waitFor();
      await dialog.getByRole('button', { name: 'Pause alerts' }).click();
      const paused = page.getByRole('status').filter({ hasText: 'Alerts are paused for everyone' });
      await paused.waitFor();
      await paused.getByText(/Paused by You on \d{2}-\d{2}-\d{4} \d{2}:\d{2}\./).waitFor();
      await paused.getByRole('button', { name: 'Resume alerts' }).waitFor();
      const overview = await t.request('GET', '/api/v1/admin/alerts/overview', { token: t.auditorToken });
      expect(overview.body.paused).toBe(true);

      await page.getByRole('menuitem', { name: 'Audit log' }).click();
      await page.waitForURL(/\/admin\/audit/);
      await page.getByText('Paused alerts for everyone').first().waitFor();
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a change from a stale copy is refused, said, and the switch shown as it now is',
    async () => {
      const { page, errors } = await signedIn(TEST_ADMIN, 1366);
      await page.goto(`${t.base}/admin/alerts`);
      const shown = page.getByRole('status').filter({ hasText: 'Alerts are paused for everyone' });
      await shown.waitFor();

      // Another admin resumes them meanwhile.
      const before = await t.request('GET', '/api/v1/admin/alerts/overview', { token: t.adminToken });
      const resumed = await t.request('PUT', '/api/v1/admin/alerts/settings', {
        token: t.adminToken,
        body: { paused: false },
        headers: { 'if-match': before.headers.get('etag')! },
      });
      expect(resumed.status).toBe(200);

      await shown.getByRole('button', { name: 'Resume alerts' }).click();
      await page
        .getByRole('dialog', { name: 'Resume alerts for everyone?' })
        .getByRole('button', { name: 'Resume alerts' })
        .click();
      await page.getByText(/^Not changed: someone else changed the alerts switch after you opened it/).waitFor();
      // Read again: on, with the other admin's change.
      await page.getByRole('status').filter({ hasText: 'Alerts are on' }).waitFor();
      await page.getByRole('button', { name: 'Pause alerts' }).waitFor();
      expect(errors, errors.join('\n')).toEqual([]);

      // On a phone the switch sits under the words, and nothing is wider than the screen.
      const phone = await signedIn(TEST_ADMIN, 390);
      await phone.page.goto(`${t.base}/admin/alerts`);
      await phone.page.getByRole('button', { name: 'Pause alerts' }).waitFor();
      await phone.page.getByRole('button', { name: /Lakeview Residency/ }).waitFor();
      expect(await pageWidth(phone.page)).toBeLessThanOrEqual(390);
      await keepScreenshot(phone.page, path.join(SCREENSHOTS, 'console-alerts-admin-390.png'), { fullPage: true });
      expect(phone.errors, phone.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an auditor on a phone reads masked addresses and has no switch',
    async () => {
      const { page, errors } = await signedIn(TEST_AUDITOR, 390);
      await page.goto(`${t.base}/admin/alerts`);
      await page.getByRole('status').filter({ hasText: 'Alerts are on' }).waitFor();
      const project = page.getByRole('button', { name: /Lakeview Residency/ });
      await project.waitFor();
      await page.getByRole('button', { name: /2 BHK in Pune/ }).waitFor();
      expect(await page.getByRole('button', { name: /Pause alerts|Resume alerts/ }).count()).toBe(0);
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);

      // Keyboard: the topic opens to its links and subscribers.
      await project.focus();
      await page.keyboard.press('Enter');
      const subscribers = page.getByRole('table', { name: 'Subscribers of Lakeview Residency' });
      await subscribers.getByRole('cell', { name: maskEmail(WATCHER) }).waitFor();
      await subscribers.getByRole('cell', { name: maskEmail(WAITING) }).waitFor();
      expect(await page.getByText(WATCHER).count()).toBe(0);
      await page.getByRole('link', { name: 'Lakeview Residency', exact: true }).waitFor();
      expect(await pageWidth(page)).toBeLessThanOrEqual(390);
      await page.locator('.MuiCollapse-entered').first().waitFor();
      await keepScreenshot(page, path.join(SCREENSHOTS, 'console-alerts-auditor-390.png'), { fullPage: true });

      const wide = await signedIn(TEST_AUDITOR, 1366);
      await wide.page.goto(`${t.base}/admin/alerts`);
      await wide.page.getByRole('link', { name: 'Lakeview Residency', exact: true }).waitFor();
      await keepScreenshot(wide.page, path.join(SCREENSHOTS, 'console-alerts-auditor-1366.png'), { fullPage: true });
      expect(errors, errors.join('\n')).toEqual([]);
      expect(wide.errors, wide.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
