import { ReadStoreUnavailableError } from '@aangan/projections';

/** How long a command waits for the read models to show it, unless configured (COMMAND_WAIT_MS). */
export const DEFAULT_COMMAND_WAIT_MS = 2_000;

/** A command whose events are stored: what it changed, and whether the read models show it yet. */
export interface StoredCommand {
  /** The record the command changed. */
  id: string;
  /** Its stream revision after the command: what the record's ETag says once it shows the command. */
  revision: number;
  /** Where to read the record, e.g. `/api/v1/admin/articles/<id>`. */
  poll: string;
  /** The read models showed the command within the wait. */
  visible: boolean;
}

/**
 * Thrown once a command is stored but its answer cannot be read (the read models lag, or the read
 * store fails): the router answers it with acceptedReply — 202, never an error that invites a retry.
 */
export class CommandAccepted extends Error {
  constructor(readonly stored: StoredCommand) {
    super(`Stored ${stored.id} at revision ${stored.revision}; not yet visible in the read models`);
    this.name = 'CommandAccepted';
  }
}

/** Answers 202 unless the read models show every command given. */
export function requireVisible(...commands: StoredCommand[]): void {
  const hidden = commands.find((command) => !command.visible);
  if (hidden) throw new CommandAccepted(hidden);
}

/**
 * What a stored command's answer shows, read from the read models; when they do not show the
 * command yet, or the read store fails, or the record is not there yet: 202 (CommandAccepted).
 */
export async function readAfterCommand<T>(
  stored: StoredCommand,
  read: () => Promise<T | null | undefined>,
): Promise<T> {
  requireVisible(stored);
  let value: T | null | undefined;
  try {
    value = await read();
  } catch (error) {
    if (error instanceof ReadStoreUnavailableError) throw new CommandAccepted(stored);
    throw error;
  }
  if (value === null || value === undefined) throw new CommandAccepted(stored);
  return value;
}
