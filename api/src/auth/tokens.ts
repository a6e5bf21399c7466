import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { UnauthorizedError, roleSchema } from '@aangan/contracts';
import type { Principal } from '../http/routeTable.ts';

const ISSUER = 'aangan';
const AUDIENCE = 'aangan-admin';
const ALGORITHM = 'HS256';

export interface TokenService {
  issue(principal: Omit<Principal, 'tokenId'>): Promise<{ token: string; expiresAt: string }>;
  verify(token: string): Promise<Principal>;
}

/** Short-lived HS256 tokens; only HS256 is accepted and exp/iss/aud are required. */
export function createTokenService(options: { secret: Uint8Array; ttlSeconds: number; now: () => Date; newId: () => string }): TokenService {
  return {
    async issue(principal) {
      const issuedAt = Math.floor(options.now().getTime() / 1000);
      const exp = issuedAt + options.ttlSeconds;
      const token = await new SignJWT({ role: principal.role })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setSubject(principal.userId)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(exp)
        .setJti(options.newId())
        .sign(options.secret);
      return { token, expiresAt: new Date(exp * 1000).toISOString() };
    },
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.secret, {
          algorithms: [ALGORITHM],
          issuer: ISSUER,
          audience: AUDIENCE,
          requiredClaims: ['exp', 'sub', 'jti'],
          currentDate: options.now(),
        });
        const role = roleSchema.safeParse(payload['role']);
        if (!role.success || !payload.sub || !payload.jti) throw new UnauthorizedError('Your session is not valid. Please log in again.');
        return { userId: payload.sub, role: role.data, tokenId: payload.jti };
      } catch (error) {
        if (error instanceof UnauthorizedError) throw error;
        if (error instanceof joseErrors.JWTExpired) throw new UnauthorizedError('Your session has expired. Please log in again.');
        throw new UnauthorizedError('Your session is not valid. Please log in again.');
      }
    },
  };
}
