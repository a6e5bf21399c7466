import {
  INDIA_UTC_OFFSET_MS,
  type AlertDoc,
  type AlertMailDoc,
  type AlertPersonDoc,
  type AlertSettingsDoc,
  type EventOf,
} from '@aangan/contracts';
import { eventTime } from '../eventStore/EventStore.ts';
import type { ProductProjector, Recorded } from './recorded.ts';

/** The stream of one alert (a person's saved search or watched project). */
export const ALERT_STREAM = 'alert-';
/** The stream of one person's digests (the one-a-day rule). */
export const ALERT_DIGEST_STREAM = 'alertDigest-';
/** The stream of one mail's outcome: sent or dropped, once. */
export const ALERT_MAIL_STREAM = 'alertMail-';
/** The one stream of the pause switch. */
export const ALERT_SETTINGS_STREAM = 'alertSettings';

const indianDayOf = (iso: string): string => new Date(Date.parse(iso) + INDIA_UTC_OFFSET_MS).toISOString().slice(0, 10);
const after = (stream: string, prefix: string): string | null =>
  stream.startsWith(prefix) ? stream.slice(prefix.length) : null;

type AlertLifecycle = 'AlertRequested' | 'AlertConfirmed' | 'AlertUnsubscribed';

/** Every alert with its state; the address stays sealed (opened only to send, or for an admin). */
export const alertsProjector: ProductProjector<AlertDoc, EventOf<AlertLifecycle>> = {
  name: 'alerts',
  collection: 'alerts',
  handles: ['AlertRequested', 'AlertConfirmed', 'AlertUnsubscribed'],
  indexes: [{ keys: { subjectId: 1 } }, { keys: { status: 1 } }, { keys: { topicKey: 1 } }],
  documentId: (event) => after(event.stream, ALERT_STREAM),
  evolve(doc, event) {
    const at = eventTime(event);
    switch (event.type) {
      case 'AlertRequested': {
        const d = event.data;
        return {
          _id: d.alertId,
          subjectId: d.subjectId,
          // Asked again while active: still active, with the newer request's notice.
          status: doc?.status === 'active' ? 'active' : 'pending',
          topic: d.topic,
          topicKey: d.topicKey,
          email: d.email,
          noticeVersion: d.noticeVersion,
          requestedAt: at,
          confirmedAt: doc?.status === 'active' ? doc.confirmedAt : null,
          endedAt: null,
        };
      }
      case 'AlertConfirmed':
        return doc && { ...doc, status: 'active', confirmedAt: at, endedAt: null };
      case 'AlertUnsubscribed':
        return (
          doc && {
            ...doc,
            status: event.data.reason === 'erasure' ? 'erased' : 'unsubscribed',
            email: event.data.reason === 'erasure' ? null : doc.email,
            endedAt: at,
          }
        );
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** Per person: the day and reach of their last digest. */
export const alertPeopleProjector: ProductProjector<AlertPersonDoc, EventOf<'AlertDigestQueued'>> = {
  name: 'alert_people',
  collection: 'alert_people',
  handles: ['AlertDigestQueued'],
  documentId: (event) => event.data.subjectId,
  evolve: (doc, event) => ({
    _id: event.data.subjectId,
    lastDay: event.data.day,
    upTo: event.data.upTo,
    digests: (doc?.digests ?? 0) + 1,
  }),
};

type OutboxEvent = EventOf<'AlertRequested' | 'AlertDigestQueued' | 'AlertMailSent' | 'AlertMailDropped'>;

/** The mail id of an alert's confirmation: one per request (a second request sends the link again). */
export const confirmMailId = (event: Recorded<EventOf<'AlertRequested'>>): string =>
  `confirm-${event.data.alertId}-${event.revision}`;

function outboxId(event: Recorded<OutboxEvent>): string {
  switch (event.type) {
    case 'AlertRequested':
      return confirmMailId(event);
    case 'AlertDigestQueued':
    case 'AlertMailSent':
    case 'AlertMailDropped':
      return event.data.mailId;
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/**
 * The outbox: every mail an alert event queues, until an event says it was sent or dropped. The
 * sender takes queued ones only, and records the outcome in the mail's own stream (appended once).
 */
export const alertMailsProjector: ProductProjector<AlertMailDoc, OutboxEvent> = {
  name: 'alert_mails',
  collection: 'alert_mails',
  handles: ['AlertRequested', 'AlertDigestQueued', 'AlertMailSent', 'AlertMailDropped'],
  indexes: [{ keys: { status: 1, queuedAt: 1 } }, { keys: { day: -1 } }],
  documentId: outboxId,
  evolve(doc, event) {
    const at = eventTime(event);
    switch (event.type) {
      case 'AlertRequested':
      case 'AlertDigestQueued': {
        const digest = event.type === 'AlertDigestQueued' ? event.data : null;
        const alertIds = event.type === 'AlertDigestQueued' ? event.data.alertIds : [event.data.alertId];
        return {
          _id: outboxId(event),
          kind: digest ? 'digest' : 'confirm',
          subjectId: event.data.subjectId,
          alertIds,
          day: indianDayOf(at),
          queuedAt: at,
          status: 'queued',
          doneAt: null,
          dropReason: null,
          items: digest?.items ?? [],
          more: digest?.more ?? 0,
        };
      }
      case 'AlertMailSent':
        return doc && { ...doc, status: 'sent', doneAt: at };
      case 'AlertMailDropped':
        return doc && { ...doc, status: 'dropped', doneAt: at, dropReason: event.data.reason };
      default: {
        const unknown: never = event;
        return unknown;
      }
    }
  },
};

/** The pause switch for everyone's alerts. */
export const alertSettingsProjector: ProductProjector<AlertSettingsDoc, EventOf<'AlertsPaused' | 'AlertsResumed'>> = {
  name: 'alert_settings',
  collection: 'alert_settings',
  handles: ['AlertsPaused', 'AlertsResumed'],
  documentId: () => 'alerts',
  evolve: (_doc, event) => ({
    _id: 'alerts',
    paused: event.type === 'AlertsPaused',
    revision: event.revision,
    changedAt: eventTime(event),
    changedBy: ((event.metadata['actor'] ?? {}) as { id?: string }).id ?? null,
  }),
};

export const alertProjectors = [alertsProjector, alertPeopleProjector, alertMailsProjector, alertSettingsProjector];
