/**
 * `@aangan/api/testing`: what tests of other workspaces use from the API. The real application on
 * the embedded stores (`startTestApp`; `@aangan/server/testing` adds the site and the console), a
 * project that passes every rule, the demo catalogue, the mail reader, and the types of a command's
 * context and of a lead. Chromium is `@aangan/api/testing/chromium`, apart, as it loads playwright-core.
 */
export { startTestApp, type TestApp, type TestAppOptions, type TestResponse } from './testApp.ts';
export { validProjectFields } from './fixtures.ts';
export { seedDemo } from '../seed/seedDemo.ts';
export { parseMailMessage, type ParsedPart } from '../mail/testing/parseMailMessage.ts';
export type { CommandContext } from '../core/commandContext.ts';
export type { LeadSubmission } from '../leads/leadService.ts';
export { cutPrice } from './priceCut.ts';
