import { minLength, required } from 'react-admin';

export const PASSWORD_MISMATCH = 'Password does not match';

/** Validates a confirmation field against another field of the same form. */
export const confirmMatches =
  (otherField: string) =>
  (value: unknown, values: Record<string, unknown>): string | undefined =>
    value === values[otherField] ? undefined : PASSWORD_MISMATCH;

/** The server's rules a browser can check (it also refuses common passwords). */
export const newPasswordRules = [required(), minLength(8, 'Password must be at least 8 characters')];
