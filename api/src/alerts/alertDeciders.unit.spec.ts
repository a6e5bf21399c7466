import { describe, it } from 'vitest';
import { ConflictError, type AlertTopic } from '@aangan/contracts';
import { deciderSpec } from '../testing/deciderSpec.ts';
import { alertDecider, alertSettingsDecider, digestDecider, type AlertLifecycleEvent } from './alertDeciders.ts';

const topic: AlertTopic = { kind: 'project', projectId: 'p1', slug: 'lakeview', title: 'Lakeview' };
const request = {
  type: 'RequestAlert' as const,
  alertId: 'a1',
  subjectId: 's1',
  email: 'pd1.sealed',
  topic,
  topicKey: 'project:p1',
  noticeVersion: '2026-11-29',
};
const { type: _type, ...requestData } = request;
const requested: AlertLifecycleEvent = {
  type: 'AlertRequested',
  data: { ...requestData, purpose: 'property-alerts' },
};
const confirmed: AlertLifecycleEvent = { type: 'AlertConfirmed', data: { alertId: 'a1', subjectId: 's1' } };
const ended: AlertLifecycleEvent = {
  type: 'AlertUnsubscribed',
  data: { alertId: 'a1', subjectId: 's1', reason: 'link' },
};

describe('an alert', () => {
  const given = deciderSpec(alertDecider);

  it('is requested with the consent recorded, and asked again while active, changes nothing', () => {
    given([]).when(request).then([requested]);
    given([requested, confirmed]).when(request).then([]);
    // Waiting, or ended: a new request sends a new confirmation link.
    given([requested]).when(request).then([requested]);
    given([requested, confirmed, ended]).when(request).then([requested]);
  });

  it('is confirmed only while waiting: an old link opened after unsubscribing does not start it again', () => {
    given([requested]).when({ type: 'ConfirmAlert', alertId: 'a1' }).then([confirmed]);
    given([requested, confirmed]).when({ type: 'ConfirmAlert', alertId: 'a1' }).then([]);
    given([requested, confirmed, ended]).when({ type: 'ConfirmAlert', alertId: 'a1' }).then([]);
    given([]).when({ type: 'ConfirmAlert', alertId: 'a1' }).then([]);
  });

  it('ends once, whether waiting or active', () => {
    given([requested]).when({ type: 'EndAlert', alertId: 'a1', reason: 'link' }).then([ended]);
    given([requested, confirmed]).when({ type: 'EndAlert', alertId: 'a1', reason: 'link' }).then([ended]);
    given([requested, confirmed, ended]).when({ type: 'EndAlert', alertId: 'a1', reason: 'link' }).then([]);
  });
});

describe("a person's digests", () => {
  const given = deciderSpec(digestDecider);
  const digest = (day: string, ignoreDailyLimit = false) => ({
    type: 'QueueDigest' as const,
    ignoreDailyLimit,
    subjectId: 's1',
    day,
    upTo: `${day}T02:29:00.000Z`,
    alertIds: ['a1'],
    items: [],
    more: 0,
  });
  const queued = (day: string, mailId = `digest-s1-${day}`) => {
    const { type: _type, ignoreDailyLimit: _ignore, ...data } = digest(day);
    return { type: 'AlertDigestQueued' as const, data: { ...data, mailId } };
  };

  it('one a day, a second the same day only with the rule lifted (its own mail id)', () => {
    given([])
      .when(digest('2026-11-21'))
      .then([queued('2026-11-21')]);
    given([queued('2026-11-21')])
      .when(digest('2026-11-21'))
      .then([]);
    given([queued('2026-11-21')])
      .when(digest('2026-11-21', true))
      .then([queued('2026-11-21', 'digest-s1-2026-11-21-1')]);
    given([queued('2026-11-21')])
      .when(digest('2026-11-22'))
      .then([queued('2026-11-22')]);
  });
});

describe('the pause switch', () => {
  const given = deciderSpec(alertSettingsDecider);
  it('pauses and resumes; asking for the state it is in is a conflict', () => {
    given([])
      .when({ type: 'SetAlertsPaused', paused: true })
      .then([{ type: 'AlertsPaused', data: {} }]);
    given([{ type: 'AlertsPaused', data: {} }])
      .when({ type: 'SetAlertsPaused', paused: false })
      .then([{ type: 'AlertsResumed', data: {} }]);
    given([]).when({ type: 'SetAlertsPaused', paused: false }).thenThrows(ConflictError, 'Alerts are on');
  });
});
