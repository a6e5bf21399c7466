import {
  NotFoundError,
  UNIT_MESSAGES,
  ValidationError,
  slugify,
  type ProjectDoc,
  type ProjectEvent,
  type ProjectFields,
} from '@aangan/contracts';
import { eventTime, type EventStore, type RecordedEvent } from '@aangan/projections';
import type { CommandContext } from '../core/commandContext.ts';
import { commandRunner } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { StateCache } from '../core/stateCache.ts';
import { projectDecider, projectStream, type ProjectCommand, type ProjectState } from './projectDecider.ts';
import { createUrlReservations } from './urlReservations.ts';
import { projectDocAfter } from './projectDocAfter.ts';

export interface CommandOutcome {
  projectId: string;
  /** Stream revision after the command: the new `ETag`. */
  revision: number;
  /** False when the read models did not catch up within the bounded wait. */
  visible: boolean;
  /** False when the command changed nothing (e.g. an edit that repeats the current values). */
  changed: boolean;
  /** What the admin should know about how the input was stored (units merged). */
  notices: string[];
}

export interface ProjectCommandsDeps {
  eventStore: EventStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs: number;
}

/** A point in a project's history: a stream revision, or an instant (the last change at or before it). */
export type AsOf = { revision: number } | { at: string };

export function createProjectCommands(deps: ProjectCommandsDeps) {
  const urls = createUrlReservations(deps.eventStore);
  const runProject = commandRunner(deps, {
    decider: projectDecider,
    idOf: (command) => command.projectId,
    stream: projectStream,
    poll: (projectId) => `/api/v1/admin/projects/${projectId}`,
    cache: new StateCache<ProjectState>(),
  });

  /**
   * Decide, reserve what the decision needs (after deciding, so bad input or an illegal move
   * reserves nothing), append, then wait for the read models. URLs given up are released last.
   */
  async function run(
    context: CommandContext,
    command: ProjectCommand,
    expectedRevision: number | undefined,
    sentUnits?: number,
  ): Promise<CommandOutcome> {
    let releaseUrl: string | undefined;
    const result = await runProject(context, command, {
      expectedRevision,
      beforeAppend: async (events, state, metadata) => {
        releaseUrl = undefined;
        return Promise.all(
          events.map(async (event) => {
            if (event.type === 'ProjectPosted') {
              const fields = event.data.fields;
              if (fields.customProjectUrl)
                await urls.reserveCustomUrl(fields.customProjectUrl, command.projectId, metadata);
              const base =
                slugify([fields.projectTitle, fields.locality, fields.city].filter(Boolean).join(' ')) ||
                command.projectId;
              return {
                ...event,
                data: { ...event.data, slug: await urls.reserveSlug(base, command.projectId, metadata) },
              };
            }
            if (event.type === 'ProjectEdited' || event.type === 'ProjectReverted') {
              const previous = state.status === 'none' ? undefined : state.fields.customProjectUrl;
              const next = event.data.fields.customProjectUrl;
              if (next && next !== previous) await urls.reserveCustomUrl(next, command.projectId, metadata);
              if (previous && previous !== next) releaseUrl = previous;
            }
            return event;
          }),
        );
      },
      afterAppend: async (_result, metadata) => {
        if (releaseUrl) await urls.release('customUrl', releaseUrl, command.projectId, metadata);
      },
    });
    const storedUnits = result.events.map(unitsOf).find((units) => units !== undefined);
    const notices =
      sentUnits !== undefined && storedUnits !== undefined && storedUnits < sentUnits
        ? [UNIT_MESSAGES.alreadyExists]
        : [];
    return {
      projectId: command.projectId,
      revision: result.revision,
      visible: result.stored.visible,
      changed: result.position !== null,
      notices,
    };
  }

  async function history(projectId: string): Promise<RecordedEvent[]> {
    const events = await deps.eventStore.readStream(projectStream(projectId));
    if (events.length === 0) throw new NotFoundError('Project not found');
    return events;
  }

  /** The project document as the read model showed it right after the event at `asOf`, folded from the log. */
  async function asOf(
    projectId: string,
    point: AsOf,
  ): Promise<ProjectDoc & { asOf: { revision: number; at: string } }> {
    const events = await history(projectId);
    const upTo =
      'revision' in point
        ? events.filter((e) => e.revision <= point.revision)
        : events.filter((e) => atOf(e) <= point.at);
    const last = upTo[upTo.length - 1];
    if (!last) throw new NotFoundError('The project did not exist yet at that point');
    const doc = projectDocAfter(upTo);
    if (!doc) throw new NotFoundError('The project did not exist yet at that point');
    return { ...doc, asOf: { revision: last.revision, at: atOf(last) } };
  }

  return {
    asOf,

    async saveDraft(
      context: CommandContext,
      input: { projectId?: string; fields: ProjectFields },
      expectedRevision?: number,
    ) {
      const projectId = input.projectId ?? deps.ids.objectId();
      return run(
        context,
        { type: 'SaveDraft', projectId, ownerId: context.actor.id, fields: input.fields },
        expectedRevision,
        input.fields.units?.length,
      );
    },

    async post(
      context: CommandContext,
      input: { projectId?: string; fields: ProjectFields },
      expectedRevision?: number,
    ) {
      const projectId = input.projectId ?? deps.ids.objectId();
      // The slug is reserved once the decision is made (beforeAppend); 'pending' never reaches the log.
      return run(
        context,
        { type: 'PostProject', projectId, ownerId: context.actor.id, slug: 'pending', fields: input.fields },
        expectedRevision,
        input.fields.units?.length,
      );
    },

    edit: (context: CommandContext, projectId: string, fields: ProjectFields, expectedRevision?: number) =>
      run(context, { type: 'EditProject', projectId, fields }, expectedRevision, fields.units?.length),

    /** Makes the fields of `toRevision` current again, as a new event that names the revision. */
    async revert(context: CommandContext, projectId: string, toRevision: number, expectedRevision: number) {
      const events = await history(projectId);
      const head = events[events.length - 1].revision;
      if (toRevision >= head)
        throw new ValidationError('Choose an earlier version to restore', [
          { path: 'toRevision', message: `Revision must be below the current one (${head})` },
        ]);
      const then = events
        .filter((event) => event.revision <= toRevision)
        .reduce(
          (state, event) => projectDecider.evolve(state, { type: event.type, data: event.data } as ProjectEvent),
          projectDecider.initialState(),
        );
      if (then.status === 'none') throw new NotFoundError('The project did not exist yet at that point');
      return run(context, { type: 'RevertProject', projectId, toRevision, fields: then.fields }, expectedRevision);
    },

    remove: (context: CommandContext, projectId: string, expectedRevision?: number) =>
      run(context, { type: 'DeleteProject', projectId }, expectedRevision),
    restore: (context: CommandContext, projectId: string, expectedRevision?: number) =>
      run(context, { type: 'RestoreProject', projectId }, expectedRevision),
    toggleGrand: (context: CommandContext, projectId: string, expectedRevision?: number) =>
      run(context, { type: 'ToggleGrandProject', projectId }, expectedRevision),
  };
}

const atOf = (event: RecordedEvent): string => eventTime(event);

const unitsOf = (event: ProjectEvent): number | undefined =>
  'fields' in event.data ? (event.data.fields.units?.length ?? 0) : undefined;

export type ProjectCommands = ReturnType<typeof createProjectCommands>;
