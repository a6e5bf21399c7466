import {
  isObjectId,
  shortlistQuerySchema,
  shortlistResponseSchema,
  type ProjectDoc,
  type ShortlistEntry,
  type ShortlistQuery,
} from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
import { projectStream } from './projectDecider.ts';
import { CARD_FIELDS, toCard } from './projectCards.ts';
import { changesSince } from './shortlistChanges.ts';

/** Shared caches may keep an answer this long: a price edit shows on the shortlist within a minute. */
const SHORTLIST_CACHE_CONTROL = 'public, max-age=60';

const SHORTLIST_FIELDS = { ...CARD_FIELDS, status: 1, proposedPossessionDate: 1 } as const;

/** The saved projects as they are now, each with what changed since it was saved; unknown or deleted ones as removed. */
export function createShortlistQuery(deps: { readStore: ReadStore; eventStore: EventStore }) {
  const projects = () => deps.readStore.collection<ProjectDoc>('projects');

  async function postedBySlug(slugs: readonly string[]): Promise<Map<string, ProjectDoc>> {
    const found = new Map<string, ProjectDoc>();
    const bySlug = await projects().find(
      { slug: { $in: [...slugs] }, status: 'posted' },
      { projection: SHORTLIST_FIELDS },
    );
    for (const doc of bySlug) if (doc.slug) found.set(doc.slug, doc);
    const ids = slugs.filter((slug) => !found.has(slug) && isObjectId(slug));
    if (ids.length) {
      const byId = await projects().find({ _id: { $in: ids }, status: 'posted' }, { projection: SHORTLIST_FIELDS });
      for (const doc of byId) found.set(doc._id, doc);
    }
    return found;
  }

  return async (items: ShortlistQuery['items']): Promise<ShortlistEntry[]> => {
    const docs = await postedBySlug(items.map((item) => item.slug));
    return Promise.all(
      items.map(async ({ slug, savedAt }): Promise<ShortlistEntry> => {
        const doc = docs.get(slug);
        if (!doc) return { status: 'removed', slug, savedAt };
        const events = await deps.eventStore.readStream(projectStream(doc._id));
        return {
          status: 'listed',
          slug,
          savedAt,
          project: { ...toCard(doc), proposedPossessionDate: doc.proposedPossessionDate ?? null },
          changes: changesSince(events, savedAt),
        };
      }),
    );
  };
}

export function shortlistRoutes(deps: { readStore: ReadStore; eventStore: EventStore }): AnyRoute[] {
  const shortlist = createShortlistQuery(deps);
  return [
    route({
      method: 'get',
      path: '/project/shortlist',
      access: 'public',
      tag: 'Projects',
      summary:
        "A buyer's shortlist (kept in their browser): each project's card now and what changed since it was saved, from its events",
      query: shortlistQuerySchema,
      response: shortlistResponseSchema,
      handler: async ({ query }) =>
        ok(await shortlist(query.items), undefined, { headers: { 'Cache-Control': SHORTLIST_CACHE_CONTROL } }),
    }),
  ];
}
