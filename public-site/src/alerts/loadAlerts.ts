import { viewProjectResponseSchema } from '@aangan/contracts';
import { ALERT_LINK_OUTCOME_KEYS, alertSearchLabel, alertSearchOf } from '@aangan/contracts/browser';
import { fetchAnswer, type FetchJson, type ReportError } from '../loading/fetchJson.ts';
import type { PageRequest } from '../loading/pageLoaders.ts';
import type { AlertPageTopic, PageData } from '../model/pageData.ts';

const VIEW_PROJECT_PATH = '/api/v1/project/view-project/';
/** The longest project slug the alerts API takes. */
const MAX_SLUG_LENGTH = 200;

const statusOf = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;

/** "lakeview-residency-0123…" → "Lakeview Residency": a slug as words, for when the project's title cannot be read. */
const titleOfSlug = (slug: string): string =>
  slug
    .replace(/-[0-9a-f]{24}$/i, '')
    .split(/[-_\s]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ') || slug;

/** The watched project's title, read through the API; a slug no posted project has is said to be unlisted. */
async function projectTopic(slug: string, fetchJson: FetchJson, reportError: ReportError): Promise<AlertPageTopic> {
  const unread: AlertPageTopic = { kind: 'project', slug, title: titleOfSlug(slug), listed: true };
  if (slug.length > MAX_SLUG_LENGTH) return { ...unread, listed: false };
  try {
    const { result } = await fetchAnswer(
      fetchJson,
      VIEW_PROJECT_PATH + encodeURIComponent(slug),
      viewProjectResponseSchema,
    );
    return { kind: 'project', slug: result.slug ?? result._id, title: result.projectTitle, listed: true };
  } catch (error) {
    const status = statusOf(error);
    if (status === 404 || status === 410) return { ...unread, listed: false };
    // The form still works without the title: the API checks the project when the buyer sends it.
    reportError(error);
    return unread;
  }
}

/**
 * `/alerts` (server only): `?outcome=` after a link from an alert mail, `?project=<slug>` to watch a
 * project, or the search page's filters to save a search.
 */
export async function loadAlerts({ url, fetchJson, reportError }: PageRequest): Promise<PageData> {
  const params = url.searchParams;
  const outcome = ALERT_LINK_OUTCOME_KEYS.find((key) => key === params.get('outcome')) ?? null;
  if (outcome) return { kind: 'alerts', outcome, topic: null };
  const slug = params.get('project')?.trim();
  if (slug) return { kind: 'alerts', outcome: null, topic: await projectTopic(slug, fetchJson, reportError) };
  const search = alertSearchOf(params);
  return {
    kind: 'alerts',
    outcome: null,
    topic: Object.keys(search).length > 0 ? { kind: 'search', search, label: alertSearchLabel(search) } : null,
  };
}
