import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { PRIVACY_NOTICE } from '@aangan/contracts';
import { validProjectFields } from '@aangan/api/testing';
import {
  chromiumAvailable,
  SCREENSHOTS,
  launchChromium,
  runClockUntil,
  interactive,
  keepScreenshot,
} from '@aangan/api/testing/chromium';
import { startTestApp, type TestApp } from '@aangan/server/testing';

const available = chromiumAvailable;
const shots = SCREENSHOTS;
const DEMO_FILE = '/uploads/demo/project-1.svg';

let t: TestApp;
let browser: Browser;
let gatedLink: string;

interface Opened {
  page: Page;
  context: BrowserContext;
  errors: string[];
}

/** A fresh browser profile (no contact cookie) at the given width. */
async function open(url: string, width = 1280): Promise<Opened> {
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    // A request the test cuts off on purpose is reported by the browser itself.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource'))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(t.base + url);
  return { page, context, errors };
}

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
  const described = (await field.getAttribute('aria-describedby')) ?? '';
  const errorId = described.split(' ').find((part) => part.endsWith('-error'));
  expect(errorId).toBeDefined();
  return page.locator(`#${errorId}`).textContent();
};

// Each form waits until a person could have filled it (3 s), so these tests take longer than most.
describe.skipIf(!available)('the public forms in Chromium', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    const [unit] = validProjectFields().units!;
    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({
        projectTitle: 'Kaveri Enclave',
        brochureUrl: DEMO_FILE,
        reraDetails: [
          { projectReraId: 'UPRERAPRJ1', reraProjectName: 'Kaveri Enclave Phase 1', projectStatus: 'Ongoing' },
        ],
        units: [{ ...unit, floorPlanUrl: DEMO_FILE }],
      }),
    });
    expect(posted.status).toBe(201);
    gatedLink = posted.body.result.link;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it('lead modal at 390 px: keyboard, bad input, a network failure, then sent once with the same Idempotency-Key', async () => {
    const { page, context, errors } = await open('/', 390);
    const enquiry = page.getByRole('navigation', { name: 'Contact us' }).getByRole('button', { name: 'Enquiry' });
    await enquiry.click();
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    await dialog.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('lead-firstName');
    // Esc closes it and focus goes back to the button that opened it.
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toContain('Enquiry');

    await enquiry.click();
    await dialog.waitFor();
    await keepScreenshot(page, path.join(shots, 'lead-modal-mobile.png'));
    // Focus stays inside: Shift+Tab from the first field reaches the close button, then wraps to the last button.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Close');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Cancel');
    // The consent box starts unticked; the honeypot is off-screen and out of the tab order.
    expect(await dialog.getByRole('checkbox', { name: 'I agree to this privacy notice' }).isChecked()).toBe(false);
    expect(await dialog.getByText(PRIVACY_NOTICE.text, { exact: false }).count()).toBe(1);
    const policy = await dialog.getByRole('link', { name: /privacy policy/ }).getAttribute('href');
    const policyPage = await fetch(t.base + policy);
    expect(policyPage.status).toBe(200);
    expect(await policyPage.text()).toContain(`Version ${PRIVACY_NOTICE.version}`);
    const honeypot = page.locator('#lead-website');
    expect(await honeypot.getAttribute('tabindex')).toBe('-1');
    expect((await honeypot.boundingBox())!.x).toBeLessThan(0);
    expect((await dialog.boundingBox())!.width).toBeLessThanOrEqual(390);

    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await dialog.locator('.toast', { hasText: 'Please enter your first name' }).waitFor();
    expect(await fieldMessage(page, 'lead-firstName')).toBe('Please enter your first name');
    expect(await fieldMessage(page, 'lead-email')).toBe('Please enter your email');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('lead-firstName');

    await dialog.getByLabel('First name').fill('Meera');
    await dialog.getByLabel('Last name').fill('Iyer');
    await dialog.getByLabel('Mobile number').fill('9876512345');
    await dialog.getByLabel('Email').fill('meera@example');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    await dialog.locator('.toast', { hasText: 'Email is invalid' }).waitFor();
    expect(await fieldMessage(page, 'lead-email')).toBe('Email is invalid');
    expect(await page.locator('#lead-firstName').getAttribute('aria-invalid')).toBeNull();
    await keepScreenshot(page, path.join(shots, 'lead-modal-errors-mobile.png'));

    await dialog.getByLabel('Email').fill('meera.modal@example.in');
    await dialog.getByRole('checkbox', { name: 'I agree to this privacy notice' }).check();
    const keys: string[] = [];
    let cutOff!: () => void;
    const connectionLost = new Promise<void>((resolve) => (cutOff = resolve));
    await page.route('**/api/v1/user/lead-submit', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? '');
      await connectionLost;
      await route.abort('internetdisconnected');
    });
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    // While it is on its way the button says so and cannot be pressed again.
    await dialog.getByRole('button', { name: 'Sending…' }).waitFor();
    expect(await dialog.getByRole('button', { name: 'Sending…' }).isDisabled()).toBe(true);
    // The form waits out the 3-second minimum fill time before it sends.
    await expect.poll(() => keys.length, { timeout: 10_000 }).toBe(1);
    cutOff();
    await dialog.getByText('An error occurred while sending the enquiry').first().waitFor();
    expect(await dialog.getByLabel('Email').inputValue()).toBe('meera.modal@example.in');

    await page.unroute('**/api/v1/user/lead-submit');
    const sent = page.waitForRequest('**/api/v1/user/lead-submit');
    await dialog.getByRole('button', { name: 'Send enquiry' }).click();
    keys.push((await sent).headers()['idempotency-key'] ?? '');
    await page.locator('.toast', { hasText: 'Enquiry sent successfully!' }).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    const leads = await adminLeads({ q: 'meera.modal@example.in' });
    expect(leads).toHaveLength(1);
    expect(leads[0]).toMatchObject({ kind: 'general', firstName: 'Meera', lastName: 'Iyer' });
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('the lead modal opens by itself every 200 s, and stops once it has been closed twice in the session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    // Paused from the first tick: the page's timers move only when the test moves them, however slow the machine.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto(`${t.base}/search-result`);
    await interactive(page);
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    for (let close = 1; close <= 2; close += 1) {
      await page.clock.fastForward(199_000);
      expect(await dialog.isVisible()).toBe(false);
      await page.clock.fastForward(1_000);
      await runClockUntil(page, () => dialog.isVisible());
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    await page.clock.fastForward(400_000);
    expect(await dialog.isVisible()).toBe(false);
    // The visitor can still open it.
    await page.getByRole('banner').getByRole('button', { name: 'Enquiry' }).click();
    await dialog.waitFor();
    await context.close();
  });

  it('contact page: a 9-digit phone is refused, then the form unlocks floor plans, RERA details and the brochure', async () => {
    const { page, context, errors } = await open('/contact-us');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('How Can We Help ?');
    const offices = await page
      .getByRole('region', { name: 'Office Locations' })
      .getByRole('listitem')
      .locator('strong')
      .allTextContents();
    expect(offices).toEqual(['Noida', 'Mumbai', 'Lucknow', 'Gurugram', 'Zirakpur']);

    const form = page.locator('form.contact-form');
    await form.getByLabel('First name').fill('Kabir');
    await form.getByLabel('Last name').fill('Rao');
    await form.getByLabel('Email').fill('kabir.contact@example.in');
    await form.getByLabel('Contact number').fill('981112223');
    await form.getByLabel('Message').fill('Looking for a 3 BHK in Noida.');
    // A click on the box before the page's code has run is held until it has (web-static/pageStart.ts).
    await interactive(page);
    await form.getByRole('checkbox', { name: 'I agree to this privacy notice' }).check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.toast', { hasText: 'Phone number must be 10 digits' }).waitFor();
    expect(await fieldMessage(page, 'contact-mobileNumber')).toBe('Phone number must be 10 digits');
    expect(await page.getByRole('alert').filter({ hasText: 'Phone number must be 10 digits' }).count()).toBe(1);

    await form.getByLabel('Contact number').fill('9811122233');
    await form.getByRole('button', { name: 'Send message' }).click();
    await page.locator('.form-success', { hasText: 'Thanks for submitting the form!' }).waitFor();
    expect(await form.getByLabel('First name').inputValue()).toBe('');
    await keepScreenshot(page, path.join(shots, 'contact.png'), { fullPage: true });
    expect(await adminLeads({ q: 'kabir.contact@example.in' })).toHaveLength(1);

    // The visitor's cookie now reaches the server-rendered project page.
    const response = await page.goto(t.base + gatedLink);
    expect(response?.headers()['cache-control']).toBe('private, no-cache');
    expect(response?.headers()['vary']).toMatch(/Cookie/);
    expect(await page.getByText('UPRERAPRJ1').first().isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Floor plan of 3 BHK' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Open the brochure/ }).getAttribute('href')).toBe(DEMO_FILE);
    expect(await page.getByText('Fill in the contact form to see').count()).toBe(0);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('project page: locked panels open an inline contact form; once sent the details appear in place; a call back can be asked for', async () => {
    const { page, context, errors } = await open(gatedLink, 390);
    const locked = page.getByText('Fill in the contact form to see floor plans, RERA details and the brochure.');
    expect(await locked.count()).toBe(3);
    // The registration number stays public (RERA requires it on listings); the rest of the details wait.
    expect(await page.getByText('UPRERAPRJ1').count()).toBeGreaterThan(0);
    expect(await page.getByRole('img', { name: 'Floor plan of 3 BHK' }).count()).toBe(0);
    await keepScreenshot(page.locator('#rera-details'), path.join(shots, 'project-locked.png'));

    // A call back about this project.
    await page.getByRole('button', { name: 'Request a call back' }).click();
    const callBack = page.locator('form.call-back-form');
    await callBack.getByLabel('Your name').waitFor();
    await callBack.getByLabel('Your name').fill('Anil');
    await callBack.getByLabel('Mobile number').fill('9876500077');
    await callBack.getByLabel('When should we call?').selectOption('evening');
    await callBack.getByRole('checkbox', { name: 'I agree to this privacy notice' }).check();
    await callBack.getByRole('button', { name: 'Call me back' }).click();
    await page.locator('.toast', { hasText: 'Thanks! We will call you back soon.' }).waitFor();
    expect(await adminLeads({ q: '9876500077' })).toMatchObject([{ kind: 'callBack', firstName: 'Anil' }]);

    const section = page.locator('#rera-details');
    await section.getByRole('button', { name: 'Fill in the contact form' }).click();
    expect(await section.getByRole('button', { name: 'Fill in the contact form' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    const unlock = section.locator('form.contact-form');
    await unlock.getByLabel('First name').waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('unlock-rera-details-firstName');
    await unlock.getByLabel('First name').fill('Nisha');
    await unlock.getByLabel('Last name').fill('Verma');
    await unlock.getByLabel('Email').fill('nisha.gate@example.in');
    await unlock.getByLabel('Contact number').fill('9811100044');
    expect(await unlock.getByLabel('Message').inputValue()).toContain('Kaveri Enclave');
    await unlock.getByRole('checkbox', { name: 'I agree to this privacy notice' }).check();
    await keepScreenshot(page.locator('#rera-details'), path.join(shots, 'project-unlock-form.png'));
    await unlock.getByRole('button', { name: 'Send and show the details' }).click();

    await page.getByText('Kaveri Enclave Phase 1').first().waitFor();
    expect(await page.getByText('Kaveri Enclave Phase 1').isVisible()).toBe(true);
    expect(await page.getByRole('img', { name: 'Floor plan of 3 BHK' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: /Open the brochure/ }).isVisible()).toBe(true);
    expect(await locked.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('rera-details-title');
    await keepScreenshot(page, path.join(shots, 'project-unlocked.png'), { fullPage: true });
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });

  it('careers: no résumé, then a file that is not a PDF, then a small PDF is accepted', async () => {
    const { page, context, errors } = await open('/careers');
    // The boxes below drop what is not a digit as it is typed, once the page's script runs: typed before, the
    // box's own limit of 7 characters counts the ₹ and commas too.
    await interactive(page);
    const form = page.locator('form.careers-form');
    await form.getByLabel('First name').fill('Ritu');
    await form.getByLabel('Last name').fill('Sharma');
    await form.getByLabel('Email', { exact: true }).fill('ritu.careers@example.in');
    await form.getByLabel('Confirm email').fill('ritu.carers@example.in');
    await form.getByLabel('Mobile number').fill('9876500088');
    await form.getByLabel('Current CTC (lakhs per year)').pressSequentially('₹6,50,000.5.5');
    expect(await form.getByLabel('Current CTC (lakhs per year)').inputValue()).toBe('650000.');
    await form.getByLabel('Current CTC (lakhs per year)').fill('6.5');
    await form.getByLabel('Expected CTC (lakhs per year)').pressSequentially('8,0.0.');
    expect(await form.getByLabel('Expected CTC (lakhs per year)').inputValue()).toBe('80.0');
    await form.getByLabel('Expected CTC (lakhs per year)').fill('8');
    await form.getByLabel('Notice period').selectOption('1 month');
    await form.getByLabel('Cover letter (optional)').fill('Five years in real estate sales.');
    await form.getByRole('checkbox', { name: 'I agree to this privacy notice' }).check();

    await form.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('.toast', { hasText: 'Please upload your resume.' }).waitFor();
    expect(await fieldMessage(page, 'careers-resume')).toBe('Please upload your resume.');
    expect(await fieldMessage(page, 'careers-confirmEmail')).toBe('Email does not match');
    await form.getByLabel('Confirm email').fill('Ritu.Careers@example.in');

    await form
      .getByLabel(/Résumé/)
      .setInputFiles({ name: 'resume.txt', mimeType: 'text/plain', buffer: Buffer.from('not a pdf') });
    await form.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('.toast', { hasText: 'Please select a PDF file.' }).waitFor();
    expect(await fieldMessage(page, 'careers-resume')).toBe('Please select a PDF file.');

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
    await form
      .getByLabel(/Résumé/)
      .setInputFiles({ name: 'ritu-sharma.pdf', mimeType: 'application/pdf', buffer: pdf });
    // A server failure: the spec's message, and nothing typed is lost.
    await page.route('**/api/v1/user/careers-apply', (route) =>
      route.fulfill({ status: 503, contentType: 'application/problem+json', body: '{"status":503}' }),
    );
    await form.getByRole('button', { name: 'Submit application' }).click();
    await form.getByText('Error submitting form. Please try again.').first().waitFor();
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('ritu.careers@example.in');
    await page.unroute('**/api/v1/user/careers-apply');
    await form.getByRole('button', { name: 'Submit application' }).click();
    await page.locator('.form-success', { hasText: 'Form submitted successfully!' }).waitFor();
    await keepScreenshot(page, path.join(shots, 'careers.png'), { fullPage: true });
    expect(await adminLeads({ group: 'careers', q: 'ritu.careers@example.in' })).toMatchObject([
      { kind: 'careers', firstName: 'Ritu' },
    ]);
    expect(errors, errors.join('\n')).toEqual([]);
    await context.close();
  });
});
