import { AuthenticatorLockedError, UnauthorizedError, maskEmail, type AdminLogin } from '@aangan/contracts';
import type { Context } from 'koa';
import type { KnownDevices } from '../auth/knownDevices.ts';
import { SIGN_IN_LIMITS, type SignInRefusal, type SignInThrottle } from '../auth/signInThrottle.ts';
import type { CommandContext } from '../core/commandContext.ts';
import { commandContextOf } from '../routing/requestContext.ts';
import type { SecurityLog } from '../security/securityLog.ts';
import { INVALID_LOGIN, type AdminUsers } from './adminUsers.ts';

export interface SignInDeps {
  users: AdminUsers;
  throttle: SignInThrottle;
  devices: KnownDevices;
  security: SecurityLog;
  audit: { info(obj: object, msg: string): void; warn(obj: object, msg: string): void };
}

type Session = Awaited<ReturnType<AdminUsers['session']>>;
export type PasswordStep = ({ totpRequired: false } & Session) | { totpRequired: true; challenge: string };
type FailureReason = 'password' | 'authenticator' | 'throttled' | 'disabled' | 'unknown-account';

/**
 * Signing in: the password step (limited before any password is checked, see signInThrottle), then,
 * for an account with an authenticator, the code step (limited per account, see
 * authenticatorChecks). Every failure and every success is recorded as a security event naming the
 * account by id and masked email (never as typed); a browser that gets through is remembered as a
 * known device of the account.
 */
export function createSignIn(deps: SignInDeps) {
  const { users, security } = deps;
  const failed = (context: CommandContext, userId: string | null, reason: FailureReason, email: string) =>
    security.record(context, { type: 'SignInFailed', data: { userId, reason, account: maskEmail(email) } });

  async function refuse(context: CommandContext, email: string, refusal: SignInRefusal): Promise<never> {
    if (await deps.throttle.firstRefusal(email)) failed(context, await users.idOf(email), 'throttled', email);
    deps.audit.warn({ paused: refusal.paused }, 'login refused: throttled');
    throw refusal.error;
  }

  async function checkCode(
    context: CommandContext,
    user: Parameters<AdminUsers['useCode']>[1],
    code: string,
  ): Promise<void> {
    try {
      await users.useCode(context, user, code, 'sign-in');
    } catch (error) {
      if (error instanceof UnauthorizedError || error instanceof AuthenticatorLockedError) {
        failed(context, user._id, 'authenticator', user.email);
        deps.audit.warn({ userId: user._id }, 'authenticator code refused');
      }
      throw error;
    }
  }

  function signedIn(ctx: Context, session: Session, authenticator: boolean, how: string): Session {
    const { user } = session;
    const knownDevice = deps.devices.knows(ctx, user.email);
    deps.devices.remember(ctx, user.email);
    // Signing in is the account's own act: the record names it as the actor.
    const context = { ...commandContextOf(ctx, null), actor: { id: user.id, role: user.role } };
    security.record(context, {
      type: 'SignInSucceeded',
      data: { userId: user.id, account: maskEmail(user.email), authenticator, knownDevice },
    });
    deps.audit.info({ userId: user.id, role: user.role, knownDevice }, how);
    return session;
  }

  return {
    async withPassword(ctx: Context, input: AdminLogin): Promise<PasswordStep> {
      const context = commandContextOf(ctx, null);
      const admission = await deps.throttle.admit(input.email, ctx.ip, {
        known: deps.devices.knows(ctx, input.email),
        withCode: Boolean(input.totpCode),
      });
      if (!admission.ok) return refuse(context, input.email, admission.refusal);
      const { attempt } = admission;
      const checked = await users.checkPassword(input.email, input.password);
      if (!checked.ok) {
        const { pauseStarted } = await attempt.failed();
        if (pauseStarted && checked.userId) {
          const { failures, windowSeconds } = SIGN_IN_LIMITS.account;
          security.record(context, {
            type: 'AccountUnderAttack',
            data: { userId: checked.userId, failures, windowSeconds },
          });
          deps.audit.warn({ userId: checked.userId }, 'account under attack: new devices refused');
        }
        // While paused, the same answer whether the password was right or not.
        if (attempt.pausedRefusal) return refuse(context, input.email, attempt.pausedRefusal);
        failed(context, checked.userId, checked.reason, input.email);
        deps.audit.warn({}, 'login failed');
        throw new UnauthorizedError(INVALID_LOGIN);
      }
      const { user } = checked;
      const totpSecret = user.totpSecret;
      if (attempt.pausedRefusal) {
        if (!totpSecret) return refuse(context, input.email, attempt.pausedRefusal);
        try {
          await checkCode(context, { ...user, totpSecret }, input.totpCode!);
        } catch (error) {
          if (error instanceof UnauthorizedError || error instanceof AuthenticatorLockedError)
            return refuse(context, input.email, attempt.pausedRefusal);
          throw error;
        }
        await attempt.succeeded();
        return {
          totpRequired: false,
          ...signedIn(
            ctx,
            await users.session(user),
            true,
            'login succeeded with password and authenticator while paused',
          ),
        };
      }
      await attempt.succeeded();
      if (!totpSecret)
        return { totpRequired: false, ...signedIn(ctx, await users.session(user), false, 'login succeeded') };
      if (!input.totpCode) {
        deps.audit.info({}, 'password accepted; authenticator code needed');
        return { totpRequired: true, challenge: await users.challenge(user) };
      }
      await checkCode(context, { ...user, totpSecret }, input.totpCode);
      return {
        totpRequired: false,
        ...signedIn(ctx, await users.session(user), true, 'login succeeded with authenticator'),
      };
    },

    /** The code step: the challenge from the password step and a code not used before. */
    async withCode(ctx: Context, challenge: string, code: string): Promise<Session> {
      const user = await users.challenged(challenge);
      await checkCode(commandContextOf(ctx, null), user, code);
      return signedIn(ctx, await users.session(user), true, 'login succeeded with authenticator');
    },

    /**
     * A completed password reset proved the mailbox (and the authenticator, if one is set up): the
     * account's pause ends and this browser becomes known to the account, so an attacker still
     * spraying cannot keep the owner out.
     */
    async afterPasswordReset(ctx: Context, email: string): Promise<void> {
      await deps.throttle.lift(email, ctx.ip);
      deps.devices.remember(ctx, email);
    },
  };
}

export type SignIn = ReturnType<typeof createSignIn>;
