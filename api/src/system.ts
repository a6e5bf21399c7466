import { chmodSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import pino, { type Logger } from 'pino';
import {
  changedAtOf,
  CHECKPOINTS,
  InMemoryReadStore,
  ProjectionRunner,
  SqliteEventStore,
  projectorCodeVersion,
  rebuildIntoNew,
  productProjectors,
  type CheckpointDoc,
  type EventStore,
  type ReadStore,
  type SnapshotPrefetch,
} from '@aangan/projections';
import { createActorNames } from './admin/actorNames.ts';
import { createAlerts } from './alerts/alerts.ts';
import { adminUserAggregate } from './admin/adminUserDecider.ts';
import { createAdminUsers } from './admin/adminUsers.ts';
import { createAuthenticatorChecks } from './admin/authenticatorChecks.ts';
import { createAuditQueries } from './audit/auditQueries.ts';
import { createDashboardQueries } from './dashboard/dashboardQueries.ts';
import { createPasswordReset } from './admin/passwordReset.ts';
import { createSignIn } from './admin/signIn.ts';
import { createAuthenticator } from './auth/authenticator.ts';
import { createKnownDevices } from './auth/knownDevices.ts';
import { createPasswords } from './auth/passwords.ts';
import { createSignInThrottle } from './auth/signInThrottle.ts';
import { createSecretBox } from './auth/secretBox.ts';
import { createArticles } from './content/articles.ts';
import { createWebsiteConfiguration } from './content/websiteConfiguration.ts';
import { createContactUnlock } from './leads/contactUnlock.ts';
import { createFormGuard } from './leads/formGuard.ts';
import { createLeadService } from './leads/leadService.ts';
import { blobPrivateFiles } from './leads/privateFiles.ts';
import { sqliteKeyStore } from './privacy/keyStore.ts';
import { createPersonalDataVault } from './privacy/personalDataVault.ts';
import type { BlobStore } from './uploads/BlobStore.ts';
import { LocalBlobStore } from './uploads/LocalBlobStore.ts';
import { createPublicUrls } from './uploads/publicUrls.ts';
import { createImageVariantLookup } from './uploads/imageVariantLookup.ts';
import { createUploadService } from './uploads/uploadService.ts';
import { memoryRateLimits, type RateLimits } from './auth/rateLimits.ts';
import { createResetThrottle } from './auth/resetThrottle.ts';
import { createAssistantService } from './assistant/assistantService.ts';
import { phraserFromConfig } from './assistant/llmPhraser.ts';
import { createMailer } from './mail/createMailer.ts';
import { createTokenService, type TokenService } from './auth/tokens.ts';
import { erasureLedgerFile, type Config } from './config.ts';
import { scheduledBackups } from './backup/scheduledBackups.ts';
import { fileErasureLedger, withErasureLedger } from './privacy/erasureLedger.ts';
import { systemContext } from './core/commandContext.ts';
import { commandRunner } from './core/commandRunner.ts';
import { createIdGenerator, type IdGenerator } from './core/ids.ts';
import { OWNER_ONLY_DIR, ownerOnlyDir } from './core/ownerOnly.ts';
import { checkpointWaiter, type ReadModelWaiter } from './core/readYourWrites.ts';
import { createAdminProjectQueries } from './projects/adminProjectQueries.ts';
import { createProjectCommands } from './projects/projectCommands.ts';
import { createProjectQueries, PROJECT_PAGE_ONLY_FIELDS } from './projects/projectQueries.ts';
import { createSearchState } from './projects/searchState.ts';
import { createSecurityLog } from './security/securityLog.ts';
import { createPageCache } from './http/pageCache.ts';
import { readModelSnapshots } from './core/readModelSnapshots.ts';
import { PACKED_READ_MODEL_FIELDS } from './readModelPacking.ts';
import {
  dataKeyOf,
  DEFERRED_READ_MODELS,
  readModelSnapshotKey,
  readModelSnapshotPath,
  serverSecret,
} from './core/serverSecrets.ts';

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
/** The search vocabulary, the suggestions and the assistant's catalogue are made from the projects alone. */
const PROJECTS: readonly string[] = ['projects'];

export interface SystemOptions {
  /** Run the projection runner in this process (embedded default: yes). */
  runProjections: boolean;
  logger?: Logger;
  now?: () => Date;
  /** Wraps the read store once it is built: how tests put a fault-injecting wrapper around the real one. */
  wrapReadStore?: (store: ReadStore) => ReadStore;
  /** Wraps the event store once it is opened: how tests count or fail its calls around the real one. */
  wrapEventStore?: (store: EventStore) => EventStore;
  /** The read models' snapshot as read ahead while the code loaded (see main.ts). */
  snapshotPrefetch?: SnapshotPrefetch | null;
}

/** Everything one process needs, built once from configuration: the composition root. */
export async function createSystem(config: Config, options: SystemOptions) {
  // Asynchronous writes: a log line never waits for the terminal or pipe on the request path.
  const logger = options.logger ?? pino({ level: config.LOG_LEVEL }, pino.destination({ sync: false }));
  const now = options.now ?? (() => new Date());
  const ids: IdGenerator = createIdGenerator(now);
  ownerOnlyDir(config.DATA_DIR);
  try {
    chmodSync(config.DATA_DIR, OWNER_ONLY_DIR);
  } catch (error) {
    // A folder this user does not own (a mounted volume): its owner keeps it closed.
    logger.warn(
      { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown' },
      'the data folder could not be made private (0700)',
    );
  }

  // The production adapters and their drivers load only when configured: the embedded default never pays for them.
  const production = config.KURRENTDB_URL || config.MONGODB_URL ? await import('@aangan/projections/production') : null;
  const builtEventStore: EventStore =
    config.KURRENTDB_URL && production
      ? production.KurrentDbEventStore.connect({ connectionString: config.KURRENTDB_URL })
      : SqliteEventStore.open({ file: path.join(config.DATA_DIR, 'events.sqlite'), now });
  const eventStore = options.wrapEventStore ? options.wrapEventStore(builtEventStore) : builtEventStore;
  // One MongoClient (one connection pool) for everything this process keeps in MongoDB.
  const mongoUrl = config.MONGODB_URL;
  const mongo =
    mongoUrl && production
      ? await production.guardMongo('', () =>
          production.connectMongo(
            mongoUrl,
            undefined,
            config.MONGODB_USER && config.MONGODB_PASSWORD
              ? { username: config.MONGODB_USER, password: config.MONGODB_PASSWORD }
              : undefined,
          ),
        )
      : null;
  if (mongo && production)
    await production
      .guardMongo('', () => production.requireReplicaSet(mongo))
      .catch(async (error: unknown) => {
        await mongo.close().catch(() => undefined);
        throw error;
      });
  const mongoDb = mongo?.db(config.MONGODB_DB) ?? null;
  const builtReadStore: ReadStore =
    mongo && production
      ? production.MongoReadStore.onClient(mongo, config.MONGODB_DB)
      : new InMemoryReadStore({ packed: PACKED_READ_MODEL_FIELDS });
  const readStore = options.wrapReadStore ? options.wrapReadStore(builtReadStore) : builtReadStore;
  const mongoStores = mongoDb
    ? await Promise.all([import('./auth/mongoRateLimits.ts'), import('./privacy/mongoKeyStore.ts')]).then(
        ([limits, keys]) => ({ ...limits, ...keys }),
      )
    : null;
  if (mongoDb && mongoStores)
    await Promise.all([mongoStores.ensureRateLimitIndexes(mongoDb), mongoStores.ensureKeyStoreIndexes(mongoDb)]);
  const rateLimits: RateLimits = mongoDb && mongoStores ? mongoStores.mongoRateLimits(mongoDb) : memoryRateLimits();

  const dataKey = dataKeyOf(config);
  const secretBox = createSecretBox(dataKey);
  // Per-person keys for leads and applicants: beside the read models in production, a file of their own embedded.
  const keyVault = createPersonalDataVault(
    mongoDb && mongoStores
      ? mongoStores.mongoKeyStore(mongoDb)
      : sqliteKeyStore(path.join(config.DATA_DIR, 'personal-keys.sqlite')),
    secretBox,
    dataKey,
  );
  // Every erasure is also written where a restore cannot roll it back, and replayed by the restore.
  const ledgerFile = erasureLedgerFile(config);
  const ledgerVault = ledgerFile ? withErasureLedger(keyVault, fileErasureLedger(ledgerFile), now) : keyVault;
  // The embedded read models are kept on disk between runs (MongoDB keeps its own).
  const snapshotFile = readModelSnapshotPath(config, options.runProjections);
  const snapshots = snapshotFile
    ? readModelSnapshots({
        file: snapshotFile,
        key: readModelSnapshotKey(dataKey),
        codeVersion: projectorCodeVersion(),
        deferred: DEFERRED_READ_MODELS,
        lateFields: { projects: PROJECT_PAGE_ONLY_FIELDS },
        logger: logger.child({ component: 'snapshots' }),
        ...(options.snapshotPrefetch ? { prefetch: options.snapshotPrefetch } : {}),
      })
    : null;
  // The snapshot holds opened personal data: an erasure removes it with the person's key.
  const vault = snapshots
    ? {
        ...ledgerVault,
        erase: async (subjectId: string) => {
          await ledgerVault.erase(subjectId);
          await snapshots.forget();
        },
      }
    : ledgerVault;
  const backups = scheduledBackups(config, { ledgerFile, now, logger: logger.child({ component: 'backup' }) });
  const projectors = productProjectors({ personalData: vault, eventStore });
  // Uploads: an S3-compatible bucket when S3_BUCKET is set, else a folder under DATA_DIR.
  const s3 = config.S3_BUCKET ? await import('./uploads/S3BlobStore.ts') : null;
  const s3Options = s3?.s3OptionsOf(config);
  const blobs: BlobStore =
    s3 && s3Options ? new s3.S3BlobStore(s3Options) : new LocalBlobStore(path.join(config.DATA_DIR, 'uploads'));
  const publicUrls = createPublicUrls({
    publicBaseUrl: s3Options ? config.S3_PUBLIC_BASE_URL : undefined,
    siteOrigin: config.PUBLIC_ORIGIN,
  });
  const uploads = createUploadService({
    blobs,
    now,
    uuid: ids.uuid,
    logger: logger.child({ component: 'uploads' }),
    urls: publicUrls,
  });
  const imageVariants = createImageVariantLookup({ blobs, urls: publicUrls });

  const runner = options.runProjections
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
  const mailer = await createMailer({
    ...(config.SMTP_URL ? { smtpUrl: config.SMTP_URL } : {}),
    from: config.MAIL_FROM,
    dataDir: config.DATA_DIR,
    now,
    newId: ids.uuid,
    logger: logger.child({ component: 'mail' }),
  });
  const secret = serverSecret(config.JWT_SECRET, config.DATA_DIR, 'jwt-secret');
  const tokens: TokenService = createTokenService({ secret, ttlSeconds: config.JWT_TTL_SECONDS, now, newId: ids.uuid });

  const projectCommands = createProjectCommands({
    eventStore,
    ids,
    now,
    waiter,
    commandWaitMs: config.COMMAND_WAIT_MS,
  });
  // The search state follows the projects read model change by change: told by the runner when projections
  // run here, otherwise (projections in their own process) by the stored checkpoint, asked at most every second.
  const searchState = createSearchState({
    readStore,
    changedAt: runner
      ? () => runner.changedAt(PROJECTS)
      : async () => changedAtOf((await readStore.collection<CheckpointDoc>(CHECKPOINTS).get('projects')) ?? undefined),
    askEveryMs: runner ? 0 : 1000,
    now: () => now().getTime(),
  });
  // The words of a search string, a search box and a chat prompt are read against one catalogue.
  const catalogue = searchState.catalogue;
  const projectQueries = createProjectQueries({
    readStore,
    catalogue,
    suggestions: searchState.suggestions,
    vocabulary: searchState.vocabulary,
  });
  const actorNames = createActorNames(readStore);
  const adminProjectQueries = createAdminProjectQueries({
    readStore,
    actorNames,
    vocabulary: searchState.staffVocabulary,
  });
  const auditQueries = createAuditQueries({ readStore, actorNames });
  const dashboard = createDashboardQueries({
    readStore,
    audit: auditQueries,
    now,
    backupStatus: () => backups?.status() ?? null,
  });
  const assistant = createAssistantService({
    readStore,
    eventStore,
    rateLimits,
    ids,
    now,
    catalogue,
    logger: logger.child({ component: 'assistant' }),
    phraser: phraserFromConfig(config),
  });
  const securityLog = createSecurityLog({ eventStore, now, logger: logger.child({ component: 'security' }) });
  const authenticator = createAuthenticator(now, secretBox);
  const passwords = createPasswords(secretBox);
  const commandWaitMs = config.COMMAND_WAIT_MS;
  const checks = createAuthenticatorChecks({
    authenticator,
    run: commandRunner({ eventStore, now, waiter, commandWaitMs }, adminUserAggregate),
    security: securityLog,
    now,
    limits: rateLimits,
  });
  const adminUsers = createAdminUsers({
    authenticator,
    checks,
    passwords,
    eventStore,
    readStore,
    ids,
    now,
    tokens,
    waiter,
    commandWaitMs,
  });
  const passwordReset = createPasswordReset({
    eventStore,
    readStore,
    ids,
    now,
    waiter,
    tokens,
    mailer,
    passwords,
    useAuthenticatorCode: adminUsers.useCode,
    codeKey: createHmac('sha256', secret).update('password-reset-codes').digest(),
    limits: rateLimits,
    logger: logger.child({ component: 'password-reset' }),
  });
  const signIn = createSignIn({
    users: adminUsers,
    throttle: createSignInThrottle(rateLimits),
    security: securityLog,
    audit: logger.child({ component: 'audit' }),
    devices: createKnownDevices({ key: createHmac('sha256', dataKey).update('known devices').digest(), now }),
  });

  const formKey = createHmac('sha256', dataKey).update('public forms').digest();
  const forms = createFormGuard({ key: formKey, now, eventStore, newId: ids.uuid });
  // Property alerts: the process that runs the projections sends them (its read models are current).
  const alerts = createAlerts({
    eventStore,
    readStore,
    vault,
    rateLimits,
    mailer,
    ids,
    now,
    waiter,
    commandWaitMs,
    dataKey,
    origin: config.PUBLIC_ORIGIN ?? `http://localhost:${config.PORT}`,
    mailDomain: mailDomainOf(config.MAIL_FROM),
    digestHour: config.ALERTS_DIGEST_HOUR,
    postedBetween: projectQueries.postedBetween,
    sends: runner !== null,
    logger: logger.child({ component: 'alerts' }),
  });
  const leads = createLeadService({
    eventStore,
    readStore,
    vault,
    files: blobPrivateFiles(blobs),
    forms,
    ids,
    now,
    waiter,
    rateLimits,
    logger: logger.child({ component: 'leads' }),
    resumeRetentionDays: config.RESUME_RETENTION_DAYS,
    commandWaitMs,
    alsoErase: alerts.service.eraseSubject,
  });
  const articles = createArticles({ eventStore, readStore, ids, now, waiter, commandWaitMs });
  const websiteConfiguration = createWebsiteConfiguration({ eventStore, readStore, ids, now, waiter, commandWaitMs });
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
  let housekeeping: NodeJS.Timeout | null = null;

  return {
    config,
    logger,
    projectors,
    vault,
    blobs,
    uploads,
    imageVariants,
    leads,
    alerts,
    articles,
    websiteConfiguration,
    forms,
    contactUnlock: createContactUnlock({ key: formKey }),
    /** Names the demo catalogue's floor plans: only this install can tell where a plan is (they are behind the contact form). */
    demoPlanKey: createHmac('sha256', secret).update('demo-floor-plans').digest(),
    now,
    ids,
    eventStore,
    readStore,
    runner,
    waiter,
    pageCache,
    readModelsPosition,
    tokens,
    projectCommands,
    projectQueries,
    /** The catalogue, suggestions and search words kept in memory, following the projects read model. */
    searchState,
    assistant,
    adminProjectQueries,
    auditQueries,
    dashboard,
    adminUsers,
    signIn,
    securityLog,
    mailer,
    passwordReset,
    rateLimits,
    resetThrottle: createResetThrottle(rateLimits),
    /** Scheduled backups (BACKUP_EVERY); null when off. */
    backups,
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

/** The domain of the From address (`Aangan <no-reply@aangan.in>` → `aangan.in`), for Message-IDs. */
const mailDomainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'aangan.local';

export type System = Awaited<ReturnType<typeof createSystem>>;
