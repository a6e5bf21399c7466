import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Every message of spec §8 ("Error catalogue"), quoted exactly, with the code that shows (or, for
 * the ones the spec says are only logged, logs) it. A message moved or reworded fails here.
 */
const SPEC_MESSAGES: Array<[message: string, shownBy: string]> = [
  // Errors
  ['Failed to upload image', 'contracts/src/uploadMessages.ts'],
  ['Error uploading brochure', 'contracts/src/uploadMessages.ts'],
  ['Failed to update video URL.', 'contracts/src/uploadMessages.ts'],
  ['Incorrect OTP Provided', 'api/src/admin/adminUserDecider.ts'],
  ['Entered OTP is incorrect', 'api/src/admin/adminUserDecider.ts'],
  ['Failed to delete the blog. Please try again.', 'admin-console/src/articles/ArticleActions.tsx'],
  [
    'An error occurred while deleting the highlight image.',
    'admin-console/src/websiteConfiguration/DeleteHighlightButton.tsx',
  ],
  ['There was an error submitting the form.', 'public-site/src/i18n/en/forms.ts'],
  ['Please enter a valid input', 'public-site/src/i18n/en/tools.ts'],
  ['Map service not initialized', 'public-site/src/i18n/en/project.ts'],
  ['Invalid area unit', 'contracts/src/format.ts'],
  ['An error occurred while sending the enquiry', 'public-site/src/i18n/en/forms.ts'],
  ['Invalid unitSize or price', 'contracts/src/project/messages.ts'],
  ['Something went wrong', 'public-site/src/i18n/en/pages.ts'],
  ['Image Upload Error', 'contracts/src/uploadMessages.ts'],
  ['Error uploading file. Please try again.', 'contracts/src/uploadMessages.ts'],
  ['Error submitting form. Please try again.', 'public-site/src/i18n/en/forms.ts'],
  ['Please select a PDF file.', 'contracts/src/uploadMessages.ts'],
  ['Please upload your resume.', 'contracts/src/uploadMessages.ts'],
  ['Enter a valid email', 'contracts/src/content/siteSections.ts'],
  ['Email is invalid', 'contracts/src/leads/leadForms.ts'],
  ['Email does not match', 'public-site/src/i18n/en/forms.ts'],
  // Successes
  ['Password changed successfully', 'api/src/admin/adminRoutes.ts'],
  ['Image uploaded successfully!', 'contracts/src/uploadMessages.ts'],
  ['OTP sent successfully', 'admin-console/src/providers/authProvider.ts'],
  ['OTP Verified', 'admin-console/src/providers/authProvider.ts'],
  ['Project updated successfully', 'contracts/src/project/messages.ts'],
  ['Project deleted successfully', 'contracts/src/project/messages.ts'],
  ['Thanks for submitting the form!', 'contracts/src/leads/leadForms.ts'],
  ['Brochure uploaded successfully', 'contracts/src/uploadMessages.ts'],
  ['Enquiry sent successfully!', 'contracts/src/leads/leadForms.ts'],
  ['URL copied successfully', 'public-site/src/i18n/en/project.ts'],
  ['Blog deleted successfully', 'admin-console/src/articles/ArticleActions.tsx'],
  ['Image Deleted Successfully', 'contracts/src/uploadMessages.ts'],
  ['Form submitted successfully!', 'contracts/src/leads/leadForms.ts'],
  // Empty states
  ['No Data Found', 'public-site/src/i18n/en/chrome.ts'],
  ['No RERA data available.', 'public-site/src/i18n/en/chrome.ts'],
  // Logged only
  ['Error fetching user RERA data', 'public-site/src/loading/loadContent.ts'],
  // Other screens (spec §2)
  ['Are you sure you want to logout?', 'admin-console/src/layout/AdminLayout.tsx'],
];

describe('spec §8 messages', () => {
  it.each(SPEC_MESSAGES)('%s is in %s', (message, file) => {
    expect(readFileSync(path.join(root, file), 'utf8')).toContain(message);
  });
});
