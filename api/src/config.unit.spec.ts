import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, erasureLedgerFile, loadConfig } from './config.ts';

describe('configuration from the environment', () => {
  it('runs with no variables at all on the embedded stores', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      PORT: 3000,
      embedded: true,
      SEED_DEMO: true,
      PROCESS_ROLES: ['api', 'projections', 'web'],
      DATA_DIR: path.resolve('./data'),
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a port number'],
    [{ PUBLIC_ORIGIN: 'example' }, 'PUBLIC_ORIGIN: must be an absolute URL'],
    [{ MONGODB_URL: 'mongodb://db:27017' }, 'JWT_SECRET: required when KURRENTDB_URL or MONGODB_URL is set'],
    [
      { MONGODB_URL: 'mongodb://db:27017', JWT_SECRET: 'x'.repeat(32) },
      'DATA_KEY: required when KURRENTDB_URL or MONGODB_URL is set',
    ],
    [{ DATA_KEY: 'short' }, 'DATA_KEY: must be at least 32 characters'],
    [{ KURRENTDB_URL: 'http://db:2113' }, 'KURRENTDB_URL: must be a kurrentdb://'],
    [{ PROCESS_ROLES: 'api,cron' }, 'PROCESS_ROLES.1: must list roles among api, projections, web'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: must be true or false'],
    [{ JWT_SECRET: 'short' }, 'JWT_SECRET: must be at least 32 characters'],
    [{ S3_BUCKET: 'Bad_Bucket' }, 'S3_BUCKET: must be a bucket name'],
    [{ S3_BUCKET: 'aangan-media' }, 'S3_REGION: required when S3_BUCKET is set'],
    [
      { S3_BUCKET: 'aangan-media', S3_REGION: 'ap-south-1', S3_ACCESS_KEY_ID: 'AKIA' },
      'S3_SECRET_ACCESS_KEY: required when S3_ACCESS_KEY_ID is set',
    ],
    [{ S3_BUCKET: 'aangan-media', S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be an http:// or https:// URL'],
    [
      { S3_BUCKET: 'aangan-media', S3_REGION: 'ap-south-1', S3_PUBLIC_BASE_URL: 'http://media.example.in' },
      'S3_PUBLIC_BASE_URL: must be an https:// URL',
    ],
    [{ S3_PUBLIC_BASE_URL: 'https://media.example.in' }, 'S3_PUBLIC_BASE_URL: only used with S3_BUCKET'],
    [{ BACKUP_EVERY: 'daily' }, 'BACKUP_EVERY: must be a number followed by m (minutes), h (hours) or d (days)'],
    [{ BACKUP_EVERY: '1m' }, 'BACKUP_EVERY: must be between 5m and 7d'],
    [{ BACKUP_EVERY: '30d' }, 'BACKUP_EVERY: must be between 5m and 7d'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP: must keep at least 1 backup'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY: must be true or false, a number of proxies in front (1 to 10)'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY: must be true or false, a number of proxies in front'],
    [
      { TRUST_PROXY: '10.0.0.0/33' },
      "TRUST_PROXY: must be true or false, a number of proxies in front (1 to 10), or the proxies' addresses and ranges",
    ],
    [{ TRUST_PROXY: '10.0.0.1,proxy.internal' }, 'TRUST_PROXY: must be true or false'],
    [
      { BACKUP_EVERY: '6h', MONGODB_URL: 'mongodb://db:27017', JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'y'.repeat(32) },
      'BACKUP_EVERY: backs up the embedded stores only',
    ],
  ])('%o is refused with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it('TRUST_PROXY: nobody, one proxy (true), a number of proxies in a row, or the proxies by address', () => {
    expect(loadConfig({}).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toEqual({ kind: 'none' });
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 1 });
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toEqual({ kind: 'hops', hops: 2 });
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.5,fd00::/8' }).TRUST_PROXY).toEqual({
      kind: 'addresses',
      ranges: ['10.0.0.0/8', '192.168.1.5', 'fd00::/8'],
    });
  });

  it('S3 uploads: bucket and region, or an S3-compatible endpoint', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'aangan-media',
        S3_REGION: 'ap-south-1',
        S3_PUBLIC_BASE_URL: 'https://media.example.in/',
      }),
    ).toMatchObject({ S3_BUCKET: 'aangan-media', S3_PUBLIC_BASE_URL: 'https://media.example.in' });
    expect(
      loadConfig({
        S3_BUCKET: 'aangan-media',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'minio',
        S3_SECRET_ACCESS_KEY: 'minio-secret',
      }).S3_ENDPOINT,
    ).toBe('http://minio:9000');
  });

  it('runs roles apart only over both production stores', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'y'.repeat(32) };
    expect(() => loadConfig({ ...secrets, MONGODB_URL: 'mongodb://db:27017', PROCESS_ROLES: 'api,web' })).toThrow(
      'PROCESS_ROLES: running only api, web needs both KURRENTDB_URL and MONGODB_URL (processes share the event log and the read models only through them); with MONGODB_URL alone, run all three roles in one process',
    );
    expect(() =>
      loadConfig({ ...secrets, KURRENTDB_URL: 'kurrentdb://db:2113?tls=false', PROCESS_ROLES: 'projections' }),
    ).toThrow(/with KURRENTDB_URL alone, run all three roles in one process/);
    // Embedded, the read models live in the one process: it must project them, and read them too.
    expect(() => loadConfig({ PROCESS_ROLES: 'api' })).toThrow(/must run projections together with api or web/);
    expect(() => loadConfig({ PROCESS_ROLES: 'projections' })).toThrow(/must run projections together with api or web/);
    expect(loadConfig({ PROCESS_ROLES: 'api,projections' }).PROCESS_ROLES).toEqual(['api', 'projections']);
    // All three roles in one process may keep one store embedded.
    expect(loadConfig({ ...secrets, MONGODB_URL: 'mongodb://db:27017' }).embedded).toBe(false);
  });

  it('takes the MongoDB user apart from the URL, both or neither', () => {
    const secrets = { JWT_SECRET: 'x'.repeat(32), DATA_KEY: 'y'.repeat(32), MONGODB_URL: 'mongodb://db:27017' };
    expect(loadConfig({ ...secrets, MONGODB_USER: 'aangan', MONGODB_PASSWORD: 'p@ss:w%rd' })).toMatchObject({
      MONGODB_USER: 'aangan',
      MONGODB_PASSWORD: 'p@ss:w%rd',
    });
    expect(() => loadConfig({ ...secrets, MONGODB_USER: 'aangan' })).toThrow(
      'MONGODB_PASSWORD: required when MONGODB_USER is set',
    );
    expect(() => loadConfig({ ...secrets, MONGODB_PASSWORD: 'secret' })).toThrow(
      'MONGODB_USER: required when MONGODB_PASSWORD is set',
    );
    expect(() => loadConfig({ MONGODB_USER: 'aangan', MONGODB_PASSWORD: 'secret' })).toThrow(
      /only used with MONGODB_URL/,
    );
  });

  it('production mode with both stores and a secret', () => {
    const config = loadConfig({
      KURRENTDB_URL: 'kurrentdb://db:2113?tls=false',
      MONGODB_URL: 'mongodb://db:27017',
      JWT_SECRET: 'x'.repeat(32),
      DATA_KEY: 'y'.repeat(32),
      PROCESS_ROLES: 'projections',
    });
    expect(config).toMatchObject({ embedded: false, PROCESS_ROLES: ['projections'], MONGODB_DB: 'aangan' });
  });

  it('scheduled backups: an interval in minutes, hours or days, a folder and how many to keep; the erasure ledger beside the data unless placed elsewhere', () => {
    expect(loadConfig({})).toMatchObject({ BACKUP_DIR: path.resolve('./backups'), BACKUP_KEEP: 14 });
    expect(loadConfig({}).BACKUP_EVERY).toBeUndefined();
    expect(loadConfig({ BACKUP_EVERY: '6h', BACKUP_KEEP: '3' })).toMatchObject({
      BACKUP_EVERY: 6 * 3_600_000,
      BACKUP_KEEP: 3,
    });
    expect(loadConfig({ BACKUP_EVERY: '1d' }).BACKUP_EVERY).toBe(86_400_000);
    expect(erasureLedgerFile(loadConfig({ DATA_DIR: '/srv/aangan/data' }))).toBe(
      '/srv/aangan/data/erasure-ledger.jsonl',
    );
    expect(erasureLedgerFile(loadConfig({ ERASURE_LEDGER: '/mnt/safe/erasures.jsonl' }))).toBe(
      '/mnt/safe/erasures.jsonl',
    );
    const production = {
      KURRENTDB_URL: 'kurrentdb://db:2113?tls=false',
      MONGODB_URL: 'mongodb://db:27017',
      JWT_SECRET: 'x'.repeat(32),
      DATA_KEY: 'y'.repeat(32),
    };
    expect(erasureLedgerFile(loadConfig(production))).toBeNull();
  });
});
