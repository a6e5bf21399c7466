import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('runs with no variables at all on the embedded stores', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, embedded: true, SEED_DEMO: true, PROCESS_ROLES: ['api', 'projections', 'web'], DATA_DIR: path.resolve('./data') });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number'],
    [{ PUBLIC_ORIGIN: 'example' }, 'PUBLIC_ORIGIN: must be an absolute URL'],
    [{ MONGODB_URL: 'mongodb://db:27017' }, 'JWT_SECRET: required when KURRENTDB_URL or MONGODB_URL is set'],
    [{ MONGODB_URL: 'mongodb://db:27017', JWT_SECRET: 'x'.repeat(32) }, 'DATA_KEY: required when KURRENTDB_URL or MONGODB_URL is set'],
    [{ DATA_KEY: 'short' }, 'DATA_KEY: must be at least 32 characters'],
    [{ KURRENTDB_URL: 'http://db:2113' }, 'KURRENTDB_URL: must be a kurrentdb://'],
    [{ PROCESS_ROLES: 'api,cron' }, 'PROCESS_ROLES.1: must list roles among api, projections, web'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: must be true or false'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
  ])('%o is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('production mode with both stores and a secret', () => {
    const config = loadConfig({ KURRENTDB_URL: 'kurrentdb://db:2113?tls=false', MONGODB_URL: 'mongodb://db:27017', JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'y'.repeat(32), PROCESS_ROLES: 'projections' });
    expect(config).toMatchObject({ embedded: false, PROCESS_ROLES: ['projections'], MONGODB_DB: 'aangan' });
  });
});
