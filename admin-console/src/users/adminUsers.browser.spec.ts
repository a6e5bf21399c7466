import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { parseMailMessage } from '@aangan/api/testing';
import {
  chromiumAvailable,
  SCREENSHOTS,
  launchChromium,
  TEST_ADMIN,
  TEST_AUDITOR,
  openPage,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

const available = chromiumAvailable;
const shots = SCREENSHOTS;

// Each test walks through several pages in one browser: more than the default 30 seconds on a busy machine.
const FLOW_TIMEOUT = 120_000;

const ADMIN = TEST_ADMIN;
const AUDITOR = TEST_AUDITOR;

let t: TestApp;
let browser: Browser;

const open = (url: string, width = 1280) => openPage(browser, t.base + url, width);

/** The code an authenticator app shows `offsetSteps` 30-second steps from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const passwordBox = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${name}`) });

async function signIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await passwordBox(page, 'Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

const outbox = () => path.join(t.dataDir, 'outbox');
const mails = (): string[] => {
  try {
    return readdirSync(outbox())
      .filter((file) => file.endsWith('.eml'))
      .sort();
  } catch {
    return [];
  }
};

/** Waits for a new mail in the outbox and reads the OTP from its subject. */
async function otpFromOutbox(before: number, to: string): Promise<string> {
  for (let i = 0; i < 200; i += 1) {
    const files = mails();
    if (files.length > before) {
      const message = parseMailMessage(readFileSync(path.join(outbox(), files[files.length - 1])));
      expect(message.header('to')).toContain(to);
      const otp = message.header('subject')?.match(/^(\d{6}) is your Aangan password reset OTP$/)?.[1];
      if (!otp) throw new Error(`Unexpected subject: ${message.header('subject')}`);
      return otp;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no mail arrived in the outbox');
}

describe.skipIf(!available)('the admin console identity screens in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it(
    'an admin creates an auditor in All Users; an auditor has no All Users',
    async () => {
      const { page, errors } = await open('/admin');
      await signIn(page, ADMIN);
      await page.getByRole('menuitem', { name: 'All Users' }).click();
      await page.waitForURL(/\/admin\/users/);
      await page.getByRole('link', { name: AUDITOR.email }).waitFor();

      await page.getByRole('link', { name: 'Create user' }).click();
      await page.getByRole('button', { name: 'Save' }).waitFor();
      await page.getByRole('textbox', { name: /^Email/ }).fill('new.auditor@aangan.test');
      await page.getByRole('textbox', { name: /^Name/ }).fill('Neha Auditor');
      await page.getByRole('combobox', { name: /^Role/ }).click();
      await page.getByRole('option', { name: 'Auditor' }).click();
      await passwordBox(page, 'Initial password').fill('short');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Password must be at least 8 characters').waitFor();
      await passwordBox(page, 'Initial password').fill('a long enough passphrase');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.waitForURL(/\/admin\/users\/[0-9a-f]{24}\/show/);
      // The toast names the new user too: the show page is there once its own button is.
      await page.getByRole('button', { name: 'Change role' }).waitFor();
      expect(
        await page.getByRole('heading', { name: 'Neha Auditor' }).or(page.getByText('Neha Auditor')).count(),
      ).toBeGreaterThan(0);

      await page.getByRole('menuitem', { name: 'All Users' }).click();
      await page.getByRole('link', { name: 'new.auditor@aangan.test' }).waitFor();
      await keepScreenshot(page, path.join(shots, 'users.png'), { fullPage: true });
      const created = await t.request('GET', '/api/v1/admin/users?filter=%7B%22q%22%3A%22new.auditor%22%7D', {
        token: t.adminToken,
      });
      expect(created.body).toMatchObject([
        { email: 'new.auditor@aangan.test', name: 'Neha Auditor', role: 'auditor', status: 'active' },
      ]);
      expect(errors, errors.join('\n')).toEqual([]);

      const auditor = await open('/admin');
      await signIn(auditor.page, AUDITOR);
      await auditor.page.getByRole('menuitem', { name: 'Update Projects' }).waitFor();
      expect(await auditor.page.getByRole('menuitem', { name: 'All Users' }).count()).toBe(0);
      expect(auditor.errors, auditor.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'enrol an authenticator from My account, sign out, sign in again with password and code',
    async () => {
      const { page, errors } = await open('/admin', 390);
      await signIn(page, ADMIN);
      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'My account' }).click();
      await page.waitForURL(/\/admin\/account$/);
      await page.getByText('Not set up').waitFor();
      await page.getByRole('button', { name: 'Set up authenticator' }).click();

      const qr = page.getByRole('img', { name: 'QR code for adding Aangan to your authenticator app' });
      await qr.waitFor();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
      expect(await qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const secret = (await page.getByLabel('Setup key').inputValue()).replace(/\s+/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
      await keepScreenshot(page, path.join(shots, 'account.png'), { fullPage: true });

      const code = page.getByLabel('Authenticator code');
      await code.fill('12ab');
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByText('Enter the 6-digit code from your authenticator app').waitFor();
      await code.fill(await codeFor(secret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      await page.getByText('Authenticator enabled').waitFor();
      await page.getByText('Enabled', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Profile' }).click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await page.getByRole('dialog').getByText('Are you sure you want to logout?').waitFor();
      await page.getByRole('dialog').getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(/\/admin\/login/);
      await signIn(page, ADMIN);

      const codeField = page.getByLabel('Authenticator code');
      await codeField.waitFor();
      expect(await codeField.evaluate((input) => input === document.activeElement)).toBe(true);
      expect(await codeField.getAttribute('inputmode')).toBe('numeric');
      expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
      const current = await codeFor(secret);
      await codeField.fill(current === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.getByText('Entered OTP is incorrect').waitFor();
      expect(await codeField.getAttribute('aria-invalid')).toBe('true');
      await keepScreenshot(page, path.join(shots, 'login-totp.png'), { fullPage: true });

      // The code that confirmed the setup is spent; the next time step's code signs in.
      await codeField.fill(await codeFor(secret, 1));
      await page.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/admin\/dashboard/);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'forgot password through the outbox, finished with the authenticator code',
    async () => {
      // The auditor sets up an authenticator first (through the API).
      const { secret } = (await t.request('POST', '/api/v1/admin/totp/enroll', { token: t.auditorToken })).body
        .result as { secret: string };
      const confirmed = await t.request('POST', '/api/v1/admin/totp/confirm', {
        token: t.auditorToken,
        body: { code: await codeFor(secret) },
      });
      expect(confirmed.body.message).toBe('Authenticator enabled');

      const { page, errors } = await open('/admin/login', 390);
      await page.getByRole('link', { name: 'Forgot password?' }).click();
      await page.waitForURL(/\/admin\/forgot-password$/);
      await page.getByRole('heading', { name: 'Reset your password' }).waitFor();

      const emailField = page.getByLabel('Email');
      await emailField.fill('not-an-email');
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('Enter a valid email').waitFor();
      const before = mails().length;
      await emailField.fill(AUDITOR.email);
      await page.getByRole('button', { name: 'Send OTP' }).click();
      await page.getByText('OTP sent successfully').waitFor();
      const otp = await otpFromOutbox(before, AUDITOR.email);

      const otpField = page.getByLabel('OTP from the email');
      await otpField.fill(otp === '000000' ? '111111' : '000000');
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText(/^Incorrect OTP Provided/).waitFor();
      await otpField.fill(otp);
      await page.getByRole('button', { name: 'Verify OTP' }).click();
      await page.getByText('OTP Verified').waitFor();

      await passwordBox(page, 'New password').fill('my new passphrase 7');
      await passwordBox(page, 'Confirm new password').fill('my new passphrase 8');
      const totpField = page.getByLabel('Authenticator code');
      await totpField.fill(await codeFor(secret, 1));
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password does not match').waitFor();
      expect(await passwordBox(page, 'Confirm new password').getAttribute('aria-invalid')).toBe('true');
      await keepScreenshot(page, path.join(shots, 'forgot.png'), { fullPage: true });
      await passwordBox(page, 'Confirm new password').fill('my new passphrase 7');
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Password changed successfully').waitFor();
      await keepScreenshot(page, path.join(shots, 'forgot-done.png'), { fullPage: true });

      // The new password is accepted (and still asks for the authenticator); the old one is not.
      const newLogin = await t.request('POST', '/api/v1/admin/login', {
        body: { email: AUDITOR.email, password: 'my new passphrase 7' },
      });
      expect(newLogin.body.totpRequired).toBe(true);
      expect((await t.request('POST', '/api/v1/admin/login', { body: AUDITOR })).status).toBe(401);

      await page.getByRole('link', { name: 'Back to sign in' }).click();
      await page.waitForURL(/\/admin\/login$/);
      await page.getByRole('button', { name: 'Sign in' }).waitFor();
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
