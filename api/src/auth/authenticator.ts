import { generateSecret, generateURI, verify } from 'otplib';
import type { SecretBox } from './secretBox.ts';

const ISSUER = 'Aangan';
const PERIOD_SECONDS = 30;

/**
 * Authenticator-app codes (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1 as every app expects).
 * Secrets leave here sealed by the secret box, bound to their account, and are only opened to check
 * a code; events and read models never hold one readable.
 */
export interface Authenticator {
  /** A new secret: `secret` to show once (QR code), `sealed` to store. */
  newSecret(userId: string): { secret: string; sealed: string };
  /** The otpauth:// URI an authenticator app reads from a QR code. */
  uri(accountEmail: string, secret: string): string;
  /** The time step of a valid code newer than `afterTimeStep` (one step of clock drift allowed), or null. */
  verify(userId: string, sealedSecret: string, code: string, afterTimeStep: number): Promise<number | null>;
}

export function createAuthenticator(now: () => Date, box: SecretBox): Authenticator {
  const purpose = (userId: string) => `totp:${userId}`;
  return {
    newSecret(userId) {
      const secret = generateSecret({ length: 20 });
      return { secret, sealed: box.seal(secret, purpose(userId)) };
    },
    uri: (accountEmail, secret) => generateURI({ issuer: ISSUER, label: accountEmail, secret, period: PERIOD_SECONDS }),
    async verify(userId, sealedSecret, code, afterTimeStep) {
      let secret: string;
      try {
        // Secrets enrolled before sealing was introduced are stored as they are.
        secret = box.isSealed(sealedSecret) ? box.open(sealedSecret, purpose(userId)) : sealedSecret;
      } catch {
        return null; // sealed under another DATA_KEY: an admin resets the authenticator
      }
      const result = await verify({
        secret,
        token: code,
        epoch: Math.floor(now().getTime() / 1000),
        epochTolerance: PERIOD_SECONDS,
        ...(afterTimeStep > 0 ? { afterTimeStep } : {}),
      }).catch(() => ({ valid: false as const }));
      // The functional API answers for TOTP and HOTP alike; a TOTP result carries its time step.
      return result.valid && 'timeStep' in result ? result.timeStep : null;
    },
  };
}
