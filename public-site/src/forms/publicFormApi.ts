import { isRecord, type FieldError } from '@aangan/contracts/browser';

const FORM_TOKEN_PATH = '/api/v1/user/form-token';

/** A form token from the API, with the privacy notice the consent box shows. */
export interface FormSession {
  formToken: string;
  noticeVersion: string;
  noticeText: string;
  /** `performance.now()` after which the API accepts the form (it refuses faster ones). */
  sendableAt: number;
}

export async function fetchFormSession(): Promise<FormSession> {
  const response = await fetch(FORM_TOKEN_PATH, { headers: { accept: 'application/json' }, cache: 'no-store' });
  if (!response.ok) throw new Error(`The form token answered ${response.status}`);
  const body: unknown = await response.json();
  const result = isRecord(body) && isRecord(body.result) ? body.result : null;
  const notice = result && isRecord(result.notice) ? result.notice : null;
  if (
    !result ||
    typeof result.formToken !== 'string' ||
    !notice ||
    typeof notice.version !== 'string' ||
    typeof notice.text !== 'string'
  ) {
    throw new Error('Unexpected answer from the form token endpoint');
  }
  const minFillMs = typeof result.minFillMs === 'number' ? result.minFillMs : 3000;
  return {
    formToken: result.formToken,
    noticeVersion: notice.version,
    noticeText: notice.text,
    sendableAt: performance.now() + minFillMs,
  };
}

export type FormOutcome =
  | { kind: 'sent'; body: Record<string, unknown> }
  /**
   * The API answered with its reasons (on the path 'form' when it named no field; none when it gave
   * none); nothing was kept. A refusal for too many forms says when to try again.
   */
  | { kind: 'refused'; errors: FieldError[]; retryAfterSeconds?: number }
  /** No answer, or a server failure: the same request may be sent again with the same key. */
  | { kind: 'failed' };

const isFieldError = (value: unknown): value is FieldError =>
  isRecord(value) && typeof value.path === 'string' && typeof value.message === 'string';

const readJson = async (response: Response): Promise<unknown> => {
  try {
    return await response.json();
  } catch {
    return null;
  }
};

/**
 * Posts a public form (JSON, or multipart for a FormData). Spec §4: success is `responseCode === 200`.
 */
export async function sendForm(
  path: string,
  payload: Record<string, unknown> | FormData,
  idempotencyKey: string,
): Promise<FormOutcome> {
  const isMultipart = payload instanceof FormData;
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        'idempotency-key': idempotencyKey,
        // fetch writes the multipart boundary itself.
        ...(isMultipart ? {} : { 'content-type': 'application/json' }),
      },
      body: isMultipart ? payload : JSON.stringify(payload),
    });
  } catch {
    return { kind: 'failed' };
  }
  const body = await readJson(response);
  // 409: the same key is still being handled; 5xx: nothing was decided. Both may be retried as is.
  if (response.status >= 500 || response.status === 409) return { kind: 'failed' };
  if (response.ok) return isRecord(body) && body.responseCode === 200 ? { kind: 'sent', body } : { kind: 'failed' };
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : null;
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors.filter(isFieldError) : [];
  if (message === null && errors.length === 0) return { kind: 'refused', errors: [] };
  if (response.status === 429)
    return {
      kind: 'refused',
      errors: [{ path: 'form', message: message ?? errors[0].message }],
      retryAfterSeconds: Number(response.headers.get('retry-after')),
    };
  return { kind: 'refused', errors: errors.length > 0 ? errors : [{ path: 'form', message: message! }] };
}

/** A UUID v4 for `Idempotency-Key`; `crypto.randomUUID` exists only on secure origins. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** What identifies one filled form: the same text (and file) again is a retry of the same request. */
export function payloadSignature(payload: Record<string, unknown> | FormData): string {
  if (!(payload instanceof FormData)) return JSON.stringify(payload);
  return JSON.stringify(
    [...payload.entries()].map(([name, value]) => [
      name,
      typeof value === 'string' ? value : `${value.name}:${value.size}:${value.lastModified}`,
    ]),
  );
}
