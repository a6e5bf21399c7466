import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';

/**
 * Everything under DATA_DIR is for this process alone: files 0600, folders 0700. What is inside is
 * sealed or hashed already, but nobody else on the machine needs even that.
 */
export const OWNER_ONLY_FILE = 0o600;
export const OWNER_ONLY_DIR = 0o700;

/** Creates the folder (and its parents) for the owner only. */
export function ownerOnlyDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: OWNER_ONLY_DIR });
}

/**
 * Makes sure `file` exists for the owner only before a library opens it (SQLite gives its journal
 * and WAL files the database file's permissions), and narrows files an older version left open.
 */
export function ownerOnlyFile(file: string, companions: readonly string[] = []): void {
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  for (const each of [file, ...companions]) if (existsSync(each)) chmodSync(each, OWNER_ONLY_FILE);
}
