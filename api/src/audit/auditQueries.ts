import {
  AUDIT_ENTITY_LABELS,
  AUDIT_ENTITY_TYPES,
  BOOKKEEPING_ENTITY_TYPES,
  type AuditEntry,
  type AuditEntryDoc,
  type AuditFilter,
  type Change,
  maskEmail,
  wordsOf,
} from '@aangan/contracts';
import type { Filter, ReadStore, SortSpec } from '@aangan/projections';
import { AUDITED_EVENT_TYPES } from '@aangan/projections';
import type { AdminUserDoc } from '@aangan/contracts';
import type { ActorNames } from '../admin/actorNames.ts';
import { escapeRegex } from '../core/regex.ts';
import { csvIndiaTime, toCsv } from '../routing/csv.ts';

const AUDIT = 'audit_log';

/** Who reads the log: admins see the accounts of sign-ins in full, anyone else with their email masked. */
export type AuditViewer = 'admin' | 'masked';
export const auditViewerOf = (role: string): AuditViewer => (role === 'admin' ? 'admin' : 'masked');
/** A CSV export holds at most this many entries (the newest); narrow the filters for older ones. */
export const AUDIT_EXPORT_LIMIT = 50_000;

/** yyyy-mm-dd in India to the UTC instant its day starts. */
const indianDayStart = (day: string): string => new Date(`${day}T00:00:00+05:30`).toISOString();
const nextIndianDayStart = (day: string): string =>
  new Date(new Date(`${day}T00:00:00+05:30`).getTime() + 86_400_000).toISOString();

function filterOf(f: AuditFilter | undefined): Filter {
  const and: Filter[] = [];
  if (f?.actorId) and.push({ actorId: f.actorId });
  if (f?.entityType) and.push({ entityType: f.entityType });
  if (f?.entityId) and.push({ entityId: f.entityId });
  if (f?.type) and.push({ type: f.type });
  if (!f?.entityType && !f?.type) and.push({ entityType: { $nin: [...BOOKKEEPING_ENTITY_TYPES] } });
  if (f?.from || f?.to)
    and.push({
      at: { ...(f.from ? { $gte: indianDayStart(f.from) } : {}), ...(f.to ? { $lt: nextIndianDayStart(f.to) } : {}) },
    });
  if (f?.q?.trim()) {
    const pattern = { $regex: escapeRegex(f.q.trim()), $options: 'i' };
    and.push({ $or: [{ entityLabel: pattern }, { summary: pattern }, { entityId: pattern }] });
  }
  return and.length === 0 ? {} : and.length === 1 ? and[0] : { $and: and };
}

/** Roles as the console names them. */
const ROLE_LABELS: Record<string, string> = { admin: 'Admin', auditor: 'Auditor', sales: 'Sales', system: 'System' };

const shown = (value: unknown): string => {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '—';
};
const changeLine = (change: Change): string =>
  change.kind === 'added'
    ? `${change.label}: + ${shown(change.new)}`
    : change.kind === 'removed'
      ? `${change.label}: − ${shown(change.old)}`
      : `${change.label}: ${shown(change.old)} → ${shown(change.new)}`;

export function createAuditQueries(deps: { readStore: ReadStore; actorNames: ActorNames }) {
  const entries = () => deps.readStore.collection<AuditEntryDoc>(AUDIT);

  /**
   * The account a sign-in event is about, by its name and email: in full for admins, the email masked
   * for everyone else (as auditors read leads). Unknown accounts keep the masked email recorded.
   */
  async function accountLabels(docs: readonly AuditEntryDoc[], viewer: AuditViewer): Promise<Map<string, string>> {
    const ids = new Set<string>();
    for (const doc of docs) {
      const userId = doc.entityType === 'security' ? doc.details?.['userId'] : undefined;
      if (typeof userId === 'string' && doc.type.startsWith('SignIn')) ids.add(userId);
    }
    if (ids.size === 0) return new Map();
    const users = await deps.readStore.collection<AdminUserDoc>('admin_users').getMany([...ids]);
    return new Map(
      [...users].map(([id, user]) => [id, `${user.name} (${viewer === 'admin' ? user.email : maskEmail(user.email)})`]),
    );
  }

  async function named(docs: readonly AuditEntryDoc[], viewer: AuditViewer = 'masked'): Promise<AuditEntry[]> {
    const [nameOf, accounts] = await Promise.all([
      deps.actorNames(docs.map((d) => ({ id: d.actorId, role: d.actorRole }))),
      accountLabels(docs, viewer),
    ]);
    return docs.map(({ _id, _position, actorId, actorRole, causationId, stream, ...rest }) => {
      const userId = rest.entityType === 'security' ? rest.details?.['userId'] : undefined;
      const account = typeof userId === 'string' && rest.type.startsWith('SignIn') ? accounts.get(userId) : undefined;
      return {
        id: _id,
        ...rest,
        ...(account ? { entityLabel: account } : {}),
        actor: nameOf({ id: actorId, role: actorRole }),
      };
    });
  }

  async function page(
    filter: Filter,
    range: [number, number] | undefined,
    order: 'ASC' | 'DESC',
    sortBy: 'at' | 'revision',
    viewer: AuditViewer = 'masked',
  ) {
    const [start, end] = range ?? [0, 49];
    const direction: 1 | -1 = order === 'ASC' ? 1 : -1;
    const sort: SortSpec =
      sortBy === 'revision' ? { revision: direction, position: direction } : { at: direction, position: direction };
    const [docs, total] = await Promise.all([
      entries().find(filter, { sort, skip: start, limit: end - start + 1 }),
      entries().count(filter),
    ]);
    return { items: await named(docs, viewer), start, end: start + Math.max(docs.length - 1, 0), total };
  }

  return {
    list: (
      filter: AuditFilter | undefined,
      range: [number, number] | undefined,
      order: 'ASC' | 'DESC',
      viewer: AuditViewer = 'masked',
    ) => page(filterOf(filter), range, order, 'at', viewer),

    /** One project's history, newest change first unless asked otherwise. */
    projectHistory: (projectId: string, range: [number, number] | undefined, order: 'ASC' | 'DESC') =>
      page({ entityType: 'project', entityId: projectId }, range, order, 'revision'),

    latest: async (count: number, viewer: AuditViewer = 'masked') =>
      (await page(filterOf(undefined), [0, count - 1], 'DESC', 'at', viewer)).items,

    async facets() {
      const users = await deps.readStore
        .collection<AdminUserDoc>('admin_users')
        .find({}, { sort: { name: 1 }, projection: { name: 1, role: 1 } });
      return {
        entityTypes: AUDIT_ENTITY_TYPES.map((id) => ({ id, name: AUDIT_ENTITY_LABELS[id] })),
        eventTypes: [...AUDITED_EVENT_TYPES].sort(),
        actors: users.map((u) => ({ id: u._id, name: u.name, role: u.role })),
      };
    },

    async exportCsv(
      filter: AuditFilter | undefined,
      viewer: AuditViewer = 'masked',
    ): Promise<{ csv: string; rows: number }> {
      const docs = await entries().find(filterOf(filter), {
        sort: { at: -1, position: -1 },
        limit: AUDIT_EXPORT_LIMIT,
      });
      const rows = await named(docs, viewer);
      const header = [
        'Time (IST)',
        'Actor',
        'Role',
        'Record type',
        'Record',
        'Record id',
        'Revision',
        'Event',
        'Summary',
        'Changes',
        'Details',
        'Correlation id',
      ];
      const body = rows.map((r) => [
        csvIndiaTime(r.at),
        r.actor.name,
        ROLE_LABELS[r.actor.role] ?? wordsOf(r.actor.role),
        AUDIT_ENTITY_LABELS[r.entityType] ?? r.entityType,
        r.entityLabel,
        r.entityId,
        String(r.revision),
        wordsOf(r.type),
        r.summary,
        r.changes.map(changeLine).join('; '),
        r.details
          ? Object.entries(r.details)
              .map(([k, v]) => `${k}: ${shown(v)}`)
              .join('; ')
          : '',
        r.correlationId,
      ]);
      return { csv: toCsv([header, ...body]), rows: rows.length };
    },
  };
}

export type AuditQueries = ReturnType<typeof createAuditQueries>;
