import { generateSecret, generateURI, verify } from 'otplib';

const ISSUER = 'Aangan';
const PERIOD_SECONDS = 30;

/** Authenticator-app codes (TOTP, RFC 6238: 6 digits, 30-second steps, SHA-1 as every app expects). */
export interface Authenticator {
  newSecret(): string;
  /** The otpauth:// URI an authenticator app reads from a QR code. */
  uri(accountEmail: string, secret: string): string;
  /** The time step of a valid code newer than `afterTimeStep` (one step of clock drift allowed), or null. */
  verify(secret: string, code: string, afterTimeStep: number): Promise<number | null>;
}

export function createAuthenticator(now: () => Date): Authenticator {
  return {
    newSecret: () => generateSecret({ length: 20 }),
    uri: (accountEmail, secret) => generateURI({ issuer: ISSUER, label: accountEmail, secret, period: PERIOD_SECONDS }),
    async verify(secret, code, afterTimeStep) {
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
