import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import { createBackupSchedule, type BackupSchedule } from './backupSchedule.ts';
import { assertStrongPassphrase, readPassphraseFile } from './passphrase.ts';

/** The backups BACKUP_EVERY asks for, into BACKUP_DIR; null when it is not set. */
export function scheduledBackups(
  config: Config,
  deps: { ledgerFile: string | null; now: () => Date; logger: Logger },
): BackupSchedule | null {
  if (config.BACKUP_EVERY === undefined) return null;
  return createBackupSchedule({
    everyMs: config.BACKUP_EVERY,
    dir: config.BACKUP_DIR,
    keep: config.BACKUP_KEEP,
    now: deps.now,
    logger: deps.logger,
    async backup() {
      // Read at every backup, so a changed passphrase file applies from the next one.
      const passphrase = config.BACKUP_PASSPHRASE_FILE ? readPassphraseFile(config.BACKUP_PASSPHRASE_FILE) : undefined;
      if (passphrase !== undefined) assertStrongPassphrase(passphrase);
      const { createBackup } = await import('./createBackup.ts');
      return createBackup({
        dataDir: config.DATA_DIR,
        outDir: config.BACKUP_DIR,
        ledgerFile: deps.ledgerFile,
        environment: { dataKey: config.DATA_KEY, jwtSecret: config.JWT_SECRET },
        passphrase,
        now: deps.now,
      });
    },
  });
}
