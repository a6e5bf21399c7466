import { createHmac } from 'node:crypto';
import type { ProjectionRunner } from '@aangan/projections';
import { createAlerts } from '../alerts/alerts.ts';
import { createArticles } from '../content/articles.ts';
import { createWebsiteConfiguration } from '../content/websiteConfiguration.ts';
import { createFormGuard } from '../leads/formGuard.ts';
import { createLeadService } from '../leads/leadService.ts';
import { blobPrivateFiles } from '../leads/privateFiles.ts';
import type { Mailer } from '../mail/Mailer.ts';
import type { PersonalDataVault } from '../privacy/personalDataVault.ts';
import type { ProjectQueries } from '../projects/projectQueries.ts';
import type { BlobStore } from '../uploads/BlobStore.ts';
import type { ServiceDeps } from './serviceDeps.ts';

/** What the site's visitors reach: the forms' guard, property alerts, leads, articles and the website's configuration. */
export function createSiteServices(
  deps: ServiceDeps & {
    vault: PersonalDataVault;
    mailer: Mailer;
    dataKey: Uint8Array;
    blobs: BlobStore;
    projectQueries: ProjectQueries;
    runner: ProjectionRunner | null;
  },
) {
  const { config, eventStore, readStore, ids, now, waiter, rateLimits, logger } = deps;
  const { vault, mailer, dataKey, blobs, projectQueries, runner } = deps;
  const commandWaitMs = config.COMMAND_WAIT_MS;
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
  return { formKey, forms, alerts, leads, articles, websiteConfiguration };
}

/** The domain of the From address (`Aangan <no-reply@aangan.in>` → `aangan.in`), for Message-IDs. */
const mailDomainOf = (from: string): string => /@([^>\s]+)>?\s*$/.exec(from)?.[1] ?? 'aangan.local';
