import type { Logger } from 'pino';
import {
  rebuildIntoNew,
  type EventStore,
  type ProjectionRunner,
  type productProjectors,
  type ReadStore,
} from '@aangan/projections';
import type { PasswordReset } from '../admin/passwordReset.ts';
import type { createAlerts } from '../alerts/alerts.ts';
import type { RateLimits } from '../auth/rateLimits.ts';
import type { BackupSchedule } from '../backup/backupSchedule.ts';
import { systemContext } from '../core/commandContext.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { readModelSnapshots } from '../core/readModelSnapshots.ts';
import type { LeadService } from '../leads/leadService.ts';
import type { Mailer } from '../mail/Mailer.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import type { SecurityLog } from '../security/securityLog.ts';
import type { BlobStore } from '../uploads/BlobStore.ts';

interface LifecycleParts {
  eventStore: EventStore;
  readStore: ReadStore;
  mongo: { close(): Promise<void> } | null;
  projectors: ReturnType<typeof productProjectors>;
  runner: ProjectionRunner | null;
  snapshots: ReturnType<typeof readModelSnapshots> | null;
  logger: Logger;
  now: () => Date;
  ids: IdGenerator;
  leads: LeadService;
  alerts: ReturnType<typeof createAlerts>;
  backups: BackupSchedule | null;
  securityLog: SecurityLog;
  passwordReset: PasswordReset;
  mailer: Mailer;
  rateLimits: RateLimits;
  vault: PersonalDataVault;
  blobs: BlobStore;
}

/** Starting the system (snapshot, runner), its timed work, and closing it: the order of both matters. */
export function systemLifecycle(parts: LifecycleParts) {
  const { eventStore, readStore, mongo, projectors, runner, snapshots, logger, now, ids } = parts;
  const { leads, alerts, backups, securityLog, passwordReset, mailer, rateLimits, vault, blobs } = parts;
  let housekeeping: NodeJS.Timeout | null = null;

  return {
    async start() {
      if (runner && snapshots) {
        const rebuild = () =>
          rebuildIntoNew({
            eventStore,
            readStore,
            projectors,
            logger: logger.child({ component: 'projections' }),
            now,
          });
        await snapshots.load({ readStore, eventStore, rebuild });
      }
      await runner?.start();
      if (runner && snapshots)
        snapshots.start({ readStore, eventStore, projections: projectors, position: () => runner.position });
    },
    /** Once the server serves: the read models a snapshot left for later are loaded now. */
    loadDeferredReadModels(): Promise<void> {
      return snapshots?.loadDeferred() ?? Promise.resolve();
    },
    /**
     * Timed housekeeping of an API process: résumés past their retention are deleted (hourly, and
     * once now); scheduled backups start.
     */
    startHousekeeping() {
      const context = systemContext(ids, 'resume-retention');
      const sweep = () =>
        leads
          .sweepResumes(context)
          .catch((error: unknown) => logger.error({ err: error }, 'résumé retention sweep failed'));
      void sweep();
      housekeeping = setInterval(() => void sweep(), 60 * 60 * 1000);
      housekeeping.unref();
      void backups
        ?.start()
        .catch((error: unknown) => logger.error({ err: error }, 'scheduled backups could not start'));
    },
    /** Alert digests at their hour and queued alert mails, on the running site's clock (the projections' process). */
    startAlerts() {
      alerts.start();
    },
    async close() {
      if (housekeeping) clearInterval(housekeeping);
      await alerts.stop();
      await backups?.stop();
      await securityLog.settled();
      await passwordReset.settled();
      await runner?.stop();
      await snapshots?.stop();
      await mailer.close();
      await rateLimits.close();
      await vault.close();
      await blobs.close();
      await readStore.close();
      await mongo?.close();
      await eventStore.close();
    },
  };
}
