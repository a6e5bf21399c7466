import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { UnauthorizedError, ValidationError, type AdminUserDoc } from '@aangan/contracts';
import { isWrongExpectedRevision, type EventStore, type ReadStore } from '@aangan/projections';
import type { Passwords } from '../auth/passwords.ts';
import { reserve, type RateLimits } from '../auth/rateLimits.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { Mailer } from '../mail/Mailer.ts';
import {
  MAX_RESET_CODE_ATTEMPTS,
  RESET_CODE_INCORRECT,
  RESET_REQUEST_CLOSED,
  adminUserAggregate,
} from './adminUserDecider.ts';
import type { AdminUsers } from './adminUsers.ts';

export const RESET_CODE_MINUTES = 10;
/**
 * A refused OTP is answered no sooner than this after the request arrived, whether a reset was
 * open for the request id or not (unknown emails get request ids too): its timing tells nothing.
 */
export const RESET_CODE_REFUSAL_MS = 250;
const RESET_CODE_HELP = `${RESET_CODE_INCORRECT}. An OTP works once, for ${RESET_CODE_MINUTES} minutes and ${MAX_RESET_CODE_ATTEMPTS} tries: check the newest email, or ask for a new OTP.`;
const incorrectOtp = () => new ValidationError(RESET_CODE_INCORRECT, [{ path: 'otp', message: RESET_CODE_HELP }]);

export interface PasswordResetDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  tokens: TokenService;
  mailer: Mailer;
  passwords: Passwords;
  /** The account's authenticator check, limited per account like every other. */
  useAuthenticatorCode: AdminUsers['useCode'];
  /** Server-side key for the codes' hashes: a leaked log alone cannot test guesses. */
  codeKey: Uint8Array;
  /** Where the tries of each request's OTP are counted as they are made. */
  limits: RateLimits;
  logger: { error(obj: object, msg: string): void };
}

/**
 * Forgotten password: a 6-digit code by email (kept only as a keyed hash, 10 minutes, at most 5
 * tries, single use, bound to the request id the sender got back), then a short step token for
 * the new password. Unknown emails get the same answers, at the same pace. An account with an
 * authenticator must also give a code from it: a reset never skips the second factor, and its
 * codes count against the account's limit like any other.
 */
export function createPasswordReset(deps: PasswordResetDeps) {
  const run = commandRunner(deps, adminUserAggregate);
  const users = () => deps.readStore.collection<AdminUserDoc>('admin_users');
  const hashCode = (requestId: string, code: string): string =>
    createHmac('sha256', deps.codeKey).update(`${requestId}:${code}`).digest('base64url');
  /**
   * A request's tries, taken before its code is compared: the decider counts a try only once it is
   * recorded, so tries sent at once would all be compared first. Unknown request ids take theirs too.
   */
  const tries = deps.limits.limiter({
    keyPrefix: 'reset-otp-tries',
    points: MAX_RESET_CODE_ATTEMPTS,
    duration: RESET_CODE_MINUTES * 60,
  });

  /**
   * Records a try on the account. Tries sent at once meet on its stream; each is recorded in turn
   * (a conflict is a reason to try again, never an answer: a 409 here would tell that the request
   * belongs to an account). Every refusal is the one wrong-OTP answer.
   */
  async function recordTry(
    context: CommandContext,
    userId: string,
    requestId: string,
    codeMatches: boolean,
  ): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await run(context, { type: 'CheckResetCode', userId, requestId, codeMatches, now: deps.now().toISOString() });
        return;
      } catch (error) {
        if (error instanceof UnauthorizedError) throw incorrectOtp();
        if (!isWrongExpectedRevision(error)) throw error;
        if (attempt > MAX_RESET_CODE_ATTEMPTS) throw incorrectOtp();
      }
    }
  }

  /**
   * A wrong OTP is refused whatever its record says, so it is recorded beside the answer: an
   * account's refusal then takes no longer than an unknown request's, however busy the account's
   * stream is. The try is already counted (`tries`) before the code was compared.
   */
  const recording = new Set<Promise<void>>();
  function recordWrongTry(context: CommandContext, userId: string, requestId: string): void {
    const pending = recordTry(context, userId, requestId, false).catch((error: unknown) => {
      if (error instanceof ValidationError) return; // the request was closed meanwhile: nothing to count
      deps.logger.error(
        {
          err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown',
          purpose: 'password-reset-otp',
        },
        'a wrong password reset OTP could not be recorded',
      );
    });
    recording.add(pending);
    void pending.finally(() => recording.delete(pending));
  }

  async function openRequest(requestId: string): Promise<AdminUserDoc> {
    const user = await users().findOne({ 'passwordReset.requestId': requestId });
    if (!user?.passwordReset) throw new UnauthorizedError(RESET_REQUEST_CLOSED);
    return user;
  }

  async function sendInBackground(context: CommandContext, email: string, requestId: string): Promise<void> {
    const user = await users().findOne({ email: email.toLowerCase() });
    if (!user || user.status !== 'active') return;
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const expiresAt = new Date(deps.now().getTime() + RESET_CODE_MINUTES * 60_000).toISOString();
    await run(context, {
      type: 'RequestPasswordReset',
      userId: user._id,
      requestId,
      codeHash: hashCode(requestId, code),
      expiresAt,
    });
    await deps.mailer.send({
      to: user.email,
      purpose: 'password-reset-otp',
      subject: `${code} is your Aangan password reset OTP`,
      text: `Hello ${user.name},\n\nYour OTP to reset your Aangan admin password is ${code}. It works once, for ${RESET_CODE_MINUTES} minutes.\n\nIf you did not ask for it, ignore this email: your password stays as it is.\n`,
    });
  }

  return {
    /**
     * Always answers a request id at once, whether or not the email belongs to an account: the
     * code is recorded and mailed after the answer, so neither the answer nor its timing tells.
     * `done` settles when that work has finished (tests and shutdown wait on it).
     */
    sendCode(context: CommandContext, email: string): { requestId: string; done: Promise<void> } {
      const requestId = deps.ids.uuid();
      const done = sendInBackground(context, email, requestId).catch((error: unknown) => {
        deps.logger.error({ err: error, purpose: 'password-reset-otp' }, 'password reset OTP could not be sent');
      });
      return { requestId, done };
    },

    /**
     * A correct code answers a step token for the new password; each wrong one uses up a try.
     * Every refusal (wrong, used, expired, over the tries, unknown request) is the same 400, at the same pace.
     */
    async verifyCode(
      context: CommandContext,
      requestId: string,
      code: string,
    ): Promise<{ resetToken: string; authenticatorRequired: boolean }> {
      const started = performance.now();
      try {
        if (!(await reserve([{ limiter: tries, key: requestId }])).ok) throw incorrectOtp();
        const user = await users().findOne({ 'passwordReset.requestId': requestId });
        if (!user?.passwordReset) throw incorrectOtp();
        const expected = Buffer.from(user.passwordReset.codeHash);
        const given = Buffer.from(hashCode(requestId, code));
        const matches = expected.length === given.length && timingSafeEqual(expected, given);
        if (!matches) {
          recordWrongTry(context, user._id, requestId);
          throw incorrectOtp();
        }
        await recordTry(context, user._id, requestId, true);
        return {
          resetToken: await deps.tokens.issueStep('password-reset', user._id, { requestId }),
          authenticatorRequired: Boolean(user.totpSecret),
        };
      } catch (error) {
        const wait = RESET_CODE_REFUSAL_MS - (performance.now() - started);
        if (error instanceof ValidationError && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        throw error;
      }
    },

    /** Settles once every wrong OTP refused so far is recorded or given up on (shutdown and tests wait on it). */
    async settled(): Promise<void> {
      while (recording.size > 0) await Promise.all([...recording]);
    },

    /** Sets the new password; answers the account's email, for the sign-in limits to let its owner in. */
    async resetPassword(
      context: CommandContext,
      input: { resetToken: string; newPassword: string; totpCode?: string | undefined },
    ): Promise<{ email: string }> {
      const { userId, data } = await deps.tokens.verifyStep('password-reset', input.resetToken);
      const requestId = data['requestId'] ?? '';
      const user = await openRequest(requestId);
      if (user._id !== userId) throw new UnauthorizedError(RESET_REQUEST_CLOSED);
      if (user.totpSecret) {
        if (!input.totpCode)
          throw new ValidationError('Enter the 6-digit code from your authenticator app', [
            { path: 'totpCode', message: 'Enter the 6-digit code from your authenticator app' },
          ]);
        await deps.useAuthenticatorCode(context, { ...user, totpSecret: user.totpSecret }, input.totpCode, 'reset');
      }
      await run(context, {
        type: 'CompletePasswordReset',
        userId,
        requestId,
        passwordHash: await deps.passwords.hash(userId, input.newPassword),
        now: deps.now().toISOString(),
      });
      return { email: user.email };
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
