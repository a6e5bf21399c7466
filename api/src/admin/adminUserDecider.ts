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
  | { type: 'ResetAuthenticator'; userId: string };

// State

export type AdminUserState =
  | { status: 'none' }
  | { status: 'active' | 'disabled'; role: Role; totp: 'none' | 'pending' | 'enrolled'; totpLastStep: number };

// evolve

export function evolve(state: AdminUserState, event: AdminUserEvent): AdminUserState {
  switch (event.type) {
    case 'AdminUserCreated':
      return { status: 'active', role: event.data.role, totp: 'none', totpLastStep: 0 };
    case 'AdminRoleChanged':
      return state.status === 'none' ? state : { ...state, role: event.data.role };
    case 'AdminUserDisabled':
      return state.status === 'none' ? state : { ...state, status: 'disabled' };
    case 'AdminUserEnabled':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'AdminPasswordChanged':
    case 'AdminSessionEnded':
      return state;
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
    case 'EndSession':
      return [{ type: 'AdminSessionEnded', data: { userId: command.userId, tokenId: command.tokenId, expiresAt: command.expiresAt } }];
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const adminUserDecider: Decider<AdminUserState, AdminUserCommand, AdminUserEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

export const adminUserStream = (userId: string): string => `adminUser-${userId}`;
