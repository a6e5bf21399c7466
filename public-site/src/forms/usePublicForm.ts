import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { LEAD_MESSAGES, PRIVACY_NOTICE, type FieldError } from '@aangan/contracts/browser';
import { useToast } from '../components/Toasts.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import type { FormsStrings } from '../i18n/en/forms.ts';
import { fetchFormSession, newIdempotencyKey, payloadSignature, sendForm, type FormSession } from './publicFormApi.ts';

/** What every public form sends besides its own fields (S8, S9). */
export interface FormExtras {
  formToken: string;
  consent: true;
  noticeVersion: string;
  website: string;
  sourcePath: string;
}

export interface SubmitRequest {
  endpoint: string;
  /** The form's own rules, in the server's order; the consent check is added after them. */
  check: (values: Record<string, string>) => FieldError[];
  payload: (values: Record<string, string>, extras: FormExtras) => Record<string, unknown> | FormData;
  onSent: (body: Record<string, unknown>) => void;
  /** Shown when the request fails (no connection, or a server error), in the page's language; the typed values stay. */
  failureMessage?: string;
}

/** A problem of the last attempt; `onField` when the form has an input it belongs to. */
export interface ShownError extends FieldError {
  onField: boolean;
}

/** Over a minute is said in minutes: 'Please try again in 10 minutes.' */
const retryHintIn =
  (t: FormsStrings) =>
  (seconds: number): string => {
    if (!Number.isFinite(seconds) || seconds <= 0) return '';
    if (seconds < 90) return t.retryInSeconds(Math.ceil(seconds));
    return t.retryInMinutes(Math.ceil(seconds / 60));
  };

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Text fields of a form by name (files are read by the form that has one). */
const valuesOf = (form: HTMLFormElement): Record<string, string> => {
  const values: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string') values[name] = value;
  return values;
};

/**
 * One public form: its token (asked for when the form is first shown), the privacy notice, the
 * client-side checks with the server's messages, field errors tied to their inputs, and sending
 * with an Idempotency-Key kept for retries of the same filled form.
 */
export function usePublicForm(idPrefix: string) {
  const formRef = useRef<HTMLFormElement>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const toast = useToast();
  const t = useStrings().forms;
  const message = useMessage();
  const retryHint = retryHintIn(t);
  const [session, setSession] = useState<FormSession | null>(null);
  const sessionRef = useRef<Promise<FormSession> | null>(null);
  const [errors, setErrors] = useState<ShownError[]>([]);
  const [sending, setSending] = useState(false);
  const sendingRef = useRef(false);
  const keyRef = useRef<{ key: string; signature: string } | null>(null);

  const loadSession = useCallback((): Promise<FormSession> => {
    const loading = fetchFormSession();
    sessionRef.current = loading;
    loading.then(setSession, () => {
      // Asked again when the form is sent.
      if (sessionRef.current === loading) sessionRef.current = null;
    });
    return loading;
  }, []);

  useEffect(() => {
    loadSession().catch(() => undefined);
  }, [loadSession]);

  const fieldId = (name: string) => `${idPrefix}-${name}`;
  const errorOf = (name: string): string | undefined => errors.find((error) => error.path === name)?.message;

  const fieldOf = (path: string) =>
    formRef.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(path))}`) ?? null;

  /** The messages in the page's language. */
  const showErrors = (found: FieldError[]) => {
    const shown = found.map((error) => ({
      ...error,
      message: message(error.message),
      onField: fieldOf(error.path) !== null,
    }));
    setErrors(shown);
    toast(shown[0].message, { tone: 'error', quiet: true });
    const field = fieldOf(found[0].path);
    // After the summary has rendered, so a screen reader hears the field with its message.
    requestAnimationFrame(() => (field ?? summaryRef.current)?.focus());
  };

  /** Editing a field clears its message. */
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name;
    if (name && errors.some((error) => error.path === name))
      setErrors((shown) => shown.filter((error) => error.path !== name));
  };

  const submit = async (request: SubmitRequest) => {
    const form = formRef.current;
    if (!form || sendingRef.current) return;
    const values = valuesOf(form);
    const consentBox = form.elements.namedItem('consent');
    const consented = consentBox instanceof HTMLInputElement && consentBox.checked;
    const problems = [
      ...request.check(values),
      ...(consented ? [] : [{ path: 'consent', message: LEAD_MESSAGES.consent }]),
    ];
    if (problems.length > 0) {
      showErrors(problems);
      return;
    }
    setErrors([]);
    sendingRef.current = true;
    setSending(true);
    try {
      let current: FormSession;
      try {
        current = await (sessionRef.current ?? loadSession());
      } catch {
        showErrors([{ path: 'form', message: request.failureMessage ?? t.networkError }]);
        return;
      }
      // The API refuses a form sent sooner than a person could fill it; a quick typist waits a moment.
      const early = current.sendableAt - performance.now();
      if (early > 0) await wait(early + 100);
      const extras: FormExtras = {
        formToken: current.formToken,
        consent: true,
        noticeVersion: current.noticeVersion,
        website: values.website ?? '',
        sourcePath: location.pathname.slice(0, 300),
      };
      const payload = request.payload(values, extras);
      const signature = payloadSignature(payload);
      if (keyRef.current?.signature !== signature) keyRef.current = { key: newIdempotencyKey(), signature };
      const outcome = await sendForm(request.endpoint, payload, keyRef.current.key);
      if (outcome.kind === 'sent') {
        keyRef.current = null;
        // A token makes one submission: the next one (the same form again, another on the page) needs a fresh one.
        loadSession().catch(() => undefined);
        request.onSent(outcome.body);
        return;
      }
      if (outcome.kind === 'failed') {
        showErrors([{ path: 'form', message: request.failureMessage ?? t.networkError }]);
        return;
      }
      keyRef.current = null;
      const paths = new Set(outcome.errors.map((error) => error.path));
      // An expired or spent token (a refusal of the whole form, such as a limit, may come after
      // spending it) or a changed notice: a fresh one is fetched so the next send can succeed.
      if (paths.has('formToken') || paths.has('noticeVersion') || [...paths].every((path) => path === 'form'))
        loadSession().catch(() => undefined);
      if (paths.has('noticeVersion') && consentBox instanceof HTMLInputElement) consentBox.checked = false;
      if (outcome.errors.length === 0) showErrors([{ path: 'form', message: t.networkError }]);
      else if (outcome.retryAfterSeconds === undefined) showErrors(outcome.errors);
      else
        showErrors([
          { path: 'form', message: message(outcome.errors[0].message) + retryHint(outcome.retryAfterSeconds) },
        ]);
    } finally {
      sendingRef.current = false;
      setSending(false);
    }
  };

  return {
    formRef,
    summaryRef,
    idPrefix,
    fieldId,
    errors,
    errorOf,
    sending,
    /** The server's notice once the token has arrived; the bundled one (the same text) until then. */
    notice: session
      ? { version: session.noticeVersion, text: session.noticeText }
      : { version: PRIVACY_NOTICE.version, text: PRIVACY_NOTICE.text },
    onChange,
    submit,
    clearErrors: () => setErrors([]),
  };
}

export type PublicForm = ReturnType<typeof usePublicForm>;
