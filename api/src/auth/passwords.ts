import { hash, verify } from '@node-rs/argon2';

/** argon2id (the package's `Algorithm.Argon2id` is a const enum, which isolated modules cannot read), OWASP's 19 MiB / t=2 profile. */
const ARGON2ID = 2;
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

/** A hash of nothing anyone knows: verifying against it keeps unknown-email logins as slow as real ones. */
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (passwordHash === null) {
    decoyHash ??= hash('decoy-password-for-unknown-accounts', OPTIONS);
    await verify(await decoyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
