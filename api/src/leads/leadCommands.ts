import type { EventStore, ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import type { RateLimits } from '../auth/rateLimits.ts';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { handleCommand } from '../core/commandHandler.ts';
import type { IdGenerator } from '../core/ids.ts';
import { awaitVisible, type StoredCommand } from '../core/commandAccepted.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import type { FormGuard } from './formGuard.ts';
import { leadDecider, leadStream, type LeadCommand } from './leadDecider.ts';

/** Where sealed résumés are kept (the upload service's blob store; private keys are never served). */
export interface PrivateFiles {
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<unknown>;
  get(key: string): Promise<{ bytes: Uint8Array } | null>;
  delete(key: string): Promise<unknown>;
}

export interface LeadServiceDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  vault: PersonalDataVault;
  files: PrivateFiles;
  forms: FormGuard;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  /** How long a command waits for the read models (COMMAND_WAIT_MS). */
  commandWaitMs?: number;
  rateLimits: RateLimits;
  logger: Logger;
  resumeRetentionDays: number;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Runs one command on a lead and waits (bounded) until the read models show it (`stored` says whether
 * they do). `newId` names the events: derived from the command by default, from the Idempotency-Key
 * for a public form (leadIdentity.ts).
 */
export function leadCommandRunner(
  deps: Pick<LeadServiceDeps, 'eventStore' | 'ids' | 'now' | 'waiter' | 'commandWaitMs'>,
) {
  return async (context: CommandContext, command: LeadCommand, leadId: string, newId?: () => string) => {
    const result = await handleCommand(deps.eventStore, leadStream(leadId), leadDecider, command, {
      metadata: eventMetadata(context, deps.now()),
      ...(newId ? { eventId: newId } : {}),
    });
    const visible = await awaitVisible(deps.waiter, result.position, deps.commandWaitMs);
    const stored: StoredCommand = {
      id: leadId,
      revision: result.revision,
      poll: `/api/v1/admin/leads/${leadId}`,
      visible,
    };
    return { ...result, stored };
  };
}
