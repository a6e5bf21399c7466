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

/** What the public forms, the alerts and the tools may be told by the contracts' checks and by the API. */
const SHOWN = [
  ...Object.values(LEAD_MESSAGES),
  ...Object.values(LEAD_SUCCESS),
  ...Object.values(FORM_REFUSALS),
  ...Object.values(UPLOAD_MESSAGES.resume),
  UPLOAD_MESSAGES.missing,
  UPLOAD_MESSAGES.malformed,
  PRIVACY_NOTICE.text,
  ...Object.values(ALERT_MESSAGES),
  ALERT_NOTICE.text,
  ...Object.values(ALERT_LINK_OUTCOMES).flatMap((outcome) => [outcome.title, outcome.text]),
  ...Object.values(CURRENCY_MESSAGES),
];

/**
 * Messages that come from the contracts and the API (validation, success and failure), by their English text:
 * the English is the constants themselves, so a reworded message is missing from the other languages.
 */
export const messages = Object.fromEntries(SHOWN.map((message) => [message, message])) as Record<string, string>;

export type MessagesStrings = typeof messages;
