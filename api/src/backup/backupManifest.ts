import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';

/**
 * Raise with every change to the archive's layout; restores refuse formats newer than they know.
 * 2: the manifest is followed by its seal (`manifest.seal`).
 */
export const BACKUP_FORMAT = 2 as const;
/** Formats this version restores: 1 has no seal, so it restores as an unauthenticated archive. */
export const RESTORABLE_FORMATS: readonly number[] = [1, 2];

/** What the data folder holds and a backup carries, by file name. */
export const DATA_FILES = {
  events: 'events.sqlite',
  personalKeys: 'personal-keys.sqlite',
  jwtSecret: 'jwt-secret',
  dataKey: 'data-key',
  uploads: 'uploads',
} as const;

/** Entries of the archive: the format first, then the data folder's files, the ledger, the manifest last. */
export const ENTRY = {
  format: 'aangan-backup.json',
  dataPrefix: 'data/',
  ledger: 'erasure-ledger.jsonl',
  manifest: 'manifest.json',
  /** HMAC-SHA256 of the manifest's exact bytes under a key derived from the data key (format 2 on). */
  seal: 'manifest.seal',
} as const;

export const formatEntrySchema = z.object({
  app: z.literal('aangan'),
  format: z.number().int(),
  appVersion: z.string(),
  createdAt: z.string(),
});
export type FormatEntry = z.infer<typeof formatEntrySchema>;

const secretSource = z.enum(['archived', 'environment']);

export const manifestSchema = z.strictObject({
  format: z.union([z.literal(1), z.literal(BACKUP_FORMAT)]),
  appVersion: z.string(),
  createdAt: z.iso.datetime(),
  eventLog: z.strictObject({
    events: z.number().int().min(0),
    lastPosition: z.number().int().min(0),
    schemaVersion: z.number().int().min(0),
  }),
  personalKeys: z.strictObject({ people: z.number().int().min(0) }),
  uploads: z.strictObject({ files: z.number().int().min(0), bytes: z.number().int().min(0) }),
  erasures: z.number().int().min(0),
  secrets: z.strictObject({
    jwtSecret: secretSource,
    dataKey: secretSource,
    /** A keyed hash of DATA_KEY (not the key): a restore checks it before trusting the key it will run with. */
    dataKeyCheck: z.string(),
  }),
  /** Every entry except this manifest and the format entry, with its size and SHA-256. */
  files: z.array(
    z.strictObject({ path: z.string(), bytes: z.number().int().min(0), sha256: z.string().regex(/^[0-9a-f]{64}$/) }),
  ),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export const dataKeyCheck = (dataKey: Uint8Array): string =>
  createHmac('sha256', dataKey).update('aangan backup data key check').digest('base64url').slice(0, 22);

/**
 * The manifest's seal: only the holder of the data key can make one, so a manifest rewritten to
 * match changed files (their checksums updated) no longer matches its seal.
 */
export function manifestSeal(manifestBytes: Uint8Array, dataKey: string): string {
  const key = createHmac('sha256', new TextEncoder().encode(dataKey)).update('aangan backup manifest seal').digest();
  return createHmac('sha256', key).update(manifestBytes).digest('hex');
}

/** The version in the root package.json, recorded in every archive. */
export function appVersion(): string {
  const root = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
    version?: string;
  };
  return root.version ?? 'unknown';
}

/** `aangan-backup-2025-07-01T10-00-00Z.tar.gz(.enc)`, `-2` before the extension for a second one in the same second. */
export const ARCHIVE_NAME = /^aangan-backup-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z)(?:-(\d+))?\.tar\.gz(?:\.enc)?$/;
export const archiveName = (at: Date, encrypted: boolean, attempt = 0): string =>
  `aangan-backup-${at.toISOString().slice(0, 19).replace(/:/g, '-')}Z${attempt ? `-${attempt + 1}` : ''}.tar.gz${encrypted ? '.enc' : ''}`;

/** Orders archive names oldest first: by time, then by the same-second suffix. */
export function compareArchiveNames(a: string, b: string): number {
  const key = (name: string) => {
    const match = ARCHIVE_NAME.exec(name);
    return match ? `${match[1]}#${(match[2] ?? '1').padStart(6, '0')}` : name;
  };
  return key(a).localeCompare(key(b));
}

/**
 * Paths inside the data folder that a backup carries and a restore may write: the blob store's key
 * grammar (segments start with a letter or digit), so no dot file, temporary file or parent step.
 */
export const SAFE_DATA_PATH = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}(\/[A-Za-z0-9][A-Za-z0-9._-]{0,127})*$/;
