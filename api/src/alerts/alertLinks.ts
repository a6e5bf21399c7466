import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The links in alert mails: confirm one alert, end one alert, or end every alert of one person (the
 * mail app's one-click unsubscribe). Each carries a signature made with a server key, so a link cannot
 * be made for an alert or a person by anyone who was not sent it; nothing in it names the person.
 */
export interface AlertLinks {
  confirm(alertId: string): string;
  unsubscribe(alertId: string): string;
  unsubscribeAll(subjectId: string): string;
  /** Whether `token` signs this action for this alert or person. */
  verify(action: 'confirm' | 'unsubscribe', target: { alert?: string; person?: string }, token: string): boolean;
}

export function createAlertLinks(key: Buffer, origin: string): AlertLinks {
  const sign = (action: string, kind: string, id: string) =>
    createHmac('sha256', key)
      .update(`${action}\u0000${kind}\u0000${id}`)
      .digest()
      .subarray(0, 18)
      .toString('base64url');
  const link = (action: string, kind: 'alert' | 'person', id: string) =>
    `${origin}/api/v1/alerts/${action}?${new URLSearchParams({ [kind]: id, token: sign(action, kind, id) })}`;
  return {
    confirm: (alertId) => link('confirm', 'alert', alertId),
    unsubscribe: (alertId) => link('unsubscribe', 'alert', alertId),
    unsubscribeAll: (subjectId) => link('unsubscribe', 'person', subjectId),
    verify(action, target, token) {
      const [kind, id] = target.alert ? ['alert', target.alert] : target.person ? ['person', target.person] : [];
      if (!kind || !id || (action === 'confirm' && kind !== 'alert')) return false;
      const expected = Buffer.from(sign(action, kind, id));
      const given = Buffer.from(token);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}
