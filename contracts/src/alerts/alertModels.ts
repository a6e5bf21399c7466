import type { AlertItem, AlertTopic } from '../events/alertEvents.ts';

export type AlertStatus = 'pending' | 'active' | 'unsubscribed' | 'erased';

/** The `alerts` read model: one saved search or watched project of one person. */
export interface AlertDoc {
  _id: string;
  _position: number;
  subjectId: string;
  status: AlertStatus;
  topic: AlertTopic;
  topicKey: string;
  /** The address sealed with the person's key; null once erased. */
  email: string | null;
  noticeVersion: string;
  requestedAt: string;
  /** Changes after this instant are told (its confirmation); null while pending. */
  confirmedAt: string | null;
  endedAt: string | null;
}

/** The `alert_people` read model: the digests one person was sent, for the one-a-day rule. */
export interface AlertPersonDoc {
  _id: string;
  _position: number;
  /** The India day of the last digest. */
  lastDay: string;
  /** Changes up to this instant were told. */
  upTo: string;
  digests: number;
}

/** The `alert_mails` read model: the outbox. A mail is queued by an event and sent once. */
export interface AlertMailDoc {
  _id: string;
  _position: number;
  kind: 'confirm' | 'digest';
  subjectId: string;
  alertIds: string[];
  /** The India day it was queued on. */
  day: string;
  queuedAt: string;
  status: 'queued' | 'sent' | 'dropped';
  doneAt: string | null;
  dropReason: string | null;
  items: AlertItem[];
  more: number;
}

/** The `alert_settings` read model (one document, `alerts`): whether alerts are paused for everyone. */
export interface AlertSettingsDoc {
  _id: string;
  _position: number;
  paused: boolean;
  /** The stream's revision, for If-Match (-1 before any change). */
  revision: number;
  changedAt: string | null;
  changedBy: string | null;
}
