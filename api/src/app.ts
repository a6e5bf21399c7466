import { alertRoutes } from './alerts/alertRoutes.ts';
import Koa from 'koa';
import cors from '@koa/cors';
import compress from 'koa-compress';
import {
  COMPRESSION_THRESHOLD,
  FAST_GZIP_LEVEL,
  fastBrotliParams,
  wholeBodyCompression,
} from './http/wholeBodyCompression.ts';
import { constants as zlib } from 'node:zlib';
import { adminRoutes } from './admin/adminRoutes.ts';
import { auditRoutes } from './audit/auditRoutes.ts';
import { passwordResetRoutes } from './admin/passwordResetRoutes.ts';
import { assistantRoutes } from './assistant/assistantRoutes.ts';
import { articleRoutes } from './content/articleRoutes.ts';
import { websiteConfigurationRoutes } from './content/websiteConfigurationRoutes.ts';
import { createContactGate } from './leads/contactGate.ts';
import { leadFormRoutes } from './leads/leadFormRoutes.ts';
import { leadWorkRoutes } from './leads/leadWorkRoutes.ts';
import { errorMiddleware } from './http/errorMiddleware.ts';
import { jsonBody } from './http/jsonBody.ts';
import { requestIdOf } from './routing/requestContext.ts';
import { securityHeaders } from './http/securityHeaders.ts';
import { applyProxyTrust, createProxyTrust } from './http/trustedProxies.ts';
import { buildRouter } from './routing/router.ts';
import type { AnyRoute } from './routing/routeTable.ts';
import { systemRoutes } from './http/systemRoutes.ts';
import { uploadsStatic } from './uploads/uploadsStatic.ts';
import { uploadRoutes } from './uploads/uploadRoutes.ts';
import { projectRoutes } from './projects/projectRoutes.ts';
import { compareRoutes } from './projects/compareRoutes.ts';
import { shortlistRoutes } from './projects/shortlistRoutes.ts';
import { placeRoutes } from './projects/placeRoutes.ts';
import type { System } from './system.ts';

/** Every route of the API; with `systemOnly`, just health and the OpenAPI document (the projections process). */
export function allRoutes(system: System, options: { systemOnly?: boolean } = {}): AnyRoute[] {
  const audit = system.logger.child({ component: 'audit' });
  const routes: AnyRoute[] = options.systemOnly
    ? []
    : [
        ...projectRoutes({
          commands: system.projectCommands,
          queries: system.projectQueries,
          admin: system.adminProjectQueries,
          readStore: system.readStore,
          gate: createContactGate({ unlock: system.contactUnlock, leads: system.leads }),
          mapTiles: { url: system.config.MAP_TILE_URL, attribution: system.config.MAP_TILE_ATTRIBUTION },
          imageVariants: system.imageVariants,
        }),
        ...compareRoutes({
          queries: system.projectQueries,
          gate: createContactGate({ unlock: system.contactUnlock, leads: system.leads }),
        }),
        ...shortlistRoutes({ readStore: system.readStore, eventStore: system.eventStore }),
        ...placeRoutes({ places: system.searchState.places }),
        ...auditRoutes({ audit: system.auditQueries, dashboard: system.dashboard, now: system.now }),
        ...adminRoutes({ users: system.adminUsers, signIn: system.signIn, audit }),
        ...passwordResetRoutes({
          reset: system.passwordReset,
          throttle: system.resetThrottle,
          signIn: system.signIn,
          audit,
        }),
        ...assistantRoutes({ assistant: system.assistant }),
        ...uploadRoutes({ uploads: system.uploads, logger: system.logger.child({ component: 'uploads' }) }),
        ...articleRoutes({ articles: system.articles, uploads: system.uploads }),
        ...websiteConfigurationRoutes({ configuration: system.websiteConfiguration, audit }),
        ...leadFormRoutes({
          leads: system.leads,
          forms: system.forms,
          unlock: system.contactUnlock,
          ids: system.ids,
          audit,
        }),
        ...leadWorkRoutes({ leads: system.leads, audit }),
        ...alertRoutes({ alerts: system.alerts.service, queries: system.alerts.queries }),
      ];
  routes.push(...systemRoutes(system, () => routes));
  return routes;
}

/** The HTTP application: one error middleware first, then headers, CORS, body parsing and the route table. */
export function createApp(
  system: System,
  extra: { beforeApi?: Koa.Middleware[]; afterApi?: Koa.Middleware[]; systemOnly?: boolean } = {},
): Koa {
  const app = new Koa();
  // Who the client is and whether it came over HTTPS, behind whichever proxies TRUST_PROXY names.
  applyProxyTrust(app, createProxyTrust(system.config.TRUST_PROXY));
  const requestLog = system.logger.child({ component: 'http' });
  // What Koa meets after an answer has started (errors before it are the error middleware's): a
  // visitor who left mid-answer is not a fault; anything else goes to the log, as a name and a message.
  app.on('error', (error: unknown, ctx?: Koa.Context) => {
    if (isClientGone(error)) return;
    requestLog.error(
      { err: error instanceof Error ? { name: error.name, message: error.message } : 'unknown', path: ctx?.path },
      'response failed',
    );
  });
  app.use(async (ctx, next) => {
    const started = performance.now();
    const incoming = ctx.get('x-request-id');
    ctx.state['requestId'] = requestIdOf(incoming);
    // Events remember where a command came from only as a keyed hash: an address cannot be read back from it.
    // Only the API records events: pages and files skip the hashing.
    if (ctx.ip && ctx.path.startsWith('/api/'))
      ctx.state['clientIpHash'] = system.vault.blind(`ip:${ctx.ip}`).slice(0, 16);
    ctx.set('X-Request-Id', String(ctx.state['requestId']));
    try {
      await next();
    } finally {
      // Path only: query strings may carry personal data.
      if (ctx.path.startsWith('/api/'))
        requestLog.info(
          { method: ctx.method, path: ctx.path, status: ctx.status, ms: Math.round(performance.now() - started) },
          'request',
        );
    }
  });
  app.use(errorMiddleware(system.logger));
  // Pages and JSON are compressed on the way out (fast settings: they are small and dynamic);
  // built assets arrive already compressed. Bodies held whole are compressed in one step and sent
  // with their length (wholeBodyCompression, inside); streams are compressed as they go, flushed so
  // that a streamed page is not held back.
  app.use(
    compress({
      threshold: COMPRESSION_THRESHOLD,
      br: (_type: string, size: number | undefined) => ({
        params: fastBrotliParams(size),
        flush: zlib.BROTLI_OPERATION_FLUSH,
      }),
      gzip: { level: FAST_GZIP_LEVEL, flush: zlib.Z_SYNC_FLUSH },
      deflate: false,
      zstd: false,
    }),
  );
  app.use(wholeBodyCompression());
  app.use(securityHeaders({ publicOrigin: system.config.PUBLIC_ORIGIN }));
  const origins = new Set(system.config.CORS_ORIGINS);
  app.use(
    cors({
      origin: (ctx) => (origins.has(ctx.get('origin')) ? ctx.get('origin') : ''),
      exposeHeaders: ['Content-Range', 'ETag', 'X-Request-Id', 'Retry-After'],
      allowHeaders: ['Content-Type', 'Authorization', 'If-Match', 'Idempotency-Key', 'X-Correlation-Id', 'token'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    }),
  );
  for (const middleware of extra.beforeApi ?? []) app.use(middleware);
  // Stored uploads, from whichever store holds them, in every process that serves HTTP.
  if (!extra.systemOnly) app.use(uploadsStatic({ dataDir: system.config.DATA_DIR, blobs: system.blobs }));
  app.use(jsonBody());
  const router = buildRouter(allRoutes(system, { systemOnly: extra.systemOnly ?? false }), {
    tokens: system.tokens,
    sessions: system.adminUsers,
    audit: system.logger.child({ component: 'audit' }),
    security: system.securityLog,
  });
  app.use(router.routes());
  app.use(router.allowedMethods());
  for (const middleware of extra.afterApi ?? []) app.use(middleware);
  return app;
}

const CLIENT_GONE = new Set([
  'EPIPE',
  'ECONNRESET',
  'ECONNABORTED',
  'ERR_STREAM_PREMATURE_CLOSE',
  'ERR_STREAM_DESTROYED',
]);

/** The connection was closed by the other side while the answer was being written. */
const isClientGone = (error: unknown): boolean =>
  CLIENT_GONE.has(String((error as { code?: string | number } | null)?.code ?? ''));
