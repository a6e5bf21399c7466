import { createHash } from 'node:crypto';
import type { AppError, AdminUserDoc, AdminUserEvent, AuthenticatorCheckPlace } from '@aangan/contracts';
import { isWrongExpectedRevision } from '@aangan/projections';
import type { Authenticator } from '../auth/authenticator.ts';
import { reserve, type RateLimits } from '../auth/rateLimits.ts';
import type { CommandContext } from '../core/commandContext.ts';
import type { CommandRunner } from '../core/commandRunner.ts';
import type { SecurityLog } from '../security/securityLog.ts';
import {
  AUTHENTICATOR_LOCK_MINUTES,
  MAX_AUTHENTICATOR_FAILURES,
  authenticatorLockedError,
  type AdminUserCommand,
  type AdminUserState,
} from './adminUserDecider.ts';

export interface AuthenticatorChecksDeps {
  authenticator: Authenticator;
  run: CommandRunner<AdminUserState, AdminUserCommand, AdminUserEvent>;
  security: SecurityLog;
  now: () => Date;
  limits: RateLimits;
}

/**
 * The one way an authenticator code is checked (sign-in, password reset, enrolment): every wrong
 * code is recorded on the account, so the limit holds per account whatever challenge, reset token
 * or address the guesses come with. After MAX_AUTHENTICATOR_FAILURES wrong codes in a row the
 * account's codes are locked (the decider says until when); a locked account has no code checked
 * at all, so even a right guess is refused. The record of a wrong code comes after the check, so
 * codes sent at once would all be checked before the first is recorded: each check first takes a
 * place among the account's MAX_AUTHENTICATOR_FAILURES (rateLimits.ts `reserve`), which a wrong
 * code keeps for the lock's first length and a right one ends, as it ends the decider's run. A lock
 * outlasts the places, so when it can be unlocked they are free again; they belong to one secret,
 * so a new authenticator (after an admin's reset) starts with its own.
 */
export function createAuthenticatorChecks(deps: AuthenticatorChecksDeps) {
  const places = deps.limits.limiter({
    keyPrefix: 'authenticator-codes',
    points: MAX_AUTHENTICATOR_FAILURES,
    duration: AUTHENTICATOR_LOCK_MINUTES * 60,
  });

  /** Records a command on the account, again while wrong codes sent at once are being recorded beside it. */
  async function runContended(context: CommandContext, command: AdminUserCommand) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await deps.run(context, command);
      } catch (error) {
        if (!isWrongExpectedRevision(error) || attempt > MAX_AUTHENTICATOR_FAILURES) throw error;
      }
    }
  }

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
      const now = deps.now().toISOString();
      if (!user.totpLockedUntil) {
        const key = `${user._id}:${createHash('sha256').update(options.sealedSecret).digest('base64url').slice(0, 16)}`;
        const place = await reserve([{ limiter: places, key }]);
        if (!place.ok) throw authenticatorLockedError(new Date(deps.now().getTime() + place.waitMs).toISOString(), now);
        const timeStep = await deps.authenticator.verify(user._id, options.sealedSecret, code, options.afterTimeStep);
        if (timeStep !== null) {
          await places.delete(key);
          return timeStep;
        }
      }
      const result = await runContended(context, { type: 'RejectAuthenticatorCode', userId: user._id, where, now });
      for (const event of result.events) {
        if (event.type === 'AuthenticatorCodeFailed') {
          const failures =
            result.state.status !== 'none' && result.state.secondFactor.lockedUntil === null
              ? result.state.secondFactor.failures
              : MAX_AUTHENTICATOR_FAILURES;
          deps.security.record(context, {
            type: 'AuthenticatorCodeRejected',
            data: { userId: user._id, where, failures },
          });
        }
        if (event.type === 'AuthenticatorLocked')
          deps.security.record(context, {
            type: 'AccountLocked',
            data: { userId: user._id, where, until: event.data.until },
          });
      }
      const lockedUntil = result.state.status === 'none' ? null : result.state.secondFactor.lockedUntil;
      throw lockedUntil ? authenticatorLockedError(lockedUntil, now) : options.wrong();
    },
  };
}

export type AuthenticatorChecks = ReturnType<typeof createAuthenticatorChecks>;
