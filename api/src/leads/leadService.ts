import { createHmac } from 'node:crypto';
import {
  ForbiddenError,
  NotFoundError,
  PRIVACY_NOTICE,
  ValidationError,
  maskEmail,
  maskPhone,
  projectLink,
  type ConsentRecord,
  type LeadDoc,
  type LeadGroup,
  type LeadKind,
  type LeadStatus,
  type NoticePeriod,
  type ProjectDoc,
} from '@aangan/contracts';
import { isWrongExpectedRevision, type EventStore, type ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import type { RateLimits } from '../auth/rateLimits.ts';
import { consumeOrThrow } from '../auth/rateLimits.ts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { handleCommand } from '../core/commandHandler.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { escapeRegex } from '../core/regex.ts';
import type { Principal } from '../http/routeTable.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import { idempotent } from './idempotency.ts';
import { leadDecider, leadStream, type LeadCommand } from './leadDecider.ts';

/** Where sealed résumés are kept (the upload service's blob store; private keys are never served). */
export interface PrivateFiles {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<unknown>;
  get(key: string): Promise<{ bytes: Uint8Array } | null>;
  delete(key: string): Promise<unknown>;
}

export interface LeadSubmission {
  kind: LeadKind;
  projectId: string | null;
  firstName: string;
  lastName: string;
  /** E.164 */
  phone: string;
  email: string;
  message: string;
  preferredTime?: 'anytime' | 'morning' | 'afternoon' | 'evening' | null;
  noticePeriod?: NoticePeriod | null;
  currentCtc?: string;
  expectedCtc?: string;
  coverLetter?: string;
  resume?: Uint8Array;
  sourcePath: string | null;
}

export interface LeadServiceDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  vault: PersonalDataVault;
  files: PrivateFiles;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  rateLimits: RateLimits;
  logger: Logger;
  resumeRetentionDays: number;
}

/** A repeat enquiry about the same project within this window is kept on the first lead. */
export const REPEAT_WINDOW_MS = 24 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const LEAD_DATE_FILTERS = ['all', '1', '5', '7', '15', '30', '90', '180', '365'] as const;

const TOO_MANY_FROM_IP = 'Too many forms sent from this connection. Please wait a little and try again.';
const TOO_MANY_FOR_PHONE = 'We already have several requests from this mobile number. Our team will call you soon.';

export function createLeadService(deps: LeadServiceDeps) {
  const leads = () => deps.readStore.collection<LeadDoc>('leads');
  // Per address: 10 forms in 10 minutes; per mobile number: 5 in an hour (counted by keyed hash).
  const perIp = deps.rateLimits.limiter({ keyPrefix: 'forms-ip', points: 10, duration: 600 });
  const perPhone = deps.rateLimits.limiter({ keyPrefix: 'forms-phone', points: 5, duration: 3600 });

  async function run(context: CommandContext, command: LeadCommand & { leadId?: string }, leadId: string) {
    const result = await handleCommand(deps.eventStore, leadStream(leadId), leadDecider, command, { metadata: eventMetadata(context, deps.now()), newId: deps.ids.uuid });
    if (result.position !== null) await deps.waiter.waitFor(result.position, 2000);
    return result;
  }

  /**
   * One enquiry window per person and project: the stream says which lead the last enquiry opened
   * and when, and is appended with its expected revision, so two requests at once cannot both open
   * a new lead.
   */
  async function claimEnquiryWindow(context: CommandContext, subjectId: string, projectId: string, newLeadId: string): Promise<{ leadId: string; repeat: boolean }> {
    const stream = `enquiryWindow-${subjectId}-${projectId}`;
    for (;;) {
      const recorded = await deps.eventStore.readStream(stream);
      const last = recorded[recorded.length - 1];
      const lastData = last?.data as { leadId: string; at: string } | undefined;
      if (lastData && deps.now().getTime() - Date.parse(lastData.at) < REPEAT_WINDOW_MS) {
        const lead = await leads().get(lastData.leadId);
        if (lead && !lead.erased) return { leadId: lastData.leadId, repeat: true };
      }
      try {
        await deps.eventStore.append(
          stream,
          [{ id: deps.ids.uuid(), type: 'EnquiryWindowOpened', data: { leadId: newLeadId, at: deps.now().toISOString() }, metadata: eventMetadata(context, deps.now()) }],
          { expected: last ? last.revision : 'no_stream' },
        );
        return { leadId: newLeadId, repeat: false };
      } catch (error) {
        if (!isWrongExpectedRevision(error)) throw error;
      }
    }
  }

  function requestHash(kind: LeadKind, submission: LeadSubmission): string {
    const { resume, ...fields } = submission;
    const hmac = createHmac('sha256', deps.vault.blind('idempotency')).update(kind).update(JSON.stringify(fields));
    if (resume) hmac.update(resume);
    return hmac.digest('base64url');
  }

  async function receive(context: CommandContext, submission: LeadSubmission): Promise<{ leadId: string; repeat: boolean }> {
    if (submission.projectId) {
      const project = await deps.readStore.collection<ProjectDoc>('projects').get(submission.projectId);
      if (!project || project.status !== 'posted') throw new NotFoundError('This project is no longer listed.');
    }
    const subjectId = await deps.vault.subjectFor([`phone:${submission.phone}`, `email:${submission.email}`], deps.ids.uuid);
    const kindPurposes = submission.kind === 'project' || submission.kind === 'general' ? PRIVACY_NOTICE.purposes.enquiry : PRIVACY_NOTICE.purposes[submission.kind];
    const consent: ConsentRecord = { noticeVersion: PRIVACY_NOTICE.version, purposes: [...kindPurposes], at: deps.now().toISOString() };
    const personal = await deps.vault.seal(subjectId, {
      firstName: submission.firstName,
      lastName: submission.lastName,
      phone: submission.phone,
      email: submission.email,
      message: submission.message,
      ...(submission.currentCtc !== undefined ? { currentCtc: submission.currentCtc } : {}),
      ...(submission.expectedCtc !== undefined ? { expectedCtc: submission.expectedCtc } : {}),
      ...(submission.coverLetter !== undefined ? { coverLetter: submission.coverLetter } : {}),
    });
    let leadId = deps.ids.objectId();
    if (submission.kind === 'project' && submission.projectId) {
      const window = await claimEnquiryWindow(context, subjectId, submission.projectId, leadId);
      if (window.repeat) {
        await run(context, { type: 'RecordRepeat', repeat: { leadId: window.leadId, subjectId, personal, consent } }, window.leadId);
        return window;
      }
      leadId = window.leadId;
    }
    let resumeKey: string | null = null;
    if (submission.resume) {
      resumeKey = `private/resumes/${leadId}.sealed`;
      await deps.files.put(resumeKey, await deps.vault.sealBytes(subjectId, submission.resume), { contentType: 'application/octet-stream' });
    }
    await run(
      context,
      {
        type: 'ReceiveLead',
        lead: {
          leadId,
          kind: submission.kind,
          projectId: submission.projectId,
          subjectId,
          personal,
          consent,
          preferredTime: submission.preferredTime ?? null,
          noticePeriod: submission.noticePeriod ?? null,
          resumeKey,
          sourcePath: submission.sourcePath,
        },
      },
      leadId,
    );
    return { leadId, repeat: false };
  }

  /** Erases one person by subject id (also how a restore re-applies erasures made after its backup); answers how many leads were theirs. */
  async function eraseSubject(context: CommandContext, subjectId: string): Promise<number> {
    const theirs = await leads().find({ subjectId });
    await deps.vault.erase(subjectId);
    for (const lead of theirs) {
      if (lead.resumeKey) {
        await deps.files.delete(lead.resumeKey);
        await run(context, { type: 'DeleteResume', leadId: lead._id, reason: 'erasure' }, lead._id);
      }
      await run(context, { type: 'EraseLead', leadId: lead._id }, lead._id);
    }
    await deps.eventStore.append(`person-${subjectId}`, [{ id: deps.ids.uuid(), type: 'PersonErased', data: { subjectId, leadCount: theirs.length }, metadata: eventMetadata(context, deps.now()) }], { expected: 'any' });
    return theirs.length;
  }

  async function visibleLead(principal: Principal, leadId: string): Promise<LeadDoc> {
    const lead = await leads().get(leadId);
    if (!lead) throw new NotFoundError('Lead not found');
    if (principal.role === 'sales' && lead.assigneeId !== principal.userId) throw new ForbiddenError('This lead is not assigned to you.');
    return lead;
  }

  return {
    /** A public form: rate limits, then exactly-once (Idempotency-Key) receipt of the lead or repeat. */
    async submit(context: CommandContext, submission: LeadSubmission, options: { ip: string; idempotencyKey?: string }) {
      await consumeOrThrow(perIp, options.ip, TOO_MANY_FROM_IP);
      await consumeOrThrow(perPhone, deps.vault.blind(`phone:${submission.phone}`), TOO_MANY_FOR_PHONE);
      const result = await idempotent(
        { eventStore: deps.eventStore, newId: deps.ids.uuid, now: deps.now, metadata: () => eventMetadata(context, deps.now()) },
        `lead-${submission.kind}`,
        options.idempotencyKey,
        requestHash(submission.kind, submission),
        () => receive(context, submission),
      );
      deps.logger.info({ kind: submission.kind, leadId: result.leadId, repeat: result.repeat, phone: maskPhone(submission.phone), email: maskEmail(submission.email) }, 'lead received');
      return result;
    },

    async list(principal: Principal, query: LeadListQuery) {
      const filter = leadFilter(principal, query, deps.now());
      const [start, end] = query.range ?? [0, 24];
      const [field, order] = query.sort ?? ['lastEnquiryAt', 'DESC'];
      const [docs, total] = await Promise.all([
        leads().find(filter, { sort: { [field === 'id' ? '_id' : field]: order === 'ASC' ? 1 : -1, _id: -1 }, skip: start, limit: end - start + 1 }),
        leads().count(filter),
      ]);
      return { items: await withProjects(docs), start, end: start + Math.max(docs.length - 1, 0), total };
    },

    async get(principal: Principal, leadId: string) {
      return (await withProjects([await visibleLead(principal, leadId)]))[0]!;
    },

    async changeStatus(context: CommandContext, principal: Principal, leadId: string, input: { status: LeadStatus; followUpOn: string | null; note?: string | undefined }) {
      const lead = await visibleLead(principal, leadId);
      await run(context, { type: 'ChangeStatus', leadId, status: input.status, followUpOn: input.followUpOn }, leadId);
      if (input.note) await run(context, { type: 'AddNote', leadId, subjectId: lead.subjectId, note: await deps.vault.seal(lead.subjectId, { text: input.note }) }, leadId);
      return this.get(principal, leadId);
    },

    async addNote(context: CommandContext, principal: Principal, leadId: string, note: string) {
      const lead = await visibleLead(principal, leadId);
      await run(context, { type: 'AddNote', leadId, subjectId: lead.subjectId, note: await deps.vault.seal(lead.subjectId, { text: note }) }, leadId);
      return this.get(principal, leadId);
    },

    async assign(context: CommandContext, principal: Principal, leadId: string, assigneeId: string | null) {
      await visibleLead(principal, leadId);
      if (assigneeId) {
        const user = await deps.readStore.collection<{ _id: string; role: string; status: string }>('admin_users').get(assigneeId);
        if (!user || user.status !== 'active' || user.role === 'auditor') {
          throw new ValidationError('Assign the lead to an active sales or admin user.', [{ path: 'assigneeId', message: 'Assign the lead to an active sales or admin user.' }]);
        }
      }
      await run(context, { type: 'Assign', leadId, assigneeId }, leadId);
      return this.get(principal, leadId);
    },

    async resume(principal: Principal, leadId: string): Promise<Uint8Array> {
      const lead = await visibleLead(principal, leadId);
      const stored = lead.resumeKey ? await deps.files.get(lead.resumeKey) : null;
      const bytes = stored ? await deps.vault.openBytes(lead.subjectId, stored.bytes) : null;
      if (!bytes) throw new NotFoundError('No résumé is kept for this application.');
      return bytes;
    },

    /** CSV of the filtered list: phone and email masked unless `full`, and every export is recorded. */
    async exportCsv(context: CommandContext, principal: Principal, query: LeadListQuery & { full: boolean; reason: string | null }) {
      if (query.full && principal.role !== 'admin') throw new ForbiddenError('Only admins can export full contact details.');
      const filter = leadFilter(principal, query, deps.now());
      const docs = await withProjects(await leads().find(filter, { sort: { lastEnquiryAt: -1, _id: -1 }, limit: 50_000 }));
      const group = query.group ?? 'project';
      await deps.eventStore.append('leadExports', [{ id: deps.ids.uuid(), type: 'LeadsExported', data: { group, full: query.full, count: docs.length, reason: query.reason }, metadata: eventMetadata(context, deps.now()) }], { expected: 'any' });
      deps.logger.info({ by: principal.userId, group, full: query.full, count: docs.length }, 'leads exported');
      const header = ['id', 'received', 'last enquiry', 'kind', 'project', 'first name', 'last name', 'phone', 'email', 'message', 'status', 'follow up', 'assignee', 'repeats'];
      const rows = docs.map((d) => [
        d.id, d.createdAt, d.lastEnquiryAt, d.kind, d.projectTitle ?? '', d.firstName ?? '', d.lastName ?? '',
        d.phone ? (query.full ? d.phone : maskPhone(d.phone)) : '', d.email ? (query.full ? d.email : maskEmail(d.email)) : '',
        d.message ?? '', d.status, d.followUpOn ?? '', d.assigneeId ?? '', String(d.repeatCount),
      ]);
      return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
    },

    /**
     * Erases a person found by phone or email: their key and identifiers go, every lead of theirs is
     * marked erased (the read model forgets the fields), résumés are deleted. The history keeps
     * that it happened and who asked, nothing about the person.
     */
    async erasePerson(context: CommandContext, identifier: { phone?: string | undefined; email?: string | undefined }) {
      const subjects = new Set<string>();
      if (identifier.phone) for (const s of await deps.vault.findSubjects(`phone:${identifier.phone}`)) subjects.add(s);
      if (identifier.email) for (const s of await deps.vault.findSubjects(`email:${identifier.email}`)) subjects.add(s);
      let leadCount = 0;
      for (const subjectId of subjects) leadCount += await eraseSubject(context, subjectId);
      deps.logger.info({ people: subjects.size, leads: leadCount }, 'personal data erased');
      return { people: subjects.size, leads: leadCount };
    },

    eraseSubject,

    /** Deletes résumés older than the retention period; answers how many. */
    async sweepResumes(context: CommandContext, asOf: Date = deps.now()): Promise<number> {
      const before = new Date(asOf.getTime() - deps.resumeRetentionDays * DAY_MS).toISOString();
      const due = await leads().find({ kind: 'careers', resumeKey: { $ne: null }, createdAt: { $lt: before } }, { limit: 500 });
      for (const lead of due) {
        await deps.files.delete(lead.resumeKey!);
        await run(context, { type: 'DeleteResume', leadId: lead._id, reason: 'retention' }, lead._id);
      }
      if (due.length) deps.logger.info({ count: due.length }, 'résumés deleted after the retention period');
      return due.length;
    },

    /** Who can hold leads (admins and sales users), with names, for every console user to read. */
    async assignees() {
      const users = await deps.readStore.collection<{ _id: string; name: string; role: string; status: string }>('admin_users').find({ role: { $in: ['admin', 'sales'] } }, { sort: { name: 1 } });
      return users.map((u) => ({ id: u._id, name: u.name, role: u.role, status: u.status }));
    },

    /** The contact lead behind a contact-gate unlock, when it still names a person. */
    async unlockedPerson(leadId: string): Promise<LeadDoc | null> {
      const lead = await leads().get(leadId);
      return lead && !lead.erased && lead.kind === 'contact' ? lead : null;
    },
  };

  async function withProjects(docs: LeadDoc[]) {
    const ids = [...new Set(docs.map((d) => d.projectId).filter((id): id is string => id !== null))];
    const projects = ids.length ? await deps.readStore.collection<ProjectDoc>('projects').getMany(ids) : new Map<string, ProjectDoc>();
    return docs.map((doc) => {
      const { _position, _id, subjectId, resumeKey, ...rest } = doc;
      const project = doc.projectId ? projects.get(doc.projectId) : undefined;
      return {
        id: _id, ...rest, hasResume: resumeKey !== null,
        projectTitle: project?.projectTitle ?? null,
        /** The public page while the project is listed; null once it is not. */
        projectLink: project && project.status === 'posted' ? projectLink(project) : null,
        repeatCount: doc.repeats.length,
      };
    });
  }
}

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

/** The list filter; a sales user only ever sees leads assigned to them, whatever they ask for. */
function leadFilter(principal: Principal, query: LeadListQuery, now: Date): Record<string, unknown> {
  const and: Record<string, unknown>[] = [];
  if (query.group) and.push({ group: query.group });
  if (query.kind) and.push({ kind: query.kind });
  if (query.status) and.push({ status: query.status });
  if (query.projectId) and.push({ projectId: query.projectId });
  if (query.days && query.days !== 'all') and.push({ lastEnquiryAt: { $gte: new Date(now.getTime() - Number(query.days) * DAY_MS).toISOString() } });
  if (principal.role === 'sales') and.push({ assigneeId: principal.userId });
  else if (query.assigneeId) and.push({ assigneeId: query.assigneeId === 'none' ? null : query.assigneeId });
  const q = query.q?.trim();
  if (q) {
    const pattern = { $regex: escapeRegex(q), $options: 'i' };
    const digits = q.replace(/\D/g, '');
    and.push({ $or: [{ firstName: pattern }, { lastName: pattern }, { email: pattern }, ...(digits.length >= 3 ? [{ phone: { $regex: escapeRegex(digits) } }] : [])] });
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0]! : { $and: and };
}

/** One CSV cell: quoted when needed, and never starting like a spreadsheet formula. */
function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) && !/^\+\d{6,15}$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export type LeadService = ReturnType<typeof createLeadService>;
