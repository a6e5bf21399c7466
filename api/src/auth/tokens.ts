import { createSecretKey } from 'node:crypto';
import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError, roleSchema } from '@aangan/contracts';
import type { Principal } from './principal.ts';

const ISSUER = 'aangan';
const AUDIENCE = 'aangan-admin';
const ALGORITHM = 'HS256';

export interface TokenService {
  issue(principal: Pick<Principal, 'userId' | 'role'>): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<Principal>;
  /**
   * A token for one step of a multi-step flow (after the password, the authenticator code; after
   * the emailed OTP, the new password): five minutes, accepted only by that step.
   */
  issueStep(step: StepName, userId: string, data?: Record<string, string>): Promise<string>;
  verifyStep(step: StepName, token: string): Promise<{ userId: string; data: Record<string, string> }>;
}

export type StepName = 'authenticator' | 'password-reset';
const STEP_SECONDS = 300;

/** Short-lived HS256 tokens; only HS256 is accepted and exp/iss/aud are required. */
export function createTokenService(options: {
  secret: Uint8Array;
  ttlSeconds: number;
  now: () => Date;
  newId: () => string;
}): TokenService {
  // One key object for the process: importing raw bytes on every request costs more than the HMAC.
  const key = createSecretKey(options.secret);
  // Tokens already verified, until they expire: an admin's token is checked once, not per request.
  const verified = new Map<string, { principal: Principal; expiresAtMs: number }>();
  const remember = (token: string, principal: Principal, expiresAtMs: number) => {
    if (verified.size >= 10_000) verified.delete(verified.keys().next().value!);
    verified.set(token, { principal, expiresAtMs });
  };
  return {
    async issue(principal) {
      const issuedAtMs = options.now().getTime();
      const issuedAt = Math.floor(issuedAtMs / 1000);
      const exp = issuedAt + options.ttlSeconds;
      // iat has whole seconds; the exact time lets a password change end sessions from the same second.
      const token = await new SignJWT({ role: principal.role, iat_ms: issuedAtMs })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(principal.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .setJti(options.newId())
        .sign(key);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async issueStep(step, userId, data = {}) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      return new SignJWT({ data })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(ISSUER)
        .setAudience(`aangan-step-${step}`)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + STEP_SECONDS)
        .setJti(options.newId())
        .sign(key);
    },
    async verifyStep(step, token) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: `aangan-step-${step}`,
          requiredClaims: ['exp', 'sub'],
          currentDate: options.now(),
        });
        const data = payload['data'];
        return {
          userId: payload.sub!,
          data: typeof data === 'object' && data !== null ? (data as Record<string, string>) : {},
        };
      } catch {
        throw new UnauthorizedError(
          step === 'authenticator'
            ? 'The sign-in step has expired. Please log in again.'
            : 'This reset has expired. Please ask for a new OTP.',
        );
      }
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAtMs > options.now().getTime()) return known.principal;
        verified.delete(token);
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'iat', 'sub', 'jti'],
          currentDate: options.now(),
        });
        const role = roleSchema.safeParse(payload['role']);
        if (!role.success || !payload.sub || !payload.jti)
          throw new UnauthorizedError('Your session is not valid. Please log in again.');
        const principal: Principal = {
          userId: payload.sub,
          role: role.data,
          tokenId: payload.jti,
          expiresAt: new Date(payload.exp! * 1000).toISOString(),
          issuedAtMs: typeof payload['iat_ms'] === 'number' ? payload['iat_ms'] : (payload.iat ?? 0) * 1000,
        };
        remember(token, principal, payload.exp! * 1000);
        return principal;
      } catch (error) {
        if (error instanceof UnauthorizedError) throw error;
        if (error instanceof joseErrors.JWTExpired)
          throw new UnauthorizedError('Your session has expired. Please log in again.');
        throw new UnauthorizedError('Your session is not valid. Please log in again.');
      }
    },
  };
}
