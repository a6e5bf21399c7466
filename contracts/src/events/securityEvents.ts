import { z } from 'zod';

/**
 * Security events: sign-ins (failed and successful), refused authenticator codes, locks, attacks on
 * an account and denials of signed-in users. They are the durable record the console's audit log
 * reads, so they hold no token, code, password or typed email: an account is named by id and by its
 * email masked as auditors see emails (`k***@example.in`), an unknown one by the mask alone. Where
 * the request came from is the event's `clientIpHash` (metadata), as for every event.
 */

/** Where an authenticator code was checked. */
export const AUTHENTICATOR_CHECK_PLACES = ['sign-in', 'reset', 'enrolment'] as const;
export const authenticatorCheckPlaceSchema = z.enum(AUTHENTICATOR_CHECK_PLACES);
export type AuthenticatorCheckPlace = z.infer<typeof authenticatorCheckPlaceSchema>;

export const SIGN_IN_FAILURE_REASONS = [
  'password',
  'authenticator',
  'throttled',
  'disabled',
  'unknown-account',
] as const;

/** The account a sign-in named, masked (`k***@example.in`): the typed email itself is never kept. */
const maskedAccountSchema = z.string().max(260);

/**
 * A sign-in was refused; `userId` is null when the email belongs to no account. `account` is absent
 * from events recorded before accounts were named.
 */
export const signInFailed = z.strictObject({
  type: z.literal('SignInFailed'),
  data: z.strictObject({
    userId: z.string().nullable(),
    reason: z.enum(SIGN_IN_FAILURE_REASONS),
    account: maskedAccountSchema.optional(),
  }),
});

/** A sign-in got through: with an authenticator code or not, from a device that had signed in to the account before or not. */
export const signInSucceeded = z.strictObject({
  type: z.literal('SignInSucceeded'),
  data: z.strictObject({
    userId: z.string(),
    account: maskedAccountSchema,
    authenticator: z.boolean(),
    knownDevice: z.boolean(),
  }),
});

/** A wrong authenticator code; `failures` counts the account's wrong codes in a row. */
export const authenticatorCodeRejected = z.strictObject({
  type: z.literal('AuthenticatorCodeRejected'),
  data: z.strictObject({
    userId: z.string(),
    where: authenticatorCheckPlaceSchema,
    failures: z.number().int().positive(),
  }),
});

/** Too many wrong authenticator codes: no code is accepted for the account before `until`, and then only after an emailed OTP. */
export const accountLocked = z.strictObject({
  type: z.literal('AccountLocked'),
  data: z.strictObject({ userId: z.string(), where: authenticatorCheckPlaceSchema, until: z.iso.datetime() }),
});

/** The admin alert: an account received `failures` failed sign-ins within `windowSeconds`; unknown devices are refused for a while. */
export const accountUnderAttack = z.strictObject({
  type: z.literal('AccountUnderAttack'),
  data: z.strictObject({
    userId: z.string(),
    failures: z.number().int().positive(),
    windowSeconds: z.number().int().positive(),
  }),
});

/** A signed-in user was refused (403): which route, with which role, and why. */
export const accessDenied = z.strictObject({
  type: z.literal('AccessDenied'),
  data: z.strictObject({
    userId: z.string().nullable(),
    role: z.string().nullable(),
    method: z.string(),
    route: z.string(),
    reason: z.string(),
  }),
});

export const securityEventSchema = z.discriminatedUnion('type', [
  signInFailed,
  signInSucceeded,
  authenticatorCodeRejected,
  accountLocked,
  accountUnderAttack,
  accessDenied,
]);
export type SecurityEvent = z.infer<typeof securityEventSchema>;
export const SECURITY_EVENT_TYPES = securityEventSchema.options.map<SecurityEvent['type']>((o) => o.shape.type.value);

export const SECURITY_STREAM_PREFIX = 'security-';
/** One stream per day (yyyy-mm-dd, India time), appended with `expected: 'any'`. */
export const securityStream = (day: string): string => `${SECURITY_STREAM_PREFIX}${day}`;
