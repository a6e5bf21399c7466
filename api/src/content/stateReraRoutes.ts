import { stateReraChangeSchema, stateReraResponseSchema } from '@aangan/contracts';
import { requiredRevisionOf, withETag } from '../routing/requestContext.ts';
import { route, type AnyRoute } from '../routing/routeTable.ts';
import type { WebsiteConfiguration } from './websiteConfiguration.ts';

const TAG = 'Content';

/** State RERA registrations (spec §3, §7 /user/get-state-rera: data.data as a map) */
export function stateReraRoutes(configuration: WebsiteConfiguration): AnyRoute[] {
  return [
    route({
      method: 'get',
      path: '/user/get-state-rera',
      access: 'public',
      tag: TAG,
      summary: 'State RERA registrations as a key → value map in `data` (ETag: the revision of the whole map)',
      followsReadModels: true,
      response: stateReraResponseSchema,
      handler: async () => {
        const rera = await configuration.stateReraRecord();
        return withETag(rera.revision, { body: { responseCode: 200, data: rera.data } });
      },
    }),
    route({
      method: 'put',
      path: '/admin/state-rera',
      access: 'admin',
      tag: TAG,
      summary:
        "Set (or with null remove) one state's RERA registration (If-Match or expectedRevision: the map's revision)",
      body: stateReraChangeSchema,
      handler: async ({ body, ctx, command }) => {
        const saved = await configuration.setStateRera(
          command,
          body.state,
          body.registration,
          requiredRevisionOf(ctx, body.expectedRevision),
        );
        return withETag(saved.revision, {
          body: { responseCode: 200, message: 'RERA registration saved', data: saved.data },
        });
      },
    }),
  ];
}
