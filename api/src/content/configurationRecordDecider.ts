import { NotFoundError } from '@aangan/contracts';
import type { DomainEvent } from '../core/commandHandler.ts';
import type { Decider } from '../core/decider.ts';

/**
 * A Website Configuration record other than a page section: a testimonial, a site FAQ, the state
 * RERA registrations, one route's SEO meta, the currency rates. Its state is the type of the last
 * event recorded for it (null before the first), which is all a change needs to be decided on.
 */
export type ConfigurationRecordState = { lastType: string | null };

export type ConfigurationRecordCommand = {
  type: 'Record';
  event: DomainEvent;
  /** The record must exist and not be deleted (the deleting event's type); otherwise `message` as 404. */
  mustExist?: { deletedBy: string; message: string };
};

/**
 * Records the change as asked, through the same handler as every aggregate: the stream's revision
 * is expected (a concurrent writer is retried on fresh state) and the event id is derived from the
 * command, so an append retried after a lost answer is recognised by the store instead of doubled.
 */
export const configurationRecordDecider: Decider<ConfigurationRecordState, ConfigurationRecordCommand, DomainEvent> = {
  initialState: () => ({ lastType: null }),
  evolve: (_state, event) => ({ lastType: event.type }),
  decide(command, state) {
    const { mustExist } = command;
    if (mustExist && (state.lastType === null || state.lastType === mustExist.deletedBy))
      throw new NotFoundError(mustExist.message);
    return [command.event];
  },
};
