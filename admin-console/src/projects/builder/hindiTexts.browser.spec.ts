import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { chromiumAvailable } from '@aangan/api/testing/chromium';
import { consoleInChromium } from '@aangan/server/testing';
import { message, openStep, projectsThrough, screenshot } from './testing/builderPage.ts';

const FLOW_TIMEOUT = 240_000;
const DESKTOP = 1366;
const PHONE = 390;

const session = consoleInChromium();
const { postedProject, projectOf } = projectsThrough(session);
const textbox = (page: Page, name: RegExp) => page.getByRole('textbox', { name });

const HINDI_DESCRIPTION = 'एक्सप्रेसवे के पास दो टावर, 2 बीएचके फ़्लैट और पार्क के सामने खुली जगह।';

async function openBuilder(page: Page, id: string) {
  await page.goto(`${session.app.base}/admin/projects/${id}`);
  await textbox(page, /^Project\/Building name/).waitFor();
}

describe.skipIf(!chromiumAvailable)('the project’s Hindi texts in the builder', () => {
  it(
    'an admin writes a Hindi title, highlight, description and FAQ under the English ones and saves them',
    async () => {
      const id = await postedProject('Shanti Residency');
      const { page, errors } = await session.signedIn(DESKTOP);
      await openBuilder(page, id);

      const hindiTitle = textbox(page, /^Hindi title/);
      expect(await hindiTitle.getAttribute('lang')).toBe('hi');
      await hindiTitle.fill('शांति रेजीडेंसी');
      // One Hindi text per chosen highlight tag.
      await textbox(page, /^Hindi for “RERA Registered”/).fill('रेरा पंजीकृत');
      const description = textbox(page, /^Hindi description/);
      expect(await description.getAttribute('lang')).toBe('hi');
      await description.fill(HINDI_DESCRIPTION);
      await screenshot(page, 'hindi-basics-desktop');

      await openStep(page, 'FAQs & awards');
      const hindiFaqs = page.getByRole('region', { name: 'FAQs in Hindi (optional)' });
      await hindiFaqs.getByRole('button', { name: 'Add' }).click();
      await textbox(page, /^Hindi question/).fill('क्या होम लोन मिलेगा?');
      await textbox(page, /^Hindi answer/).fill('हाँ, बड़े बैंक लोन देते हैं।');
      await screenshot(page, 'hindi-faqs-desktop');

      await page.getByRole('button', { name: 'Save changes' }).click();
      await message(page, 'Project updated successfully');
      const saved = await projectOf(id);
      expect(saved).toMatchObject({
        revision: 1,
        projectTitle: 'Shanti Residency',
        hindiProjectTitle: 'शांति रेजीडेंसी',
        hindiDescription: HINDI_DESCRIPTION,
        hindiHighlightTags: { 'RERA Registered': 'रेरा पंजीकृत' },
        hindiFaqs: [{ question: 'क्या होम लोन मिलेगा?', answer: 'हाँ, बड़े बैंक लोन देते हैं।' }],
      });

      // The project's page in the console lists them.
      await page.goto(`${session.app.base}/admin/projects/${id}/show`);
      const hindi = page.getByRole('region', { name: 'Hindi' });
      await hindi.getByText(HINDI_DESCRIPTION).waitFor();
      await hindi.getByText('रेरा पंजीकृत (RERA Registered)').waitFor();
      expect(errors, errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a save refused for an older version merges the Hindi texts field by field, on a phone too',
    async () => {
      const id = await postedProject('Gomti Heights');
      const mine = await session.signedIn(PHONE);
      await openBuilder(mine.page, id);

      const other = await session.signedIn(DESKTOP);
      await openBuilder(other.page, id);
      await textbox(other.page, /^Hindi description/).fill('गोमती के किनारे।');
      await other.page.getByRole('button', { name: 'Save changes' }).click();
      await message(other.page, 'Project updated successfully');
      await other.page.close();

      await textbox(mine.page, /^Hindi title/).fill('गोमती हाइट्स');
      await mine.page.getByRole('button', { name: 'Save changes' }).click();
      const stale = mine.page
        .getByRole('alert')
        .filter({ hasText: 'Not saved: this project was changed by someone else' });
      await stale.waitFor();
      await stale
        .getByText('Taken from their version: Hindi description. Kept from yours: Hindi title.', { exact: false })
        .waitFor();
      await screenshot(mine.page, 'hindi-merge-phone');
      await stale.getByRole('button', { name: 'Merge their changes' }).click();
      await stale.waitFor({ state: 'detached' });
      expect(await textbox(mine.page, /^Hindi description/).inputValue()).toBe('गोमती के किनारे।');
      await mine.page.getByRole('button', { name: 'Save changes' }).click();
      await message(mine.page, 'Project updated successfully');
      expect(await projectOf(id)).toMatchObject({
        revision: 2,
        hindiProjectTitle: 'गोमती हाइट्स',
        hindiDescription: 'गोमती के किनारे।',
      });
      expect(mine.errors, mine.errors.join('\n')).toEqual([]);
    },
    FLOW_TIMEOUT,
  );
});
