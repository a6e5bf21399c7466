import type { Logger } from 'pino';
import {
  changedAtOf,
  CHECKPOINTS,
  ProjectionRunner,
  type CheckpointDoc,
  type EventStore,
  type productProjectors,
  type ReadStore,
} from '@aangan/projections';
import type { Config } from '../config.ts';
import { checkpointWaiter, type ReadModelWaiter } from '../core/readYourWrites.ts';
import { createPageCache } from '../http/pageCache.ts';

/** Read models no public page is made from: their changes leave cached pages (and the answers pages read) as they are. */
const NOT_ON_PAGES: ReadonlySet<string> = new Set([
  'leads',
  'audit_log',
  'admin_users',
  'assistant_exchanges',
  'alerts',
  'alert_people',
  'alert_mails',
  'alert_settings',
]);

type Projectors = ReturnType<typeof productProjectors>;

/** The projection runner, when projections run in this process, and the waiter for read-your-writes. */
export function projectionRunner(
  runProjections: boolean,
  deps: { eventStore: EventStore; readStore: ReadStore; projectors: Projectors; logger: Logger; now: () => Date },
) {
  const { eventStore, readStore, projectors, logger, now } = deps;
  const runner = runProjections
    ? new ProjectionRunner({
        eventStore,
        readStore,
        projectors,
        logger: logger.child({ component: 'projections' }),
        now,
      })
    : null;
  // A runner in this process is itself the waiter: it knows the position its projectors reached.
  const waiter: ReadModelWaiter = runner
    ? runner
    : checkpointWaiter(
        readStore,
        projectors.map((p) => p.name),
      );
  return { runner, waiter };
}

/** The page cache, and the read models' position its pages are versioned by. */
export function pagesFollowingReadModels(
  config: Config,
  deps: { runner: ProjectionRunner | null; readStore: ReadStore; projectors: Projectors },
) {
  const { runner, readStore, projectors } = deps;
  // Pages follow the read models they are made from: the last position that changed one of them, from
  // the runner here, else from the stored checkpoints. Enquiries, sign-ins and assistant exchanges
  // change only read models no page shows, so cached pages outlive them.
  const pageProjections = projectors.map((p) => p.name).filter((name) => !NOT_ON_PAGES.has(name));
  const readModelsPosition: () => number | Promise<number> = runner
    ? () => runner.changedAt(pageProjections)
    : async () => {
        const docs = await readStore.collection<CheckpointDoc>(CHECKPOINTS).getMany(pageProjections);
        return Math.max(0, ...pageProjections.map((name) => changedAtOf(docs.get(name))));
      };
  const pageCache = createPageCache({ maxBytes: config.PAGE_CACHE_MB * 1024 * 1024, version: readModelsPosition });
  return { readModelsPosition, pageCache };
}
