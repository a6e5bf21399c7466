import {
  ConflictError,
  UnauthorizedError,
  adminEmailSchema,
  adminPasswordSchema,
  ValidationError,
  type AdminUserDoc,
  type Role,
} from '@aangan/contracts';
import { isWrongExpectedRevision, type EventStore, type ReadStore } from '@aangan/projections';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import type { TokenService } from '../auth/tokens.ts';
import type { Principal } from '../http/routeTable.ts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';

export interface AdminUsersDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  tokens: TokenService;
  waiter: ReadModelWaiter;
}

const INVALID_LOGIN = 'Email or password is incorrect';

/** The minimal admin identity: create an account (from the command line) and log in. */
export function createAdminUsers(deps: AdminUsersDeps) {
  const users = () => deps.readStore.collection<AdminUserDoc>('admin_users');

  return {
    async create(context: CommandContext, input: { email: string; name: string; role: Role; password: string }) {
      const email = adminEmailSchema.safeParse(input.email);
      if (!email.success) throw new ValidationError('Enter a valid email', [{ path: 'email', message: 'Enter a valid email' }]);
      const password = adminPasswordSchema.safeParse(input.password);
      if (!password.success) throw new ValidationError(password.error.issues[0]!.message, [{ path: 'password', message: password.error.issues[0]!.message }]);
      const name = input.name.trim();
      if (!name) throw new ValidationError('Name is missing', [{ path: 'name', message: 'Name is missing' }]);
      const userId = deps.ids.objectId();
      const metadata = eventMetadata(context, deps.now());
      try {
        await deps.eventStore.append(`adminEmail-${email.data}`, [{ id: deps.ids.uuid(), type: 'EmailReserved', data: { email: email.data, userId }, metadata }], { expected: 'no_stream' });
      } catch (error) {
        if (isWrongExpectedRevision(error)) throw new ConflictError('An admin user with this email already exists.');
        throw error;
      }
      const passwordHash = await hashPassword(password.data);
      const result = await deps.eventStore.append(
        `adminUser-${userId}`,
        [{ id: deps.ids.uuid(), type: 'AdminUserCreated', data: { userId, email: email.data, name, role: input.role, passwordHash }, metadata }],
        { expected: 'no_stream' },
      );
      await deps.waiter.waitFor(result.position, 2000);
      return { userId, email: email.data, name, role: input.role };
    },

    /** Same answer and similar time whether the email is unknown or the password wrong. */
    async login(email: string, password: string) {
      const user = await users().findOne({ email: email.toLowerCase() });
      const ok = await verifyPassword(user?.passwordHash ?? null, password);
      if (!user || !ok) throw new UnauthorizedError(INVALID_LOGIN);
      const { token, expiresAt } = await deps.tokens.issue({ userId: user._id, role: user.role });
      return { token, expiresAt, user: { id: user._id, email: user.email, name: user.name, role: user.role } };
    },

    async profile(userId: string) {
      const user = await users().get(userId);
      if (!user) throw new UnauthorizedError('Your session is not valid. Please log in again.');
      return { id: user._id, email: user.email, name: user.name, role: user.role, userType: user.role };
    },

    /** Ends the session of this token: it is refused from now on, everywhere. */
    async logout(context: CommandContext, principal: Principal) {
      const metadata = eventMetadata(context, deps.now());
      const result = await deps.eventStore.append(
        `adminUser-${principal.userId}`,
        [{ id: deps.ids.uuid(), type: 'AdminSessionEnded', data: { userId: principal.userId, tokenId: principal.tokenId, expiresAt: principal.expiresAt }, metadata }],
        { expected: 'stream_exists' },
      );
      await deps.waiter.waitFor(result.position, 2000);
    },

    /** A valid signature is not enough: the account must exist and the session must not have ended. */
    async assertActive(principal: Principal): Promise<void> {
      const user = await users().get(principal.userId);
      if (!user || user.role !== principal.role) throw new UnauthorizedError('Your session is not valid. Please log in again.');
      if (user.endedSessions?.[principal.tokenId]) throw new UnauthorizedError('Your session has ended. Please log in again.');
    },

    count: () => users().count({}),
  };
}

export type AdminUsers = ReturnType<typeof createAdminUsers>;
