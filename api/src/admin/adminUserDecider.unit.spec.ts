import { describe, it } from 'vitest';
import {
  AuthenticatorLockedError,
  ConflictError,
  IllegalStateError,
  NotFoundError,
  UnauthorizedError,
  type AdminUserEvent,
} from '@aangan/contracts';
import { deciderSpec } from '../testing/deciderSpec.ts';
import { adminUserDecider } from './adminUserDecider.ts';

const given = deciderSpec(adminUserDecider);
const userId = 'u1';
const created: AdminUserEvent = {
  type: 'AdminUserCreated',
  data: { userId, email: 'a@aangan.test', name: 'A', role: 'auditor', passwordHash: 'h1' },
};
const disabled: AdminUserEvent = { type: 'AdminUserDisabled', data: { userId } };

describe('admin user decider', () => {
  it('creates a user', () =>
    given([])
      .when({ type: 'CreateAdminUser', userId, email: 'a@aangan.test', name: 'A', role: 'auditor', passwordHash: 'h1' })
      .then([created]));
  it('refuses creating twice', () =>
    given([created])
      .when({ type: 'CreateAdminUser', userId, email: 'a@aangan.test', name: 'A', role: 'auditor', passwordHash: 'h1' })
      .thenThrows(ConflictError));
  it('changes the role', () =>
    given([created])
      .when({ type: 'ChangeRole', userId, role: 'admin' })
      .then([{ type: 'AdminRoleChanged', data: { userId, role: 'admin' } }]));
  it('the same role again changes nothing', () =>
    given([created]).when({ type: 'ChangeRole', userId, role: 'auditor' }).then([]));
  it('disables and enables', () => {
    given([created]).when({ type: 'DisableUser', userId }).then([disabled]);
    given([created, disabled])
      .when({ type: 'EnableUser', userId })
      .then([{ type: 'AdminUserEnabled', data: { userId } }]);
  });
  it('refuses disabling twice or enabling an active user', () => {
    given([created, disabled])
      .when({ type: 'DisableUser', userId })
      .thenThrows(IllegalStateError, 'This user is already disabled.');
    given([created])
      .when({ type: 'EnableUser', userId })
      .thenThrows(IllegalStateError, 'This user is already enabled.');
  });
  it('records a new password hash', () =>
    given([created])
      .when({ type: 'ChangePassword', userId, passwordHash: 'h2' })
      .then([{ type: 'AdminPasswordChanged', data: { userId, passwordHash: 'h2' } }]));
  it('ends a session', () =>
    given([created])
      .when({ type: 'EndSession', userId, tokenId: 't1', expiresAt: '2026-11-21T10:00:00.000Z' })
      .then([{ type: 'AdminSessionEnded', data: { userId, tokenId: 't1', expiresAt: '2026-11-21T10:00:00.000Z' } }]));
  describe('password reset', () => {
    const requested: AdminUserEvent = {
      type: 'PasswordResetRequested',
      data: { userId, requestId: 'r1', codeHash: 'x', expiresAt: '2026-11-21T10:10:00.000Z' },
    };
    const rejected: AdminUserEvent = { type: 'PasswordResetCodeRejected', data: { userId, requestId: 'r1' } };
    const verified: AdminUserEvent = { type: 'PasswordResetCodeVerified', data: { userId, requestId: 'r1' } };
    const check = (codeMatches: boolean, now = '2026-11-21T10:05:00.000Z') => ({
      type: 'CheckResetCode' as const,
      userId,
      requestId: 'r1',
      codeMatches,
      now,
    });
    it('records a wrong and a right code', () => {
      given([created, requested]).when(check(false)).then([rejected]);
      given([created, requested]).when(check(true)).then([verified]);
    });
    it('an emailed OTP works once', () =>
      given([created, requested, verified]).when(check(true)).thenThrows(UnauthorizedError));
    it('closes after five wrong codes, even for the right one', () =>
      given([created, requested, rejected, rejected, rejected, rejected, rejected])
        .when(check(true))
        .thenThrows(UnauthorizedError, 'This OTP has expired or was already used. Please ask for a new one.'));
    it('refuses an expired code, another request, or a disabled account', () => {
      given([created, requested]).when(check(true, '2026-11-21T10:10:00.000Z')).thenThrows(UnauthorizedError);
      given([created, requested])
        .when({ ...check(true), requestId: 'r2' })
        .thenThrows(UnauthorizedError);
      given([created, requested, disabled]).when(check(true)).thenThrows(UnauthorizedError);
    });
    it('completes only after the code was verified, and only once', () => {
      const complete = {
        type: 'CompletePasswordReset' as const,
        userId,
        requestId: 'r1',
        passwordHash: 'h3',
        now: '2026-11-21T10:06:00.000Z',
      };
      given([created, requested]).when(complete).thenThrows(UnauthorizedError);
      given([created, requested, verified])
        .when(complete)
        .then([{ type: 'PasswordResetCompleted', data: { userId, requestId: 'r1', passwordHash: 'h3' } }]);
      given([
        created,
        requested,
        verified,
        { type: 'PasswordResetCompleted', data: { userId, requestId: 'r1', passwordHash: 'h3' } },
      ])
        .when(complete)
        .thenThrows(UnauthorizedError);
    });
  });

  describe('authenticator codes, limited per account', () => {
    const enrolled: AdminUserEvent[] = [
      { type: 'AuthenticatorSecretIssued', data: { userId, secret: 'sealed' } },
      { type: 'AuthenticatorEnrolled', data: { userId, timeStep: 100 } },
    ];
    const now = '2026-11-21T10:00:00.000Z';
    const failed = (where: 'sign-in' | 'reset' | 'enrolment' = 'sign-in'): AdminUserEvent => ({
      type: 'AuthenticatorCodeFailed',
      data: { userId, where },
    });
    const reject = (where: 'sign-in' | 'reset' | 'enrolment' = 'sign-in', at = now) => ({
      type: 'RejectAuthenticatorCode' as const,
      userId,
      where,
      now: at,
    });
    const locked = (until: string, where: 'sign-in' | 'reset' | 'enrolment' = 'sign-in'): AdminUserEvent => ({
      type: 'AuthenticatorLocked',
      data: { userId, where, until },
    });
    const fourFailures = [failed('sign-in'), failed('reset'), failed('enrolment'), failed('sign-in')];

    it('counts wrong codes wherever they were tried, and locks at the fifth for 15 minutes', () => {
      given([created, ...enrolled])
        .when(reject())
        .then([failed()]);
      given([created, ...enrolled, ...fourFailures])
        .when(reject('reset'))
        .then([failed('reset'), locked('2026-11-21T10:15:00.000Z', 'reset')]);
    });
    it('each lock without a correct code in between lasts twice as long, at most a day', () => {
      const unlocked: AdminUserEvent = { type: 'AuthenticatorUnlocked', data: { userId } };
      const rounds = (n: number) =>
        Array.from({ length: n }, () => [...fourFailures, failed(), locked(now), unlocked]).flat();
      given([created, ...enrolled, ...rounds(1), ...fourFailures])
        .when(reject())
        .then([failed(), locked('2026-11-21T10:30:00.000Z')]);
      given([created, ...enrolled, ...rounds(12), ...fourFailures])
        .when(reject())
        .then([failed(), locked('2026-11-22T10:00:00.000Z')]);
    });
    it('a correct code resets the count', () =>
      given([created, ...enrolled, ...fourFailures, { type: 'AuthenticatorCodeUsed', data: { userId, timeStep: 101 } }])
        .when(reject())
        .then([failed()]));
    it('while locked, a correct code is refused and nothing more is counted', () => {
      const lockedState = [created, ...enrolled, ...fourFailures, failed(), locked('2026-11-21T10:15:00.000Z')];
      given(lockedState)
        .when({ type: 'UseAuthenticatorCode', userId, timeStep: 101, now })
        .thenThrows(AuthenticatorLockedError);
      given(lockedState)
        .when({ type: 'UseAuthenticatorCode', userId, timeStep: 101, now: '2026-11-21T11:00:00.000Z' })
        .thenThrows(AuthenticatorLockedError, /emailed OTP/);
      given(lockedState).when(reject()).then([]);
    });
    it('the lock ends an open reset, and an emailed OTP unlocks only after the lock time', () => {
      const requested: AdminUserEvent = {
        type: 'PasswordResetRequested',
        data: { userId, requestId: 'r1', codeHash: 'x', expiresAt: '2026-11-21T10:40:00.000Z' },
      };
      const cancelled: AdminUserEvent = {
        type: 'PasswordResetCancelled',
        data: { userId, requestId: 'r1', reason: 'authenticator-locked' },
      };
      given([created, ...enrolled, requested, ...fourFailures])
        .when(reject('reset'))
        .then([failed('reset'), locked('2026-11-21T10:15:00.000Z', 'reset'), cancelled]);
      const lockedState = [created, ...enrolled, ...fourFailures, failed(), locked('2026-11-21T10:15:00.000Z')];
      const again: AdminUserEvent = {
        type: 'PasswordResetRequested',
        data: { userId, requestId: 'r2', codeHash: 'x', expiresAt: '2026-11-21T10:40:00.000Z' },
      };
      const check = (at: string) => ({
        type: 'CheckResetCode' as const,
        userId,
        requestId: 'r2',
        codeMatches: true,
        now: at,
      });
      given([...lockedState, again])
        .when(check('2026-11-21T10:10:00.000Z'))
        .thenThrows(AuthenticatorLockedError);
      given([...lockedState, again])
        .when(check('2026-11-21T10:16:00.000Z'))
        .then([
          { type: 'PasswordResetCodeVerified', data: { userId, requestId: 'r2' } },
          { type: 'AuthenticatorUnlocked', data: { userId } },
        ]);
    });
  });

  it('refuses anything for an unknown user', () => {
    given([]).when({ type: 'ChangeRole', userId, role: 'admin' }).thenThrows(NotFoundError);
    given([]).when({ type: 'EndSession', userId, tokenId: 't', expiresAt: 'x' }).thenThrows(NotFoundError);
  });
});
