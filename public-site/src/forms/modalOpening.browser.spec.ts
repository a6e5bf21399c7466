import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { chromiumAvailable, interactive, launchChromium, openPage } from '@aangan/api/testing/chromium';
import { demoSite, type DemoSite } from '@aangan/server/testing/demoSite';

/**
 * Dialogs opened by a tap are drawn in the tap's own frame and made modal one frame later
 * (components/openModal.ts): what a visitor can do in between, and what is kept across that step.
 */

let t: DemoSite;
let browser: Browser;

describe.skipIf(!chromiumAvailable)('dialogs drawn before they are made modal', () => {
  beforeAll(async () => {
    t = await demoSite();
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
  });

  it('the lead modal is drawn by the tap and made modal after that frame: Esc closes it in between, focus and caret are kept', async () => {
    const { page, errors } = await openPage(browser, `${t.base}/`, 390);
    await interactive(page);
    const enquiry = page.getByRole('navigation', { name: 'Contact us' }).getByRole('button', { name: 'Enquiry' });
    const dialog = page.getByRole('dialog', { name: 'Send an enquiry' });
    // The form's code is here once it has opened.
    await enquiry.click();
    await page.locator('dialog:modal #lead-firstName:focus').waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // Everything below runs within one task of the page's, before any frame: the tap's own answer.
    const tapThenEscape = await page.evaluate(async () => {
      const button = document.querySelector<HTMLButtonElement>('nav[aria-label="Contact us"] button')!;
      button.click();
      for (let turn = 0; turn < 20 && !document.querySelector('dialog[open]'); turn += 1) await Promise.resolve();
      const opened = document.querySelector<HTMLDialogElement>('dialog[open]')!;
      const before = { open: opened.open, modal: opened.matches(':modal'), focus: document.activeElement?.id };
      document.activeElement!.dispatchEvent(
        new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }),
      );
      return { ...before, openAfterEscape: opened.open };
    });
    expect(tapThenEscape).toEqual({ open: true, modal: false, focus: 'lead-firstName', openAfterEscape: false });
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Enquiry');

    // Typed into before it became modal: the same field keeps the focus and the caret, and stays open.
    const kept = await page.evaluate(async () => {
      document.querySelector<HTMLButtonElement>('nav[aria-label="Contact us"] button')!.click();
      for (let turn = 0; turn < 20 && !document.querySelector('dialog[open]'); turn += 1) await Promise.resolve();
      const opened = document.querySelector<HTMLDialogElement>('dialog[open]')!;
      const field = document.querySelector<HTMLInputElement>('#lead-firstName')!;
      field.value = 'Meera';
      field.setSelectionRange(2, 2);
      const closeEvent = new Promise((resolve) => opened.addEventListener('close', resolve, { once: true }));
      const until = async (done: () => boolean) => {
        for (let tries = 0; tries < 300 && !done(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      };
      await until(() => opened.matches(':modal'));
      await closeEvent;
      // Long enough for a closing the close event had asked for to be drawn.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return {
        modal: opened.matches(':modal'),
        pageHeld: getComputedStyle(document.documentElement).overflow,
        soon: opened.hasAttribute('data-modal-soon'),
        focus: document.activeElement?.id,
        caret: field.selectionStart,
        value: field.value,
      };
    });
    expect(kept).toEqual({
      modal: true,
      pageHeld: 'hidden',
      soon: false,
      focus: 'lead-firstName',
      caret: 2,
      value: 'Meera',
    });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });

  it('the photo lightbox: open in the same task as the tap, not yet modal; modal once a frame has passed, with its close button focused', async () => {
    const { body } = await t.request('GET', '/api/v1/project/search-project?limit=1');
    const [project] = body.result as Array<{ slug: string }>;
    const { page, errors } = await openPage(browser, `${t.base}/project/view/${project.slug}`, 390);
    await interactive(page);
    const photo = page.locator('.gallery a').first();
    // Its code comes when the page is idle or a photo is touched: one opening and closing first.
    await photo.click();
    await page.locator('dialog.lightbox:modal').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('dialog.lightbox[open]').waitFor({ state: 'detached' });

    const during = await page.evaluate(async () => {
      document.querySelector<HTMLAnchorElement>('.gallery a')!.click();
      for (let turn = 0; turn < 20 && !document.querySelector('dialog.lightbox[open]'); turn += 1)
        await Promise.resolve();
      const opened = document.querySelector<HTMLDialogElement>('dialog.lightbox[open]')!;
      return { open: opened.open, modal: opened.matches(':modal'), place: getComputedStyle(opened).position };
    });
    expect(during).toEqual({ open: true, modal: false, place: 'fixed' });
    await page.locator('dialog.lightbox:modal').waitFor();
    expect(await page.evaluate(() => document.activeElement?.className)).toBe('lightbox-close');
    await page.keyboard.press('Escape');
    await page.locator('dialog.lightbox[open]').waitFor({ state: 'detached' });
    expect(errors, errors.join('\n')).toEqual([]);
    await page.close();
  });
});
