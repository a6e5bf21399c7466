import { ALERT_MESSAGES, ConflictError, type AlertTopic, type EventOf } from '@aangan/contracts';
import { ALERT_DIGEST_STREAM, ALERT_SETTINGS_STREAM, ALERT_STREAM } from '@aangan/projections';
import type { Decider } from '../core/decider.ts';
import type { Aggregate } from '../core/commandRunner.ts';

// --- One alert: requested (consent recorded), confirmed by its mail's link, ended ------------------

export type AlertLifecycleEvent = EventOf<'AlertRequested' | 'AlertConfirmed' | 'AlertUnsubscribed'>;

export type AlertCommand =
  | {
      type: 'RequestAlert';
      alertId: string;
      subjectId: string;
      /** The address sealed with the person's key. */
      email: string;
      topic: AlertTopic;
      topicKey: string;
      noticeVersion: string;
    }
  | { type: 'ConfirmAlert'; alertId: string }
  | { type: 'EndAlert'; alertId: string; reason: 'link' | 'one-click' | 'erasure' };

export interface AlertState {
  status: 'none' | 'pending' | 'active' | 'ended';
  subjectId: string | null;
}

export const alertStream = (alertId: string): string => `${ALERT_STREAM}${alertId}`;

/**
 * An alert asked for again while active changes nothing (and sends nothing); while waiting, or after
 * it ended, it is requested anew and a new confirmation link goes out. Only a waiting alert can be
 * confirmed: an old link opened after unsubscribing does not start it again.
 */
export const alertDecider: Decider<AlertState, AlertCommand, AlertLifecycleEvent> = {
  initialState: () => ({ status: 'none', subjectId: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'AlertRequested':
        return { status: state.status === 'active' ? 'active' : 'pending', subjectId: event.data.subjectId };
      case 'AlertConfirmed':
        return { ...state, status: 'active' };
      case 'AlertUnsubscribed':
        return { ...state, status: 'ended' };
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'RequestAlert': {
        if (state.status === 'active') return [];
        const { type: _type, ...data } = command;
        return [{ type: 'AlertRequested', data: { ...data, purpose: 'property-alerts' } }];
      }
      case 'ConfirmAlert':
        return state.status === 'pending' && state.subjectId
          ? [{ type: 'AlertConfirmed', data: { alertId: command.alertId, subjectId: state.subjectId } }]
          : [];
      case 'EndAlert':
        return (state.status === 'pending' || state.status === 'active') && state.subjectId
          ? [
              {
                type: 'AlertUnsubscribed',
                data: { alertId: command.alertId, subjectId: state.subjectId, reason: command.reason },
              },
            ]
          : [];
    }
  },
};

export const alertAggregate: Aggregate<AlertState, AlertCommand, AlertLifecycleEvent> = {
  decider: alertDecider,
  idOf: (command) => command.alertId,
  stream: alertStream,
  poll: () => '/api/v1/alerts',
};

// --- One person's digests: at most one a day -------------------------------------------------------

export type DigestCommand = {
  type: 'QueueDigest';
  /** Lifts the one-a-day rule (ALERTS_IGNORE_DAILY_LIMIT=1, for a test run). */
  ignoreDailyLimit: boolean;
} & Omit<EventOf<'AlertDigestQueued'>['data'], 'mailId'>;

export interface DigestState {
  lastDay: string | null;
  count: number;
}

export const digestStream = (subjectId: string): string => `${ALERT_DIGEST_STREAM}${subjectId}`;

/** The digest's mail id: one per person and India day (and a number after the first, when the rule is lifted). */
export const digestMailId = (subjectId: string, day: string, count: number): string =>
  `digest-${subjectId}-${day}${count ? `-${count}` : ''}`;

export const digestDecider: Decider<DigestState, DigestCommand, EventOf<'AlertDigestQueued'>> = {
  initialState: () => ({ lastDay: null, count: 0 }),
  evolve: (state, event) => ({
    lastDay: event.data.day,
    count: state.lastDay === event.data.day ? state.count + 1 : 1,
  }),
  decide(command, state) {
    const sameDay = state.lastDay === command.day;
    if (sameDay && !command.ignoreDailyLimit) return [];
    const { type: _type, ignoreDailyLimit: _ignore, ...data } = command;
    return [
      {
        type: 'AlertDigestQueued',
        data: { ...data, mailId: digestMailId(command.subjectId, command.day, sameDay ? state.count : 0) },
      },
    ];
  },
};

export const digestAggregate: Aggregate<DigestState, DigestCommand, EventOf<'AlertDigestQueued'>> = {
  decider: digestDecider,
  idOf: (command) => command.subjectId,
  stream: digestStream,
  poll: () => '/api/v1/admin/alerts/overview',
};

// --- The pause switch for everyone -----------------------------------------------------------------

export type SettingsCommand = { type: 'SetAlertsPaused'; paused: boolean };
export interface SettingsState {
  paused: boolean;
}

export const alertSettingsDecider: Decider<
  SettingsState,
  SettingsCommand,
  EventOf<'AlertsPaused' | 'AlertsResumed'>
> = {
  initialState: () => ({ paused: false }),
  evolve: (_state, event) => ({ paused: event.type === 'AlertsPaused' }),
  decide(command, state) {
    if (command.paused === state.paused)
      throw new ConflictError(command.paused ? ALERT_MESSAGES.paused : ALERT_MESSAGES.resumed);
    return [{ type: command.paused ? 'AlertsPaused' : 'AlertsResumed', data: {} }];
  },
};

export const alertSettingsAggregate: Aggregate<
  SettingsState,
  SettingsCommand,
  EventOf<'AlertsPaused' | 'AlertsResumed'>
> = {
  decider: alertSettingsDecider,
  idOf: () => ALERT_SETTINGS_STREAM,
  stream: () => ALERT_SETTINGS_STREAM,
  poll: () => '/api/v1/admin/alerts/overview',
};
