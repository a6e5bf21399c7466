/**
 * Errors that cross the HTTP boundary. Each carries a stable `code` and the status the
 * error middleware answers with; `message` is safe to show (the spec's wording where it has one).
 */
export interface FieldError {
  path: string;
  message: string;
}

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;
  /** Further members of the problem body (a 412's current revision and what changed), safe to show. */
  readonly details: Record<string, unknown>;

  constructor(
    code: string,
    status: number,
    message: string,
    options: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      details?: Record<string, unknown>;
      cause?: unknown;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.code = code;
    this.status = status;
    this.errors = options.errors ?? [];
    this.headers = options.headers ?? {};
    this.details = options.details ?? {};
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;

export class ValidationError extends AppError {
  constructor(message: string, errors: FieldError[] = []) {
    super('VALIDATION_FAILED', 400, message, { errors });
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'No Data Found') {
    super('NOT_FOUND', 404, message);
  }
}

/** Something that existed and was removed for good (a deleted project's page): 410, so search engines drop it. */
export class GoneError extends AppError {
  constructor(message: string) {
    super('GONE', 410, message);
  }
}

/** A command that the aggregate's current state does not allow (e.g. editing a deleted project). */
export class IllegalStateError extends AppError {
  constructor(message: string) {
    super('ILLEGAL_STATE', 409, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super('CONFLICT', 409, message);
  }
}

/**
 * The client edited from a stale revision (`If-Match` no longer current). The problem names the
 * record's current revision (to base the next try on) and, where the record's history can be
 * compared, what changed since the revision sent (`changed`: path, label, kind, old, new).
 */
export class StaleRevisionError extends AppError {
  constructor(
    stale: { revision: number; changed?: readonly unknown[] } | null = null,
    message = 'This record was changed by someone else. Reload it and apply your change again.',
  ) {
    super(
      'STALE_REVISION',
      412,
      message,
      stale ? { details: { revision: stale.revision, changed: stale.changed ?? [] } } : {},
    );
  }
}

/** An edit of a revisioned record that does not say which revision it was based on. */
export class RevisionRequiredError extends AppError {
  constructor(message = 'This change must say which version it is based on. Reload the record and try again.') {
    super('PRECONDITION_REQUIRED', 428, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Please log in to continue.') {
    super('UNAUTHORIZED', 401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Your role does not allow this action.') {
    super('FORBIDDEN', 403, message);
  }
}

export class UnavailableError extends AppError {
  constructor(
    message = 'The service is temporarily unavailable. Please try again shortly.',
    retryAfterSeconds = 5,
    cause?: unknown,
  ) {
    super('UNAVAILABLE', 503, message, { headers: { 'Retry-After': String(retryAfterSeconds) }, cause });
  }
}

/** An upload (or a request body) larger than its limit: nothing was stored. */
export class PayloadTooLargeError extends AppError {
  constructor(message = 'The file is too large.', errors: FieldError[] = [], headers: Record<string, string> = {}) {
    super('PAYLOAD_TOO_LARGE', 413, message, { errors, headers });
  }
}

/** A file whose content (judged by its bytes, never its name) is not a type the endpoint accepts. */
export class UnsupportedMediaTypeError extends AppError {
  constructor(message = 'This type of file is not accepted.', errors: FieldError[] = []) {
    super('UNSUPPORTED_MEDIA_TYPE', 415, message, { errors });
  }
}

/** Too many attempts: try again after `Retry-After` seconds. */
export class TooManyRequestsError extends AppError {
  constructor(retryAfterSeconds: number, message = 'Too many attempts. Please wait a little and try again.') {
    super('TOO_MANY_REQUESTS', 429, message, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}

/** The same Idempotency-Key came back with a different request. */
export class IdempotencyKeyReusedError extends AppError {
  constructor() {
    super(
      'IDEMPOTENCY_KEY_REUSED',
      422,
      'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
    );
  }
}

/**
 * Too many wrong authenticator codes in a row: the account accepts no code until the lock's time
 * has passed and an emailed OTP (forgotten password) has unlocked it.
 */
export class AuthenticatorLockedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(
      'AUTHENTICATOR_LOCKED',
      429,
      message,
      retryAfterSeconds > 0 ? { headers: { 'Retry-After': String(Math.ceil(retryAfterSeconds)) } } : {},
    );
  }
}

/**
 * Sign-in to an account under attack, from a device new to it: refused before the password is
 * checked, unless the authenticator code comes with the password.
 */
export class SignInPausedError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super('SIGN_IN_PAUSED', 429, message, {
      headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
    });
  }
}
