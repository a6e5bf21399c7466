import type { EventStore, ProjectionRunner, ReadStore } from '@aangan/projections';
import type { BackupSchedule } from '../backup/backupSchedule.ts';
import type { Config } from '../config.ts';
import { route, type AnyRoute } from '../routing/routeTable.ts';
import { buildOpenApiDocument } from './openapi.ts';
import type { PageCache } from './pageCache.ts';

/** What the health answer reads of the running system: the stores, the projections, the backups and the page cache. */
export interface HealthSources {
  config: Pick<Config, 'embedded'>;
  eventStore: Pick<EventStore, 'headPosition' | 'appendWriter'>;
  readStore: Pick<ReadStore, 'ping'>;
  runner: Pick<ProjectionRunner, 'health'> | null;
  backups: Pick<BackupSchedule, 'status'> | null;
  pageCache: Pick<PageCache, 'stats'>;
}

/** `documented` lists every route of the API, for the OpenAPI document. */
export function systemRoutes(system: HealthSources, documented: () => readonly AnyRoute[]): AnyRoute[] {
  let document: object | null = null;
  const routes = [
    route({
      method: 'get',
      path: '/health',
      access: 'public',
      tag: 'System',
      summary: 'Liveness of the stores, position and lag of every projection, and the last scheduled backup',
      handler: async () => {
        const [events, reads] = await Promise.allSettled([system.eventStore.headPosition(), system.readStore.ping()]);
        // The embedded log's writer (a thread of its own in the built server): a log that reads
        // but cannot take appends is not healthy.
        const writer = system.eventStore.appendWriter?.();
        const writes = writer ? { writer: writer.thread ? 'thread' : 'serving thread', writing: writer.ok } : {};
        const eventStoreOk = events.status === 'fulfilled' && writer?.ok !== false;
        const runner = system.runner ? await system.runner.health().catch(() => null) : null;
        const projections = runner?.projections ?? [];
        // Checkpoints of another event store: the runner refuses to resume until a rebuild.
        const ok = eventStoreOk && reads.status === 'fulfilled' && runner?.state !== 'refused';
        const headers: Record<string, string> = ok ? {} : { 'Retry-After': '5' };
        return {
          status: ok ? 200 : 503,
          headers,
          body: {
            status: ok ? 'ok' : 'degraded',
            mode: system.config.embedded ? 'embedded' : 'production',
            eventStore:
              events.status === 'fulfilled'
                ? { ok: eventStoreOk, head: events.value, ...writes }
                : { ok: false, ...writes },
            readStore: { ok: reads.status === 'fulfilled' },
            projections,
            // `catching-up` is healthy but not ready; `standby`: another process holds the projections' lease.
            ...(runner
              ? {
                  runner: {
                    state: runner.state,
                    ready: runner.state === 'live' || runner.state === 'standby',
                    ...(runner.problem ? { problem: runner.problem } : {}),
                  },
                }
              : {}),
            // The last scheduled backup (null when BACKUP_EVERY is off).
            backup: system.backups?.status() ?? null,
            pageCache: system.pageCache.stats(),
          },
        };
      },
    }),
    route({
      method: 'get',
      path: '/openapi.json',
      access: 'public',
      tag: 'System',
      summary: 'This API, described in OpenAPI 3.1',
      handler: async () => {
        document ??= buildOpenApiDocument(documented(), '0.1.0');
        return { body: document };
      },
    }),
  ];
  return routes;
}
