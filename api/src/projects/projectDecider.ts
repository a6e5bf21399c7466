import {
  IllegalStateError,
  NotFoundError,
  ValidationError,
  changedFields,
  mergeSameUnits,
  validateProjectForPost,
  type ProjectEvent,
  type ProjectFields,
} from '@aangan/contracts';
import type { Decider } from '../core/decider.ts';
import { assignUnitIds } from './unitIds.ts';

// Commands

export type ProjectCommand =
  | { type: 'SaveDraft'; projectId: string; ownerId: string; fields: ProjectFields }
  | { type: 'PostProject'; projectId: string; ownerId: string; slug: string; fields: ProjectFields }
  | { type: 'EditProject'; projectId: string; fields: ProjectFields }
  /** `fields` are the ones the project had at `toRevision` (folded from its events by the handler). */
  | { type: 'RevertProject'; projectId: string; toRevision: number; fields: ProjectFields }
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
      /** Revision of the last event folded (the stream's revision). */
      revision: number;
    };

type Existing = Exclude<ProjectState, { status: 'none' }>;

// evolve

export function evolve(state: ProjectState, event: ProjectEvent): ProjectState {
  const next = evolveFields(state, event);
  return next.status === 'none' ? next : { ...next, revision: state.status === 'none' ? 0 : state.revision + 1 };
}

function evolveFields(state: ProjectState, event: ProjectEvent): ProjectState {
  switch (event.type) {
    case 'ProjectDraftSaved':
      return state.status === 'none'
        ? {
            status: 'draft',
            ownerId: event.data.ownerId,
            fields: event.data.fields,
            slug: null,
            isGrandProject: false,
            statusBeforeDelete: 'draft',
            revision: 0,
          }
        : { ...state, fields: event.data.fields };
    case 'ProjectPosted':
      return {
        status: 'posted',
        ownerId: state.status === 'none' ? event.data.ownerId : state.ownerId,
        fields: event.data.fields,
        slug: event.data.slug,
        isGrandProject: state.status === 'none' ? false : state.isGrandProject,
        statusBeforeDelete: 'posted',
        revision: state.status === 'none' ? 0 : state.revision,
      };
    case 'ProjectEdited':
    case 'ProjectReverted':
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

/**
 * The units as they will be stored: a unit sent twice is kept once (spec: adding an existing unit
 * only edits its count), and every unit has an id that follows it across edits.
 */
export function withUnitRules(fields: ProjectFields, state: ProjectState): ProjectFields {
  if (!fields.units?.length) return fields;
  const { units } = mergeSameUnits(fields.units);
  const current = state.status === 'none' ? [] : (state.fields.units ?? []);
  return { ...fields, units: assignUnitIds(current, units, state.status === 'none' ? 0 : state.revision + 1) };
}

export function decide(command: ProjectCommand, state: ProjectState): ProjectEvent[] {
  switch (command.type) {
    case 'SaveDraft': {
      if (state.status === 'posted')
        throw new IllegalStateError('This project is already posted; edit it instead of saving a draft.');
      if (state.status === 'deleted')
        throw new IllegalStateError('This project is deleted. Restore it before changing it.');
      const fields = withUnitRules(command.fields, state);
      if (state.status === 'draft' && changedFields(state.fields, fields).length === 0) return [];
      return [{ type: 'ProjectDraftSaved', data: { projectId: command.projectId, ownerId: command.ownerId, fields } }];
    }
    case 'PostProject': {
      if (state.status === 'posted') throw new IllegalStateError('This project is already posted.');
      if (state.status === 'deleted')
        throw new IllegalStateError('This project is deleted. Restore it before posting it.');
      const fields = withUnitRules(command.fields, state);
      requirePostable(fields);
      return [
        {
          type: 'ProjectPosted',
          data: { projectId: command.projectId, ownerId: command.ownerId, slug: command.slug, fields },
        },
      ];
    }
    case 'EditProject': {
      const current = requireExisting(state);
      if (current.status === 'deleted')
        throw new IllegalStateError('This project is deleted. Restore it before editing it.');
      if (current.status === 'draft')
        throw new IllegalStateError('This project is still a draft; save the draft or post it.');
      const fields = withUnitRules(command.fields, state);
      requirePostable(fields);
      const changed = changedFields(current.fields, fields);
      if (changed.length === 0) return [];
      return [{ type: 'ProjectEdited', data: { projectId: command.projectId, fields, changed } }];
    }
    case 'RevertProject': {
      const current = requireExisting(state);
      if (current.status === 'deleted')
        throw new IllegalStateError('This project is deleted. Restore it before changing it.');
      // A posted project must still meet the posting rules with the old fields; a draft may hold anything.
      const fields = withUnitRules(command.fields, state);
      if (current.status === 'posted') requirePostable(fields);
      const changed = changedFields(current.fields, fields);
      if (changed.length === 0) return [];
      return [
        {
          type: 'ProjectReverted',
          data: { projectId: command.projectId, toRevision: command.toRevision, fields, changed },
        },
      ];
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
      if (current.status !== 'posted')
        throw new IllegalStateError('Only a posted project can be marked as a grand project.');
      return [
        {
          type: 'GrandProjectFlagSet',
          data: { projectId: command.projectId, isGrandProject: !current.isGrandProject },
        },
      ];
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
