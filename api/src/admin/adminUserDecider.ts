import { ConflictError, IllegalStateError, NotFoundError, type AdminUserEvent, type Role } from '@aangan/contracts';
import type { Decider } from '../core/decider.ts';

// Commands

export type AdminUserCommand =
  | { type: 'CreateAdminUser'; userId: string; email: string; name: string; role: Role; passwordHash: string }
  | { type: 'ChangeRole'; userId: string; role: Role }
  | { type: 'DisableUser'; userId: string }
  | { type: 'EnableUser'; userId: string }
  | { type: 'ChangePassword'; userId: string; passwordHash: string }
  | { type: 'EndSession'; userId: string; tokenId: string; expiresAt: string };

// State

export type AdminUserState = { status: 'none' } | { status: 'active' | 'disabled'; role: Role };

// evolve

export function evolve(state: AdminUserState, event: AdminUserEvent): AdminUserState {
  switch (event.type) {
    case 'AdminUserCreated':
      return { status: 'active', role: event.data.role };
    case 'AdminRoleChanged':
      return state.status === 'none' ? state : { ...state, role: event.data.role };
    case 'AdminUserDisabled':
      return state.status === 'none' ? state : { ...state, status: 'disabled' };
    case 'AdminUserEnabled':
      return state.status === 'none' ? state : { ...state, status: 'active' };
    case 'AdminPasswordChanged':
    case 'AdminSessionEnded':
      return state;
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
