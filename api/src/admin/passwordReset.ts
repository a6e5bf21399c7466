import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { UnauthorizedError, ValidationError, type AdminUserDoc } from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { Passwords } from '../auth/passwords.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { CommandContext } from '../core/commandContext.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { Mailer } from '../mail/Mailer.ts';
import { MAX_RESET_CODE_ATTEMPTS, RESET_CODE_INCORRECT, RESET_REQUEST_CLOSED } from './adminUserDecider.ts';
import { adminUserCommandRunner, type AdminUsers } from './adminUsers.ts';

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
  const run = adminUserCommandRunner(deps);
  const users = () => deps.readStore.collection<AdminUserDoc>('admin_users');
  const hashCode = (requestId: string, code: string): string => createHmac('sha256', deps.codeKey).update(`${requestId}:${code}`).digest('base64url');

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
    await run(context, { type: 'RequestPasswordReset', userId: user._id, requestId, codeHash: hashCode(requestId, code), expiresAt });
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
     * Every refusal (wrong, used, expired, unknown request) is the same 400, at the same pace.
     */
    async verifyCode(context: CommandContext, requestId: string, code: string): Promise<{ resetToken: string; authenticatorRequired: boolean }> {
      const started = performance.now();
      try {
        const user = await users().findOne({ 'passwordReset.requestId': requestId });
        if (!user?.passwordReset) throw incorrectOtp();
        const expected = Buffer.from(user.passwordReset.codeHash);
        const given = Buffer.from(hashCode(requestId, code));
        const matches = expected.length === given.length && timingSafeEqual(expected, given);
        await run(context, { type: 'CheckResetCode', userId: user._id, requestId, codeMatches: matches, now: deps.now().toISOString() }).catch((error: unknown) => {
          throw error instanceof UnauthorizedError ? incorrectOtp() : error;
        });
        if (!matches) throw incorrectOtp();
        return { resetToken: await deps.tokens.issueStep('password-reset', user._id, { requestId }), authenticatorRequired: Boolean(user.totpSecret) };
      } catch (error) {
        const wait = RESET_CODE_REFUSAL_MS - (performance.now() - started);
        if (error instanceof ValidationError && wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        throw error;
      }
    },

    async resetPassword(context: CommandContext, input: { resetToken: string; newPassword: string; totpCode?: string | undefined }): Promise<void> {
      const { userId, data } = await deps.tokens.verifyStep('password-reset', input.resetToken);
      const requestId = data['requestId'] ?? '';
      const user = await openRequest(requestId);
      if (user._id !== userId) throw new UnauthorizedError(RESET_REQUEST_CLOSED);
      if (user.totpSecret) {
        if (!input.totpCode) throw new ValidationError('Enter the 6-digit code from your authenticator app', [{ path: 'totpCode', message: 'Enter the 6-digit code from your authenticator app' }]);
        await deps.useAuthenticatorCode(context, { ...user, totpSecret: user.totpSecret }, input.totpCode, 'reset');
      }
      await run(context, { type: 'CompletePasswordReset', userId, requestId, passwordHash: await deps.passwords.hash(userId, input.newPassword), now: deps.now().toISOString() });
    },
  };
}

export type PasswordReset = ReturnType<typeof createPasswordReset>;
