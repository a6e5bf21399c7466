import {
  IllegalStateError,
  NotFoundError,
  ValidationError,
  validateProjectForPost,
  type ProjectEvent,
  type ProjectFields,
} from '@aangan/contracts';
import type { Decider } from '../core/decider.ts';

// Commands

export type ProjectCommand =
  | { type: 'SaveDraft'; projectId: string; ownerId: string; fields: ProjectFields }
  | { type: 'PostProject'; projectId: string; ownerId: string; slug: string; fields: ProjectFields }
  | { type: 'EditProject'; projectId: string; fields: ProjectFields }
  | { type: 'DeleteProject'; projectId: string }
  | { type: 'RestoreProject'; projectId: string }
  | { type: 'ToggleGrandProject'; projectId: string };

// State

export type ProjectStatus = 'draft' | 'posted' | 'deleted';

export type ProjectState =
  | { status: 'none' }
  | {
      status: ProjectStatus;
      ownerId: string;
      fields: ProjectFields;
      slug: string | null;
      isGrandProject: boolean;
      /** What a restore returns to. */
      statusBeforeDelete: 'draft' | 'posted';
    };

type Existing = Exclude<ProjectState, { status: 'none' }>;

// evolve

export function evolve(state: ProjectState, event: ProjectEvent): ProjectState {
  switch (event.type) {
    case 'ProjectDraftSaved':
      return state.status === 'none'
        ? { status: 'draft', ownerId: event.data.ownerId, fields: event.data.fields, slug: null, isGrandProject: false, statusBeforeDelete: 'draft' }
        : { ...state, fields: event.data.fields };
    case 'ProjectPosted':
      return {
        status: 'posted',
        ownerId: state.status === 'none' ? event.data.ownerId : state.ownerId,
        fields: event.data.fields,
        slug: event.data.slug,
        isGrandProject: state.status === 'none' ? false : state.isGrandProject,
        statusBeforeDelete: 'posted',
      };
    case 'ProjectEdited':
      return state.status === 'none' ? state : { ...state, fields: event.data.fields };
    case 'ProjectDeleted':
      return state.status === 'none' || state.status === 'deleted'
        ? state
        : { ...state, status: 'deleted', statusBeforeDelete: state.status };
    case 'ProjectRestored':
      return state.status === 'deleted' ? { ...state, status: state.statusBeforeDelete } : state;
    case 'GrandProjectFlagSet':
      return state.status === 'none' ? state : { ...state, isGrandProject: event.data.isGrandProject };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

// decide

function requireExisting(state: ProjectState): Existing {
  if (state.status === 'none') throw new NotFoundError('Project not found');
  return state;
}

function requirePostable(fields: ProjectFields): void {
  const errors = validateProjectForPost(fields);
  const first = errors[0];
  if (first) throw new ValidationError(first.message, errors);
}

/** Top-level field names whose values differ, in a stable order. */
export function changedFields(before: ProjectFields, after: ProjectFields): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys]
    .filter((key) => JSON.stringify(before[key as keyof ProjectFields]) !== JSON.stringify(after[key as keyof ProjectFields]))
    .sort();
}

export function decide(command: ProjectCommand, state: ProjectState): ProjectEvent[] {
  switch (command.type) {
    case 'SaveDraft': {
      if (state.status === 'posted') throw new IllegalStateError('This project is already posted; edit it instead of saving a draft.');
      if (state.status === 'deleted') throw new IllegalStateError('This project is deleted. Restore it before changing it.');
      if (state.status === 'draft' && changedFields(state.fields, command.fields).length === 0) return [];
      return [{ type: 'ProjectDraftSaved', data: { projectId: command.projectId, ownerId: command.ownerId, fields: command.fields } }];
    }
    case 'PostProject': {
      if (state.status === 'posted') throw new IllegalStateError('This project is already posted.');
      if (state.status === 'deleted') throw new IllegalStateError('This project is deleted. Restore it before posting it.');
      requirePostable(command.fields);
      return [{ type: 'ProjectPosted', data: { projectId: command.projectId, ownerId: command.ownerId, slug: command.slug, fields: command.fields } }];
    }
    case 'EditProject': {
      const current = requireExisting(state);
      if (current.status === 'deleted') throw new IllegalStateError('This project is deleted. Restore it before editing it.');
      if (current.status === 'draft') throw new IllegalStateError('This project is still a draft; save the draft or post it.');
      requirePostable(command.fields);
      const changed = changedFields(current.fields, command.fields);
      if (changed.length === 0) return [];
      return [{ type: 'ProjectEdited', data: { projectId: command.projectId, fields: command.fields, changed } }];
    }
    case 'DeleteProject': {
      const current = requireExisting(state);
      if (current.status === 'deleted') throw new IllegalStateError('This project is already deleted.');
      return [{ type: 'ProjectDeleted', data: { projectId: command.projectId } }];
    }
    case 'RestoreProject': {
      const current = requireExisting(state);
      if (current.status !== 'deleted') throw new IllegalStateError('Only a deleted project can be restored.');
      return [{ type: 'ProjectRestored', data: { projectId: command.projectId } }];
    }
    case 'ToggleGrandProject': {
      const current = requireExisting(state);
      if (current.status !== 'posted') throw new IllegalStateError('Only a posted project can be marked as a grand project.');
      return [{ type: 'GrandProjectFlagSet', data: { projectId: command.projectId, isGrandProject: !current.isGrandProject } }];
    }
    default: {
      const unknown: never = command;
      return unknown;
    }
  }
}

export const projectDecider: Decider<ProjectState, ProjectCommand, ProjectEvent> = {
  initialState: () => ({ status: 'none' }),
  evolve,
  decide,
};

export const projectStream = (projectId: string): string => `project-${projectId}`;
