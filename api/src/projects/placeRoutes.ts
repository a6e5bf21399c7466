import { PLACE_SEARCH_LIMIT, placeSearchQuerySchema, placeSearchResponseSchema } from '@aangan/contracts';
import { ok, route, type AnyRoute } from '../routing/routeTable.ts';
import type { PlaceIndex } from './placeIndex.ts';

/** The project builder's place search: buildings and localities of the catalogue, typos forgiven. */
export function placeRoutes(deps: { places: () => Promise<PlaceIndex> }): AnyRoute[] {
  const { places } = deps;
  return [
    route({
      method: 'get',
      path: '/admin/places',
      access: 'admin',
      tag: 'Projects',
      summary: `Buildings and localities of the posted projects matching the text (typos forgiven), best first, with their map position; up to ${PLACE_SEARCH_LIMIT.max}`,
      query: placeSearchQuerySchema,
      response: placeSearchResponseSchema,
      handler: async ({ query }) => ok((await places()).search(query.q, query.limit ?? PLACE_SEARCH_LIMIT.default)),
    }),
  ];
}
