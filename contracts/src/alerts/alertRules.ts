import { formatPrice } from '../format.ts';

/**
 * Property alerts by email (saved searches and watched projects), as the site, the API and the
 * console agree on them, without zod. Consent is per purpose and recorded with the notice's version.
 */
export const ALERT_NOTICE = {
  version: '2026-11-29',
  purpose: 'property-alerts',
  text:
    'Email me when a new project matches, or a watched project’s price, possession or RERA status changes: ' +
    'at most one email a day, each with a one-click unsubscribe. My email is used for nothing else.',
} as const;

/** How many alert requests one email address may make in a minute; the next is refused. */
export const ALERT_REQUESTS_PER_MINUTE = 5;
/** And in a day: nobody can have more than this many confirmation mails sent to someone else's address. */
export const ALERT_REQUESTS_PER_DAY = 12;
/** How many alert requests one network address may make in an hour, whatever the email addresses. */
export const ALERT_REQUESTS_PER_HOUR_FROM_ONE_ADDRESS = 40;
/** The most things one digest mail lists; it says how many more there were. */
export const ALERT_DIGEST_ITEM_LIMIT = 30;
/** The IST hour the daily digest goes out when ALERTS_DIGEST_HOUR is not set. */
export const DEFAULT_ALERT_DIGEST_HOUR = 8;

export const ALERT_MESSAGES = {
  consent: 'Please tick the box to agree to receive alert emails',
  email: 'Please enter your email',
  emailInvalid: 'Please enter a valid email address',
  topic: 'Choose a search or a project to get alerts for',
  projectUnknown: 'This project is not listed on Aangan',
  tooMany: 'Too many alert requests for this email address. Please try again in a minute.',
  tooManyToday: 'Too many alert requests for this email address today. Please try again tomorrow.',
  tooManyFromHere: 'Too many alert requests from this network. Please try again in an hour.',
  accepted: 'Almost done: open the link we have emailed you to confirm. We send nothing else until you do.',
  paused: 'Alerts are paused for everyone',
  resumed: 'Alerts are on',
} as const;

/** What the `/alerts` page says after a link from an alert mail was opened. */
export const ALERT_LINK_OUTCOMES = {
  confirmed: {
    title: 'Alerts confirmed',
    text: 'You will get one email a day at most, only when something you follow changes. Every email has a one-click unsubscribe link.',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: 'We will not send you these alerts again. You can save a search or watch a project again at any time.',
  },
  invalid: {
    title: 'This link does not work',
    text: 'The link is incomplete or was changed. Open it again from the email, or save the alert again.',
  },
} as const;
export type AlertLinkOutcome = keyof typeof ALERT_LINK_OUTCOMES;
export const ALERT_LINK_OUTCOME_KEYS = Object.keys(ALERT_LINK_OUTCOMES) as AlertLinkOutcome[];

/** The search page's parameters a saved search keeps (no location: "near me" is not saved). */
export const ALERT_SEARCH_KEYS = [
  'searchString',
  'city',
  'locality',
  'projectType',
  'projectSubType',
  'possession',
  'bhk',
  'minPrice',
  'maxPrice',
  'minArea',
  'maxArea',
  'amenities',
] as const;
export type AlertSearchKey = (typeof ALERT_SEARCH_KEYS)[number];
export type AlertSearch = Partial<Record<AlertSearchKey, string>>;

/** The saved search's parameters from a search address's query (`?city=Pune&bhk=2`), the others left out. */
export function alertSearchOf(params: URLSearchParams): AlertSearch {
  const search: AlertSearch = {};
  for (const key of ALERT_SEARCH_KEYS) {
    const values = params
      .getAll(key)
      .map((v) => v.trim())
      .filter(Boolean);
    if (values.length) search[key] = values.join(',');
  }
  return search;
}

/** The search page address of a saved search. */
export function alertSearchPath(search: AlertSearch): string {
  const params = new URLSearchParams();
  for (const key of ALERT_SEARCH_KEYS) if (search[key]) params.set(key, search[key]);
  const query = params.toString();
  return query ? `/search-result?${query}` : '/search-result';
}

const priceOf = (text: string | undefined): string | null => {
  const n = text === undefined ? NaN : Number(text);
  return Number.isFinite(n) && n > 0 ? formatPrice(n) : null;
};

/** A saved search in words: "2, 3 BHK Apartment in Baner, Pune · ₹50 L – ₹1.2 Cr · “lake view”". */
export function alertSearchLabel(search: AlertSearch): string {
  const kind = search.projectSubType?.split(',').join(', ') || search.projectType;
  const head = [search.bhk ? `${search.bhk.split(',').join(', ')} BHK` : '', kind ?? ''].filter(Boolean).join(' ');
  const place = [search.locality, search.city?.split(',').join(', ')].filter(Boolean).join(', ');
  const parts: string[] = [];
  if (head || place) parts.push([head || 'Projects', place ? `in ${place}` : ''].filter(Boolean).join(' '));
  const low = priceOf(search.minPrice);
  const high = priceOf(search.maxPrice);
  if (low && high) parts.push(`${low} – ${high}`);
  else if (high) parts.push(`under ${high}`);
  else if (low) parts.push(`from ${low}`);
  if (search.minArea || search.maxArea)
    parts.push(`${search.minArea ?? '0'}–${search.maxArea ?? 'any'} sq ft`.replace('0–any', 'any size'));
  if (search.possession) parts.push(search.possession);
  if (search.amenities) parts.push(`with ${search.amenities.split(',').join(', ')}`);
  if (search.searchString) parts.push(`“${search.searchString}”`);
  return parts.length ? parts.join(' · ') : 'Every new project';
}
