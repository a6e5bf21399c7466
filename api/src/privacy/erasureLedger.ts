import { closeSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { PersonalDataVault } from './personalDataVault.ts';

/**
 * Who was erased, kept where restoring a backup does not roll it back. A backup taken before an
 * erasure still holds that person's key; the restore replays this ledger to destroy it again.
 * One JSON line per erased person, naming only the random subject id (no personal data).
 */
export interface ErasureLedger {
  readonly file: string;
  /** Appends the subject (once) and waits until the line is on disk. */
  record(subjectId: string, at: Date): Promise<void>;
  entries(): ErasureEntry[];
}

const entrySchema = z.strictObject({ subjectId: z.string().min(1).max(100), at: z.iso.datetime() });
export type ErasureEntry = z.infer<typeof entrySchema>;

/**
 * The entries of a ledger file, first erasure first; none when the file is absent. A line cut off
 * by a crash mid-write is skipped: its erasure had not happened yet (the line is written first).
 */
export function readErasureLedger(file: string): ErasureEntry[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return parseErasureLedger(text);
}

export function parseErasureLedger(text: string): ErasureEntry[] {
  const seen = new Set<string>();
  const entries: ErasureEntry[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      continue;
    }
    const entry = entrySchema.safeParse(parsed);
    if (entry.success && !seen.has(entry.data.subjectId)) {
      seen.add(entry.data.subjectId);
      entries.push(entry.data);
    }
  }
  return entries;
}

export const formatErasureEntry = (entry: ErasureEntry): string =>
  `${JSON.stringify({ subjectId: entry.subjectId, at: entry.at })}\n`;

/** Appends lines and flushes them to disk before answering; the file is created 0600. */
export async function appendErasureEntries(file: string, entries: readonly ErasureEntry[]): Promise<void> {
  if (!entries.length) return;
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const handle = await open(file, 'a', 0o600);
  try {
    await handle.writeFile(entries.map(formatErasureEntry).join(''));
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * The ledger in `file`, created empty when absent: a ledger that is missing later was lost (with a
 * data folder it lived in), and a restore then refuses to guess who was erased since.
 */
export function fileErasureLedger(file: string): ErasureLedger {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  closeSync(openSync(file, 'a', 0o600));
  let known: Set<string> | null = null;
  const knownSubjects = () => (known ??= new Set(readErasureLedger(file).map((e) => e.subjectId)));
  return {
    file,
    async record(subjectId, at) {
      if (knownSubjects().has(subjectId)) return;
      await appendErasureEntries(file, [{ subjectId, at: at.toISOString() }]);
      knownSubjects().add(subjectId);
    },
    entries: () => readErasureLedger(file),
  };
}

/** The vault, with every erasure written to the ledger before the key is destroyed. */
export function withErasureLedger(vault: PersonalDataVault, ledger: ErasureLedger, now: () => Date): PersonalDataVault {
  return {
    ...vault,
    async erase(subjectId) {
      await ledger.record(subjectId, now());
      await vault.erase(subjectId);
    },
  };
}
