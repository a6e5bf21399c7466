import { ConflictError, IllegalStateError, NotFoundError, UnauthorizedError, type AdminUserEvent, type Role } from '@aangan/contracts';
import type { Decider } from '../core/decider.ts';

// Commands

export type AdminUserCommand =
  | { type: 'CreateAdminUser'; userId: string; email: string; name: string; role: Role; passwordHash: string }
  | { type: 'ChangeRole'; userId: string; role: Role }
  | { type: 'DisableUser'; userId: string }
  | { type: 'EnableUser'; userId: string }
  | { type: 'ChangePassword'; userId: string; passwordHash: string }
  | { type: 'EndSession'; userId: string; tokenId: string; expiresAt: string }
  | { type: 'IssueAuthenticatorSecret'; userId: string; secret: string }
  | { type: 'ConfirmAuthenticator'; userId: string; timeStep: number }
  | { type: 'UseAuthenticatorCode'; userId: string; timeStep: number }
  | { type: 'ResetAuthenticator'; userId: string }
  | { type: 'RequestPasswordReset'; userId: string; requestId: string; codeHash: string; expiresAt: string }
  | { type: 'CheckResetCode'; userId: string; requestId: string; codeMatches: boolean; now: string }
  | { type: 'CompletePasswordReset'; userId: string; requestId: string; passwordHash: string; now: string };

export const MAX_RESET_CODE_ATTEMPTS = 5;
export const RESET_CODE_INCORRECT = 'Incorrect OTP Provided';
export const RESET_REQUEST_CLOSED = 'This OTP has expired or was already used. Please ask for a new one.';

// State

export type AdminUserState =
  | { status: 'none' }
  | {
      status: 'active' | 'disabled';
      role: Role;
      totp: 'none' | 'pending' | 'enrolled';
      totpLastStep: number;
      reset: { requestId: string; expiresAt: string; attempts: number; verified: boolean } | null;
    };

// evolve

export function evolve(state: AdminUserState, event: AdminUserEvent): AdminUserState {
  switch (event.type) {
    case 'AdminUserCreated':
      return { status: 'active', role: event.data.role, totp: 'none', totpLastStep: 0, reset: null };
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
      return state.status === 'none' ? state : { ...state, reset: { requestId: event.data.requestId, expiresAt: event.data.expiresAt, attempts: 0, verified: false } };
    case 'PasswordResetCodeRejected':
      return state.status === 'none' || !state.reset ? state : { ...state, reset: { ...state.reset, attempts: state.reset.attempts + 1 } };
    case 'PasswordResetCodeVerified':
      return state.status === 'none' || !state.reset ? state : { ...state, reset: { ...state.reset, verified: true } };
    case 'PasswordResetCompleted':
      return state.status === 'none' ? state : { ...state, reset: null };
    case 'AuthenticatorSecretIssued':
      return state.status === 'none' ? state : { ...state, totp: state.totp === 'enrolled' ? 'enrolled' : 'pending' };
    case 'AuthenticatorEnrolled':
      return state.status === 'none' ? state : { ...state, totp: 'enrolled', totpLastStep: event.data.timeStep };
    case 'AuthenticatorCodeUsed':
      return state.status === 'none' ? state : { ...state, totpLastStep: Math.max(state.totpLastStep, event.data.timeStep) };
    case 'AuthenticatorReset':
      return state.status === 'none' ? state : { ...state, totp: 'none', totpLastStep: 0 };
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
      return state.role === command.role ? [] : [{ type: 'AdminRoleChanged', data: { userId: command.userId, role: command.role } }];
    case 'DisableUser':
      if (state.status === 'disabled') throw new IllegalStateError('This user is already disabled.');
      return [{ type: 'AdminUserDisabled', data: { userId: command.userId } }];
    case 'EnableUser':
      if (state.status === 'active') throw new IllegalStateError('This user is already enabled.');
      return [{ type: 'AdminUserEnabled', data: { userId: command.userId } }];
    case 'ChangePassword':
      return [{ type: 'AdminPasswordChanged', data: { userId: command.userId, passwordHash: command.passwordHash } }];
    case 'IssueAuthenticatorSecret':
      if (state.totp === 'enrolled') throw new IllegalStateError('An authenticator is already set up. Ask an admin to reset it first.');
      return [{ type: 'AuthenticatorSecretIssued', data: { userId: command.userId, secret: command.secret } }];
    case 'ConfirmAuthenticator':
      if (state.totp !== 'pending') throw new IllegalStateError('Start the authenticator setup first.');
      return [{ type: 'AuthenticatorEnrolled', data: { userId: command.userId, timeStep: command.timeStep } }];
    case 'UseAuthenticatorCode':
      if (state.totp !== 'enrolled') throw new IllegalStateError('No authenticator is set up for this account.');
      // Single use: a code from a time step already used (or older) is refused.
      if (command.timeStep <= state.totpLastStep) throw new UnauthorizedError('Entered OTP is incorrect');
      return [{ type: 'AuthenticatorCodeUsed', data: { userId: command.userId, timeStep: command.timeStep } }];
    case 'ResetAuthenticator':
      return state.totp === 'none' ? [] : [{ type: 'AuthenticatorReset', data: { userId: command.userId } }];
    case 'RequestPasswordReset':
      // A new request replaces any open one: only the newest code counts.
      return [{ type: 'PasswordResetRequested', data: { userId: command.userId, requestId: command.requestId, codeHash: command.codeHash, expiresAt: command.expiresAt } }];
    case 'CheckResetCode': {
      const reset = openReset(state, command.requestId, command.now);
      if (reset.attempts >= MAX_RESET_CODE_ATTEMPTS) throw new UnauthorizedError(RESET_REQUEST_CLOSED);
      return command.codeMatches
        ? [{ type: 'PasswordResetCodeVerified', data: { userId: command.userId, requestId: command.requestId } }]
        : [{ type: 'PasswordResetCodeRejected', data: { userId: command.userId, requestId: command.requestId } }];
    }
    case 'CompletePasswordReset': {
      const reset = openReset(state, command.requestId, command.now);
      if (!reset.verified) throw new UnauthorizedError(RESET_REQUEST_CLOSED);
      return [{ type: 'PasswordResetCompleted', data: { userId: command.userId, requestId: command.requestId, passwordHash: command.passwordHash } }];
    }
    case 'EndSession':
      return [{ type: 'AdminSessionEnded', data: { userId: command.userId, tokenId: command.tokenId, expiresAt: command.expiresAt } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

/** The reset this request opened, still within its life; anything else is closed. */
function openReset(state: Exclude<AdminUserState, { status: 'none' }>, requestId: string, now: string) {
  const reset = state.reset;
  if (!reset || reset.requestId !== requestId || reset.expiresAt <= now || state.status !== 'active') throw new UnauthorizedError(RESET_REQUEST_CLOSED);
  return reset;
}

export const adminUserDecider: Decider<AdminUserState, AdminUserCommand, AdminUserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

export const adminUserStream = (userId: string): string => `adminUser-${userId}`;
