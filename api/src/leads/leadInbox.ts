import {
  adminDateWindow,
  ForbiddenError,
  NotFoundError,
  ValidationError,
  projectLink,
  type LeadDoc,
  type LeadGroup,
  type LeadKind,
  type LeadStatus,
  type ProjectDoc,
} from '@aangan/contracts';
import { readAfterCommand } from '../core/commandAccepted.ts';
import type { CommandContext } from '../core/commandContext.ts';
import { escapeRegex } from '../core/regex.ts';
import type { Principal } from '../auth/principal.ts';
import { commandRunner } from '../core/commandRunner.ts';
import { leadAggregate, type LeadServiceDeps } from './leadCommands.ts';
import { maskedPersonalData } from './leadMasking.ts';

export const LEAD_DATE_FILTERS = ['all', '1', '5', '7', '15', '30', '90', '180', '365'] as const;

export interface LeadListQuery {
  group?: LeadGroup | undefined;
  days?: (typeof LEAD_DATE_FILTERS)[number] | undefined;
  q?: string | undefined;
  status?: LeadStatus | undefined;
  kind?: LeadKind | undefined;
  assigneeId?: string | undefined;
  projectId?: string | undefined;
  range?: [number, number] | undefined;
  sort?: [string, 'ASC' | 'DESC'] | undefined;
}

/** Who sees a lead's personal data in full: admins, and sales users on the leads assigned to them; auditors see it masked. */
export const seesPersonalData = (principal: Principal): boolean => principal.role !== 'auditor';

/** The console's leads: lists, one lead, its status, notes, assignee and résumé. */
export function createLeadInbox(deps: LeadServiceDeps) {
  const leads = () => deps.readStore.collection<LeadDoc>('leads');
  const run = commandRunner(deps, leadAggregate);

  async function visibleLead(principal: Principal, leadId: string): Promise<LeadDoc> {
    const lead = await leads().get(leadId);
    if (!lead) throw new NotFoundError('Lead not found');
    if (principal.role === 'sales' && lead.assigneeId !== principal.userId)
      throw new ForbiddenError('This lead is not assigned to you.');
    return lead;
  }

  async function withProjects(docs: LeadDoc[], principal: Principal) {
    const ids = [...new Set(docs.map((d) => d.projectId).filter((id): id is string => id !== null))];
    const projects = ids.length
      ? await deps.readStore.collection<ProjectDoc>('projects').getMany(ids)
      : new Map<string, ProjectDoc>();
    return docs.map((doc) => {
      const { _position, _id, subjectId, resumeKey, ...rest } = doc;
      const project = doc.projectId ? projects.get(doc.projectId) : undefined;
      const view = {
        id: _id,
        ...rest,
        hasResume: resumeKey !== null,
        projectTitle: project?.projectTitle ?? null,
        /** The public page while the project is listed; null once it is not. */
        projectLink: project && project.status === 'posted' ? projectLink(project) : null,
        repeatCount: doc.repeats.length,
      };
      return seesPersonalData(principal) ? view : maskedPersonalData(view);
    });
  }

  async function get(principal: Principal, leadId: string) {
    return (await withProjects([await visibleLead(principal, leadId)], principal))[0];
  }

  return {
    visibleLead,
    withProjects,

    async list(principal: Principal, query: LeadListQuery) {
      const filter = leadFilter(principal, query, deps.now());
      const [start, end] = query.range ?? [0, 24];
      const [field, order] = query.sort ?? ['lastEnquiryAt', 'DESC'];
      const [docs, total] = await Promise.all([
        leads().find(filter, {
          sort: { [field === 'id' ? '_id' : field]: order === 'ASC' ? 1 : -1, _id: -1 },
          skip: start,
          limit: end - start + 1,
        }),
        leads().count(filter),
      ]);
      return { items: await withProjects(docs, principal), start, end: start + Math.max(docs.length - 1, 0), total };
    },

    get,

    async changeStatus(
      context: CommandContext,
      principal: Principal,
      leadId: string,
      input: { status: LeadStatus; followUpOn: string | null; note?: string | undefined },
    ) {
      const lead = await visibleLead(principal, leadId);
      const changed = await run(context, {
        type: 'ChangeStatus',
        leadId,
        status: input.status,
        followUpOn: input.followUpOn,
      });
      const noted = input.note
        ? await run(context, {
            type: 'AddNote',
            leadId,
            subjectId: lead.subjectId,
            note: await deps.vault.seal(lead.subjectId, { text: input.note }),
          })
        : changed;
      // The note comes after the status in the log: once the note shows, so does the status.
      return readAfterCommand(noted.stored, () => get(principal, leadId));
    },

    async addNote(context: CommandContext, principal: Principal, leadId: string, note: string) {
      const lead = await visibleLead(principal, leadId);
      const { stored } = await run(context, {
        type: 'AddNote',
        leadId,
        subjectId: lead.subjectId,
        note: await deps.vault.seal(lead.subjectId, { text: note }),
      });
      return readAfterCommand(stored, () => get(principal, leadId));
    },

    async assign(context: CommandContext, principal: Principal, leadId: string, assigneeId: string | null) {
      await visibleLead(principal, leadId);
      if (assigneeId) {
        const user = await deps.readStore
          .collection<{ _id: string; role: string; status: string }>('admin_users')
          .get(assigneeId);
        if (!user || user.status !== 'active' || user.role === 'auditor') {
          throw new ValidationError('Assign the lead to an active sales or admin user.', [
            { path: 'assigneeId', message: 'Assign the lead to an active sales or admin user.' },
          ]);
        }
      }
      const { stored } = await run(context, { type: 'Assign', leadId, assigneeId });
      return readAfterCommand(stored, () => get(principal, leadId));
    },

    async resume(principal: Principal, leadId: string): Promise<Uint8Array> {
      if (!seesPersonalData(principal))
        throw new ForbiddenError('Résumés are open to admins and the assigned sales user only.');
      const lead = await visibleLead(principal, leadId);
      const stored = lead.resumeKey ? await deps.files.get(lead.resumeKey) : null;
      const bytes = stored ? await deps.vault.openBytes(lead.subjectId, stored.bytes) : null;
      if (!bytes) throw new NotFoundError('No résumé is kept for this application.');
      return bytes;
    },

    /** Who can hold leads (admins and sales users), with names, for every console user to read. */
    async assignees() {
      const users = await deps.readStore
        .collection<{ _id: string; name: string; role: string; status: string }>('admin_users')
        .find({ role: { $in: ['admin', 'sales'] } }, { sort: { name: 1 } });
      return users.map((u) => ({ id: u._id, name: u.name, role: u.role, status: u.status }));
    },

    /**
     * Whether a contact-gate unlock naming this lead still unlocks: a contact lead whose person is
     * not erased. Only yes or no: the unlock opens gated sections, it never speaks for the person.
     */
    async unlocks(leadId: string): Promise<boolean> {
      const lead = await leads().get(leadId);
      return Boolean(lead && !lead.erased && lead.kind === 'contact');
    },
  };
}

/**
 * The list filter; a sales user only ever sees leads assigned to them, whatever they ask for. An
 * auditor's search does not look into names, phone numbers or emails (they see those masked, and a
 * search would confirm them): it matches lead ids.
 */
export function leadFilter(principal: Principal, query: LeadListQuery, now: Date): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (query.group) and.push({ group: query.group });
  if (query.kind) and.push({ kind: query.kind });
  if (query.status) and.push({ status: query.status });
  if (query.projectId) and.push({ projectId: query.projectId });
  const window = query.days ? adminDateWindow(query.days, now) : null;
  if (window)
    and.push({
      lastEnquiryAt: {
        $gte: window.from.toISOString(),
        ...(window.before ? { $lt: window.before.toISOString() } : {}),
      },
    });
  if (principal.role === 'sales') and.push({ assigneeId: principal.userId });
  else if (query.assigneeId) and.push({ assigneeId: query.assigneeId === 'none' ? null : query.assigneeId });
  const q = query.q?.trim();
  if (q) {
    const pattern = { $regex: escapeRegex(q), $options: 'i' };
    const digits = q.replace(/\D/g, '');
    if (!seesPersonalData(principal)) and.push({ _id: pattern });
    else
      and.push({
        $or: [
          { firstName: pattern },
          { lastName: pattern },
          { email: pattern },
          ...(digits.length >= 3 ? [{ phone: { $regex: escapeRegex(digits) } }] : []),
        ],
      });
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0] : { $and: and };
}

export type LeadInbox = ReturnType<typeof createLeadInbox>;
