import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Download, Page } from 'playwright-core';
import { type CommandContext, type LeadSubmission, validProjectFields } from '@aangan/api/testing';
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
import { startTestApp, type TestApp } from '@aangan/server/testing';

const available = chromiumAvailable;
const shots = SCREENSHOTS;

// Each test walks through several pages in one browser: more than the default 30 seconds on a busy machine.
const FLOW_TIMEOUT = 120_000;

const ADMIN = TEST_ADMIN;
const AUDITOR = TEST_AUDITOR;
const SALES = { email: 'sam.sales@aangan.test', password: 'a long sales passphrase' };

// Leads go straight to the service: the public forms refuse anything sent faster than a person types.
const context: CommandContext = { actor: { id: 'test', role: 'system' }, correlationId: 'c', causationId: 'c' };
let ipCounter = 0;
const submit = (submission: Omit<LeadSubmission, 'sourcePath'> & { sourcePath?: string | null }) =>
  t.system.leads.submit(context, { sourcePath: null, ...submission }, { ip: `10.0.0.${++ipCounter}` });

const MEERA = { firstName: 'Meera', lastName: 'Iyer', phone: '+919876543210', email: 'meera@example.in' };
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let t: TestApp;
let browser: Browser;
let meeraLeadId: string;

const open = (url: string, width = 1280) => openPage(browser, t.base + url, width);

/** Clicks and answers the text of the file the click downloads. */
async function downloadText(page: Page, click: () => Promise<void>): Promise<{ text: string; download: Download }> {
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = await download.path();
  return { text: readFileSync(file, 'utf8'), download };
}

describe.skipIf(!available)('the admin console lead screens in Chromium', () => {
  beforeAll(async () => {
    t = await startTestApp({}, { web: true });
    browser = await launchChromium();

    const posted = await t.request('POST', '/api/v1/project/post-project', {
      token: t.adminToken,
      body: validProjectFields({ projectTitle: 'Prakriti Greens' }),
    });
    const projectId = posted.body.result._id as string;
    meeraLeadId = (await submit({ kind: 'project', projectId, ...MEERA, message: 'Price?' })).leadId;
    // The same person again within 24 hours: a repeat on the same lead.
    const repeat = await submit({
      kind: 'project',
      projectId,
      ...MEERA,
      message: 'Is a site visit possible this weekend?',
    });
    expect(repeat).toEqual({ leadId: meeraLeadId, repeat: true });
    await submit({
      kind: 'project',
      projectId,
      firstName: 'Arjun',
      lastName: 'Mehta',
      phone: '+919812345678',
      email: 'arjun.mehta@example.in',
      message: 'Is there a 3 BHK left?',
    });
    await submit({
      kind: 'general',
      projectId: null,
      firstName: 'Kabir',
      lastName: 'Rao',
      phone: '+919811122233',
      email: 'kabir.rao@example.in',
      message: 'Looking for a 2 BHK in Pune under 80 L.',
    });
    await submit({
      kind: 'callBack',
      projectId: null,
      firstName: 'Dev',
      lastName: '',
      phone: '+919876550000',
      email: '',
      message: '',
      preferredTime: 'evening',
    });
    await submit({
      kind: 'careers',
      projectId: null,
      firstName: 'Ananya',
      lastName: 'Menon',
      phone: '+919845012345',
      email: 'ananya.careers@example.in',
      message: '',
      currentCtc: '12.5',
      expectedCtc: '16',
      noticePeriod: '1 month',
      coverLetter: 'I have sold homes in Kochi for six years.',
      resume: PDF,
    });
  });
  afterAll(async () => {
    await browser?.close();
    await t?.close();
  });

  it(
    'an admin finds a lead with "Last 5 Days" (today\'s is not in "Yesterday"), opens it and schedules a site visit; the history shows it',
    async () => {
      const { page, errors } = await open('/admin');
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/dashboard/);
      // The spec's tab order.
      const menu = await page.getByRole('menuitem').allTextContents();
      expect(menu.map((item) => item.trim())).toEqual([
        'Dashboard',
        'All Users',
        'Leads',
        'Direct Leads',
        'Applications',
        'Update Projects',
        'Blogs, news & awards',
        'Website Configuration',
        'Website Meta SEO',
        'Alerts',
        'Assistant questions',
        'Audit log',
      ]);

      await page.getByRole('menuitem', { name: 'Leads', exact: true }).click();
      await page.waitForURL(/\/admin\/leads/);
      await page.getByRole('link', { name: 'Meera Iyer' }).waitFor();
      await page.getByRole('combobox', { name: 'Date' }).click();
      const dateOptions = await page.getByRole('option').allTextContents();
      expect(dateOptions).toEqual([
        'All',
        'Yesterday',
        'Last 5 Days',
        'Last 7 Days',
        'Last 15 Days',
        'Last 30 Days',
        'Last 90 Days',
        'Last 6 Months',
        'Last 1 Year',
      ]);
      // Yesterday is the previous calendar day in India only: today's leads are not in it.
      await page.getByRole('option', { name: 'Yesterday' }).click();
      await page.waitForURL(/days%22%3A%221%22|days":"1"/);
      await page.getByRole('link', { name: 'Meera Iyer' }).waitFor({ state: 'detached' });
      await page.getByRole('combobox', { name: 'Date' }).click();
      await page.getByRole('option', { name: 'Last 5 Days' }).click();
      await page.waitForURL(/days%22%3A%225%22|days":"5"/);
      await page.getByRole('link', { name: 'Meera Iyer' }).waitFor();
      expect(await page.getByRole('link', { name: 'Arjun Mehta' }).isVisible()).toBe(true);
      // Only project enquiries here; the repeat shows as +1 beside the project.
      expect(await page.getByRole('link', { name: 'Kabir Rao' }).count()).toBe(0);
      expect(await page.getByLabel('Asked again 1 time').count()).toBe(1);
      // Search by phone digits.
      await page.getByRole('textbox', { name: 'Search by name, phone or email' }).fill('43210');
      await page.getByRole('link', { name: 'Arjun Mehta' }).waitFor({ state: 'detached' });
      await page.getByRole('textbox', { name: 'Search by name, phone or email' }).fill('');
      await page.getByRole('link', { name: 'Arjun Mehta' }).waitFor();
      await keepScreenshot(page, path.join(shots, 'leads-list.png'), { fullPage: true });

      await page.getByRole('link', { name: 'Meera Iyer' }).click();
      await page.waitForURL(new RegExp(`/admin/leads/${meeraLeadId}/show`));
      expect(await page.getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe('tel:+919876543210');
      expect(await page.getByRole('link', { name: 'meera@example.in' }).getAttribute('href')).toBe(
        'mailto:meera@example.in',
      );
      await page.getByText('Is a site visit possible this weekend?').waitFor();
      await page.getByRole('link', { name: /Prakriti Greens/ }).waitFor();
      await page.getByText('Version 2026-11-01').waitFor();
      await page.getByText('Received: Project enquiry').waitFor();

      await page.getByRole('combobox', { name: 'Status' }).click();
      await page.getByRole('option', { name: 'Site visit scheduled' }).click();
      await page.getByLabel('Follow-up date').fill('05-12-2026');
      await page.getByLabel('Note (optional)').fill('Visit on Saturday with the family');
      await page.getByRole('button', { name: 'Save status' }).click();
      await page.getByText('Status saved: Site visit scheduled').waitFor();
      await page.getByText('Status set to Site visit scheduled, follow up on 05-12-2026').waitFor();
      await page.getByText('Added a note').waitFor();
      await page.getByText('Visit on Saturday with the family').waitFor();
      // Keyboard users keep their place: the form's first field has the focus again.
      await expect
        .poll(() =>
          page.getByRole('combobox', { name: 'Status' }).evaluate((element) => element === document.activeElement),
        )
        .toBe(true);
      const history = page.getByRole('list', { name: 'History, newest first' }).getByRole('listitem');
      expect(await history.count()).toBe(4);
      expect(await history.first().textContent()).toMatch(/^Added a noteYou · \d{2}-\d{2}-\d{4} \d{2}:\d{2}$/);
      // The app bar hides while scrolling down; the screenshot shows the page from its top.
      await page.evaluate(() => window.scrollTo(0, 0));
      await keepScreenshot(page, path.join(shots, 'lead-show.png'), { fullPage: true });

      const lead = (await t.request('GET', `/api/v1/admin/leads/${meeraLeadId}`, { token: t.adminToken })).body;
      expect(lead).toMatchObject({
        status: 'siteVisitScheduled',
        followUpOn: '2026-12-05',
        notes: [{ text: 'Visit on Saturday with the family' }],
      });
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an admin assigns the lead to a new sales user, who sees only that lead and can work it',
    async () => {
      const created = await t.request('POST', '/api/v1/admin/users', {
        token: t.adminToken,
        body: { ...SALES, name: 'Sam Sales', role: 'sales' },
      });
      expect(created.status).toBe(201);

      const { page, errors } = await open(`/admin/leads/${meeraLeadId}/show`);
      await signIn(page, ADMIN);
      await page.waitForURL(new RegExp(`/admin/leads/${meeraLeadId}/show`));
      await page.getByRole('combobox', { name: 'Assigned to' }).click();
      await page.getByRole('option', { name: 'Sam Sales · Sales' }).click();
      await page.getByRole('button', { name: 'Assign' }).click();
      await page.getByText('Lead assigned to Sam Sales').waitFor();
      await page.getByText('Assigned to Sam Sales', { exact: true }).waitFor();
      expect(
        (await t.request('GET', `/api/v1/admin/leads/${meeraLeadId}`, { token: t.adminToken })).body.assigneeId,
      ).toBe(created.body.id);
      expect(errors, errors.join('\n')).toEqual([]);

      // The sales user lands on Leads (they cannot read the projects) and sees only their lead.
      const sales = await open('/admin');
      await signIn(sales.page, SALES);
      await sales.page.waitForURL(/\/admin\/leads/);
      await sales.page.getByRole('link', { name: 'Meera Iyer' }).waitFor();
      expect(await sales.page.getByRole('link', { name: 'Arjun Mehta' }).count()).toBe(0);
      const salesMenu = await sales.page.getByRole('menuitem').allTextContents();
      expect(salesMenu.map((item) => item.trim())).toEqual(['Leads', 'Direct Leads', 'Applications']);
      // Their export is masked, has no full option, and holds only their lead.
      const salesExport = await downloadText(sales.page, () =>
        sales.page.getByRole('button', { name: 'Export', exact: true }).click(),
      );
      expect(salesExport.text).toContain('+91******3210');
      expect(salesExport.text).not.toContain('Arjun');
      expect(await sales.page.getByRole('combobox', { name: 'Assigned to' }).count()).toBe(0);
      await sales.page.getByRole('link', { name: 'Meera Iyer' }).click();
      await sales.page.getByRole('button', { name: 'Save status' }).waitFor();
      expect(await sales.page.getByRole('button', { name: 'Assign' }).count()).toBe(0);
      expect(await sales.page.getByRole('button', { name: 'Erase this person' }).count()).toBe(0);
      await sales.page.getByLabel('New note').fill('Called, will confirm the visit tomorrow');
      await sales.page.getByRole('button', { name: 'Add note' }).click();
      await sales.page.getByText('Note added').waitFor();
      await sales.page.getByText('Called, will confirm the visit tomorrow').waitFor();
      // Someone else's lead, by its address: the server's reason, and back to the list.
      const arjun = (
        await t.request('GET', `/api/v1/admin/leads?filter=${encodeURIComponent(JSON.stringify({ q: 'Arjun' }))}`, {
          token: t.adminToken,
        })
      ).body[0];
      await sales.page.goto(`${t.base}/admin/leads/${arjun.id}/show`);
      await sales.page.getByText('This lead is not assigned to you.').waitFor();
      await sales.page.waitForURL(/\/admin\/leads$|\/admin\/leads\?/);
      await sales.page.getByRole('menuitem', { name: 'Direct Leads' }).click();
      await sales.page.getByText('No Data Found').waitFor();
      expect(sales.errors, sales.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an auditor reads the lead with personal data masked, with its history, and changes nothing',
    async () => {
      const auditor = await open(`/admin/leads/${meeraLeadId}/show`);
      await signIn(auditor.page, AUDITOR);
      await auditor.page.getByText('Auditors can read leads but not change them.').waitFor();
      await auditor.page.getByText('Personal data is masked for auditors', { exact: false }).waitFor();
      await auditor.page.getByRole('heading', { name: 'M. I.', exact: true }).waitFor();
      await keepScreenshot(auditor.page, path.join(shots, 'lead-auditor-masked.png'), { fullPage: true });
      expect(await auditor.page.getByText('Called, will confirm the visit tomorrow').count()).toBe(0);
      expect(await auditor.page.getByText('meera@example.in').count()).toBe(0);
      for (const name of ['Save status', 'Add note', 'Assign', 'Erase this person']) {
        expect(await auditor.page.getByRole('button', { name }).count(), name).toBe(0);
      }
      // The list: every lead, the assignee filter, and only the masked export.
      await auditor.page.getByRole('menuitem', { name: 'Leads', exact: true }).click();
      await auditor.page.getByRole('link', { name: 'A. M.' }).waitFor();
      await auditor.page.getByRole('combobox', { name: 'Assigned to' }).click();
      await auditor.page.getByRole('option', { name: 'Unassigned' }).click();
      await auditor.page.getByRole('link', { name: 'M. I.' }).waitFor({ state: 'detached' });
      await auditor.page.getByRole('link', { name: 'A. M.' }).waitFor();
      const auditorExport = await downloadText(auditor.page, () =>
        auditor.page.getByRole('button', { name: 'Export', exact: true }).click(),
      );
      expect(auditorExport.text).toContain('+91******5678');
      expect(auditor.errors, auditor.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'exports: masked for everyone, full contact details for admins after a recorded reason',
    async () => {
      const { page, errors } = await open('/admin/leads');
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/leads/);
      await page.getByRole('link', { name: 'Meera Iyer' }).waitFor();

      // Admins choose between the masked export and the full one.
      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const masked = await downloadText(page, () =>
        page.getByRole('menuitem', { name: /^Export with masked contact details/ }).click(),
      );
      expect(masked.download.suggestedFilename()).toMatch(/^leads-project-\d{4}-\d{2}-\d{2}\.csv$/);
      expect(masked.text).toContain('+91******3210');
      expect(masked.text).not.toContain('9876543210');
      expect(masked.text).not.toContain('meera@example.in');

      await page.getByRole('button', { name: 'Export', exact: true }).click();
      await page.getByRole('menuitem', { name: /^Export with full contact details/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Export with full contact details' });
      await dialog.getByText(/This export is recorded/).waitFor();
      await dialog.getByRole('button', { name: 'Export' }).click();
      await dialog.getByText('Please say why you need full contact details').waitFor();
      await dialog.getByLabel(/^Reason for the export/).fill('Call campaign for Prakriti Greens');
      const full = await downloadText(page, () => dialog.getByRole('button', { name: 'Export' }).click());
      expect(full.download.suggestedFilename()).toMatch(/-full\.csv$/);
      expect(full.text).toContain('+919876543210');
      expect(full.text).toContain('meera@example.in');
      await dialog.waitFor({ state: 'detached' });
      const exports = await t.system.eventStore.readStream('leadExports');
      // The sales user's and the auditor's exports (previous tests), then these two.
      expect(exports.map((e) => e.data)).toEqual([
        expect.objectContaining({ group: 'project', full: false, count: 1 }),
        expect.objectContaining({ group: 'project', full: false, count: 1 }),
        expect.objectContaining({ group: 'project', full: false, reason: null }),
        expect.objectContaining({ group: 'project', full: true, reason: 'Call campaign for Prakriti Greens' }),
      ]);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'Direct Leads on a 390 px phone, and Applications with the résumé download',
    async () => {
      const phone = await open('/admin/direct-leads', 390);
      await signIn(phone.page, ADMIN);
      await phone.page.waitForURL(/\/admin\/direct-leads/);
      await phone.page.getByText('Kabir Rao').waitFor();
      await phone.page.getByText('Call-back · Evening').waitFor();
      expect(await phone.page.getByText('Meera Iyer').count()).toBe(0);
      // Nothing wider than the screen.
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await keepScreenshot(phone.page, path.join(shots, 'direct-leads-mobile.png'), { fullPage: true });
      // Keyboard: the rows are links.
      await phone.page.getByRole('link', { name: /Kabir Rao/ }).focus();
      await phone.page.keyboard.press('Enter');
      await phone.page.waitForURL(/\/admin\/direct-leads\/[0-9a-f]{24}\/show/);
      await phone.page.getByText('Looking for a 2 BHK in Pune under 80 L.').waitFor();
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(phone.errors, phone.errors.join('\n')).toEqual([]);

      const { page, errors } = await open('/admin/applications');
      await signIn(page, ADMIN);
      await page.waitForURL(/\/admin\/applications/);
      await page.getByRole('link', { name: 'Ananya Menon' }).waitFor();
      await page.getByText('₹16 L').waitFor();
      await keepScreenshot(page, path.join(shots, 'applications.png'), { fullPage: true });
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Download the résumé of Ananya Menon' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('resume-ananya-menon.pdf');
      expect(readFileSync(await download.path(), 'latin1').startsWith('%PDF-1.4')).toBe(true);
      // The click downloads; it does not open the application.
      expect(page.url()).toMatch(/\/admin\/applications$|\/admin\/applications\?/);
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'an admin erases the person: a clear confirmation, the counts, then the lead shows as erased',
    async () => {
      const { page, errors } = await open(`/admin/leads/${meeraLeadId}/show`);
      await signIn(page, ADMIN);
      await page.getByRole('button', { name: 'Erase this person' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByText('This cannot be undone.').waitFor();
      expect(await dialog.getByLabel('Phone number').inputValue()).toBe(MEERA.phone);
      const erase = dialog.getByRole('button', { name: 'Erase permanently' });
      expect(await erase.isDisabled()).toBe(true);
      await dialog.getByLabel(/I understand/).check();
      await erase.click();
      await dialog.getByText('Personal data erased: 1 person, 1 lead.').waitFor();
      await dialog.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('heading', { name: 'Erased person', exact: true }).waitFor();
      await page.getByText(/personal data was erased/).waitFor();
      await page.getByText('Erased the personal data').waitFor();
      expect(await page.getByText('Visit on Saturday with the family').count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Save status' }).count()).toBe(0);

      await page.getByRole('menuitem', { name: 'Leads', exact: true }).click();
      await page.getByRole('link', { name: 'Erased person' }).waitFor();
      expect(await page.getByRole('link', { name: 'Meera Iyer' }).count()).toBe(0);
      expect(
        (await t.request('GET', `/api/v1/admin/leads/${meeraLeadId}`, { token: t.adminToken })).body,
      ).toMatchObject({ erased: true, phone: null });
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
