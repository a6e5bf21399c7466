import { z } from 'zod';
import {
  ALERT_MESSAGES,
  alertAcceptedSchema,
  alertOverviewSchema,
  alertRequestSchema,
  alertSettingsBodySchema,
  alertTopicListQuerySchema,
  type AlertLinkOutcome,
} from '@aangan/contracts';
import { etagOf, requiredRevisionOf } from '../routing/requestContext.ts';
import { listReply, route, type AnyRoute, type Reply } from '../routing/routeTable.ts';
import type { AlertQueries } from './alertQueries.ts';
import type { AlertService } from './alertService.ts';

const TAG = 'Alerts';

/** The links in alert mails: read leniently, so a cut or changed link still lands on a page that says so. */
const linkQuerySchema = z.object({
  alert: z.string().max(64).optional(),
  person: z.string().max(64).optional(),
  token: z.string().max(128).optional(),
});

/** Where a link from a mail lands: the site's page that says what happened. */
const landOn = (outcome: AlertLinkOutcome): Reply => ({
  status: 303,
  headers: { Location: `/alerts?outcome=${outcome}`, 'Cache-Control': 'no-store' },
  body: { responseCode: 303, message: outcome },
});

export function alertRoutes(deps: { alerts: AlertService; queries: AlertQueries }): AnyRoute[] {
  const { alerts, queries } = deps;
  const overviewReply = async (): Promise<Reply> => {
    const overview = await queries.overview();
    return { headers: { ETag: etagOf(overview.revision) }, body: overview };
  };
  return [
    route({
      method: 'post',
      path: '/alerts',
      access: 'public',
      tag: TAG,
      summary:
        'Save a search or watch a project: an email, consent to the alerts notice, and `search` (the search page’s filters) or `projectSlug`. 202: the confirmation mail is queued; nothing else is sent until its link is opened',
      body: alertRequestSchema,
      response: alertAcceptedSchema,
      handler: async ({ body, command }) => {
        await alerts.request(command, body);
        return { status: 202, body: { responseCode: 202, message: ALERT_MESSAGES.accepted } };
      },
    }),
    route({
      method: 'get',
      path: '/alerts/confirm',
      access: 'public',
      tag: TAG,
      summary:
        'The confirmation link of an alert mail: confirms, then sends the browser to the page that says so (303)',
      query: linkQuerySchema,
      handler: async ({ query, command }) =>
        landOn(await alerts.confirm(command, { alert: query.alert }, query.token ?? '')),
    }),
    route({
      method: 'get',
      path: '/alerts/unsubscribe',
      access: 'public',
      tag: TAG,
      summary:
        'The unsubscribe link of an alert mail (one alert, or every alert of the person): ends them, then 303 to the page that says so',
      query: linkQuerySchema,
      handler: async ({ query, command }) =>
        landOn(await alerts.unsubscribe(command, query, query.token ?? '', 'link')),
    }),
    route({
      method: 'post',
      path: '/alerts/unsubscribe',
      access: 'public',
      tag: TAG,
      summary: 'One-click unsubscribe from a mail app (RFC 8058 List-Unsubscribe-Post), same link as the mail’s',
      query: linkQuerySchema,
      handler: async ({ query, command }) => {
        const outcome = await alerts.unsubscribe(command, query, query.token ?? '', 'one-click');
        if (outcome === 'invalid')
          return { status: 400, body: { responseCode: 400, message: 'Invalid unsubscribe link' } };
        return { body: { responseCode: 200, message: 'Unsubscribed' } };
      },
    }),
    route({
      method: 'get',
      path: '/admin/alerts',
      access: 'staff',
      tag: TAG,
      summary: 'Saved searches and watched projects with their subscribers (addresses masked for auditors)',
      query: alertTopicListQuerySchema,
      handler: async ({ query, principal }) => listReply('alerts', await queries.topics(query, principal)),
    }),
    route({
      method: 'get',
      path: '/admin/alerts/overview',
      access: 'staff',
      tag: TAG,
      summary: 'Whether alerts are paused, how many are active, and mails sent per India day',
      response: alertOverviewSchema,
      handler: overviewReply,
    }),
    route({
      method: 'put',
      path: '/admin/alerts/settings',
      access: 'admin',
      tag: TAG,
      summary: 'Pause or resume alerts for everyone (If-Match: the overview’s ETag)',
      body: alertSettingsBodySchema,
      response: alertOverviewSchema,
      handler: async ({ body, ctx, command }) => {
        await alerts.setPaused(command, body.paused, requiredRevisionOf(ctx));
        return overviewReply();
      },
    }),
  ];
}
