import { createHmac } from 'node:crypto';
import type { ProjectDoc, ProjectSearchQuery } from '@aangan/contracts';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { Logger } from 'pino';
import type { RateLimits } from '../auth/rateLimits.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';
import type { Mailer } from '../mail/Mailer.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import { createAlertDigest, type DigestRun } from './alertDigest.ts';
import { createAlertLinks } from './alertLinks.ts';
import { createAlertOutbox } from './alertOutbox.ts';
import { createAlertQueries } from './alertQueries.ts';
import { createAlertService } from './alertService.ts';

/** How often the running site looks for digests due and mails queued. */
const TICK_MS = 30_000;

export interface AlertsDeps {
  eventStore: EventStore;
  readStore: ReadStore;
  vault: PersonalDataVault;
  rateLimits: RateLimits;
  mailer: Mailer;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  commandWaitMs: number;
  dataKey: Uint8Array;
  /** Where links in mails point (PUBLIC_ORIGIN, else this server). */
  origin: string;
  mailDomain: string;
  digestHour: number;
  postedBetween(query: ProjectSearchQuery, since: string, until: string, limit: number): Promise<ProjectDoc[]>;
  /** Whether this process sends (it runs the projections, so its read models are current). */
  sends: boolean;
  logger: Logger;
}

/** Property alerts, composed: requests and links, the console's view, the daily digest and the outbox. */
export function createAlerts(deps: AlertsDeps) {
  const links = createAlertLinks(createHmac('sha256', deps.dataKey).update('alert links').digest(), deps.origin);
  const outbox = createAlertOutbox({ ...deps, links, logger: deps.logger });
  const digest = createAlertDigest(deps);
  let running: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;

  /** One pass at a time: a tick that finds the last still running waits for it. */
  const serially = <T>(work: () => Promise<T>): Promise<T> => {
    const next = running.then(work, work);
    running = next.catch(() => undefined);
    return next;
  };
  const send = () =>
    serially(() => outbox.sendQueued()).catch((error: unknown) =>
      deps.logger.error({ err: error }, 'alert mails could not be sent'),
    );

  const service = createAlertService({ ...deps, links, mailQueued: () => (deps.sends ? void send() : undefined) });

  return {
    service,
    queries: createAlertQueries(deps),
    /**
     * Queues the digests due and sends what the outbox holds. `ignoreHour`: due now whatever the
     * hour (`npm run alerts:digest`); `ignoreDailyLimit` lifts the one-a-day rule (ALERTS_IGNORE_DAILY_LIMIT=1).
     */
    runDue(options: { ignoreHour?: boolean; ignoreDailyLimit?: boolean } = {}) {
      return serially(async (): Promise<DigestRun & { sent: number; dropped: number; held: number }> => {
        const queued = await digest.queueDue({ at: deps.now(), ...options });
        return { ...queued, ...(await outbox.sendQueued()) };
      });
    },
    /** Sends what the outbox holds now. */
    sendQueued: () => serially(() => outbox.sendQueued()),
    /** The running site's clock: digests at the configured India hour, queued mails within half a minute. */
    start() {
      if (timer) return;
      timer = setInterval(() => {
        void serially(async () => {
          await digest.queueDue({ at: deps.now() });
          await outbox.sendQueued();
        }).catch((error: unknown) => deps.logger.error({ err: error }, 'the alert digest could not run'));
      }, TICK_MS);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = null;
      await running;
    },
  };
}
