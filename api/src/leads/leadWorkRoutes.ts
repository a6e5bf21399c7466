import {
  LEAD_MESSAGES,
  ValidationError,
  erasePersonSchema,
  leadAssignSchema,
  leadExportQuerySchema,
  leadIdParamsSchema,
  leadListQuerySchema,
  leadNoteSchema,
  leadStatusSchema,
  normaliseMobile,
} from '@aangan/contracts';
import type { Logger } from 'pino';
import { listReply, ok, route, type AnyRoute } from '../routing/routeTable.ts';
import type { LeadService } from './leadService.ts';

const TAG = 'Leads';

/** The console's leads (project enquiries), direct leads and applications: lists, export, status, notes, assignment, erasure. */
export function leadWorkRoutes(deps: { leads: LeadService; audit: Logger }): AnyRoute[] {
  const { leads } = deps;

  return [
    route({
      method: 'get',
      path: '/admin/leads',
      access: 'signedIn',
      tag: TAG,
      summary:
        'Leads in the ra-data-simple-rest dialect: filter group (project, direct, careers), days (all,1,5,7,15,30,90,180,365), q (name, phone, email), status; sales users see only leads assigned to them',
      query: leadListQuerySchema,
      handler: async ({ query, principal }) => {
        const page = await leads.list(principal, { ...query.filter, range: query.range, sort: query.sort });
        return listReply('leads', page);
      },
    }),
    route({
      method: 'get',
      path: '/admin/leads/export',
      access: 'signedIn',
      tag: TAG,
      summary:
        'CSV of the filtered leads; phone and email masked unless full=true (admins only); every export is recorded',
      query: leadExportQuerySchema,
      handler: async ({ query, principal, command }) => {
        const csv = await leads.exportCsv(command, principal, {
          ...query.filter,
          full: query.full,
          reason: query.reason ?? null,
        });
        const name = `leads-${query.filter?.group ?? 'project'}-${new Date().toISOString().slice(0, 10)}${query.full ? '-full' : ''}.csv`;
        return {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${name}"`,
            'Cache-Control': 'no-store',
          },
          body: csv,
        };
      },
    }),
    route({
      method: 'get',
      path: '/admin/leads/assignees',
      access: 'signedIn',
      tag: TAG,
      summary: 'Admins and sales users who can hold leads (id, name, role, status), for names in lists and histories',
      handler: async () => ok(await leads.assignees()),
    }),
    route({
      method: 'get',
      path: '/admin/leads/:id',
      access: 'signedIn',
      tag: TAG,
      summary: 'One lead with its notes, repeats and history',
      params: leadIdParamsSchema,
      handler: async ({ params, principal }) => ({ body: await leads.get(principal, params.id) }),
    }),
    route({
      method: 'get',
      path: '/admin/leads/:id/resume',
      access: 'signedIn',
      tag: TAG,
      summary: 'The résumé of an application (PDF download)',
      params: leadIdParamsSchema,
      handler: async ({ params, principal }) => ({
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': 'attachment; filename="resume.pdf"',
          'Cache-Control': 'no-store',
        },
        body: Buffer.from(await leads.resume(principal, params.id)),
      }),
    }),
    route({
      method: 'put',
      path: '/admin/leads/:id/status',
      access: 'leadWork',
      tag: TAG,
      summary:
        'Move a lead on (new, contacted, site visit scheduled, negotiation, won, lost), with a follow-up date and a note',
      params: leadIdParamsSchema,
      body: leadStatusSchema,
      handler: async ({ params, body, principal, command }) => ({
        body: await leads.changeStatus(command, principal, params.id, {
          status: body.status,
          followUpOn: body.followUpOn ?? null,
          note: body.note,
        }),
      }),
    }),
    route({
      method: 'post',
      path: '/admin/leads/:id/notes',
      access: 'leadWork',
      tag: TAG,
      summary: 'Add a note to a lead',
      params: leadIdParamsSchema,
      body: leadNoteSchema,
      handler: async ({ params, body, principal, command }) => ({
        body: await leads.addNote(command, principal, params.id, body.note),
      }),
    }),
    route({
      method: 'put',
      path: '/admin/leads/:id/assign',
      access: 'admin',
      tag: TAG,
      summary: 'Assign a lead to a sales (or admin) user, or unassign it with null',
      params: leadIdParamsSchema,
      body: leadAssignSchema,
      handler: async ({ params, body, principal, command }) => ({
        body: await leads.assign(command, principal, params.id, body.assigneeId),
      }),
    }),
    route({
      method: 'post',
      path: '/admin/privacy/erase',
      access: 'admin',
      tag: TAG,
      summary:
        'Erase a person by phone or email (DPDP Act): their personal data becomes unreadable everywhere, the history stays',
      body: erasePersonSchema,
      handler: async ({ body, principal, command }) => {
        const phone = body.phone ? normaliseMobile(body.phone, { internationalAllowed: true }) : undefined;
        if (body.phone && !phone)
          throw new ValidationError(LEAD_MESSAGES.mobileInvalid, [
            { path: 'phone', message: LEAD_MESSAGES.mobileInvalid },
          ]);
        const result = await leads.erasePerson(command, {
          phone: phone ?? undefined,
          email: body.email?.toLowerCase(),
        });
        deps.audit.info({ by: principal.userId, ...result }, 'erasure requested');
        return ok(result, result.people ? 'Personal data erased' : 'No personal data was found for these details');
      },
    }),
  ];
}
