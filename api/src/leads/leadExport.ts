import { ForbiddenError, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadDoc } from '@aangan/contracts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { csvDay, csvIndiaTime, toCsv } from '../routing/csv.ts';
import type { Principal } from '../auth/principal.ts';
import type { LeadServiceDeps } from './leadCommands.ts';
import { leadFilter, type LeadInbox, type LeadListQuery } from './leadInbox.ts';
import { maskedPersonalData } from './leadMasking.ts';
import { appendRecord } from '../core/commandHandler.ts';

/**
 * The leads CSV. Masked unless `full` (admins only, with a reason): initials for names, masked
 * phone and email, no message. Either way the assignee is named, times are India time (dd-mm-yyyy
 * HH:mm), kinds and statuses read as the console shows them, and every export is recorded.
 */
export function createLeadExport(deps: LeadServiceDeps, inbox: Pick<LeadInbox, 'withProjects'>) {
  const leads = () => deps.readStore.collection<LeadDoc>('leads');

  return {
    async exportCsv(
      context: CommandContext,
      principal: Principal,
      query: LeadListQuery & { full: boolean; reason: string | null },
    ) {
      if (query.full && principal.role !== 'admin')
        throw new ForbiddenError('Only admins can export full contact details.');
      const filter = leadFilter(principal, query, deps.now());
      const docs = await leads().find(filter, { sort: { lastEnquiryAt: -1, _id: -1 }, limit: 50_000 });
      const shown = await inbox.withProjects(docs, principal);
      const rows = query.full ? shown : shown.map((lead) => maskedPersonalData(lead));
      const names = new Map(
        (await deps.readStore.collection<{ _id: string; name: string }>('admin_users').find({})).map((u) => [
          u._id,
          u.name,
        ]),
      );
      const group = query.group ?? 'project';
      await appendRecord(
        deps.eventStore,
        'leadExports',
        { type: 'LeadsExported', data: { group, full: query.full, count: docs.length, reason: query.reason } },
        eventMetadata(context, deps.now()),
      );
      deps.logger.info({ by: principal.userId, group, full: query.full, count: docs.length }, 'leads exported');
      const header = [
        'Lead id',
        'Received (IST)',
        'Last enquiry (IST)',
        'Kind',
        'Project',
        'First name',
        'Last name',
        'Phone',
        'Email',
        'Message',
        'Status',
        'Follow-up date',
        'Assigned to',
        'Repeats',
      ];
      const lines = rows.map((d) => [
        d.id,
        csvIndiaTime(d.createdAt),
        csvIndiaTime(d.lastEnquiryAt),
        LEAD_KIND_LABELS[d.kind] ?? d.kind,
        d.projectTitle ?? '',
        d.firstName ?? '',
        d.lastName ?? '',
        d.phone ?? '',
        d.email ?? '',
        d.message ?? '',
        LEAD_STATUS_LABELS[d.status] ?? d.status,
        csvDay(d.followUpOn),
        d.assigneeId ? (names.get(d.assigneeId) ?? d.assigneeId) : '',
        String(d.repeatCount),
      ]);
      return toCsv([header, ...lines]);
    },
  };
}
