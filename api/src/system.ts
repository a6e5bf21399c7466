import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { createHmac, randomBytes } from 'node:crypto';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import {
  InMemoryReadStore,
  KurrentDbEventStore,
  MongoReadStore,
  ProjectionRunner,
  SqliteEventStore,
  allProjectors,
  type EventStore,
  type ReadStore,
} from '@aangan/projections';
import { createAdminUsers } from './admin/adminUsers.ts';
import { createPasswordReset } from './admin/passwordReset.ts';
import { createAuthenticator } from './auth/authenticator.ts';
import { createSecretBox } from './auth/secretBox.ts';
import { memoryRateLimits, mongoRateLimits, type RateLimits } from './auth/rateLimits.ts';
import { createLoginThrottle } from './auth/loginThrottle.ts';
import { createMailer } from './mail/createMailer.ts';
import { createTokenService, type TokenService } from './auth/tokens.ts';
import type { Config } from './config.ts';
import { createIdGenerator, type IdGenerator } from './core/ids.ts';
import { checkpointWaiter, runnerWaiter, type ReadModelWaiter } from './core/readYourWrites.ts';
import { createAdminProjectQueries } from './projects/adminProjectQueries.ts';
import { createProjectCommands } from './projects/projectCommands.ts';
import { createProjectQueries } from './projects/projectQueries.ts';

export interface SystemOptions {
  /** Run the projection runner in this process (embedded default: yes). */
  runProjections: boolean;
  logger?: Logger;
  now?: () => Date;
}

/** Everything one process needs, built once from configuration: the composition root. */
export async function createSystem(config: Config, options: SystemOptions) {
  // Asynchronous writes: a log line never waits for the terminal or pipe on the request path.
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL }, pino.destination({ sync: false }));
  const now = options.now ?? (() => new Date());
  const ids: IdGenerator = createIdGenerator(now);
  mkdirSync(config.DATA_DIR, { recursive: true });

  const eventStore: EventStore = config.KURRENTDB_URL
    ? await KurrentDbEventStore.connect({ connectionString: config.KURRENTDB_URL })
    : SqliteEventStore.open({ file: path.join(config.DATA_DIR, 'events.sqlite'), now });
  const readStore: ReadStore = config.MONGODB_URL
    ? await MongoReadStore.connect({ url: config.MONGODB_URL, dbName: config.MONGODB_DB })
    : new InMemoryReadStore();
  const rateLimits: RateLimits = config.MONGODB_URL ? await mongoRateLimits({ url: config.MONGODB_URL, dbName: config.MONGODB_DB }) : memoryRateLimits();

  const runner = options.runProjections
    ? new ProjectionRunner({ eventStore, readStore, projectors: allProjectors, logger: logger.child({ component: 'projections' }), now })
    : null;
  const waiter: ReadModelWaiter = runner ? runnerWaiter(runner) : checkpointWaiter(readStore, allProjectors.map((p) => p.name));
  const mailer = createMailer({ ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}), from: config.MAIL_FROM, dataDir: config.DATA_DIR, now, newId: ids.uuid, logger: logger.child({ component: 'mail' }) });
  const secret = serverSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  const secretBox = createSecretBox(serverSecret(config.DATA_KEY, config.DATA_DIR, 'data-key'));
  const tokens: TokenService = createTokenService({ secret, ttlSeconds: config.JWT_TTL_SECONDS, now, newId: ids.uuid });

  const projectCommands = createProjectCommands({ eventStore, ids, now, waiter, commandWaitMs: config.COMMAND_WAIT_MS });
  // The search vocabulary follows the projects read model: by its position when projections run
  // here, otherwise (projections in their own process) on a ten-second clock.
  const readPosition = runner ? () => runner.position : () => Math.floor(now().getTime() / 10_000);
  const projectQueries = createProjectQueries({ readStore, readPosition, now: () => now().getTime() });
  const adminProjectQueries = createAdminProjectQueries(readStore);
  const authenticator = createAuthenticator(now, secretBox);
  const adminUsers = createAdminUsers({ authenticator, eventStore, readStore, ids, now, tokens, waiter });
  const passwordReset = createPasswordReset({
    eventStore, readStore, ids, now, waiter, tokens, mailer, authenticator,
    codeKey: createHmac('sha256', secret).update('password-reset-codes').digest(),
    logger: logger.child({ component: 'password-reset' }),
  });

  return {
    config,
    logger,
    now,
    ids,
    eventStore,
    readStore,
    runner,
    waiter,
    tokens,
    projectCommands,
    projectQueries,
    adminProjectQueries,
    adminUsers,
    mailer,
    passwordReset,
    rateLimits,
    loginThrottle: createLoginThrottle(rateLimits, 'login'),
    resetThrottle: createLoginThrottle(rateLimits, 'reset'),
    async start() {
      await runner?.start();
    },
    async close() {
      await runner?.stop();
      await mailer.close();
      await rateLimits.close();
      await readStore.close();
      await eventStore.close();
    },
  };
}

export type System = Awaited<ReturnType<typeof createSystem>>;

/**
 * Production passes JWT_SECRET and DATA_KEY; the embedded default keeps random ones under DATA_DIR
 * so sessions and sealed secrets survive restarts.
 */
function serverSecret(configured: string | undefined, dataDir: string, fileName: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}
