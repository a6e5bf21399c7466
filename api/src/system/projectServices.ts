import { changedAtOf, CHECKPOINTS, type CheckpointDoc, type ProjectionRunner } from '@aangan/projections';
import { createActorNames } from '../admin/actorNames.ts';
import { createAssistantService } from '../assistant/assistantService.ts';
import { phraserFromConfig } from '../assistant/llmPhraser.ts';
import { createAuditQueries } from '../audit/auditQueries.ts';
import type { BackupSchedule } from '../backup/backupSchedule.ts';
import { createDashboardQueries } from '../dashboard/dashboardQueries.ts';
import { createAdminProjectQueries } from '../projects/adminProjectQueries.ts';
import { createProjectCommands } from '../projects/projectCommands.ts';
import { createProjectQueries } from '../projects/projectQueries.ts';
import { createSearchState } from '../projects/searchState.ts';
import type { ServiceDeps } from './serviceDeps.ts';

/** The search vocabulary, the suggestions and the assistant's catalogue are made from the projects alone. */
const PROJECTS: readonly string[] = ['projects'];

/** The projects' commands and search, and the reads of the console's lists, audit and dashboard and of the assistant. */
export function createProjectServices(
  deps: ServiceDeps & { runner: ProjectionRunner | null; backups: BackupSchedule | null },
) {
  const { config, eventStore, readStore, ids, now, waiter, rateLimits, logger, runner, backups } = deps;
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
    columns: searchState.columns,
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
  return { projectCommands, searchState, projectQueries, adminProjectQueries, auditQueries, dashboard, assistant };
}
