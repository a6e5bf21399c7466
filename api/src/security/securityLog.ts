import { securityStream, type SecurityEvent } from '@aangan/contracts';
import type { EventStore } from '@aangan/projections';
import { eventMetadata, type CommandContext } from '../core/commandContext.ts';
import { indianDay } from '../core/indianTime.ts';
import { appendRecord } from '../core/commandHandler.ts';

/**
 * Durable security events (failed sign-ins, refused codes, locks, attacks, denials) on the day's
 * `security-<yyyy-mm-dd>` stream. Recording happens beside the request, never in its way: the
 * append is not awaited, so a slow or failing store neither delays nor fails the answer, and the
 * answer's timing never depends on which event was recorded. A failed append is logged (event type
 * and error only) and dropped.
 */
export interface SecurityLog {
  record(context: CommandContext, event: SecurityEvent): void;
  /** Settles once every event recorded so far is stored or given up on (shutdown and tests wait on it). */
  settled(): Promise<void>;
}

export interface SecurityLogDeps {
  eventStore: EventStore;
  now: () => Date;
  logger: { error(obj: object, msg: string): void };
}

export function createSecurityLog(deps: SecurityLogDeps): SecurityLog {
  const pending = new Set<Promise<void>>();

  async function append(context: CommandContext, event: SecurityEvent): Promise<void> {
    try {
      // Checked against its schema on the way in: a field that is not in the contract never reaches the log.
      const at = deps.now();
      await appendRecord(deps.eventStore, securityStream(indianDay(at)), event, eventMetadata(context, at));
    } catch (error) {
      deps.logger.error(
        {
          eventType: event.type,
          err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown',
        },
        'security event not recorded',
      );
    }
  }

  return {
    record(context, event) {
      const appending = append(context, event);
      pending.add(appending);
      void appending.finally(() => pending.delete(appending));
    },
    async settled() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}
