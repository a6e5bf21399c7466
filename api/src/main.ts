import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Koa from 'koa';
import { allRoutes, createApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { createInProcessClient } from './http/inProcessClient.ts';
import { uploadsStatic } from './http/uploadsStatic.ts';
import { seedDemoIfEmpty } from './seed/seedDemo.ts';
import { createSystem } from './system.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function webMiddlewares(fetchJson: (path: string) => Promise<unknown>): Promise<Koa.Middleware[]> {
  const { createAdminConsoleMiddleware } = await import('../../admin-console/server/index.ts');
  const { createPublicSiteMiddleware } = await import('../../public-site/server/index.ts');
  return [
    await createAdminConsoleMiddleware({ distDir: path.join(root, 'admin-console/dist') }),
    await createPublicSiteMiddleware({ distDir: path.join(root, 'public-site/dist'), fetchJson }),
  ];
}

async function main(): Promise<void> {
  const config = loadConfig();
  const roles = new Set(config.PROCESS_ROLES);
  const system = await createSystem(config, { runProjections: roles.has('projections') });
  const { logger } = system;
  await system.start();
  if (config.embedded && config.SEED_DEMO) await seedDemoIfEmpty(system);

  let server: ReturnType<typeof createServer> | null = null;
  if (roles.has('api') || roles.has('web')) {
    const fetchJson = createInProcessClient(allRoutes(system));
    const app = createApp(system, { afterApi: roles.has('web') ? [uploadsStatic(config.DATA_DIR), ...(await webMiddlewares(fetchJson))] : [] });
    server = createServer(app.callback());
    server.keepAliveTimeout = 65_000;
    await new Promise<void>((resolve) => server!.listen(config.PORT, config.HOST, resolve));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    logger.info({ url: `http://localhost:${port}/`, admin: `http://localhost:${port}/admin`, mode: config.embedded ? 'embedded' : 'production', roles: [...roles] }, `Aangan is running at http://localhost:${port}/`);
  } else {
    logger.info({ roles: [...roles] }, 'projections running');
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down');
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await system.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
