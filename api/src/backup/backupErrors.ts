/**
 * Why a backup or restore stopped, in words an operator can act on. The command line prints the
 * message; `code` lets tests and scripts tell the cases apart.
 */
export class BackupError extends Error {
  constructor(
    readonly code:
      | 'WRONG_PASSPHRASE'
      | 'PASSPHRASE_REQUIRED'
      | 'CORRUPTED'
      | 'UNSUPPORTED'
      | 'NOT_A_BACKUP'
      | 'TARGET_NOT_EMPTY'
      | 'IN_USE'
      | 'DATA_KEY_MISMATCH'
      | 'NOTHING_TO_BACK_UP'
      | 'UNAUTHENTICATED'
      | 'LEDGER_MISSING',
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'BackupError';
  }
}

export const corrupted = (detail: string, cause?: unknown): BackupError =>
  new BackupError(
    'CORRUPTED',
    `The archive is corrupted (${detail}); nothing was restored. Use another backup.`,
    cause === undefined ? undefined : { cause },
  );
