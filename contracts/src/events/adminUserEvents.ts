import { z } from 'zod';
import { isCommonPassword } from '../commonPasswords.ts';
import { expectedRevisionSchema } from '../project/projectCommandApi.ts';
import { roleSchema } from './metadata.ts';
import { authenticatorCheckPlaceSchema } from './securityEvents.ts';

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

export const adminRoleChanged = z.strictObject({
  type: z.literal('AdminRoleChanged'),
  data: z.strictObject({ userId: z.string(), role: roleSchema }),
});
export const adminUserDisabled = z.strictObject({
  type: z.literal('AdminUserDisabled'),
  data: z.strictObject({ userId: z.string() }),
});
export const adminUserEnabled = z.strictObject({
  type: z.literal('AdminUserEnabled'),
  data: z.strictObject({ userId: z.string() }),
});
export const adminPasswordChanged = z.strictObject({
  type: z.literal('AdminPasswordChanged'),
  data: z.strictObject({ userId: z.string(), passwordHash: z.string() }),
});

/** A new authenticator secret, waiting for its first code before it counts; sealed with the server's DATA_KEY, never readable here. */
export const authenticatorSecretIssued = z.strictObject({
  type: z.literal('AuthenticatorSecretIssued'),
  data: z.strictObject({ userId: z.string(), secret: z.string() }),
});
export const authenticatorEnrolled = z.strictObject({
  type: z.literal('AuthenticatorEnrolled'),
  data: z.strictObject({ userId: z.string(), timeStep: z.number().int() }),
});
/** A code was accepted: codes of this time step or older are refused from now on (single use). */
export const authenticatorCodeUsed = z.strictObject({
  type: z.literal('AuthenticatorCodeUsed'),
  data: z.strictObject({ userId: z.string(), timeStep: z.number().int() }),
});
export const authenticatorReset = z.strictObject({
  type: z.literal('AuthenticatorReset'),
  data: z.strictObject({ userId: z.string() }),
});
/** A wrong authenticator code (sign-in, reset or enrolment): the account's count of wrong codes in a row goes up. */
export const authenticatorCodeFailed = z.strictObject({
  type: z.literal('AuthenticatorCodeFailed'),
  data: z.strictObject({ userId: z.string(), where: authenticatorCheckPlaceSchema }),
});
/** Too many wrong codes in a row: no code is checked before `until`, and then only after an emailed OTP unlocks it. */
export const authenticatorLocked = z.strictObject({
  type: z.literal('AuthenticatorLocked'),
  data: z.strictObject({ userId: z.string(), where: authenticatorCheckPlaceSchema, until: z.iso.datetime() }),
});
/** A correct emailed OTP after the lock's time: codes are checked again. */
export const authenticatorUnlocked = z.strictObject({
  type: z.literal('AuthenticatorUnlocked'),
  data: z.strictObject({ userId: z.string() }),
});

/** A reset code was sent: only its keyed hash is kept, bound to this request id. */
export const passwordResetRequested = z.strictObject({
  type: z.literal('PasswordResetRequested'),
  data: z.strictObject({
    userId: z.string(),
    requestId: z.string(),
    codeHash: z.string(),
    expiresAt: z.iso.datetime(),
  }),
});
export const passwordResetCodeRejected = z.strictObject({
  type: z.literal('PasswordResetCodeRejected'),
  data: z.strictObject({ userId: z.string(), requestId: z.string() }),
});
export const passwordResetCodeVerified = z.strictObject({
  type: z.literal('PasswordResetCodeVerified'),
  data: z.strictObject({ userId: z.string(), requestId: z.string() }),
});
/** The open reset ended without a new password (the authenticator was locked): its reset token no longer works. */
export const passwordResetCancelled = z.strictObject({
  type: z.literal('PasswordResetCancelled'),
  data: z.strictObject({ userId: z.string(), requestId: z.string(), reason: z.enum(['authenticator-locked']) }),
});
export const passwordResetCompleted = z.strictObject({
  type: z.literal('PasswordResetCompleted'),
  data: z.strictObject({ userId: z.string(), requestId: z.string(), passwordHash: z.string() }),
});

export const adminUserEventSchema = z.discriminatedUnion('type', [
  passwordResetRequested,
  passwordResetCodeRejected,
  passwordResetCodeVerified,
  passwordResetCompleted,
  passwordResetCancelled,
  authenticatorSecretIssued,
  authenticatorEnrolled,
  authenticatorCodeUsed,
  authenticatorReset,
  authenticatorCodeFailed,
  authenticatorLocked,
  authenticatorUnlocked,
  adminUserCreated,
  adminSessionEnded,
  adminRoleChanged,
  adminUserDisabled,
  adminUserEnabled,
  adminPasswordChanged,
]);
export const ADMIN_USER_EVENT_TYPES = adminUserEventSchema.options.map<AdminUserEvent['type']>(
  (o) => o.shape.type.value,
);
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
  status: 'active' | 'disabled';
  /** Tokens issued before this time are refused (role change, disabling, password change). */
  sessionsValidFrom: string | null;
  /** Ended sessions whose tokens have not expired yet: token id -> expiry (ISO). */
  endedSessions: Record<string, string>;
  /** Authenticator app (TOTP): the active secret, one waiting for confirmation, the last time step used. */
  totpSecret: string | null;
  pendingTotpSecret: string | null;
  totpLastStep: number;
  /** Wrong authenticator codes in a row, and the lock they led to (ISO; null when codes are checked). */
  totpFailures: number;
  totpLockedUntil: string | null;
  /** The open password reset, if any (the code only as a keyed hash). */
  passwordReset: { requestId: string; codeHash: string; expiresAt: string; attempts: number; verified: boolean } | null;
  /** The stream revision the document shows (a role change or disabling names it). */
  revision: number;
  updatedAt: string;
  createdAt: string;
}

export const adminEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(z.email({ message: 'Enter a valid email' }));
export const adminPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  .refine((p) => !isCommonPassword(p), 'This password is too common. Choose one that is harder to guess.');
export const adminUserCreateSchema = z.strictObject({
  email: adminEmailSchema,
  name: z.string().trim().min(1, 'Name is missing').max(120),
  role: roleSchema,
  password: adminPasswordSchema,
});
/** A role change, based on the account as read (`expectedRevision` for clients that cannot send If-Match). */
export const adminRoleChangeSchema = z.strictObject({
  role: roleSchema,
  expectedRevision: expectedRevisionSchema.optional(),
});
export const changePasswordSchema = z
  .strictObject({
    oldPassword: z.string().min(1, 'Current password is missing').max(128),
    newPassword: adminPasswordSchema,
    confirmPassword: z.string().max(128),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: 'Password does not match',
    path: ['confirmPassword'],
  });

export const totpCodeSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app');
export const totpConfirmSchema = z.strictObject({ code: totpCodeSchema });
export const totpLoginSchema = z.strictObject({ challenge: z.string().min(1).max(2000), code: totpCodeSchema });

export const sendResetCodeSchema = z.strictObject({ email: adminEmailSchema });
export const verifyResetCodeSchema = z.strictObject({
  requestId: z.string().uuid('Invalid request'),
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit OTP from the email'),
});
export const resetPasswordSchema = z
  .strictObject({
    resetToken: z.string().min(1).max(2000),
    newPassword: adminPasswordSchema,
    confirmPassword: z.string().max(128),
    /** Required when the account has an authenticator: a reset never skips it. */
    totpCode: totpCodeSchema.optional(),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: 'Password does not match',
    path: ['confirmPassword'],
  });

export const adminLoginSchema = z.strictObject({
  email: adminEmailSchema,
  password: z.string().min(1, 'Password is missing').max(128),
  /** With an authenticator, its code may come with the password: the way in from a new device while the account is under attack. */
  totpCode: totpCodeSchema.optional(),
});
export type AdminLogin = z.infer<typeof adminLoginSchema>;
