import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { validProjectFields } from '@aangan/api/testing';
import {
  chromiumAvailable,
  launchChromium,
  openPage,
  SCREENSHOTS,
  signIn,
  TEST_ADMIN,
  TEST_AUDITOR,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

const DAY_MS = 86_400_000;
// The server's clock: moved back to record older changes, then set to the present the browser lives in.
let offset = -40 * DAY_MS;
const now = () => new Date(Date.now() + offset);

const words = (from: number, count: number) => Array.from({ length: count }, (_, i) => `word${from + i}`).join(' ');
const BEFORE = `Homes facing the sports city greens. ${words(0, 40)} ${words(40, 40)}`;
const AFTER = `Homes facing the central park greens. ${words(0, 40)} Now with a rooftop clubhouse. ${words(40, 40)}`;

let t: TestApp;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('the audit log in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true, now });
    // Forty days ago: the project is posted.
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Saanjh Residency', description: BEFORE }),
    });
    expect(posted.status).toBe(201);
    // Yesterday: its description is rewritten in two places.
    offset = -DAY_MS;
    const token = await t.system.adminUsers.tokenFor(TEST_ADMIN.email, TEST_ADMIN.password);
    const edited = await t.request('PUT', `/api/v1/project/edit-project/${posted.body.result._id}`, {
      token,
      headers: { 'if-match': 'W/"0"' },
      body: validProjectFields({ projectTitle: 'Saanjh Residency', description: AFTER }),
    });
    expect(edited.status).toBe(200);
    offset = 0;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('an auditor finds yesterday’s change with one click and sees the words that changed', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/admin`, 1366);
    await signIn(page, TEST_AUDITOR);
    await page.waitForURL(/\/admin\/audit/);
    await page.getByText('Project posted').first().waitFor();

    await page.getByRole('button', { name: 'Last day' }).click();
    await page.waitForURL(/from/);
    expect(await page.getByRole('button', { name: 'Last day' }).getAttribute('aria-pressed')).toBe('true');
    await page.getByText('Project posted').waitFor({ state: 'detached' });
    const row = page.getByRole('row').filter({ hasText: 'Saanjh Residency' });
    expect(await row.count()).toBe(1);
    const yesterday = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Kolkata',
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    })
      .format(new Date(Date.now() - DAY_MS))
      .replace(/\//g, '-');
    expect(await page.getByRole('textbox', { name: 'From' }).inputValue()).toBe(yesterday);

    await row.click();
    // The first of each is the excerpt; the whole text, with the same marks, is folded below it.
    const removed = page.locator('del', { hasText: 'sports city' }).first();
    const added = page.locator('ins', { hasText: 'central park' }).first();
    await removed.waitFor();
    await added.waitFor();
    expect(await removed.textContent()).toBe('[removed: sports city]');
    expect(await page.locator('ins', { hasText: 'rooftop clubhouse' }).first().textContent()).toBe(
      '[added: Now with a rooftop clubhouse. ]',
    );
    // A long text shows where it changed, not the same opening twice: unchanged words are left out.
    await page.getByText('unchanged words left out').first().waitFor({ state: 'attached' });
    await keepScreenshot(page, path.join(SCREENSHOTS, 'audit-word-diff.png'), { fullPage: true });

    // Pressed again, the preset takes its dates away.
    await page.getByRole('button', { name: 'Last day' }).click();
    await page.getByText('Project posted').first().waitFor();
    expect(errors, errors.join('\n')).toEqual([]);
  });

  it('creating a user says who was created', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/admin/users/create`, 1366);
    await signIn(page, TEST_ADMIN);
    await page.getByRole('button', { name: 'Save' }).waitFor();
    await page.getByRole('textbox', { name: /^Email/ }).fill('meera.shah@aangan.test');
    await page.getByRole('textbox', { name: /^Name/ }).fill('Meera Shah');
    await page.getByRole('textbox', { name: /^Initial password/ }).fill('a long enough passphrase');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('User Meera Shah created', { exact: true }).waitFor();
    await page.waitForURL(/\/admin\/users\/[0-9a-f]{24}\/show/);
    expect(errors, errors.join('\n')).toEqual([]);
  });
});
