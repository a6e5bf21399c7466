import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  chromiumAvailable,
  interactive,
  launchChromium,
  SCREENSHOTS,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';

/**
 * A Hindi project page of the demo catalogue on a phone: its sections, facts and prices in Hindi,
 * and the enquiry: the Hindi messages of an empty form, then a sent one, recorded as a lead.
 */

let t: DemoSite;
let browser: Browser;
const PROJECT = '/hi/project/view/vistara-tulip-vista-noida-extension-noida';

const adminLeads = async (filter: Record<string, unknown>) =>
  (
    await t.request(
      'GET',
      `/api/v1/admin/leads?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,99]')}`,
      { token: t.adminToken },
    )
  ).body as Array<Record<string, unknown>>;

/** The message of a field, read through its aria-describedby as a screen reader would. */
const fieldMessage = async (page: Page, id: string) => {
  const field = page.locator(`#${id}`);
  expect(await field.getAttribute('aria-invalid')).toBe('true');
  const errorId = ((await field.getAttribute('aria-describedby')) ?? '').split(' ').find((id) => id.endsWith('-error'));
  return page.locator(`#${errorId}`).textContent();
};

describe.skipIf(!chromiumAvailable)('a project page in Hindi on a phone', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('shows its sections and prices in Hindi, and the enquiry says its messages in Hindi and records the lead', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(t.base + PROJECT);
    await interactive(page);
    expect(await page.locator('html').getAttribute('lang')).toBe('hi-IN');

    await page.getByRole('heading', { level: 1, name: 'विस्तारा ट्यूलिप विस्टा' }).waitFor();
    const hero = page.locator('.project-hero');
    expect(await hero.locator('.project-price').textContent()).toMatch(/^कीमत: ₹[\d.]+ लाख - ₹[\d.]+ (लाख|करोड़)$/);
    expect(await hero.locator('.key-facts dt').allTextContents()).toEqual(
      expect.arrayContaining(['कॉन्फ़िगरेशन', 'पज़ेशन', 'पज़ेशन की तारीख़']),
    );
    expect(await hero.getByRole('link', { name: 'कीमत के अलर्ट पाएँ' }).getAttribute('href')).toMatch(/^\/hi\/alerts\?/);
    for (const heading of ['रेरा विवरण', 'यूनिट, फ़्लोर प्लान और कीमतें', 'अक्सर पूछे जाने वाले सवाल'])
      expect(await page.getByRole('heading', { level: 2, name: heading }).isVisible()).toBe(true);
    const units = page.locator('.unit-table');
    expect(await units.locator('thead th').allTextContents()).toEqual(expect.arrayContaining(['यूनिट', 'साइज़', 'कीमत']));
    expect(await units.locator('.unit-price').first().textContent()).toContain('लाख');
    expect(await units.getByText('कारपेट एरिया:').count()).toBeGreaterThan(0);
    expect(await page.locator('body').textContent()).not.toMatch(
      /\b(Units, floor plans|Enquire now|Possession date)\b/,
    );

    await page.getByRole('button', { name: 'अभी पूछताछ करें' }).click();
    const dialog = page.getByRole('dialog', { name: 'विस्तारा ट्यूलिप विस्टा के बारे में पूछताछ करें' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await dialog.locator('.toast', { hasText: 'कृपया अपना पहला नाम लिखें' }).waitFor();
    expect(await fieldMessage(page, 'lead-firstName')).toBe('कृपया अपना पहला नाम लिखें');
    expect(await fieldMessage(page, 'lead-mobileNumber')).toBe('कृपया अपना मोबाइल नंबर लिखें');
    expect(await fieldMessage(page, 'lead-consent')).toBe('हम आपसे संपर्क कर सकें, इसके लिए कृपया गोपनीयता सूचना से सहमति दें');
    expect(await dialog.locator('.form-errors-title').textContent()).toBe('कृपया इन्हें देखें:');
    await keepScreenshot(page, path.join(SCREENSHOTS, 'hindi-enquiry-errors-mobile.png'));

    await dialog.getByLabel('पहला नाम').fill('सीमा');
    await dialog.getByLabel('उपनाम').fill('वर्मा');
    await dialog.getByLabel('मोबाइल नंबर').fill('9876543001');
    await dialog.getByLabel('ईमेल').fill('seema@example');
    await dialog.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    expect(await fieldMessage(page, 'lead-email')).toBe('ईमेल सही नहीं है');
    await dialog.getByLabel('ईमेल').fill('seema.hindi@example.in');
    await dialog.getByRole('checkbox', { name: 'मैं इस गोपनीयता सूचना से सहमत हूँ' }).check();
    await dialog.getByRole('button', { name: 'पूछताछ भेजें' }).click();
    await page.locator('.toast', { hasText: 'आपकी पूछताछ भेज दी गई है!' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await keepScreenshot(page, path.join(SCREENSHOTS, 'hindi-enquiry-sent-mobile.png'));

    const leads = await adminLeads({ q: 'seema.hindi@example.in' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'project', firstName: 'सीमा', lastName: 'वर्मा' });
    expect(errors).toEqual([]);
    await context.close();
  });
});
