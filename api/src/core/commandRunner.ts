import type { DomainEvent, EventMetadata } from '@aangan/contracts';
import type { EventStore } from '@aangan/projections';
import { DEFAULT_COMMAND_WAIT_MS, type StoredCommand } from './commandAccepted.ts';
import { eventMetadata, type CommandContext } from './commandContext.ts';
import { handleCommand, type CommandResult } from './commandHandler.ts';
import type { Decider } from './decider.ts';
import type { ReadModelWaiter } from './readYourWrites.ts';
import type { UnsavedRecord } from './staleRevision.ts';
import type { StateCache } from './stateCache.ts';

/** One kind of record that commands change: its stream, its decider, and where a client reads it back. */
export interface Aggregate<State, Command, Event extends DomainEvent> {
  decider: Decider<State, Command, Event>;
  /** The record a command is for (its stream, and the `_id` of a 202). */
  idOf: (command: Command) => string;
  stream: (id: string) => string;
  /** Where the record is read once the read models show the command (a 202's `Location`). */
  poll: (id: string) => string;
  /** Recently folded states of the records (see stateCache.ts). */
  cache?: StateCache<State>;
}

export interface CommandRunnerDeps {
  eventStore: EventStore;
  now: () => Date;
  waiter: ReadModelWaiter;
  /** How long a command waits for the read models (COMMAND_WAIT_MS). */
  commandWaitMs?: number | undefined;
}

export interface RunOptions<State, Event> {
  /** The revision the client's change is based on (If-Match): someone else's change since is a 412. */
  expectedRevision?: number | undefined;
  /** How the record shows before its first event: a revision named for it then is stale, not missing. */
  unsaved?: UnsavedRecord | undefined;
  /** Ids chosen by the caller (a public form's, from its Idempotency-Key); by default derived from the command. */
  eventId?: (() => string) | undefined;
  /**
   * What the decision needs before it is recorded (reserving a unique name, uniqueNames.ts): given
   * the events decided, answers the events to append. Runs again on fresh state if the append is retried.
   */
  beforeAppend?: (events: Event[], state: State, metadata: EventMetadata) => Promise<Event[]>;
  /** What follows once the events are stored, before the wait for the read models (releasing a name given up). */
  afterAppend?: (result: CommandResult<State, Event>, metadata: EventMetadata) => Promise<void>;
}

/** What a command did, and whether the read models show it yet: the route's 200, or its 202 (CommandAccepted). */
export interface CommandRun<State, Event> extends CommandResult<State, Event> {
  stored: StoredCommand;
}

export type CommandRunner<State, Command, Event> = (
  context: CommandContext,
  command: Command,
  options?: RunOptions<State, Event>,
) => Promise<CommandRun<State, Event>>;

/**
 * The one way a command runs: decide on the record as stored and append with the expected revision
 * (handleCommand), then wait, bounded, until the read models reached the append's position. The
 * answer says what was stored and whether it shows yet; a command that changed nothing shows at once.
 */
export function commandRunner<State, Command, Event extends DomainEvent>(
  deps: CommandRunnerDeps,
  aggregate: Aggregate<State, Command, Event>,
): CommandRunner<State, Command, Event> {
  return async (context, command, options = {}) => {
    const id = aggregate.idOf(command);
    const metadata = eventMetadata(context, deps.now());
    const { beforeAppend } = options;
    const result = await handleCommand(deps.eventStore, aggregate.stream(id), aggregate.decider, command, {
      metadata,
      ...(aggregate.cache ? { cache: aggregate.cache } : {}),
      ...(options.expectedRevision === undefined ? {} : { expectedRevision: options.expectedRevision }),
      ...(options.unsaved ? { unsaved: options.unsaved } : {}),
      ...(options.eventId ? { eventId: options.eventId } : {}),
      ...(beforeAppend ? { beforeAppend: (events, state) => beforeAppend(events, state, metadata) } : {}),
    });
    await options.afterAppend?.(result, metadata);
    // Bounded wait until the read models show the last event (a command that changed nothing shows at once).
    const visible =
      result.position === null ||
      (await deps.waiter.waitFor(result.position, deps.commandWaitMs ?? DEFAULT_COMMAND_WAIT_MS));
    return { ...result, stored: { id, revision: result.revision, poll: aggregate.poll(id), visible } };
  };
}
