import path from 'node:path';
import Database from 'better-sqlite3';
import { ownerOnlyDir, ownerOnlyFile } from '../core/ownerOnly.ts';

/**
 * Where per-person keys live, apart from the permanent history so they can be destroyed: each
 * subject's data key (sealed with DATA_KEY) and the keyed hashes of their phone and email that
 * lead back to the subject. Nothing here is readable personal data.
 */
export interface KeyStore {
  keys(subjectIds: readonly string[]): Promise<Map<string, string>>;
  addSubject(subjectId: string, sealedKey: string): Promise<void>;
  link(identifierHash: string, subjectId: string): Promise<void>;
  subjects(identifierHash: string): Promise<string[]>;
  /** Destroys the key and every identifier of the subject, leaving no copy in the store's files. */
  deleteSubject(subjectId: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Embedded: a small SQLite file of its own. `secure_delete` overwrites deleted rows, and the
 * rollback journal (not WAL) leaves no second copy of a page once a transaction ends.
 */
export function sqliteKeyStore(file: string): KeyStore {
  ownerOnlyDir(path.dirname(file));
  ownerOnlyFile(file, [`${file}-journal`]);
  const db = new Database(file);
  // A backup reads this file through its own connection for a moment; a write then waits for it.
  db.pragma('busy_timeout = 5000');
  db.pragma('journal_mode = DELETE');
  db.pragma('synchronous = FULL');
  db.pragma('secure_delete = ON');
  db.exec(`
    CREATE TABLE IF NOT EXISTS subject_keys (subject_id TEXT PRIMARY KEY, sealed_key TEXT NOT NULL) WITHOUT ROWID;
    CREATE TABLE IF NOT EXISTS identifiers (hash TEXT NOT NULL, subject_id TEXT NOT NULL, PRIMARY KEY (hash, subject_id)) WITHOUT ROWID;
    CREATE INDEX IF NOT EXISTS identifiers_subject ON identifiers (subject_id);
  `);
  const getKey = db.prepare<[string], { sealed_key: string }>(
    'SELECT sealed_key FROM subject_keys WHERE subject_id = ?',
  );
  const insertKey = db.prepare('INSERT OR IGNORE INTO subject_keys (subject_id, sealed_key) VALUES (?, ?)');
  const insertLink = db.prepare('INSERT OR IGNORE INTO identifiers (hash, subject_id) VALUES (?, ?)');
  const bySubject = db.prepare<[string], { subject_id: string }>(
    'SELECT subject_id FROM identifiers WHERE hash = ? ORDER BY subject_id',
  );
  const deleteKey = db.prepare('DELETE FROM subject_keys WHERE subject_id = ?');
  const deleteLinks = db.prepare('DELETE FROM identifiers WHERE subject_id = ?');
  const erase = db.transaction((subjectId: string) => {
    deleteKey.run(subjectId);
    deleteLinks.run(subjectId);
  });
  return {
    async keys(subjectIds) {
      const found = new Map<string, string>();
      for (const id of new Set(subjectIds)) {
        const row = getKey.get(id);
        if (row) found.set(id, row.sealed_key);
      }
      return found;
    },
    async addSubject(subjectId, sealedKey) {
      insertKey.run(subjectId, sealedKey);
    },
    async link(hash, subjectId) {
      insertLink.run(hash, subjectId);
    },
    async subjects(hash) {
      return bySubject.all(hash).map((r) => r.subject_id);
    },
    async deleteSubject(subjectId) {
      erase(subjectId);
    },
    async close() {
      db.close();
    },
  };
}
