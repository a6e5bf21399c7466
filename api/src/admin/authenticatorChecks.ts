import type { AppError, AdminUserDoc, AuthenticatorCheckPlace } from '@aangan/contracts';
import type { Authenticator } from '../auth/authenticator.ts';
import type { CommandContext } from '../core/commandContext.ts';
import type { SecurityLog } from '../security/securityLog.ts';
import { MAX_AUTHENTICATOR_FAILURES, authenticatorLockedError } from './adminUserDecider.ts';
import type { AdminUserCommandRunner } from './adminUsers.ts';

export interface AuthenticatorChecksDeps {
  authenticator: Authenticator;
  run: AdminUserCommandRunner;
  security: SecurityLog;
  now: () => Date;
}

/**
 * The one way an authenticator code is checked (sign-in, password reset, enrolment): every wrong
 * code is recorded on the account, so the limit holds per account whatever challenge, reset token
 * or address the guesses come with. After MAX_AUTHENTICATOR_FAILURES wrong codes in a row the
 * account's codes are locked (the decider says until when); a locked account has no code checked
 * at all, so even a right guess is refused.
 */
export function createAuthenticatorChecks(deps: AuthenticatorChecksDeps) {
  return {
    /**
     * The time step of a correct code (the caller records it as used, which the decider refuses
     * if the account locked meanwhile). A wrong code throws `wrong()`, or the lock once reached.
     */
    async check(
      context: CommandContext,
      user: AdminUserDoc,
      where: AuthenticatorCheckPlace,
      code: string,
      options: { sealedSecret: string; afterTimeStep: number; wrong: () => AppError },
    ): Promise<number> {
      const timeStep = user.totpLockedUntil ? null : await deps.authenticator.verify(user._id, options.sealedSecret, code, options.afterTimeStep);
      if (timeStep !== null) return timeStep;
      const now = deps.now().toISOString();
      const result = await deps.run(context, { type: 'RejectAuthenticatorCode', userId: user._id, where, now });
      for (const event of result.events) {
        if (event.type === 'AuthenticatorCodeFailed') {
          const failures = result.state.status !== 'none' && result.state.secondFactor.lockedUntil === null ? result.state.secondFactor.failures : MAX_AUTHENTICATOR_FAILURES;
          deps.security.record(context, { type: 'AuthenticatorCodeRejected', data: { userId: user._id, where, failures } });
        }
        if (event.type === 'AuthenticatorLocked') deps.security.record(context, { type: 'AccountLocked', data: { userId: user._id, where, until: event.data.until } });
      }
      const lockedUntil = result.state.status === 'none' ? null : result.state.secondFactor.lockedUntil;
      throw lockedUntil ? authenticatorLockedError(lockedUntil, now) : options.wrong();
    },
  };
}

export type AuthenticatorChecks = ReturnType<typeof createAuthenticatorChecks>;
