import { z } from 'zod';
import { roleSchema } from './metadata.ts';

export const adminUserCreated = z.strictObject({
  type: z.literal('AdminUserCreated'),
  data: z.strictObject({
    userId: z.string(),
    email: z.string(),
    name: z.string(),
    role: roleSchema,
    /** argon2id hash; the password itself is never stored. */
    passwordHash: z.string(),
  }),
});

/** A signed-in session ended (logout): its token is refused from then on, until it would have expired anyway. */
export const adminSessionEnded = z.strictObject({
  type: z.literal('AdminSessionEnded'),
  data: z.strictObject({ userId: z.string(), tokenId: z.string(), expiresAt: z.iso.datetime() }),
});

export const adminUserEventSchema = z.discriminatedUnion('type', [adminUserCreated, adminSessionEnded]);
export type AdminUserEvent = z.infer<typeof adminUserEventSchema>;

export const emailReserved = z.strictObject({
  type: z.literal('EmailReserved'),
  data: z.strictObject({ email: z.string(), userId: z.string() }),
});

export interface AdminUserDoc {
  _id: string;
  _position: number;
  email: string;
  name: string;
  role: z.infer<typeof roleSchema>;
  passwordHash: string;
  /** Ended sessions whose tokens have not expired yet: token id -> expiry (ISO). */
  endedSessions: Record<string, string>;
  createdAt: string;
}

export const adminEmailSchema = z.string().trim().toLowerCase().pipe(z.email({ message: 'Enter a valid email' }));
export const adminPasswordSchema = z.string().min(8, 'Password must be at least 8 characters').max(128, 'Password must be at most 128 characters');
export const adminLoginSchema = z.strictObject({
  email: adminEmailSchema,
  password: z.string().min(1, 'Password is missing').max(128),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
