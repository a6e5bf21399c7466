import { reserveOrThrow, type RateLimits, type Reservation } from './rateLimits.ts';

/**
 * Password-reset attempts (OTP mails sent, OTPs tried) are counted three ways. Per account and
 * address pair the limit is tight; per address it is wider, against one source trying many
 * accounts; per account it is wide and its window short. Each attempt takes its place under all
 * three before anything is sent or compared (rateLimits.ts `reserve`), so attempts sent at once
 * meet the limits as attempts sent one by one do. Refusing a reset keeps nobody out of an account
 * (sign-in has its own limits, signInThrottle.ts). The address is the one the app takes as the
 * client's (ctx.ip).
 */
export interface ResetThrottle {
  /** The attempt's places, or 429 with Retry-After when any count is full; a place is kept unless released. */
  reserve(account: string, ip: string): Promise<Reservation>;
}

const MINUTE = 60;

export function createResetThrottle(limits: RateLimits): ResetThrottle {
  const name = 'reset';
  // 5 attempts per account and address in 15 minutes; 30 per address; 20 per account in 5 minutes.
  const pair = limits.limiter({ keyPrefix: `${name}-pair`, points: 5, duration: 15 * MINUTE });
  const address = limits.limiter({ keyPrefix: `${name}-ip`, points: 30, duration: 15 * MINUTE });
  const account = limits.limiter({ keyPrefix: `${name}-account`, points: 20, duration: 5 * MINUTE });
  return {
    reserve: (forAccount, ip) =>
      reserveOrThrow(
        [
          { limiter: pair, key: `${forAccount}|${ip}` },
          { limiter: address, key: ip },
          { limiter: account, key: forAccount },
        ],
        'Too many attempts to reset this password. Please wait and try again.',
      ),
  };
}
