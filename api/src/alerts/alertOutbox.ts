import type { AlertDoc, AlertMailDoc, AlertSettingsDoc, EventMetadata } from '@aangan/contracts';
import {
  ALERT_MAIL_STREAM,
  eventTime,
  isWrongExpectedRevision,
  type EventStore,
  type ReadStore,
} from '@aangan/projections';
import type { Logger } from 'pino';
import { eventMetadata, systemContext } from '../core/commandContext.ts';
import { appendResending, withIdentity } from '../core/commandHandler.ts';
import { derivedUuid } from '../core/derivedIds.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { MailRejectedError, type Mailer } from '../mail/Mailer.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import type { AlertLinks } from './alertLinks.ts';
import { confirmationMail, digestMail } from './alertMail.ts';

/** A claim older than this without an outcome is taken to have died with its process: the mail is sent again. */
export const CLAIM_EXPIRES_MS = 10 * 60 * 1000;

export interface AlertOutboxDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  vault: Pick<PersonalDataVault, 'open'>;
  mailer: Mailer;
  links: AlertLinks;
  ids: IdGenerator;
  now: () => Date;
  origin: string;
  /** The domain of Message-IDs (the From address's). */
  mailDomain: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  waiter: ReadModelWaiter;
}

type Outcome = { type: 'AlertMailSent' } | { type: 'AlertMailDropped'; reason: 'erased' | 'unsubscribed' | 'refused' };

/**
 * Sends what the outbox holds, each mail once. A mail is claimed in its own stream first (appended
 * at the revision read, so two senders never both win), handed to the mailer with a Message-ID made
 * from its id, then marked sent or dropped there. A sender that dies after handing it over leaves a
 * claim without an outcome: once that claim is old, the mail is handed over again with the same
 * Message-ID, which the outbox folder recognises and does not write twice.
 */
export function createAlertOutbox(deps: AlertOutboxDeps) {
  const mails = () => deps.readStore.collection<AlertMailDoc>('alert_mails');
  const alerts = () => deps.readStore.collection<AlertDoc>('alerts');

  const metadata = (): EventMetadata => eventMetadata(systemContext(deps.ids, 'alert-mail'), deps.now());

  /** Claims the mail for this sender; null when it is done or someone else holds a fresh claim. */
  async function claim(mail: AlertMailDoc): Promise<number | null> {
    const stream = `${ALERT_MAIL_STREAM}${mail._id}`;
    const events = await deps.eventStore.readStream(stream);
    if (events.some((e) => e.type === 'AlertMailSent' || e.type === 'AlertMailDropped')) return null;
    const lastClaim = events.findLast((e) => e.type === 'AlertMailClaimed');
    if (lastClaim && deps.now().getTime() - Date.parse(eventTime(lastClaim)) < CLAIM_EXPIRES_MS) return null;
    const revision = events.length - 1;
    const meta = metadata();
    const event = withIdentity(
      { type: 'AlertMailClaimed', data: { mailId: mail._id, subjectId: mail.subjectId, kind: mail.kind } },
      derivedUuid('alert-mail-claim', mail._id, String(revision)),
      meta,
    );
    try {
      await appendResending(deps.eventStore, stream, [event], revision);
      return revision + 1;
    } catch (error) {
      if (isWrongExpectedRevision(error)) return null;
      throw error;
    }
  }

  async function record(mail: AlertMailDoc, claimRevision: number, outcome: Outcome): Promise<void> {
    const data = { mailId: mail._id, subjectId: mail.subjectId, kind: mail.kind };
    const event =
      outcome.type === 'AlertMailSent'
        ? { type: 'AlertMailSent' as const, data }
        : { type: 'AlertMailDropped' as const, data: { ...data, reason: outcome.reason } };
    try {
      await appendResending(
        deps.eventStore,
        `${ALERT_MAIL_STREAM}${mail._id}`,
        [withIdentity(event, derivedUuid('alert-mail-outcome', mail._id, String(claimRevision)), metadata())],
        claimRevision,
      );
    } catch (error) {
      // Someone took over an old claim meanwhile: their outcome stands.
      if (!isWrongExpectedRevision(error)) throw error;
    }
  }

  /** The mail as it goes out, or why it does not. */
  async function compose(mail: AlertMailDoc) {
    const docs = await alerts().getMany(mail.alertIds);
    const wanted = mail.alertIds
      .map((id) => docs.get(id))
      .filter((a): a is AlertDoc =>
        Boolean(
          a && (mail.kind === 'confirm' ? a.status === 'pending' || a.status === 'active' : a.status === 'active'),
        ),
      );
    if (wanted.length === 0) {
      const erased = mail.alertIds.some((id) => docs.get(id)?.status === 'erased');
      return { drop: erased ? ('erased' as const) : ('unsubscribed' as const) };
    }
    const sealed = wanted[0].email;
    const [opened] = sealed ? await deps.vault.open([{ subjectId: mail.subjectId, sealed }]) : [null];
    const to = typeof opened?.['email'] === 'string' ? opened['email'] : null;
    if (!to) return { drop: 'erased' as const };
    const content =
      mail.kind === 'confirm'
        ? confirmationMail(wanted[0].topic, deps.links.confirm(wanted[0]._id))
        : digestMail({
            day: mail.day,
            items: mail.items.filter((item) => wanted.some((a) => a._id === item.alertId)),
            more: mail.more,
            origin: deps.origin,
            alerts: new Map(
              wanted.map((a) => [a._id, { topic: a.topic, unsubscribeUrl: deps.links.unsubscribe(a._id) }]),
            ),
            unsubscribeAllUrl: deps.links.unsubscribeAll(mail.subjectId),
          });
    const oneClick =
      mail.kind === 'confirm' ? deps.links.unsubscribe(wanted[0]._id) : deps.links.unsubscribeAll(mail.subjectId);
    return {
      drop: null,
      to,
      content,
      headers: { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }

  async function sendOne(mail: AlertMailDoc): Promise<'sent' | 'dropped' | 'skipped'> {
    const claimRevision = await claim(mail);
    if (claimRevision === null) return 'skipped';
    const composed = await compose(mail);
    if (composed.drop) {
      await record(mail, claimRevision, { type: 'AlertMailDropped', reason: composed.drop });
      return 'dropped';
    }
    try {
      await deps.mailer.send({
        to: composed.to,
        subject: composed.content.subject,
        text: composed.content.text,
        html: composed.content.html,
        purpose: mail.kind === 'confirm' ? 'alert-confirmation' : 'alert-digest',
        messageId: `<${mail._id}@${deps.mailDomain}>`,
        headers: composed.headers,
      });
    } catch (error) {
      if (error instanceof MailRejectedError) {
        await record(mail, claimRevision, { type: 'AlertMailDropped', reason: 'refused' });
        return 'dropped';
      }
      // Not handed over: the claim grows old and the mail is tried again then.
      deps.logger.warn({ mailId: mail._id, err: error }, 'an alert mail could not be sent; it will be tried again');
      return 'skipped';
    }
    await record(mail, claimRevision, { type: 'AlertMailSent' });
    return 'sent';
  }

  return {
    /** Sends every queued mail (digests are held while alerts are paused); answers what happened. */
    async sendQueued(): Promise<{ sent: number; dropped: number; held: number }> {
      const settings = await deps.readStore.collection<AlertSettingsDoc>('alert_settings').get('alerts');
      const queued = await mails().find({ status: 'queued' }, { sort: { queuedAt: 1 }, limit: 500 });
      const tally = { sent: 0, dropped: 0, held: 0 };
      for (const mail of queued) {
        if (settings?.paused && mail.kind === 'digest') {
          tally.held += 1;
          continue;
        }
        const outcome = await sendOne(mail);
        if (outcome !== 'skipped') tally[outcome] += 1;
      }
      if (tally.sent || tally.dropped) {
        deps.logger.info(tally, 'alert mails sent');
        // The outbox shows the outcomes before this answers (bounded), so the next pass starts from them.
        await deps.waiter.waitFor(await deps.eventStore.headPosition(), 5_000);
      }
      return tally;
    },
  };
}
