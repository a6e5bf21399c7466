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
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'aangan-media' }, 'S3_REGION: required when S3_BUCKET is set'],
    [{ S3_BUCKET: 'aangan-media', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIA' }, 'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set'],
    [{ S3_BUCKET: 'aangan-media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    [{ S3_BUCKET: 'aangan-media', S3_REGION: 'ap-south-1', S3_PUBLIC_BASE_URL: 'http://media.example.in' }, 'S3_PUBLIC_BASE_URL: must be an https:// URL'],
    [{ S3_PUBLIC_BASE_URL: 'https://media.example.in' }, 'S3_PUBLIC_BASE_URL: only used with S3_BUCKET'],
  ])('%o is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('S3 uploads: bucket and region, or an S3-compatible endpoint', () => {
    expect(loadConfig({ S3_BUCKET: 'aangan-media', S3_REGION: 'ap-south-1', S3_PUBLIC_BASE_URL: 'https://media.example.in/' })).toMatchObject({ S3_BUCKET: 'aangan-media', S3_PUBLIC_BASE_URL: 'https://media.example.in' });
    expect(loadConfig({ S3_BUCKET: 'aangan-media', S3_ENDPOINT: 'http://minio:9000', S3_ACCESS_KEY_ID: 'minio', S3_SECRET_ACCESS_KEY: 'minio-secret' }).S3_ENDPOINT).toBe('http://minio:9000');
  });

  it('production mode with both stores and a secret', () => {
    const config = loadConfig({ KURRENTDB_URL: 'kurrentdb://db:2113?tls=false', MONGODB_URL: 'mongodb://db:27017', JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'y'.repeat(32), PROCESS_ROLES: 'projections' });
    expect(config).toMatchObject({ embedded: false, PROCESS_ROLES: ['projections'], MONGODB_DB: 'aangan' });
  });
});
