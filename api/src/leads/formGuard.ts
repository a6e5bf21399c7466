import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { FORM_REFUSALS, ValidationError, type EventMetadata } from '@aangan/contracts';
import { isWrongExpectedRevision, type EventStore } from '@aangan/projections';
import { appendChecked } from '../core/commandHandler.ts';

/** A person needs a few seconds to fill a form; scripts do not wait. */
export const MIN_FILL_MS = 3000;
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

const FORM_TOO_FAST = FORM_REFUSALS.tooFast;
export const FORM_TOKEN_INVALID = FORM_REFUSALS.expired;

/** Each spent token has a stream of its own, named by a hash of the token's id (never the token itself). */
const spentStream = (tokenId: string): string =>
  `formToken-${createHash('sha256').update(tokenId).digest('base64url')}`;
const invalid = () => new ValidationError(FORM_TOKEN_INVALID, [{ path: 'formToken', message: FORM_TOKEN_INVALID }]);

/**
 * Signed form tokens: the page asks for one when it shows a form, and the submission must carry it
 * at least MIN_FILL_MS later (and within a day): `<issuedAtMs>.<nonce>.<signature>`. Checking is
 * stateless; spending is not: a token makes one submission. A spent token is a `FormTokenSpent`
 * event in a stream of its own, appended only where there is no such stream yet: durable as the
 * lead it came with (a restart, or another API process, still finds it), and of two submissions at
 * once exactly one gets it.
 */
export function createFormGuard(options: {
  key: Uint8Array;
  now: () => Date;
  eventStore: EventStore;
  newId: () => string;
}) {
  const key = createHmac('sha256', options.key).update('aangan form tokens v1').digest();
  const sign = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');
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
      if (expected.length === 0 || expected.length !== given.length || !timingSafeEqual(expected, given))
        throw invalid();
      const elapsed = options.now().getTime() - Number(issued);
      if (elapsed > MAX_AGE_MS || elapsed < -60_000) throw invalid();
      if (elapsed < MIN_FILL_MS)
        throw new ValidationError(FORM_TOO_FAST, [{ path: 'formToken', message: FORM_TOO_FAST }]);
      return elapsed;
    },
    /**
     * Spends a checked token on one submission; a second one gets the expired-form answer (the page
     * then fetches a new token). The retry of the submission that spent it, under the same
     * Idempotency-Key, is still that submission. `metadata`: the submission's, for the event.
     */
    async spend(token: string, idempotencyKey: string | undefined, metadata: EventMetadata): Promise<void> {
      const stream = spentStream(token.split('.').slice(0, 2).join('.'));
      const submission =
        idempotencyKey === undefined ? null : createHash('sha256').update(idempotencyKey).digest('base64url');
      try {
        await appendChecked(
          options.eventStore,
          stream,
          [{ id: options.newId(), type: 'FormTokenSpent', data: { submission }, metadata }],
          'no_stream',
        );
        return;
      } catch (error) {
        if (!isWrongExpectedRevision(error)) throw error;
      }
      const [spent] = await options.eventStore.readStream(stream);
      const spentBy = (spent?.data as { submission?: string | null } | undefined)?.submission ?? null;
      if (submission === null || spentBy !== submission) throw invalid();
    },
  };
}

export type FormGuard = ReturnType<typeof createFormGuard>;
