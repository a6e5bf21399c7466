import type { EventStore } from '@aangan/projections';
import { awaitVisible, type StoredCommand } from '../core/commandAccepted.ts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { handleCommand } from '../core/commandHandler.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import { adminUserDecider, adminUserStream, type AdminUserCommand } from './adminUserDecider.ts';

/**
 * Runs one admin-user command and waits (bounded) until the read models show it; `stored` says
 * whether they do. With `expectedRevision` (an admin's change, based on the account as read),
 * someone else's change to what the account shows is a 412.
 */
export function adminUserCommandRunner(deps: {
  eventStore: EventStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs?: number;
}) {
  return async (context: CommandContext, command: AdminUserCommand, expectedRevision?: number) => {
    const result = await handleCommand(deps.eventStore, adminUserStream(command.userId), adminUserDecider, command, {
      metadata: eventMetadata(context, deps.now()),
      ...(expectedRevision === undefined ? {} : { expectedRevision }),
    });
    const visible = await awaitVisible(deps.waiter, result.position, deps.commandWaitMs);
    const stored: StoredCommand = {
      id: command.userId,
      revision: result.revision,
      poll: `/api/v1/admin/users/${command.userId}`,
      visible,
    };
    return { ...result, stored };
  };
}

export type AdminUserCommandRunner = ReturnType<typeof adminUserCommandRunner>;
