import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { ValidationError } from '@aangan/contracts';
import type { RateLimits } from '../auth/rateLimits.ts';

/** A person needs a few seconds to fill a form; scripts do not wait. */
export const MIN_FILL_MS = 3000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const FORM_TOO_FAST = 'That was quicker than a person can fill the form. Please check your details and send it again.';
export const FORM_TOKEN_INVALID = 'This form has expired. Please reload the page and send it again.';

/**
 * Signed form tokens: the page asks for one when it shows a form, and the submission must carry it
 * at least MIN_FILL_MS later (and within a day): `<issuedAtMs>.<nonce>.<signature>`. Checking is
 * stateless; spending is not: a token makes one submission. Spent tokens are kept in the rate-limit
 * store (shared by every API process with MongoDB) for as long as a token lives.
 */
export function createFormGuard(options: { key: Uint8Array; now: () => Date; rateLimits: RateLimits }) {
  const key = createHmac('sha256', options.key).update('aangan form tokens v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
  const lifeSeconds = MAX_AGE_MS / 1000;
  const spent = options.rateLimits.limiter({ keyPrefix: 'form-token-spent', points: 1, duration: lifeSeconds });
  // Which Idempotency-Key spent a token: a retry of that very submission may carry it again.
  const spentBy = options.rateLimits.limiter({ keyPrefix: 'form-token-key', points: 1, duration: lifeSeconds });
  const first = (limiter: typeof spent, id: string) =>
    limiter.consume(id).then(
      () => true,
      (result: unknown) => {
        if (result instanceof RateLimiterRes) return false;
        throw result;
      },
    );
  return {
    /** `issuedAt` is now, except where a caller must stand for a form shown earlier (tests, imports). */
    issue(issuedAt: Date = options.now()): { formToken: string; minFillMs: number } {
      const payload = `${issuedAt.getTime()}.${randomBytes(9).toString('base64url')}`;
      return { formToken: `${payload}.${sign(payload)}`, minFillMs: MIN_FILL_MS };
    },
    /** Throws a 400 the form can show; answers how long the form took. */
    check(token: string): number {
      const parts = token.split('.');
      const [issued, nonce, signature] = parts;
      const expected = parts.length === 3 ? Buffer.from(sign(`${issued}.${nonce}`)) : Buffer.alloc(0);
      const given = Buffer.from(signature ?? '');
      if (expected.length === 0 || expected.length !== given.length || !timingSafeEqual(expected, given)) {
        throw new ValidationError(FORM_TOKEN_INVALID, [{ path: 'formToken', message: FORM_TOKEN_INVALID }]);
      }
      const elapsed = options.now().getTime() - Number(issued);
      if (elapsed > MAX_AGE_MS || elapsed < -60_000) throw new ValidationError(FORM_TOKEN_INVALID, [{ path: 'formToken', message: FORM_TOKEN_INVALID }]);
      if (elapsed < MIN_FILL_MS) throw new ValidationError(FORM_TOO_FAST, [{ path: 'formToken', message: FORM_TOO_FAST }]);
      return elapsed;
    },
    /**
     * Spends a checked token on one submission; a second one gets the expired-form answer (the page
     * then fetches a new token). The retry of the submission that spent it, under the same
     * Idempotency-Key, is still that submission.
     */
    async spend(token: string, idempotencyKey: string | undefined): Promise<void> {
      const id = token.split('.').slice(0, 2).join('.');
      const binding = `${id}|${idempotencyKey === undefined ? '' : createHash('sha256').update(idempotencyKey).digest('base64url')}`;
      if (await first(spent, id)) {
        if (idempotencyKey !== undefined) await first(spentBy, binding);
        return;
      }
      const sameSubmission = idempotencyKey !== undefined && (await spentBy.get(binding)) !== null;
      if (!sameSubmission) throw new ValidationError(FORM_TOKEN_INVALID, [{ path: 'formToken', message: FORM_TOKEN_INVALID }]);
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
