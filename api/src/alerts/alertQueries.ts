import {
  maskEmail,
  type AlertDoc,
  type AlertMailDoc,
  type AlertOverview,
  type AlertSettingsDoc,
  type AlertTopicListQuery,
  type AlertTopicRow,
} from '@aangan/contracts';
import type { ReadStore } from '@aangan/projections';
import type { Principal } from '../auth/principal.ts';
import { indianDay } from '../core/indianTime.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import type { ListPage } from '../routing/routeTable.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Days of mail counts the console shows. */
const MAIL_DAYS = 14;

/** The console's view of alerts: who follows what (addresses masked for auditors), mails per day, the switch. */
export function createAlertQueries(deps: {
  readStore: ReadStore;
  vault: Pick<PersonalDataVault, 'open'>;
  now: () => Date;
  digestHour: number;
}) {
  const alerts = () => deps.readStore.collection<AlertDoc>('alerts');

  async function addresses(docs: readonly AlertDoc[], principal: Principal): Promise<(string | null)[]> {
    const opened = await deps.vault.open(docs.map((doc) => ({ subjectId: doc.subjectId, sealed: doc.email ?? '' })));
    return opened.map((data) => {
      const email = typeof data?.['email'] === 'string' ? data['email'] : null;
      return email && principal.role === 'auditor' ? maskEmail(email) : email;
    });
  }

  return {
    async topics(query: AlertTopicListQuery, principal: Principal): Promise<ListPage<AlertTopicRow>> {
      const docs = await alerts().find(query.filter?.kind ? { 'topic.kind': query.filter.kind } : {});
      const emails = await addresses(docs, principal);
      const rows = new Map<string, AlertTopicRow>();
      docs.forEach((doc, i) => {
        const row = rows.get(doc.topicKey) ?? {
          id: doc.topicKey,
          topic: doc.topic,
          active: 0,
          pending: 0,
          subscribers: [],
          lastRequestedAt: doc.requestedAt,
        };
        if (doc.status === 'active') row.active += 1;
        if (doc.status === 'pending') row.pending += 1;
        row.subscribers.push({ alertId: doc._id, email: emails[i] ?? null, status: doc.status });
        if (doc.requestedAt > row.lastRequestedAt) row.lastRequestedAt = doc.requestedAt;
        rows.set(doc.topicKey, row);
      });
      const [field, order] = query.sort ?? ['active', 'DESC'];
      const sign = order === 'ASC' ? 1 : -1;
      const sorted = [...rows.values()].sort(
        (a, b) =>
          sign * (field === 'active' ? a.active - b.active : a.lastRequestedAt.localeCompare(b.lastRequestedAt)) ||
          b.lastRequestedAt.localeCompare(a.lastRequestedAt),
      );
      const [start, end] = query.range ?? [0, 24];
      const items = sorted.slice(start, end + 1);
      return { items, start, end: items.length ? start + items.length - 1 : start, total: sorted.length };
    },

    async overview(): Promise<AlertOverview> {
      const settings = await deps.readStore.collection<AlertSettingsDoc>('alert_settings').get('alerts');
      const all = await alerts().find({}, { projection: { status: 1 } });
      const count = (status: AlertDoc['status'][]) => all.filter((a) => status.includes(a.status)).length;
      const today = deps.now();
      const days = Array.from({ length: MAIL_DAYS }, (_, i) => indianDay(new Date(today.getTime() - i * DAY_MS)));
      const mails = await deps.readStore
        .collection<AlertMailDoc>('alert_mails')
        .find({ day: { $gte: days.at(-1)! } }, { projection: { kind: 1, day: 1, status: 1 } });
      const queued = await deps.readStore.collection<AlertMailDoc>('alert_mails').count({ status: 'queued' });
      return {
        paused: settings?.paused ?? false,
        revision: settings?.revision ?? -1,
        changedAt: settings?.changedAt ?? null,
        changedBy: settings?.changedBy ?? null,
        digestHour: deps.digestHour,
        totals: {
          active: count(['active']),
          pending: count(['pending']),
          ended: count(['unsubscribed', 'erased']),
          queued,
        },
        mailsPerDay: days.map((day) => {
          const ofDay = mails.filter((m) => m.day === day);
          return {
            day,
            digests: ofDay.filter((m) => m.kind === 'digest' && m.status === 'sent').length,
            confirmations: ofDay.filter((m) => m.kind === 'confirm' && m.status === 'sent').length,
            dropped: ofDay.filter((m) => m.status === 'dropped').length,
          };
        }),
      };
    },
  };
}

export type AlertQueries = ReturnType<typeof createAlertQueries>;
