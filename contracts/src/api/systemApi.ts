import { z } from 'zod';

/**
 * The last scheduled backup of the embedded data folder, as `/api/v1/health` reports it under
 * `backup` (null when BACKUP_EVERY is not set). `file` is the archive's name in BACKUP_DIR; `error`
 * says in a few words why the last attempt failed (the server log has the details).
 */
export const backupStatusSchema = z.object({
  lastAt: z.iso.datetime(),
  ok: z.boolean(),
  file: z.string().nullable(),
  bytes: z.number().int().nonnegative().nullable(),
  error: z.string().nullable(),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;
