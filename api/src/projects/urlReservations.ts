import { ConflictError, type EventMetadata, type UrlReservationEvent } from '@aangan/contracts';
import { isWrongExpectedRevision, type EventStore } from '@aangan/projections';
import { appendResending, reservationEventId } from '../core/commandHandler.ts';

export type UrlKind = 'slug' | 'customUrl';

const streamOf = (kind: UrlKind, url: string): string => `${kind}-${url}`;

/**
 * Unique project URLs across aggregates: each URL has its own stream, and holding it means its
 * last event is a reservation for your project. Appends carry the expected revision, so two
 * projects racing for one URL cannot both win.
 */
export function createUrlReservations(store: EventStore) {
  async function holder(kind: UrlKind, url: string): Promise<{ projectId: string | null; revision: number }> {
    const events = await store.readStream(streamOf(kind, url));
    const last = events[events.length - 1];
    if (!last) return { projectId: null, revision: -1 };
    const event = { type: last.type, data: last.data } as UrlReservationEvent;
    return { projectId: event.type === 'UrlReserved' ? event.data.projectId : null, revision: last.revision };
  }

  /** True when the URL is now held by `projectId` (it may already have been). */
  async function reserve(kind: UrlKind, url: string, projectId: string, metadata: EventMetadata): Promise<boolean> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const current = await holder(kind, url);
      if (current.projectId === projectId) return true;
      if (current.projectId !== null) return false;
      try {
        const stream = streamOf(kind, url);
        await appendResending(
          store,
          stream,
          [
            {
              id: reservationEventId(stream, 'UrlReserved', projectId, current.revision),
              type: 'UrlReserved',
              data: { url, kind, projectId },
              metadata,
            },
          ],
          current.revision,
        );
        return true;
      } catch (error) {
        if (!isWrongExpectedRevision(error)) throw error;
      }
    }
    return false;
  }

  async function release(kind: UrlKind, url: string, projectId: string, metadata: EventMetadata): Promise<void> {
    const current = await holder(kind, url);
    if (current.projectId !== projectId) return;
    const stream = streamOf(kind, url);
    await appendResending(
      store,
      stream,
      [
        {
          id: reservationEventId(stream, 'UrlReleased', projectId, current.revision),
          type: 'UrlReleased',
          data: { url, kind, projectId },
          metadata,
        },
      ],
      current.revision,
    );
  }

  /** Reserves `base`, or `base-2`, `base-3`, ... and answers the slug obtained. */
  async function reserveSlug(base: string, projectId: string, metadata: EventMetadata): Promise<string> {
    for (let n = 1; n <= 50; n += 1) {
      const candidate = n === 1 ? base : `${base.slice(0, 110)}-${n}`;
      if (await reserve('slug', candidate, projectId, metadata)) return candidate;
    }
    const fallback = `${base.slice(0, 95)}-${projectId}`;
    if (await reserve('slug', fallback, projectId, metadata)) return fallback;
    throw new ConflictError('Could not find a free URL for this project; give it a custom URL.');
  }

  async function reserveCustomUrl(url: string, projectId: string, metadata: EventMetadata): Promise<void> {
    if (!(await reserve('customUrl', url, projectId, metadata)))
      throw new ConflictError('This custom URL is already used by another project.');
  }

  return { reserveSlug, reserveCustomUrl, release, holder };
}
