import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
  adminUserCreateSchema,
  toFieldErrors,
  type AdminUserDoc,
  type Role,
} from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { Authenticator } from '../auth/authenticator.ts';
import type { Passwords } from '../auth/passwords.ts';
import type { TokenService } from '../auth/tokens.ts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import { readAfterCommand, type StoredCommand } from '../core/commandAccepted.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { escapeRegex } from '../core/regex.ts';
import { uniqueNames, type UniqueName } from '../core/uniqueNames.ts';
import type { Principal } from '../auth/principal.ts';
import { adminUserAggregate } from './adminUserDecider.ts';
import type { AuthenticatorChecks } from './authenticatorChecks.ts';

export interface AdminUsersDeps {
  authenticator: Authenticator;
  checks: AuthenticatorChecks;
  passwords: Passwords;
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  tokens: TokenService;
  waiter: ReadModelWaiter;
  /** How long a command waits for the read models (COMMAND_WAIT_MS). */
  commandWaitMs?: number;
}

/** An account's email: stream `adminEmail-<email>`, event EmailReserved (an address is never given up). */
const ADMIN_EMAIL: UniqueName = {
  stream: (email) => `adminEmail-${email}`,
  reserved: (email, userId) => ({ type: 'EmailReserved', data: { email, userId } }),
  holderOf: (last) => (last.type === 'EmailReserved' ? last.data.userId : null),
};

export const INVALID_LOGIN = 'Email or password is incorrect';
const SESSION_INVALID = 'Your session is not valid. Please log in again.';

/** What the console and the profile endpoints show of an account: never the hash or session data. */
export function publicUser(user: AdminUserDoc) {
  return {
    id: user._id,
    email: user.email,
    name: user.name,
    role: user.role,
    userType: user.role,
    status: user.status,
    authenticatorEnabled: Boolean(user.totpSecret),
    /** Set while too many wrong authenticator codes keep the account's codes locked. */
    authenticatorLockedUntil: user.totpLockedUntil ?? null,
    /** What a role change or disabling names as its base (If-Match). */
    revision: user.revision,
    createdAt: user.createdAt,
    updatedAt: user.updatedAt,
  };
}

/** Why a password sign-in failed, for the security events; the caller always answers INVALID_LOGIN. */
export type PasswordCheck =
  | { ok: true; user: AdminUserDoc }
  | { ok: false; reason: 'unknown-account' | 'password' | 'disabled'; userId: string | null };

/** Admin accounts: created from the command line or by an admin, signed in with email and password. */
export function createAdminUsers(deps: AdminUsersDeps) {
  const users = () => deps.readStore.collection<AdminUserDoc>('admin_users');

  const run = commandRunner(deps, adminUserAggregate);
  const emails = uniqueNames(deps.eventStore, ADMIN_EMAIL);

  async function existing(userId: string): Promise<AdminUserDoc> {
    const user = await users().get(userId);
    if (!user) throw new NotFoundError('User not found');
    return user;
  }

  /**
   * Checks a password in similar time whether the email is unknown, the password wrong or the
   * account disabled (callers answer all three alike).
   */
  async function checkPassword(email: string, password: string): Promise<PasswordCheck> {
    const user = await users().findOne({ email: email.toLowerCase() });
    const ok = await deps.passwords.verify(user?._id ?? null, user?.passwordHash ?? null, password);
    if (!user) return { ok: false, reason: 'unknown-account', userId: null };
    if (!ok) return { ok: false, reason: 'password', userId: user._id };
    if (user.status !== 'active') return { ok: false, reason: 'disabled', userId: user._id };
    return { ok: true, user };
  }

  async function session(user: AdminUserDoc) {
    const { token, expiresAt } = await deps.tokens.issue({ userId: user._id, role: user.role });
    return { token, expiresAt, user: publicUser(user) };
  }

  return {
    async create(context: CommandContext, input: { email: string; name: string; role: Role; password: string }) {
      // The same schema as the HTTP route, so the command line gets the same checks and messages.
      const parsed = adminUserCreateSchema.safeParse(input);
      if (!parsed.success) {
        const errors = toFieldErrors(parsed.error);
        throw new ValidationError(errors[0].message, errors);
      }
      const { email, name, role, password } = parsed.data;
      const userId = deps.ids.objectId();
      // One account per email, across all accounts: the address is reserved in its own stream.
      if (!(await emails.reserve(email, userId, eventMetadata(context, deps.now()))))
        throw new ConflictError('An admin user with this email already exists.');
      const { stored } = await run(context, {
        type: 'CreateAdminUser',
        userId,
        email,
        name,
        role,
        passwordHash: await deps.passwords.hash(userId, password),
      });
      return { userId, email, name, role, stored };
    },

    checkPassword,

    /** The account with this email, if any (for records that name accounts by id only). */
    idOf: async (email: string): Promise<string | null> =>
      (await users().findOne({ email: email.toLowerCase() }))?._id ?? null,

    /** A session for an account that has passed every step of its sign-in. */
    session,

    /** A short challenge for the code step, once the password was right. */
    challenge: (user: AdminUserDoc) => deps.tokens.issueStep('authenticator', user._id),

    /** The account a code-step challenge names, while it can still sign in; otherwise 401. */
    async challenged(challenge: string): Promise<AdminUserDoc & { totpSecret: string }> {
      const user = await users().get((await deps.tokens.verifyStep('authenticator', challenge)).userId);
      if (!user || user.status !== 'active' || !user.totpSecret) throw new UnauthorizedError(INVALID_LOGIN);
      return { ...user, totpSecret: user.totpSecret };
    },

    /**
     * A correct code (checked per account, see authenticatorChecks) recorded as used, with the
     * expected revision: the same code cannot succeed twice, even at once.
     */
    async useCode(
      context: CommandContext,
      user: AdminUserDoc & { totpSecret: string },
      code: string,
      where: 'sign-in' | 'reset',
    ): Promise<void> {
      const timeStep = await deps.checks.check(context, user, where, code, {
        sealedSecret: user.totpSecret,
        afterTimeStep: user.totpLastStep,
        wrong: () =>
          where === 'sign-in'
            ? new UnauthorizedError('Entered OTP is incorrect')
            : new ValidationError('Entered OTP is incorrect', [
                { path: 'totpCode', message: 'Entered OTP is incorrect' },
              ]),
      });
      await run(context, { type: 'UseAuthenticatorCode', userId: user._id, timeStep, now: deps.now().toISOString() });
    },

    /** Signs in an account without an authenticator (command-line tools, tests): the token. */
    async tokenFor(email: string, password: string): Promise<string> {
      const checked = await checkPassword(email, password);
      if (!checked.ok) throw new UnauthorizedError(INVALID_LOGIN);
      if (checked.user.totpSecret) throw new UnauthorizedError('This account needs an authenticator code.');
      return (await session(checked.user)).token;
    },

    async startAuthenticatorSetup(context: CommandContext, principal: Principal) {
      const user = await existing(principal.userId);
      const { secret, sealed } = deps.authenticator.newSecret(user._id);
      await run(context, { type: 'IssueAuthenticatorSecret', userId: user._id, secret: sealed });
      return { secret, otpauthUri: deps.authenticator.uri(user.email, secret) };
    },

    async confirmAuthenticatorSetup(context: CommandContext, principal: Principal, code: string) {
      const user = await existing(principal.userId);
      if (!user.pendingTotpSecret)
        throw new ValidationError('Start the authenticator setup first.', [
          { path: 'code', message: 'Start the authenticator setup first.' },
        ]);
      const timeStep = await deps.checks.check(context, user, 'enrolment', code, {
        sealedSecret: user.pendingTotpSecret,
        afterTimeStep: 0,
        wrong: () =>
          new ValidationError('Entered OTP is incorrect', [{ path: 'code', message: 'Entered OTP is incorrect' }]),
      });
      await run(context, { type: 'ConfirmAuthenticator', userId: user._id, timeStep, now: deps.now().toISOString() });
    },

    async resetAuthenticator(context: CommandContext, userId: string) {
      await existing(userId);
      return (await run(context, { type: 'ResetAuthenticator', userId })).stored;
    },

    async profile(userId: string) {
      const user = await users().get(userId);
      if (!user) throw new UnauthorizedError(SESSION_INVALID);
      return publicUser(user);
    },

    /** Ends the session of this token: it is refused from now on, everywhere. */
    async logout(context: CommandContext, principal: Principal) {
      await run(context, {
        type: 'EndSession',
        userId: principal.userId,
        tokenId: principal.tokenId,
        expiresAt: principal.expiresAt,
      });
    },

    /**
     * A valid signature is not enough: the account must exist, be enabled, still have the role the
     * token names, and the session must be neither ended nor older than the last password or role
     * change.
     */
    async assertActive(principal: Principal): Promise<void> {
      const user = await users().get(principal.userId);
      if (!user || user.status !== 'active' || user.role !== principal.role)
        throw new UnauthorizedError(SESSION_INVALID);
      if (user.endedSessions?.[principal.tokenId])
        throw new UnauthorizedError('Your session has ended. Please log in again.');
      if (user.sessionsValidFrom && principal.issuedAtMs < Date.parse(user.sessionsValidFrom)) {
        throw new UnauthorizedError('Your session has expired after an account change. Please log in again.');
      }
    },

    async changePassword(
      context: CommandContext,
      principal: Principal,
      input: { oldPassword: string; newPassword: string },
    ) {
      const user = await existing(principal.userId);
      if (!(await deps.passwords.verify(user._id, user.passwordHash, input.oldPassword))) {
        throw new ValidationError('Current password is incorrect', [
          { path: 'oldPassword', message: 'Current password is incorrect' },
        ]);
      }
      await run(context, {
        type: 'ChangePassword',
        userId: user._id,
        passwordHash: await deps.passwords.hash(user._id, input.newPassword),
      });
    },

    async changeRole(
      context: CommandContext,
      principal: Principal,
      userId: string,
      role: Role,
      expectedRevision?: number,
    ) {
      if (userId === principal.userId) throw new ForbiddenError('You cannot change your own role.');
      await existing(userId);
      return (await run(context, { type: 'ChangeRole', userId, role }, { expectedRevision })).stored;
    },

    async setEnabled(
      context: CommandContext,
      principal: Principal,
      userId: string,
      enabled: boolean,
      expectedRevision?: number,
    ) {
      if (userId === principal.userId) throw new ForbiddenError('You cannot disable or enable your own account.');
      await existing(userId);
      return (await run(context, { type: enabled ? 'EnableUser' : 'DisableUser', userId }, { expectedRevision }))
        .stored;
    },

    async list(range: [number, number], sort: [string, 'ASC' | 'DESC'], q?: string) {
      const pattern = q ? { $regex: escapeRegex(q.trim()), $options: 'i' } : null;
      const filter = pattern ? { $or: [{ email: pattern }, { name: pattern }] } : {};
      const [start, end] = range;
      const [docs, total] = await Promise.all([
        users().find(filter, {
          sort: { [sort[0] === 'id' ? '_id' : sort[0]]: sort[1] === 'ASC' ? 1 : -1, _id: 1 },
          skip: start,
          limit: end - start + 1,
        }),
        users().count(filter),
      ]);
      return { items: docs.map(publicUser), start, end: start + Math.max(docs.length - 1, 0), total };
    },

    async get(userId: string) {
      const user = await users().get(userId);
      if (!user) throw new NotFoundError('User not found');
      return publicUser(user);
    },

    /** The account as a stored command left it; 202 while the read models do not show it yet. */
    afterCommand: (stored: StoredCommand) =>
      readAfterCommand(stored, async () => {
        const user = await users().get(stored.id);
        return user ? publicUser(user) : null;
      }),

    count: () => users().count({}),
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
