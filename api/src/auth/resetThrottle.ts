import { RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TooManyRequestsError } from '@aangan/contracts';
import type { RateLimits } from './rateLimits.ts';

/**
 * Password-reset attempts (OTP mails sent, OTPs refused) are counted three ways. Per account and
 * address pair the limit is tight; per address it is wider, against one source trying many
 * accounts; per account it is wide and its window short. Refusing a reset keeps nobody out of an
 * account (sign-in has its own throttle, signInThrottle.ts). The address is the one Koa reports,
 * which follows X-Forwarded-For only when TRUST_PROXY is set.
 */
export interface ResetThrottle {
  /** Throws 429 with Retry-After when any count for these keys is over its limit. */
  assertAllowed(account: string, ip: string): Promise<void>;
  failed(account: string, ip: string): Promise<void>;
  succeeded(account: string, ip: string): Promise<void>;
}

const MINUTE = 60;

export function createResetThrottle(limits: RateLimits): ResetThrottle {
  const name = 'reset';
  const limiters: { limiter: RateLimiterAbstract; key: (account: string, ip: string) => string }[] = [
    // 5 failures per account and address in 15 minutes; 30 per address; 20 per account in 5 minutes.
    { limiter: limits.limiter({ keyPrefix: `${name}-pair`, points: 5, duration: 15 * MINUTE }), key: (a, ip) => `${a}|${ip}` },
    { limiter: limits.limiter({ keyPrefix: `${name}-ip`, points: 30, duration: 15 * MINUTE }), key: (_a, ip) => ip },
    { limiter: limits.limiter({ keyPrefix: `${name}-account`, points: 20, duration: 5 * MINUTE }), key: (a) => a },
  ];
  return {
    async assertAllowed(account, ip) {
      let waitMs = 0;
      for (const { limiter, key } of limiters) {
        const state = await limiter.get(key(account, ip));
        if (state && state.consumedPoints >= limiter.points) waitMs = Math.max(waitMs, state.msBeforeNext);
      }
      if (waitMs > 0) throw new TooManyRequestsError(waitMs / 1000, 'Too many attempts to reset this password. Please wait and try again.');
    },
    async failed(account, ip) {
      for (const { limiter, key } of limiters) {
        // A rejection only means the limit is now reached: the next attempt is refused by assertAllowed.
        await limiter.consume(key(account, ip)).catch((result: unknown) => {
          if (!(result instanceof RateLimiterRes)) throw result;
        });
      }
    },
    async succeeded(account, ip) {
      await limiters[0]!.limiter.delete(limiters[0]!.key(account, ip));
    },
  };
}
