import { SignInPausedError, TooManyRequestsError } from '@aangan/contracts';
import { countAnswer, reserve, type RateLimits, type Reservation } from './rateLimits.ts';

const MINUTE = 60;

/** The limits of password sign-in, in one place (the README quotes them). */
export const SIGN_IN_LIMITS = {
  /** Failures for one account from one address: then that address waits, even with the right password. */
  pair: { failures: 5, windowSeconds: 15 * MINUTE },
  /** Failures from one address, whatever the accounts. */
  address: { failures: 30, windowSeconds: 15 * MINUTE },
  /** Failures for one account from devices new to it, from anywhere: reaching it pauses the account for new devices... */
  account: { failures: 20, windowSeconds: 5 * MINUTE },
  /** ...for this long from the failure that reached it: refused attempts do not extend it, a completed password reset ends it. */
  pauseSeconds: 60 * MINUTE,
  /** While paused, password checks for new devices that bring an authenticator code, per account. */
  withCodeWhilePaused: { attempts: 10, windowSeconds: 60 * MINUTE },
} as const;

const TOO_MANY = 'Too many failed sign-in attempts. Please wait and try again.';
const PAUSED =
  'Sign-in to this account from new devices is paused for a while after many failed attempts. Sign in from a device you used before, enter the code from your authenticator app with your password, or reset your password: the browser that resets it can sign in at once.';

export interface SignInRefusal {
  error: TooManyRequestsError | SignInPausedError;
  /** Refused because the account is paused for new devices (not because of this address's own failures). */
  paused: boolean;
}

/** A password check the limits admitted: its points are held until it is known to have failed or succeeded. */
export interface SignInAttempt {
  /**
   * Set when the account is paused for new devices and the attempt was admitted only because it
   * brings an authenticator code: the refusal to answer unless password and code are both right.
   */
  pausedRefusal: SignInRefusal | null;
  /** The password was right: the attempt is no failure, and this address's failures for the account are forgotten. */
  succeeded(): Promise<void>;
  /** The password was wrong: its points stay taken. `pauseStarted` for the failure that paused the account. */
  failed(): Promise<{ pauseStarted: boolean }>;
}

export type SignInAdmission = { ok: true; attempt: SignInAttempt } | { ok: false; refusal: SignInRefusal };

/**
 * Password sign-in is limited per account and address, per address, and per account. Each attempt
 * takes its place under the limits before its password is checked (rateLimits.ts `reserve`), so
 * attempts sent at once check no more passwords than the limits allow; a right password gives its
 * places back. The first two limits refuse the attacker's own addresses. The per-account limit can
 * be spent from many addresses, so it never refuses the owner outright: it pauses the account for
 * devices new to it, for a fixed hour, and then only they are refused, before any password is
 * checked. The owner signs in from a device used before, with password and authenticator code
 * together, or completes a password reset (it needs the mailbox), which ends the pause and makes
 * that browser known. Everything is keyed by the typed email, so unknown emails are limited exactly
 * like accounts (no enumeration). The address is the one the app takes as the client's (ctx.ip).
 */
export function createSignInThrottle(limits: RateLimits) {
  const limiter = (keyPrefix: string, points: number, duration: number) =>
    limits.limiter({ keyPrefix, points, duration });
  const pair = limiter('login-pair', SIGN_IN_LIMITS.pair.failures, SIGN_IN_LIMITS.pair.windowSeconds);
  const address = limiter('login-ip', SIGN_IN_LIMITS.address.failures, SIGN_IN_LIMITS.address.windowSeconds);
  const account = limiter('login-account', SIGN_IN_LIMITS.account.failures, SIGN_IN_LIMITS.account.windowSeconds);
  // One point, taken by the failure that reaches the account limit: its window is the pause, fixed from then.
  const pause = limiter('login-pause', 1, SIGN_IN_LIMITS.pauseSeconds);
  const withCode = limiter(
    'login-paused-code',
    SIGN_IN_LIMITS.withCodeWhilePaused.attempts,
    SIGN_IN_LIMITS.withCodeWhilePaused.windowSeconds,
  );
  // One "throttled" report per account per pair window: refusals cost an attacker nothing, records would.
  const reported = limiter('login-refusal-reported', 1, SIGN_IN_LIMITS.pair.windowSeconds);

  const pausedForMs = async (email: string): Promise<number> => {
    const state = await pause.get(email);
    return state && state.consumedPoints >= 1 && state.msBeforeNext > 0 ? state.msBeforeNext : 0;
  };
  const pausedRefusal = (waitMs: number): SignInRefusal => ({
    error: new SignInPausedError(PAUSED, waitMs / 1000),
    paused: true,
  });

  function admitted(
    email: string,
    ip: string,
    places: Reservation,
    accountPlace: Reservation | null,
    paused: SignInRefusal | null,
  ): SignInAdmission {
    return {
      ok: true,
      attempt: {
        pausedRefusal: paused,
        async succeeded() {
          await Promise.all([places.release(), accountPlace?.release()]);
          await pair.delete(`${email}|${ip}`);
        },
        async failed() {
          // Only failures counted against the account (a new device, no pause yet) can start a pause.
          if (!accountPlace || paused) return { pauseStarted: false };
          const state = await account.get(email);
          if (!state || state.consumedPoints < SIGN_IN_LIMITS.account.failures) return { pauseStarted: false };
          return { pauseStarted: (await countAnswer(pause.consume(email))).consumedPoints === 1 };
        },
      },
    };
  }

  return {
    /** Takes the attempt's places under the limits, or answers why it is refused; no password is checked before this. */
    async admit(email: string, ip: string, device: { known: boolean; withCode: boolean }): Promise<SignInAdmission> {
      const places = await reserve([
        { limiter: pair, key: `${email}|${ip}` },
        { limiter: address, key: ip },
      ]);
      if (!places.ok)
        return {
          ok: false,
          refusal: { error: new TooManyRequestsError(places.waitMs / 1000, TOO_MANY), paused: false },
        };
      if (device.known) return admitted(email, ip, places, null, null);
      const pausedMs = await pausedForMs(email);
      if (pausedMs > 0 && !device.withCode) {
        await places.release();
        return { ok: false, refusal: pausedRefusal(pausedMs) };
      }
      const accountPlace = await reserve([{ limiter: pausedMs > 0 ? withCode : account, key: email }]);
      if (!accountPlace.ok) {
        await places.release();
        return { ok: false, refusal: pausedRefusal(pausedMs > 0 ? pausedMs : accountPlace.waitMs) };
      }
      return admitted(email, ip, places, accountPlace, pausedMs > 0 ? pausedRefusal(pausedMs) : null);
    },

    /** A completed password reset proved the mailbox: the account's pause and counts end, and this address's with it. */
    async lift(email: string, ip: string): Promise<void> {
      await Promise.all([
        pause.delete(email),
        account.delete(email),
        withCode.delete(email),
        pair.delete(`${email}|${ip}`),
      ]);
    },

    /** True for the first refusal of this account in a window: the one worth recording. */
    async firstRefusal(email: string): Promise<boolean> {
      return (await countAnswer(reported.consume(email))).consumedPoints === 1;
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
