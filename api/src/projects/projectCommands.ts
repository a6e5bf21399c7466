import { slugify, type ProjectFields } from '@aangan/contracts';
import type { EventStore } from '@aangan/projections';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { handleCommand, loadState } from '../core/commandHandler.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { StateCache } from '../core/stateCache.ts';
import { projectDecider, projectStream, type ProjectCommand, type ProjectState } from './projectDecider.ts';
import { createUrlReservations } from './urlReservations.ts';

export interface CommandOutcome {
  projectId: string;
  /** Stream revision after the command: the new `ETag`. */
  revision: number;
  /** False when the read models did not catch up within the bounded wait. */
  visible: boolean;
  /** False when the command changed nothing (e.g. an edit that repeats the current values). */
  changed: boolean;
}

export interface ProjectCommandsDeps {
  eventStore: EventStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs: number;
}

export function createProjectCommands(deps: ProjectCommandsDeps) {
  const urls = createUrlReservations(deps.eventStore, deps.ids.uuid);
  const states = new StateCache<ProjectState>();

  async function run(context: CommandContext, command: ProjectCommand, expectedRevision?: number): Promise<CommandOutcome> {
    const metadata = eventMetadata(context, deps.now());
    const result = await handleCommand(deps.eventStore, projectStream(command.projectId), projectDecider, command, {
      metadata,
      newId: deps.ids.uuid,
      cache: states,
      ...(expectedRevision === undefined ? {} : { expectedRevision }),
    });
    const visible = result.position === null ? true : await deps.waiter.waitFor(result.position, deps.commandWaitMs);
    return { projectId: command.projectId, revision: result.revision, visible, changed: result.position !== null };
  }

  /** Dry run on current state, so that bad input or an illegal move reserves nothing. */
  async function precheck(command: ProjectCommand): Promise<ProjectState> {
    const { state } = await loadState(deps.eventStore, projectStream(command.projectId), projectDecider, states);
    projectDecider.decide(command, state);
    return state;
  }

  return {
    async saveDraft(context: CommandContext, input: { projectId?: string; fields: ProjectFields }, expectedRevision?: number) {
      const projectId = input.projectId ?? deps.ids.objectId();
      return run(context, { type: 'SaveDraft', projectId, ownerId: context.actor.id, fields: input.fields }, expectedRevision);
    },

    async post(context: CommandContext, input: { projectId?: string; fields: ProjectFields }, expectedRevision?: number) {
      const projectId = input.projectId ?? deps.ids.objectId();
      const command: ProjectCommand = { type: 'PostProject', projectId, ownerId: context.actor.id, slug: 'pending', fields: input.fields };
      await precheck(command);
      const metadata = eventMetadata(context, deps.now());
      if (input.fields.customProjectUrl) await urls.reserveCustomUrl(input.fields.customProjectUrl, projectId, metadata);
      const base = slugify([input.fields.projectTitle, input.fields.locality, input.fields.city].filter(Boolean).join(' ')) || projectId;
      const slug = await urls.reserveSlug(base, projectId, metadata);
      return run(context, { ...command, slug }, expectedRevision);
    },

    async edit(context: CommandContext, projectId: string, fields: ProjectFields, expectedRevision?: number) {
      const command: ProjectCommand = { type: 'EditProject', projectId, fields };
      const state = await precheck(command);
      const previousUrl = state.status === 'none' ? undefined : state.fields.customProjectUrl;
      const metadata = eventMetadata(context, deps.now());
      if (fields.customProjectUrl && fields.customProjectUrl !== previousUrl) await urls.reserveCustomUrl(fields.customProjectUrl, projectId, metadata);
      const outcome = await run(context, command, expectedRevision);
      if (outcome.changed && previousUrl && previousUrl !== fields.customProjectUrl) await urls.release('customUrl', previousUrl, projectId, metadata);
      return outcome;
    },

    remove: (context: CommandContext, projectId: string, expectedRevision?: number) => run(context, { type: 'DeleteProject', projectId }, expectedRevision),
    restore: (context: CommandContext, projectId: string, expectedRevision?: number) => run(context, { type: 'RestoreProject', projectId }, expectedRevision),
    toggleGrand: (context: CommandContext, projectId: string, expectedRevision?: number) =>
      run(context, { type: 'ToggleGrandProject', projectId }, expectedRevision),
  };
}

export type ProjectCommands = ReturnType<typeof createProjectCommands>;
