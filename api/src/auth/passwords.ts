import { hash, verify } from '@node-rs/argon2';
import type { SecretBox } from './secretBox.ts';

/** argon2id (the package's `Algorithm.Argon2id` is a const enum, which isolated modules cannot read), OWASP's 19 MiB / t=2 profile. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/**
 * Admin passwords: argon2id hashes, sealed with the secret box (bound to the account) before they
 * are stored, so the event log and its backups hold no hash anyone could start guessing against
 * without DATA_KEY. Hashes recorded before sealing are read as they are.
 */
export interface Passwords {
  /** The sealed hash to record for this account. */
  hash(userId: string, password: string): Promise<string>;
  /** False for a wrong password, a stored value that does not open, or no account (checked against a decoy, as slowly). */
  verify(userId: string | null, stored: string | null, password: string): Promise<boolean>;
}

export function createPasswords(box: SecretBox): Passwords {
  const purpose = (userId: string) => `password:${userId}`;
  // A hash of nothing anyone knows: verifying against it keeps unknown-email logins as slow as real ones.
  let decoyHash: Promise<string> | null = null;
  return {
    async hash(userId, password) {
      return box.seal(await hash(password, OPTIONS), purpose(userId));
    },
    async verify(userId, stored, password) {
      let phc: string | null;
      try {
        phc =
          userId === null || stored === null ? null : box.isSealed(stored) ? box.open(stored, purpose(userId)) : stored;
      } catch {
        phc = null; // sealed under another DATA_KEY or for another account
      }
      if (phc === null) {
        decoyHash ??= hash('decoy-password-for-unknown-accounts', OPTIONS);
        await verify(await decoyHash, password);
        return false;
      }
      try {
        return await verify(phc, password);
      } catch {
        return false;
      }
    },
  };
}
