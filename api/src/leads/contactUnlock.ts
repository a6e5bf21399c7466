import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context } from 'koa';
import { isObjectId } from '@aangan/contracts';

export const UNLOCK_COOKIE = 'aangan_contact';
const MAX_AGE_DAYS = 180;

/**
 * The contact gate (spec §6): once a visitor has sent the contact form, a signed cookie naming
 * that contact lead unlocks floor plans, RERA details and brochures. The lead is looked up on use,
 * so an erased person's cookie unlocks nothing. It opens sections and nothing else: no route takes
 * it as the person (an enquiry carries its sender's own details), so a shared or copied cookie
 * lets no one act in that person's name.
 */
export function createContactUnlock(options: { key: Uint8Array }) {
  const key = createHmac('sha256', options.key).update('aangan contact unlock v1').digest();
  const sign = (leadId: string) => createHmac('sha256', key).update(leadId).digest('base64url');
  return {
    set(ctx: Context, leadId: string) {
      ctx.cookies.set(UNLOCK_COOKIE, `${leadId}.${sign(leadId)}`, {
        httpOnly: true,
        sameSite: 'lax',
        secure: ctx.secure,
        maxAge: MAX_AGE_DAYS * 24 * 60 * 60 * 1000,
        overwrite: true,
      });
    },
    /** The contact lead id the cookie names, when its signature holds. */
    leadId(ctx: Context): string | null {
      const value = ctx.cookies.get(UNLOCK_COOKIE);
      const [leadId, signature] = value?.split('.') ?? [];
      if (!leadId || !signature || !isObjectId(leadId)) return null;
      const expected = Buffer.from(sign(leadId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? leadId : null;
    },
  };
}

export type ContactUnlock = ReturnType<typeof createContactUnlock>;
