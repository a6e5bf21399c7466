import { createHmac, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../config.ts';
import { OWNER_ONLY_FILE } from './ownerOnly.ts';

/**
 * Production passes JWT_SECRET and DATA_KEY; the embedded default keeps random ones under DATA_DIR
 * so sessions and sealed secrets survive restarts.
 */
export function serverSecret(configured: string | undefined, dataDir: string, fileName: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, fileName);
  if (!existsSync(file)) writeFileSync(file, randomBytes(48).toString('base64url'), { mode: OWNER_ONLY_FILE });
  chmodSync(file, OWNER_ONLY_FILE);
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** The key that seals everything kept on disk for this deployment (the embedded default keeps it under DATA_DIR). */
export const dataKeyOf = (config: Pick<Config, 'DATA_KEY' | 'DATA_DIR'>): Uint8Array =>
  serverSecret(config.DATA_KEY, config.DATA_DIR, 'data-key');

/** Read by the admin console only, and by far the largest: loaded from the snapshot once the server is up. */
export const DEFERRED_READ_MODELS: readonly string[] = ['audit_log'];

/**
 * Where a process that runs the projections keeps the embedded read models between runs; null
 * where there is none (MongoDB keeps its own, or no projections run here).
 */
export const readModelSnapshotPath = (
  config: Pick<Config, 'DATA_DIR' | 'MONGODB_URL'>,
  runProjections: boolean,
): string | null => (runProjections && !config.MONGODB_URL ? path.join(config.DATA_DIR, 'read-models.snapshot') : null);

/** The key that seals the read models' snapshot. */
export const readModelSnapshotKey = (dataKey: Uint8Array): Buffer =>
  createHmac('sha256', dataKey).update('read-model snapshot').digest();
