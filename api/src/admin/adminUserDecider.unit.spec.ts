import { describe, it } from 'vitest';
import { ConflictError, IllegalStateError, NotFoundError, UnauthorizedError, type AdminUserEvent } from '@aangan/contracts';
import { deciderSpec } from '../testing/deciderSpec.ts';
import { adminUserDecider } from './adminUserDecider.ts';

const given = deciderSpec(adminUserDecider);
const userId = 'u1';
const created: AdminUserEvent = { type: 'AdminUserCreated', data: { userId, email: 'a@aangan.test', name: 'A', role: 'auditor', passwordHash: 'h1' } };
const disabled: AdminUserEvent = { type: 'AdminUserDisabled', data: { userId } };

describe('admin user decider', () => {
  it('creates a user', () => given([]).when({ type: 'CreateAdminUser', userId, email: 'a@aangan.test', name: 'A', role: 'auditor', passwordHash: 'h1' }).then([created]));
  it('refuses creating twice', () =>
    given([created]).when({ type: 'CreateAdminUser', userId, email: 'a@aangan.test', name: 'A', role: 'auditor', passwordHash: 'h1' }).thenThrows(ConflictError));
  it('changes the role', () => given([created]).when({ type: 'ChangeRole', userId, role: 'admin' }).then([{ type: 'AdminRoleChanged', data: { userId, role: 'admin' } }]));
  it('the same role again changes nothing', () => given([created]).when({ type: 'ChangeRole', userId, role: 'auditor' }).then([]));
  it('disables and enables', () => {
    given([created]).when({ type: 'DisableUser', userId }).then([disabled]);
    given([created, disabled]).when({ type: 'EnableUser', userId }).then([{ type: 'AdminUserEnabled', data: { userId } }]);
  });
  it('refuses disabling twice or enabling an active user', () => {
    given([created, disabled]).when({ type: 'DisableUser', userId }).thenThrows(IllegalStateError, 'This user is already disabled.');
    given([created]).when({ type: 'EnableUser', userId }).thenThrows(IllegalStateError, 'This user is already enabled.');
  });
  it('records a new password hash', () =>
    given([created]).when({ type: 'ChangePassword', userId, passwordHash: 'h2' }).then([{ type: 'AdminPasswordChanged', data: { userId, passwordHash: 'h2' } }]));
  it('ends a session', () =>
    given([created])
      .when({ type: 'EndSession', userId, tokenId: 't1', expiresAt: '2026-11-21T10:00:00.000Z' })
      .then([{ type: 'AdminSessionEnded', data: { userId, tokenId: 't1', expiresAt: '2026-11-21T10:00:00.000Z' } }]));
  describe('password reset', () => {
    const requested: AdminUserEvent = { type: 'PasswordResetRequested', data: { userId, requestId: 'r1', codeHash: 'x', expiresAt: '2026-11-21T10:10:00.000Z' } };
    const rejected: AdminUserEvent = { type: 'PasswordResetCodeRejected', data: { userId, requestId: 'r1' } };
    const verified: AdminUserEvent = { type: 'PasswordResetCodeVerified', data: { userId, requestId: 'r1' } };
    const check = (codeMatches: boolean, now = '2026-11-21T10:05:00.000Z') => ({ type: 'CheckResetCode' as const, userId, requestId: 'r1', codeMatches, now });
    it('records a wrong and a right code', () => {
      given([created, requested]).when(check(false)).then([rejected]);
      given([created, requested]).when(check(true)).then([verified]);
    });
    it('closes after five wrong codes, even for the right one', () =>
      given([created, requested, rejected, rejected, rejected, rejected, rejected]).when(check(true)).thenThrows(UnauthorizedError, 'This OTP has expired or was already used. Please ask for a new one.'));
    it('refuses an expired code, another request, or a disabled account', () => {
      given([created, requested]).when(check(true, '2026-11-21T10:10:00.000Z')).thenThrows(UnauthorizedError);
      given([created, requested]).when({ ...check(true), requestId: 'r2' }).thenThrows(UnauthorizedError);
      given([created, requested, disabled]).when(check(true)).thenThrows(UnauthorizedError);
    });
    it('completes only after the code was verified, and only once', () => {
      const complete = { type: 'CompletePasswordReset' as const, userId, requestId: 'r1', passwordHash: 'h3', now: '2026-11-21T10:06:00.000Z' };
      given([created, requested]).when(complete).thenThrows(UnauthorizedError);
      given([created, requested, verified]).when(complete).then([{ type: 'PasswordResetCompleted', data: { userId, requestId: 'r1', passwordHash: 'h3' } }]);
      given([created, requested, verified, { type: 'PasswordResetCompleted', data: { userId, requestId: 'r1', passwordHash: 'h3' } }]).when(complete).thenThrows(UnauthorizedError);
    });
  });

  it('refuses anything for an unknown user', () => {
    given([]).when({ type: 'ChangeRole', userId, role: 'admin' }).thenThrows(NotFoundError);
    given([]).when({ type: 'EndSession', userId, tokenId: 't', expiresAt: 'x' }).thenThrows(NotFoundError);
  });
});
