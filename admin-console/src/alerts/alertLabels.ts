import type { AlertStatus, AlertTopic } from '@aangan/contracts/browser';

export const ALERT_KIND_CHOICES: { id: AlertTopic['kind']; name: string }[] = [
  { id: 'search', name: 'Saved search' },
  { id: 'project', name: 'Watched project' },
];

export const alertKindLabel = (kind: AlertTopic['kind']): string =>
  kind === 'search' ? 'Saved search' : 'Watched project';

const STATUS_LABELS: Record<AlertStatus, string> = {
  active: 'Active',
  pending: 'Waiting for confirmation',
  unsubscribed: 'Unsubscribed',
  erased: 'Erased',
};

/** A subscriber's status in words; the API's own word for one it may add later. */
export const alertStatusLabel = (status: string): string =>
  Object.hasOwn(STATUS_LABELS, status) ? STATUS_LABELS[status as AlertStatus] : status;

/** The daily digest's hour as the site's people say it: 8 → '08:00 IST'. */
export const digestHourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00 IST`;

/** '1 subscriber', '3 subscribers'. */
export const subscribersText = (count: number): string => `${count} subscriber${count === 1 ? '' : 's'}`;
