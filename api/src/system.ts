import { chmodSync } from 'node:fs';
import { createHmac } from 'node:crypto';
import pino from 'pino';
import { productProjectors } from '@aangan/projections';
import { createResetThrottle } from './auth/resetThrottle.ts';
import { createTokenService, type TokenService } from './auth/tokens.ts';
import { scheduledBackups } from './backup/scheduledBackups.ts';
import type { Config } from './config.ts';
import { createIdGenerator, type IdGenerator } from './core/ids.ts';
import { OWNER_ONLY_DIR, ownerOnlyDir } from './core/ownerOnly.ts';
import { serverSecret } from './core/serverSecrets.ts';
import { createContactUnlock } from './leads/contactUnlock.ts';
import { createMailer } from './mail/createMailer.ts';
import { createAdminServices } from './system/adminServices.ts';
import { systemLifecycle } from './system/lifecycle.ts';
import { createProjectServices } from './system/projectServices.ts';
import { pagesFollowingReadModels, projectionRunner } from './system/projections.ts';
import { createSiteServices } from './system/siteServices.ts';
import { openStores } from './system/stores.ts';
import type { SystemOptions } from './system/systemOptions.ts';
import { createUploads } from './system/uploads.ts';
import { vaultAndSnapshots } from './system/vaultAndSnapshots.ts';

export type { SystemOptions } from './system/systemOptions.ts';

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

  const { eventStore, mongo, readStore, rateLimits, dataKey, secretBox, keyVault } = await openStores(
    config,
    options,
    now,
  );
  const { ledgerFile, snapshots, vault } = vaultAndSnapshots(config, options, { keyVault, dataKey, now, logger });
  const backups = scheduledBackups(config, { ledgerFile, now, logger: logger.child({ component: 'backup' }) });
  const projectors = productProjectors({ personalData: vault, eventStore });
  const { blobs, uploads, imageVariants } = await createUploads(config, { now, ids, logger });

  const { runner, waiter } = projectionRunner(options.runProjections, {
    eventStore,
    readStore,
    projectors,
    logger,
    now,
  });
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

  const services = { config, eventStore, readStore, ids, now, waiter, rateLimits, logger };
  const { projectCommands, searchState, projectQueries, adminProjectQueries, auditQueries, dashboard, assistant } =
    createProjectServices({ ...services, runner, backups });
  const { securityLog, adminUsers, passwordReset, signIn } = createAdminServices({
    ...services,
    secretBox,
    tokens,
    mailer,
    secret,
    dataKey,
  });

  const { formKey, forms, alerts, leads, articles, websiteConfiguration } = createSiteServices({
    ...services,
    vault,
    mailer,
    dataKey,
    blobs,
    projectQueries,
    runner,
  });
  const { readModelsPosition, pageCache } = pagesFollowingReadModels(config, { runner, readStore, projectors });

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
    ...systemLifecycle({
      eventStore,
      readStore,
      mongo,
      projectors,
      runner,
      snapshots,
      logger,
      now,
      ids,
      leads,
      alerts,
      backups,
      securityLog,
      passwordReset,
      mailer,
      rateLimits,
      vault,
      blobs,
    }),
  };
}

export type System = Awaited<ReturnType<typeof createSystem>>;
