import { isRecord } from '@aangan/contracts/browser';
import { HttpError } from 'react-admin';

/** Field errors of a failed request, keyed by form field: `{ email: 'Enter a valid email' }`. */
export type FieldErrors = Record<string, string>;

/**
 * A failed call to the API: the message of its application/problem+json body, the field errors
 * (`errors: [{ path, message }]`) and, on 429, the seconds Retry-After asks to wait.
 */
export class ApiError extends Error {
  override name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: FieldErrors = {},
    readonly retryAfterSeconds?: number,
    /** The problem's stable `code` (`SIGN_IN_PAUSED`, `AUTHENTICATOR_LOCKED`...), when it has one. */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** `[{ path, message }]` as `{ [path]: message }`, the first message of a path winning. */
export const fieldErrorsFromProblem = (errors: unknown): FieldErrors => {
  const fields: FieldErrors = {};
  if (!Array.isArray(errors)) return fields;
  for (const error of errors) {
    if (isRecord(error) && typeof error.path === 'string' && error.path !== '' && typeof error.message === 'string') {
      fields[error.path] ??= error.message;
    }
  }
  return fields;
};

const retryAfterOf = (response: Response): number | undefined => {
  const header = response.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(1, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(1, Math.ceil((date - Date.now()) / 1000));
};

/** Reads a failed response into an ApiError; `fallback` when the body says nothing usable. */
export const apiErrorFrom = async (response: Response, fallback: string): Promise<ApiError> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON (a proxy's error page, an empty body): the fallback message below.
  }
  const message = messageOf(body, fallback);
  const code = isRecord(body) && typeof body.code === 'string' ? body.code : undefined;
  return new ApiError(
    message,
    response.status,
    isRecord(body) ? fieldErrorsFromProblem(body.errors) : {},
    retryAfterOf(response),
    code,
  );
};

/** The `message` the API answered (a success or a problem), or `fallback` when it gave none. */
export const messageOf = (body: unknown, fallback: string): string =>
  isRecord(body) && typeof body.message === 'string' && body.message !== '' ? body.message : fallback;

export const UNREACHABLE = 'The server could not be reached. Check your connection and try again.';

/**
 * POSTs JSON (with the bearer token when one is given) and answers the parsed body, or throws an
 * ApiError carrying the server's message.
 */
export const postJson = async (
  url: string,
  body: unknown,
  options: { token?: string | undefined; fallback: string },
): Promise<unknown> => {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (options.token) headers['Authorization'] = `Bearer ${options.token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new ApiError(UNREACHABLE, 0);
  }
  if (!response.ok) throw await apiErrorFrom(response, options.fallback);
  try {
    return await response.json();
  } catch {
    throw new ApiError(options.fallback, response.status);
  }
};

const waitText = (seconds: number): string => {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/** What to tell the user about a failure: the server's message, plus when to retry after a 429. */
export const errorMessage = (error: unknown, fallback = 'Something went wrong, please try again'): string => {
  if (error instanceof ApiError) {
    return error.retryAfterSeconds !== undefined && error.status === 429
      ? `${error.message} You can try again in ${waitText(error.retryAfterSeconds)}.`
      : error.message;
  }
  if (error instanceof Error && error.message !== '') return error.message;
  if (typeof error === 'string' && error !== '') return error;
  return fallback;
};

/** The status of an ApiError or of react-admin's HttpError (from the data provider), if any. */
export const statusOf = (error: unknown): number | undefined => {
  if (error instanceof ApiError) return error.status;
  return error instanceof HttpError && typeof error.status === 'number' ? error.status : undefined;
};

/**
 * The field errors of a failure: an ApiError's, or those of an HttpError from the data provider
 * (which keeps them in `body.errors`, already keyed by field).
 */
export const fieldErrorsOf = (error: unknown): FieldErrors => {
  if (error instanceof ApiError) return error.fieldErrors;
  if (
    error instanceof HttpError &&
    isRecord(error.body) &&
    isRecord(error.body.errors) &&
    !Array.isArray(error.body.errors)
  ) {
    const fields: FieldErrors = {};
    for (const [path, message] of Object.entries(error.body.errors))
      if (typeof message === 'string') fields[path] = message;
    return fields;
  }
  return {};
};

/** Only the field errors that belong to inputs of this form, or undefined when there are none. */
export const formErrors = (error: unknown, fields: readonly string[]): FieldErrors | undefined => {
  const all = fieldErrorsOf(error);
  const known = Object.fromEntries(Object.entries(all).filter(([path]) => fields.includes(path)));
  return Object.keys(known).length > 0 ? known : undefined;
};
