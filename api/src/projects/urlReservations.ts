import { ConflictError, slugWithSuffix, type EventMetadata } from '@aangan/contracts';
import type { EventStore } from '@aangan/projections';
import { uniqueNames, type UniqueName } from '../core/uniqueNames.ts';

export type UrlKind = 'slug' | 'customUrl';

/** A project URL of one kind: stream `<kind>-<url>`, events UrlReserved / UrlReleased. */
const projectUrl = (kind: UrlKind): UniqueName => ({
  stream: (url) => `${kind}-${url}`,
  reserved: (url, projectId) => ({ type: 'UrlReserved', data: { url, kind, projectId } }),
  released: (url, projectId) => ({ type: 'UrlReleased', data: { url, kind, projectId } }),
  holderOf: (last) => (last.type === 'UrlReserved' ? last.data.projectId : null),
});

/** Unique project URLs across aggregates: a generated slug and an admin's custom URL, each held by one project. */
export function createUrlReservations(store: EventStore) {
  const urls = { slug: uniqueNames(store, projectUrl('slug')), customUrl: uniqueNames(store, projectUrl('customUrl')) };

  async function holder(kind: UrlKind, url: string): Promise<{ projectId: string | null; revision: number }> {
    const { holderId, revision } = await urls[kind].holder(url);
    return { projectId: holderId, revision };
  }

  const release = (kind: UrlKind, url: string, projectId: string, metadata: EventMetadata): Promise<void> =>
    urls[kind].release(url, projectId, metadata);

  /** Reserves `base`, or `base-2`, `base-3`, ... and answers the slug obtained. */
  async function reserveSlug(base: string, projectId: string, metadata: EventMetadata): Promise<string> {
    const numbered = await urls.slug.reserveNumbered(base, projectId, metadata);
    if (numbered) return numbered;
    const fallback = slugWithSuffix(base, projectId);
    if (await urls.slug.reserve(fallback, projectId, metadata)) return fallback;
    throw new ConflictError('Could not find a free URL for this project; give it a custom URL.');
  }

  async function reserveCustomUrl(url: string, projectId: string, metadata: EventMetadata): Promise<void> {
    if (!(await urls.customUrl.reserve(url, projectId, metadata)))
      throw new ConflictError('This custom URL is already used by another project.');
  }

  return { reserveSlug, reserveCustomUrl, release, holder };
}
