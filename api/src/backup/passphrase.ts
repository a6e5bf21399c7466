import { readFileSync } from 'node:fs';
import { BackupError } from './backupErrors.ts';

/** Long enough that the archive's scrypt cost makes guessing it hopeless. */
export const MIN_PASSPHRASE_LENGTH = 12;

/** A passphrase as kept in a file or sent on standard input: one line, its line break not part of it. */
export function passphraseFromText(text: string, origin: string): string {
  const passphrase = text.replace(/\r?\n$/, '');
  if (!passphrase)
    throw new BackupError('PASSPHRASE_REQUIRED', `${origin} is empty: put the passphrase on its first line.`);
  return passphrase;
}

export const readPassphraseFile = (file: string): string => passphraseFromText(readFileSync(file, 'utf8'), file);

/** A new archive's passphrase must be long; a restore takes whatever the archive was made with. */
export function assertStrongPassphrase(passphrase: string): void {
  if ([...passphrase].length < MIN_PASSPHRASE_LENGTH) {
    throw new BackupError(
      'PASSPHRASE_REQUIRED',
      `The passphrase must be at least ${MIN_PASSPHRASE_LENGTH} characters long: a short one can be guessed from a stolen archive.`,
    );
  }
}
