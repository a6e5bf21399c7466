import { describe, expect, it } from 'vitest';
import {
  ALERT_LINK_OUTCOMES,
  ALERT_MESSAGES,
  ALERT_NOTICE,
  CURRENCY_MESSAGES,
  FORM_REFUSALS,
  LEAD_MESSAGES,
  LEAD_SUCCESS,
  PRIVACY_NOTICE,
  UPLOAD_MESSAGES,
} from '@aangan/contracts/browser';
import { en } from './en/index.ts';
import { hi } from './hi/index.ts';

/**
 * Every message of the contracts a public form, the alerts sign-up or a tool can show: the forms'
 * checks and successes, the API's refusals of a whole form, the résumé upload's answers, the notices
 * a visitor agrees to, the alerts' messages and the converter's.
 */
const SHOWN: Array<[source: string, messages: readonly string[]]> = [
  ['LEAD_MESSAGES', Object.values(LEAD_MESSAGES)],
  ['LEAD_SUCCESS', Object.values(LEAD_SUCCESS)],
  ['FORM_REFUSALS', Object.values(FORM_REFUSALS)],
  ['UPLOAD_MESSAGES.resume', Object.values(UPLOAD_MESSAGES.resume)],
  ['UPLOAD_MESSAGES', [UPLOAD_MESSAGES.missing, UPLOAD_MESSAGES.malformed, UPLOAD_MESSAGES.pdfOnly]],
  ['PRIVACY_NOTICE', [PRIVACY_NOTICE.text]],
  ['ALERT_MESSAGES', Object.values(ALERT_MESSAGES)],
  ['ALERT_NOTICE', [ALERT_NOTICE.text]],
  ['ALERT_LINK_OUTCOMES', Object.values(ALERT_LINK_OUTCOMES).flatMap(({ title, text }) => [title, text])],
  ['CURRENCY_MESSAGES', Object.values(CURRENCY_MESSAGES)],
];

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the messages of the contracts and the API', () => {
  it.each(SHOWN)('%s: each says itself on English pages and has Hindi', (_source, messages) => {
    for (const message of messages) expect(en.messages[message]).toBe(message);
    const untranslated = messages.filter((message) => !DEVANAGARI.test(hi.messages[message] ?? ''));
    expect(untranslated).toEqual([]);
  });

  it('keys the Hindi by the English text as it is now: a reworded message has no Hindi until it is written', () => {
    expect(Object.keys(hi.messages).sort()).toEqual(Object.keys(en.messages).sort());
  });
});
