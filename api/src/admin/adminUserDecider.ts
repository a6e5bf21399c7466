import {
  AuthenticatorLockedError,
  ConflictError,
  IllegalStateError,
  NotFoundError,
  UnauthorizedError,
  type AdminUserEvent,
  type AuthenticatorCheckPlace,
  type Role,
} from '@aangan/contracts';
import type { Aggregate } from '../core/commandRunner.ts';
import type { Decider } from '../core/decider.ts';
import { indianClock, indianDay } from '../core/indianTime.ts';

// Commands

export type AdminUserCommand =
  | { type: 'CreateAdminUser'; userId: string; email: string; name: string; role: Role; passwordHash: string }
  | { type: 'ChangeRole'; userId: string; role: Role }
  | { type: 'DisableUser'; userId: string }
  | { type: 'EnableUser'; userId: string }
  | { type: 'ChangePassword'; userId: string; passwordHash: string }
  | { type: 'EndSession'; userId: string; tokenId: string; expiresAt: string }
  | { type: 'IssueAuthenticatorSecret'; userId: string; secret: string }
  | { type: 'ConfirmAuthenticator'; userId: string; timeStep: number; now: string }
  | { type: 'UseAuthenticatorCode'; userId: string; timeStep: number; now: string }
  | { type: 'RejectAuthenticatorCode'; userId: string; where: AuthenticatorCheckPlace; now: string }
  | { type: 'ResetAuthenticator'; userId: string }
  | { type: 'RequestPasswordReset'; userId: string; requestId: string; codeHash: string; expiresAt: string }
  | { type: 'CheckResetCode'; userId: string; requestId: string; codeMatches: boolean; now: string }
  | { type: 'CompletePasswordReset'; userId: string; requestId: string; passwordHash: string; now: string };

export const MAX_RESET_CODE_ATTEMPTS = 5;
export const RESET_CODE_INCORRECT = 'Incorrect OTP Provided';
export const RESET_REQUEST_CLOSED = 'This OTP has expired or was already used. Please ask for a new one.';

/** Wrong authenticator codes in a row (sign-in, reset and enrolment together) before the account's codes are locked. */
export const MAX_AUTHENTICATOR_FAILURES = 5;
/** The first lock; each further lock without a correct code in between lasts twice as long, up to a day. */
export const AUTHENTICATOR_LOCK_MINUTES = 15;
export const AUTHENTICATOR_LOCK_MAX_MINUTES = 24 * 60;

/** When a lock that follows `previousLocks` locks (with no correct code since) ends. */
export function authenticatorLockEnd(now: string, previousLocks: number): string {
  const minutes = Math.min(
    AUTHENTICATOR_LOCK_MINUTES * 2 ** Math.min(previousLocks, 16),
    AUTHENTICATOR_LOCK_MAX_MINUTES,
  );
  return new Date(Date.parse(now) + minutes * 60_000).toISOString();
}

/** The refusal while codes are locked: when they can be unlocked, and how. */
export function authenticatorLockedError(until: string, now: string): AuthenticatorLockedError {
  const waitSeconds = (Date.parse(until) - Date.parse(now)) / 1000;
  const end = new Date(until);
  return waitSeconds > 0
    ? new AuthenticatorLockedError(
        `Too many wrong authenticator codes. For your safety no code is accepted until ${indianDay(end)} ${indianClock(end)}; after that, reset your password with an emailed OTP to unlock your authenticator.`,
        waitSeconds,
      )
    : new AuthenticatorLockedError(
        'Too many wrong authenticator codes. Reset your password with an emailed OTP to unlock your authenticator.',
        0,
      );
}

// State

export type AdminUserState =
  | { status: 'none' }
  | {
      status: 'active' | 'disabled';
      role: Role;
      totp: 'none' | 'pending' | 'enrolled';
      totpLastStep: number;
      /** Wrong codes in a row, the lock they led to, and how many locks followed one another without a correct code. */
      secondFactor: { failures: number; lockedUntil: string | null; locks: number };
      reset: { requestId: string; expiresAt: string; attempts: number; verified: boolean } | null;
    };

const SECOND_FACTOR_CLEAR = { failures: 0, lockedUntil: null, locks: 0 };

// evolve

export function evolve(state: AdminUserState, event: AdminUserEvent): AdminUserState {
  switch (event.type) {
    case 'AdminUserCreated':
      return {
        status: 'active',
        role: event.data.role,
        totp: 'none',
        totpLastStep: 0,
        secondFactor: SECOND_FACTOR_CLEAR,
        reset: null,
      };
    case 'AdminRoleChanged':
      return state.status === 'none' ? state : { ...state, role: event.data.role };
    case 'AdminUserDisabled':
      return state.status === 'none' ? state : { ...state, status: 'disabled' };
    case 'AdminUserEnabled':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'AdminPasswordChanged':
    case 'AdminSessionEnded':
      return state;
    case 'PasswordResetRequested':
      return state.status === 'none'
        ? state
        : {
            ...state,
            reset: { requestId: event.data.requestId, expiresAt: event.data.expiresAt, attempts: 0, verified: false },
          };
    case 'PasswordResetCodeRejected':
      return state.status === 'none' || !state.reset
        ? state
        : { ...state, reset: { ...state.reset, attempts: state.reset.attempts + 1 } };
    case 'PasswordResetCodeVerified':
      return state.status === 'none' || !state.reset ? state : { ...state, reset: { ...state.reset, verified: true } };
    case 'PasswordResetCompleted':
    case 'PasswordResetCancelled':
      return state.status === 'none' ? state : { ...state, reset: null };
    case 'AuthenticatorSecretIssued':
      return state.status === 'none' ? state : { ...state, totp: state.totp === 'enrolled' ? 'enrolled' : 'pending' };
    case 'AuthenticatorEnrolled':
      return state.status === 'none'
        ? state
        : { ...state, totp: 'enrolled', totpLastStep: event.data.timeStep, secondFactor: SECOND_FACTOR_CLEAR };
    case 'AuthenticatorCodeUsed':
      return state.status === 'none'
        ? state
        : {
            ...state,
            totpLastStep: Math.max(state.totpLastStep, event.data.timeStep),
            secondFactor: SECOND_FACTOR_CLEAR,
          };
    case 'AuthenticatorReset':
      return state.status === 'none'
        ? state
        : { ...state, totp: 'none', totpLastStep: 0, secondFactor: SECOND_FACTOR_CLEAR };
    case 'AuthenticatorCodeFailed':
      return state.status === 'none'
        ? state
        : { ...state, secondFactor: { ...state.secondFactor, failures: state.secondFactor.failures + 1 } };
    case 'AuthenticatorLocked':
      return state.status === 'none'
        ? state
        : {
            ...state,
            secondFactor: { failures: 0, lockedUntil: event.data.until, locks: state.secondFactor.locks + 1 },
          };
    case 'AuthenticatorUnlocked':
      return state.status === 'none'
        ? state
        : { ...state, secondFactor: { ...state.secondFactor, failures: 0, lockedUntil: null } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

// decide

export function decide(command: AdminUserCommand, state: AdminUserState): AdminUserEvent[] {
  if (command.type === 'CreateAdminUser') {
    if (state.status !== 'none') throw new ConflictError('This user already exists.');
    const { type: _type, ...data } = command;
    return [{ type: 'AdminUserCreated', data }];
  }
  if (state.status === 'none') throw new NotFoundError('User not found');
  switch (command.type) {
    case 'ChangeRole':
      return state.role === command.role
        ? []
        : [{ type: 'AdminRoleChanged', data: { userId: command.userId, role: command.role } }];
    case 'DisableUser':
      if (state.status === 'disabled') throw new IllegalStateError('This user is already disabled.');
      return [{ type: 'AdminUserDisabled', data: { userId: command.userId } }];
    case 'EnableUser':
      if (state.status === 'active') throw new IllegalStateError('This user is already enabled.');
      return [{ type: 'AdminUserEnabled', data: { userId: command.userId } }];
    case 'ChangePassword':
      return [{ type: 'AdminPasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash } }];
    case 'IssueAuthenticatorSecret':
      if (state.totp === 'enrolled')
        throw new IllegalStateError('An authenticator is already set up. Ask an admin to reset it first.');
      return [{ type: 'AuthenticatorSecretIssued', data: { userId: command.userId, secret: command.secret } }];
    case 'ConfirmAuthenticator':
      if (state.totp !== 'pending') throw new IllegalStateError('Start the authenticator setup first.');
      assertCodesUnlocked(state, command.now);
      return [{ type: 'AuthenticatorEnrolled', data: { userId: command.userId, timeStep: command.timeStep } }];
    case 'UseAuthenticatorCode':
      if (state.totp !== 'enrolled') throw new IllegalStateError('No authenticator is set up for this account.');
      // A correct code that arrives after the lock (a guess among many sent at once) is refused too.
      assertCodesUnlocked(state, command.now);
      // Single use: a code from a time step already used (or older) is refused.
      if (command.timeStep <= state.totpLastStep) throw new UnauthorizedError('Entered OTP is incorrect');
      return [{ type: 'AuthenticatorCodeUsed', data: { userId: command.userId, timeStep: command.timeStep } }];
    case 'RejectAuthenticatorCode': {
      const { userId, where } = command;
      // Locked already: nothing more is counted, but an open reset dies with the first code tried.
      if (state.secondFactor.lockedUntil !== null)
        return state.reset ? [cancelReset(userId, state.reset.requestId)] : [];
      const failed: AdminUserEvent = { type: 'AuthenticatorCodeFailed', data: { userId, where } };
      if (state.secondFactor.failures + 1 < MAX_AUTHENTICATOR_FAILURES) return [failed];
      return [
        failed,
        {
          type: 'AuthenticatorLocked',
          data: { userId, where, until: authenticatorLockEnd(command.now, state.secondFactor.locks) },
        },
        ...(state.reset ? [cancelReset(userId, state.reset.requestId)] : []),
      ];
    }
    case 'ResetAuthenticator':
      return state.totp === 'none' ? [] : [{ type: 'AuthenticatorReset', data: { userId: command.userId } }];
    case 'RequestPasswordReset':
      // A new request replaces any open one: only the newest code counts.
      return [
        {
          type: 'PasswordResetRequested',
          data: {
            userId: command.userId,
            requestId: command.requestId,
            codeHash: command.codeHash,
            expiresAt: command.expiresAt,
          },
        },
      ];
    case 'CheckResetCode': {
      const reset = openReset(state, command.requestId, command.now);
      // An emailed OTP works once: a verified request earns no second reset token.
      if (reset.attempts >= MAX_RESET_CODE_ATTEMPTS || reset.verified)
        throw new UnauthorizedError(RESET_REQUEST_CLOSED);
      if (!command.codeMatches)
        return [{ type: 'PasswordResetCodeRejected', data: { userId: command.userId, requestId: command.requestId } }];
      const verified: AdminUserEvent = {
        type: 'PasswordResetCodeVerified',
        data: { userId: command.userId, requestId: command.requestId },
      };
      const { lockedUntil } = state.secondFactor;
      if (lockedUntil === null) return [verified];
      // Locked authenticator codes open again only once the lock's time has passed and the mailbox has answered.
      if (lockedUntil > command.now) throw authenticatorLockedError(lockedUntil, command.now);
      return [verified, { type: 'AuthenticatorUnlocked', data: { userId: command.userId } }];
    }
    case 'CompletePasswordReset': {
      const reset = openReset(state, command.requestId, command.now);
      if (!reset.verified) throw new UnauthorizedError(RESET_REQUEST_CLOSED);
      return [
        {
          type: 'PasswordResetCompleted',
          data: { userId: command.userId, requestId: command.requestId, passwordHash: command.passwordHash },
        },
      ];
    }
    case 'EndSession':
      return [
        {
          type: 'AdminSessionEnded',
          data: { userId: command.userId, tokenId: command.tokenId, expiresAt: command.expiresAt },
        },
      ];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

function assertCodesUnlocked(state: Exclude<AdminUserState, { status: 'none' }>, now: string): void {
  if (state.secondFactor.lockedUntil !== null) throw authenticatorLockedError(state.secondFactor.lockedUntil, now);
}

const cancelReset = (userId: string, requestId: string): AdminUserEvent => ({
  type: 'PasswordResetCancelled',
  data: { userId, requestId, reason: 'authenticator-locked' },
});

/** The reset this request opened, still within its life; anything else is closed. */
function openReset(state: Exclude<AdminUserState, { status: 'none' }>, requestId: string, now: string) {
  const reset = state.reset;
  if (!reset || reset.requestId !== requestId || reset.expiresAt <= now || state.status !== 'active')
    throw new UnauthorizedError(RESET_REQUEST_CLOSED);
  return reset;
}

export const adminUserDecider: Decider<AdminUserState, AdminUserCommand, AdminUserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

export const adminUserStream = (userId: string): string => `adminUser-${userId}`;

/** An admin account: stream `adminUser-<id>`, read back at the console's user page. */
export const adminUserAggregate: Aggregate<AdminUserState, AdminUserCommand, AdminUserEvent> = {
  decider: adminUserDecider,
  idOf: (command) => command.userId,
  stream: adminUserStream,
  poll: (userId) => `/api/v1/admin/users/${userId}`,
};
