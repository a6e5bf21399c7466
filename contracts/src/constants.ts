/** Business constants and limits of the product, in one place so every surface agrees. */

// Timings of the public site (spec §4, §9).
/** The hero banner moves on to the next slide this often. */
export const HERO_CAROUSEL_INTERVAL_MS = 20_000;
/** The lead enquiry modal opens by itself this often on public pages. */
export const ENQUIRY_MODAL_INTERVAL_MS = 200_000;
/** The highlight popup shows this long after its page opens. */
export const HIGHLIGHT_POPUP_DELAY_MS = 3_000;
/** The first message the chatbot sends on opening, so the visitor is greeted. */
export const CHATBOT_GREETING_PROMPT = 'hi';

// Limits enforced on projects.
export const CUSTOM_URL_MAX_LENGTH = 120;
export const MAX_HIGHLIGHT_TAGS = 5;
export const MAX_PROJECT_RATING = 10;
export const DEVELOPER_RATING_MIN = 1;
export const DEVELOPER_RATING_MAX = 5;

// SEO hints shown next to the inputs; advice, not validation.
export const META_TITLE_IDEAL = 70;
/** A second, stricter hint: search engines tend to cut titles beyond this. */
export const META_TITLE_SHORT = 60;
export const META_DESCRIPTION_IDEAL = 170;
export const META_DESCRIPTION_MAX_WORDS = 30;
export const CUSTOM_URL_IDEAL = 120;
/** The same numbers as the console shows them beside the SEO fields (hints, not rules). */
export const SEO_HINTS = {
  titleIdeal: META_TITLE_IDEAL,
  titleUnder: META_TITLE_SHORT,
  descriptionIdeal: META_DESCRIPTION_IDEAL,
  descriptionWordsUnder: META_DESCRIPTION_MAX_WORDS,
  urlIdeal: CUSTOM_URL_IDEAL,
} as const;

// The assistant.
/** Longer questions are refused by the API; the chat box stops typing there. */
export const ASSISTANT_PROMPT_MAX = 500;

// Uploads. The server decides a file's type from its bytes; these lists are what pickers offer.
export const VIDEO_MIME_TYPES = ['video/mp4', 'video/mpeg', 'video/quicktime'] as const;
const MB = 1024 * 1024;
/** Largest file accepted per kind of upload, enforced while the body streams in (413 beyond it). */
export const UPLOAD_LIMITS = { image: 10 * MB, video: 200 * MB, brochure: 20 * MB, resume: 5 * MB } as const;
/** Images with more pixels than this are refused before they are decoded (decompression bombs). */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Widths of the WebP copies made of every uploaded image, for `srcset`; never wider than the original. */
export const IMAGE_VARIANT_WIDTHS = [320, 640, 960, 1280, 1920] as const;
/** The admin console advises more photos than this for a well-presented project. */
export const ADVISED_MIN_PHOTOS = 5;

export const STATS = [
  { value: '500+', label: 'Total Projects' },
  { value: '1000+', label: 'Units Sold' },
  { value: '700+', label: 'Happy Clientele' },
  { value: '100%', label: 'Customer Satisfaction' },
] as const;

/**
 * Admin list date filter. Values travel as query-string text; `days` is how many whole calendar days
 * before today (India time) the filter reaches (null: no limit). See `adminDateWindow` for the rule.
 */
export const ADMIN_DATE_FILTERS = [
  { value: 'all', label: 'All', days: null },
  { value: '1', label: 'Yesterday', days: 1 },
  { value: '5', label: 'Last 5 Days', days: 5 },
  { value: '7', label: 'Last 7 Days', days: 7 },
  { value: '15', label: 'Last 15 Days', days: 15 },
  { value: '30', label: 'Last 30 Days', days: 30 },
  { value: '90', label: 'Last 90 Days', days: 90 },
  { value: '180', label: 'Last 6 Months', days: 180 },
  { value: '365', label: 'Last 1 Year', days: 365 },
] as const;

export type AdminDateFilter = (typeof ADMIN_DATE_FILTERS)[number]['value'];
export const ADMIN_DATE_FILTER_VALUES = ADMIN_DATE_FILTERS.map((filter) => filter.value) as readonly AdminDateFilter[];

export const adminDateFilterDays = (value: AdminDateFilter): number | null =>
  ADMIN_DATE_FILTERS.find((filter) => filter.value === value)?.days ?? null;

/** India is UTC+5:30 all year (no daylight saving), so a calendar day there is a fixed UTC range. */
export const INDIA_UTC_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight in India at the start of the day `at` falls on, `daysBefore` days earlier. */
export const indiaMidnight = (at: Date, daysBefore = 0): Date => {
  const indiaMs = at.getTime() + INDIA_UTC_OFFSET_MS;
  return new Date(indiaMs - (indiaMs % DAY_MS) - daysBefore * DAY_MS - INDIA_UTC_OFFSET_MS);
};

/**
 * The time window of an admin date filter, by calendar days in India (admins read "yesterday" on
 * their own clock): 'Yesterday' is the previous calendar day only, midnight to midnight IST; 'Last N
 * Days' is the N previous calendar days plus today so far. `from` is inclusive, `before` exclusive
 * (null: up to now). Null for 'All'.
 */
export const adminDateWindow = (value: AdminDateFilter, now: Date): { from: Date; before: Date | null } | null => {
  const days = adminDateFilterDays(value);
  if (days === null) return null;
  return { from: indiaMidnight(now, days), before: value === '1' ? indiaMidnight(now) : null };
};
