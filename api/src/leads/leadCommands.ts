import type { CommandContext } from '../core/commandContext.ts';
import type { LeadEvent } from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import type { RateLimits } from '../auth/rateLimits.ts';
import type { Aggregate } from '../core/commandRunner.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import type { FormGuard } from './formGuard.ts';
import { leadDecider, leadStream, type LeadCommand, type LeadState } from './leadDecider.ts';

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
  /** What else an erasure ends before the person's key goes (their property alerts); answers how many. */
  alsoErase?: (context: CommandContext, subjectId: string) => Promise<number>;
}

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A lead: stream `lead-<id>`, read back at the console's lead page. */
export const leadAggregate: Aggregate<LeadState, LeadCommand, LeadEvent> = {
  decider: leadDecider,
  idOf: (command) =>
    command.type === 'ReceiveLead'
      ? command.lead.leadId
      : command.type === 'RecordRepeat'
        ? command.repeat.leadId
        : command.leadId,
  stream: leadStream,
  poll: (leadId) => `/api/v1/admin/leads/${leadId}`,
};
