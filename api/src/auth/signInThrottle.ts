import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { SignInPausedError, TooManyRequestsError } from '@aangan/contracts';
import type { RateLimits } from './rateLimits.ts';

const MINUTE = 60;

/** The limits of password sign-in, in one place (the README quotes them). */
export const SIGN_IN_LIMITS = {
  /** Failures for one account from one address: then that address waits, even with the right password. */
  pair: { failures: 5, windowSeconds: 15 * MINUTE },
  /** Failures from one address, whatever the accounts. */
  address: { failures: 30, windowSeconds: 15 * MINUTE },
  /** Failures for one account from anywhere: then the account is under attack... */
  account: { failures: 20, windowSeconds: 5 * MINUTE },
  /** ...and, for this long after the last attempt refused as such, only devices that signed in to it before get a password checked. */
  underAttackSeconds: 60 * MINUTE,
} as const;

const TOO_MANY = 'Too many failed sign-in attempts. Please wait and try again.';
const UNDER_ATTACK =
  'Sign-in to this account from new devices is paused for a while after many failed attempts. Sign in from a device you used before, or enter the code from your authenticator app with your password.';

export interface SignInRefusal {
  error: TooManyRequestsError | SignInPausedError;
  /** Refused only because the account is under attack and the device is new to it: a correct password with an authenticator code gets past. */
  underAttack: boolean;
}

/**
 * Failed sign-ins are counted per account and address, per address, and per account. The first
 * two refuse the attacker's own addresses. The per-account count can be driven up from many
 * addresses, so it never refuses the owner: it puts the account "under attack", and then only
 * attempts from devices new to the account are refused, before any password is checked (each
 * such refusal keeps the account under attack). The owner signs in from a device used before,
 * or with a correct password and authenticator code together. Everything is keyed by the typed
 * email, so unknown emails are throttled exactly like accounts (no enumeration). The address is
 * the one Koa reports, which follows X-Forwarded-For only when TRUST_PROXY is set.
 */
export function createSignInThrottle(limits: RateLimits) {
  const limiter = (keyPrefix: string, points: number, duration: number) => limits.limiter({ keyPrefix, points, duration });
  const pair = limiter('login-pair', SIGN_IN_LIMITS.pair.failures, SIGN_IN_LIMITS.pair.windowSeconds);
  const address = limiter('login-ip', SIGN_IN_LIMITS.address.failures, SIGN_IN_LIMITS.address.windowSeconds);
  const account = limiter('login-account', SIGN_IN_LIMITS.account.failures, SIGN_IN_LIMITS.account.windowSeconds);
  const attack = limiter('login-attack', 1, SIGN_IN_LIMITS.underAttackSeconds);
  // One "throttled" report per account per pair window: refusals cost an attacker nothing, records would.
  const reported = limiter('login-refusal-reported', 1, SIGN_IN_LIMITS.pair.windowSeconds);

  const spent = async (limit: RateLimiterAbstract, key: string): Promise<number> => {
    const state = await limit.get(key);
    return state && state.consumedPoints >= limit.points ? state.msBeforeNext : 0;
  };
  const count = (limit: RateLimiterAbstract, key: string): Promise<RateLimiterRes> =>
    // A rejection only means the limit is now reached: the next attempt is refused by `refusal`.
    limit.consume(key).catch((result: unknown) => {
      if (result instanceof RateLimiterRes) return result;
      throw result;
    });
  const underAttackMs = (email: string) => spent(attack, email);

  return {
    async refusal(email: string, ip: string, knownDevice: boolean): Promise<SignInRefusal | null> {
      const waitMs = Math.max(await spent(pair, `${email}|${ip}`), await spent(address, ip));
      if (waitMs > 0) return { error: new TooManyRequestsError(waitMs / 1000, TOO_MANY), underAttack: false };
      if (knownDevice || (await underAttackMs(email)) === 0) return null;
      await attack.block(email, SIGN_IN_LIMITS.underAttackSeconds);
      return { error: new SignInPausedError(UNDER_ATTACK, SIGN_IN_LIMITS.underAttackSeconds), underAttack: true };
    },

    /** Counts a failure; `attackStarted` is true for the failure that put the account under attack. */
    async failed(email: string, ip: string): Promise<{ attackStarted: boolean }> {
      await count(pair, `${email}|${ip}`);
      await count(address, ip);
      const forAccount = await count(account, email);
      if (forAccount.consumedPoints < SIGN_IN_LIMITS.account.failures || (await underAttackMs(email)) > 0) return { attackStarted: false };
      await attack.block(email, SIGN_IN_LIMITS.underAttackSeconds);
      return { attackStarted: true };
    },

    /** A successful sign-in clears the count of its account and address. */
    async succeeded(email: string, ip: string): Promise<void> {
      await pair.delete(`${email}|${ip}`);
    },

    /** True for the first refusal of this account in a window: the one worth recording. */
    async firstRefusal(email: string): Promise<boolean> {
      return (await count(reported, email)).consumedPoints === 1;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
