import { readdir, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from 'pino';
import type { BackupStatus } from '@aangan/contracts';
import { ARCHIVE_NAME, compareArchiveNames } from './backupManifest.ts';

export interface BackupScheduleOptions {
  everyMs: number;
  dir: string;
  /** How many archives of BACKUP_DIR to keep; older ones are deleted after a successful backup. */
  keep: number;
  /** Makes one backup into `dir`. */
  backup: () => Promise<{ file: string; bytes: number }>;
  now: () => Date;
  logger: Logger;
}

export interface BackupSchedule {
  /** The last backup's outcome; null before the first one. */
  status(): BackupStatus | null;
  /** Backs up now, or joins the backup already running: two never overlap. */
  runNow(): Promise<BackupStatus>;
  start(): Promise<void>;
  /** Stops the timer and waits for a backup in progress. */
  stop(): Promise<void>;
}

/** When the next backup is due: `every` after the last one, at once when there is none or it is overdue. */
export const nextBackupDelay = (lastAt: Date | null, everyMs: number, now: Date): number =>
  lastAt === null ? 0 : Math.min(everyMs, Math.max(0, lastAt.getTime() + everyMs - now.getTime()));

/** A few words for the health report, which anyone may read: no paths, no internals. */
function publicReason(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'PASSPHRASE_REQUIRED') return 'BACKUP_PASSPHRASE_FILE holds no usable passphrase';
  if (code === 'ENOSPC' || code === 'EDQUOT') return 'No space left in BACKUP_DIR';
  if (code === 'EACCES' || code === 'EPERM' || code === 'EROFS') return 'BACKUP_DIR is not writable';
  if (code === 'ENOTDIR' || code === 'EEXIST') return 'BACKUP_DIR is not a folder';
  if (code === 'ENOENT') return 'A file needed for the backup is missing (see the server log)';
  return 'The backup failed (see the server log)';
}

/** Scheduled backups in a running process: one at a time, on a timer that survives restarts. */
export function createBackupSchedule(options: BackupScheduleOptions): BackupSchedule {
  const { logger } = options;
  let last: BackupStatus | null = null;
  let running: Promise<BackupStatus> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  async function attempt(): Promise<BackupStatus> {
    const startedAt = options.now();
    try {
      const { file, bytes } = await options.backup();
      last = { lastAt: startedAt.toISOString(), ok: true, file: path.basename(file), bytes, error: null };
      logger.info({ file: path.basename(file), bytes }, 'backup written');
      await prune();
    } catch (error) {
      last = { lastAt: startedAt.toISOString(), ok: false, file: null, bytes: null, error: publicReason(error) };
      logger.error({ err: error }, 'scheduled backup failed');
    }
    return last;
  }

  /** Archives of BACKUP_DIR, newest first (their names tell their time). */
  async function archives(): Promise<string[]> {
    try {
      return (await readdir(options.dir))
        .filter((name) => ARCHIVE_NAME.test(name))
        .sort(compareArchiveNames)
        .reverse();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async function prune(): Promise<void> {
    for (const name of (await archives()).slice(options.keep)) {
      await unlink(path.join(options.dir, name)).catch((error: unknown) =>
        logger.warn({ err: error, file: name }, 'could not delete an old backup'),
      );
    }
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      void runNow().finally(() => schedule(options.everyMs));
    }, delayMs);
    timer.unref();
  }

  function runNow(): Promise<BackupStatus> {
    running ??= attempt().finally(() => {
      running = null;
    });
    return running;
  }

  return {
    status: () => last,
    runNow,
    async start() {
      stopped = false;
      // The newest archive already there is the last backup: a restart neither repeats nor skips one.
      const newest = (await archives().catch(() => []))[0];
      const info = newest ? await stat(path.join(options.dir, newest)) : null;
      if (newest && info)
        last = { lastAt: info.mtime.toISOString(), ok: true, file: newest, bytes: info.size, error: null };
      schedule(nextBackupDelay(info?.mtime ?? null, options.everyMs, options.now()));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
