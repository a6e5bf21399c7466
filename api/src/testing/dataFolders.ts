import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { ProjectedDoc } from '@aangan/projections';
import type { System } from '../system.ts';

/** Every file under `dir` (relative path -> SHA-256), for comparing two folders. */
export function treeHashes(dir: string): Map<string, string> {
  const hashes = new Map<string, string>();
  const walk = (folder: string, prefix: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(path.join(folder, entry.name), relative);
      else
        hashes.set(
          relative,
          createHash('sha256')
            .update(readFileSync(path.join(folder, entry.name)))
            .digest('hex'),
        );
    }
  };
  walk(dir, '');
  return hashes;
}

/** A SQLite file's `PRAGMA integrity_check` answer ('ok' when sound). */
export function sqliteIntegrity(file: string): string {
  const db = new Database(file, { fileMustExist: true });
  try {
    return String(db.pragma('integrity_check', { simple: true }));
  } finally {
    db.close();
  }
}

/** Event ids of an event log file in position order. */
export function eventIdsOf(file: string): string[] {
  const db = new Database(file, { fileMustExist: true });
  try {
    return db.prepare<[], string>('SELECT id FROM events ORDER BY position').pluck().all();
  } finally {
    db.close();
  }
}

/** Every read-model document of every projection, by collection, sorted by id. */
export async function readModelsOf(system: System): Promise<Record<string, ProjectedDoc[]>> {
  const models: Record<string, ProjectedDoc[]> = {};
  for (const projector of system.projectors) {
    models[projector.collection] = await system.readStore
      .collection<ProjectedDoc>(projector.collection)
      .find({}, { sort: { _id: 1 } });
  }
  return models;
}
