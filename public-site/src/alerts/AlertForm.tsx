import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ALERT_MESSAGES, ALERT_NOTICE, isRecord, SIMPLE_EMAIL, type AlertSearch } from '@aangan/contracts/browser';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';

const ALERTS_API = '/api/v1/alerts';
/** Stands for the page's own words when no answer came (or the answer gave no reason). */
const SEND_FAILED = 'sendFailed';

/** What the alert follows, as the API takes it. */
export type AlertTarget = { search: AlertSearch } | { projectSlug: string };

type Field = 'email' | 'consent';
/** A message per field, and one for the form as a whole (a refused search, a failed send). */
type Problems = Partial<Record<Field | 'form', string>>;

type Answer = { accepted: true; message: string } | { accepted: false; problems: Problems };

/** The API's own checks, so the common mistakes are said before anything is sent. */
function checked(email: string, consent: boolean): Problems {
  const problems: Problems = {};
  if (!email) problems.email = ALERT_MESSAGES.email;
  else if (!SIMPLE_EMAIL.test(email)) problems.email = ALERT_MESSAGES.emailInvalid;
  if (!consent) problems.consent = ALERT_MESSAGES.consent;
  return problems;
}

/** A 4xx answer's messages on the fields they name; too many requests is about the address. */
function problemsOf(status: number, body: unknown): Problems {
  const message = isRecord(body) && typeof body.message === 'string' ? body.message : SEND_FAILED;
  const problems: Problems = {};
  const errors = isRecord(body) && Array.isArray(body.errors) ? body.errors : [];
  for (const error of errors) {
    if (!isRecord(error) || typeof error.path !== 'string' || typeof error.message !== 'string') continue;
    const field = error.path.split('.')[0];
    const key = field === 'email' || field === 'consent' ? field : 'form';
    problems[key] ??= error.message;
  }
  if (Object.keys(problems).length === 0) problems[status === 429 ? 'email' : 'form'] = message;
  return problems;
}

async function requestAlert(body: Record<string, unknown>): Promise<Answer> {
  try {
    const response = await fetch(ALERTS_API, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.status === 202) {
      const message = isRecord(answer) && typeof answer.message === 'string' ? answer.message : ALERT_MESSAGES.accepted;
      return { accepted: true, message };
    }
    if (response.status >= 400 && response.status < 500)
      return { accepted: false, problems: problemsOf(response.status, answer) };
  } catch {
    // No answer: said below, and the same request may be sent again.
  }
  return { accepted: false, problems: { form: SEND_FAILED } };
}

const EMAIL_ID = 'alert-email';
const CONSENT_ID = 'alert-consent';

/**
 * The alert sign-up: an email and an unticked consent box with the alerts notice. The API's answer
 * decides; until it accepts, the form keeps what was typed and shows each message beside its field.
 */
export function AlertForm({ target }: { target: AlertTarget }) {
  const [problems, setProblems] = useState<Problems>({});
  const [sending, setSending] = useState(false);
  const [accepted, setAccepted] = useState<{ message: string; email: string } | null>(null);
  const acceptedRef = useRef<HTMLHeadingElement>(null);
  const t = useStrings().saved.alerts;
  const message = useMessage();
  /** In the page's language. */
  const say = (text: string) => (text === SEND_FAILED ? t.sendFailed : message(text));

  useEffect(() => {
    if (accepted) acceptedRef.current?.focus();
  }, [accepted]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const values = new FormData(form);
    const typed = values.get('email');
    const email = typeof typed === 'string' ? typed.trim() : '';
    const consent = values.get('consent') === 'true';
    const found = checked(email, consent);
    if (Object.keys(found).length === 0) {
      setSending(true);
      setProblems({});
      const answer = await requestAlert({ email, consent, noticeVersion: ALERT_NOTICE.version, ...target });
      setSending(false);
      if (answer.accepted) {
        setAccepted({ message: say(answer.message), email });
        return;
      }
      Object.assign(found, answer.problems);
    }
    for (const key of Object.keys(found) as Array<keyof Problems>) found[key] = say(found[key] ?? '');
    setProblems(found);
    const first = found.email ? EMAIL_ID : found.consent ? CONSENT_ID : null;
    if (first) form.querySelector<HTMLInputElement>(`#${first}`)?.focus();
  };

  if (accepted)
    return (
      <div className="alerts-accepted" role="status">
        <h2 ref={acceptedRef} tabIndex={-1}>
          {t.checkInbox}
        </h2>
        <p>{accepted.message}</p>
        <p>
          {t.sentBefore} <strong>{accepted.email}</strong>
          {t.sentAfter}
        </p>
      </div>
    );

  const describedBy = (id: string, error: string | undefined) => (error ? `${id}-error` : undefined);
  return (
    <form className="alerts-form" noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={sending}>
      <div className={`field${problems.email ? ' field--invalid' : ''}`}>
        <label htmlFor={EMAIL_ID}>{t.yourEmail}</label>
        <input
          id={EMAIL_ID}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          aria-required
          aria-invalid={problems.email ? true : undefined}
          aria-describedby={describedBy(EMAIL_ID, problems.email)}
        />
        {problems.email && (
          <p className="field-error" id={`${EMAIL_ID}-error`}>
            {problems.email}
          </p>
        )}
      </div>
      <div className={`consent${problems.consent ? ' field--invalid' : ''}`}>
        <input
          type="checkbox"
          id={CONSENT_ID}
          name="consent"
          value="true"
          defaultChecked={false}
          aria-required
          aria-invalid={problems.consent ? true : undefined}
          aria-describedby={describedBy(CONSENT_ID, problems.consent)}
        />
        <div>
          <label htmlFor={CONSENT_ID}>{message(ALERT_NOTICE.text)}</label>
          {problems.consent && (
            <p className="field-error" id={`${CONSENT_ID}-error`}>
              {problems.consent}
            </p>
          )}
        </div>
      </div>
      {problems.form && (
        <p className="form-load-error" role="alert">
          {problems.form}
        </p>
      )}
      <button className="button" type="submit" disabled={sending}>
        {sending ? t.sending : t.send}
      </button>
    </form>
  );
}
