import type { Logger } from 'pino';
import type { EventStore, ReadStore } from '@aangan/projections';
import type { RateLimits } from '../auth/rateLimits.ts';
import type { Config } from '../config.ts';
import type { IdGenerator } from '../core/ids.ts';
import type { ReadModelWaiter } from '../core/readYourWrites.ts';

/** What the services are built on: the configuration, the stores, the clock, ids and the log. */
export interface ServiceDeps {
  config: Config;
  eventStore: EventStore;
  readStore: ReadStore;
  ids: IdGenerator;
  now: () => Date;
  waiter: ReadModelWaiter;
  rateLimits: RateLimits;
  logger: Logger;
}
