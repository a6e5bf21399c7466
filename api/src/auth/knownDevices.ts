import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';

/** How long a browser stays known to an account after signing in to it. */
export const KNOWN_DEVICE_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;
const COOKIE_PATH = '/api/v1/admin/login';

/**
 * Device cookies (OWASP's answer to lockout attacks): a browser that completed a sign-in, or a
 * password reset (it proved the mailbox), gets an HttpOnly cookie signed for that account, sent back
 * only to the sign-in routes. While an account is paused for new devices, only such browsers get
 * their password checked. The cookie names and binds the account by a keyed hash, never by its
 * email, and proves nothing beyond "signed in (or reset the password) here before".
 */
export function createKnownDevices(options: { key: Uint8Array; now: () => Date }) {
  const key = createHmac('sha256', options.key).update('aangan known devices v1').digest();
  const mac = (value: string) => createHmac('sha256', key).update(value).digest('base64url');
  // One cookie per account, so people sharing a browser do not push each other out.
  const cookieName = (email: string) => `aangan_device_${mac(`name:${email}`).slice(0, 12)}`;

  return {
    /** Marks this browser as known to the account that just signed in. */
    remember(ctx: Context, email: string): void {
      const issuedAt = String(options.now().getTime());
      ctx.cookies.set(cookieName(email), `${issuedAt}.${mac(`${email}|${issuedAt}`)}`, {
        httpOnly: true,
        sameSite: 'strict',
        secure: ctx.secure,
        path: COOKIE_PATH,
        maxAge: KNOWN_DEVICE_DAYS * DAY_MS,
        overwrite: true,
      });
    },

    knows(ctx: Context, email: string): boolean {
      const [issuedAt, signature] = (ctx.cookies.get(cookieName(email)) ?? '').split('.');
      if (!issuedAt || !signature) return false;
      const expected = Buffer.from(mac(`${email}|${issuedAt}`));
      const given = Buffer.from(signature);
      const age = options.now().getTime() - Number(issuedAt);
      return (
        expected.length === given.length &&
        timingSafeEqual(expected, given) &&
        age >= 0 &&
        age < KNOWN_DEVICE_DAYS * DAY_MS
      );
    },
  };
}

export type KnownDevices = ReturnType<typeof createKnownDevices>;
