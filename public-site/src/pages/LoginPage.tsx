import { useEffect, useState, type FormEvent } from 'react';
import { forgetToken, sessionUserType, storeToken } from '../model/session.ts';
import { numericInput } from '../forms/numericInput.ts';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';

/** Six digits of an authenticator code: anything else typed or pasted is dropped (spec §5). */
const CODE_INPUT = numericInput({ maxLength: 6 });

const LOGIN_PATH = '/api/v1/admin/login';
const TOTP_PATH = '/api/v1/admin/login/totp';

interface LoginAnswer {
  token?: string;
  totpRequired?: boolean;
  challenge?: string;
  message?: string;
}

const post = async (path: string, body: object): Promise<{ ok: boolean; answer: LoginAnswer }> => {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { ok: response.ok, answer: (await response.json().catch(() => ({}))) as LoginAnswer };
};

/**
 * The sign-in page behind the navbar's main button, shown without navbar and footer (spec §2). A
 * signed-in sales user then browses the site in presentation mode (spec §6).
 */
export function LoginPage() {
  const t = useStrings().pages.login;
  const localHref = useLocalHref();
  /** The API's refusal in the page's language where the page knows it, as the API said it otherwise. */
  const refusal = (message?: string): string => (message && (t.refusals[message] ?? message)) || t.failed;
  const [challenge, setChallenge] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [signedInAs, setSignedInAs] = useState<string | null>(null);

  useEffect(() => {
    sessionUserType().then(setSignedInAs, () => setSignedInAs(null));
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const field = (name: string): string => {
      const value = values.get(name);
      return typeof value === 'string' ? value : '';
    };
    setBusy(true);
    setError('');
    try {
      const { ok, answer } = challenge
        ? await post(TOTP_PATH, { challenge, code: field('code') })
        : await post(LOGIN_PATH, {
            email: field('email'),
            password: field('password'),
          });
      if (!ok) {
        setError(refusal(answer.message));
      } else if (answer.totpRequired && answer.challenge) {
        setChallenge(answer.challenge);
      } else if (answer.token) {
        storeToken(answer.token);
        location.assign(localHref('/'));
      } else {
        setError(t.failed);
      }
    } catch {
      setError(t.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="login-page">
      <a className="brand login-brand" href={localHref('/')}>
        Aangan
      </a>
      <section className="login-card" aria-labelledby="login-title">
        <h1 id="login-title">{t.title}</h1>
        {signedInAs ? (
          <>
            <p>{t.signedInAs(signedInAs)}</p>
            <div className="filter-actions">
              <a className="button" href={localHref('/')}>
                {t.goToSite}
              </a>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  forgetToken();
                  setSignedInAs(null);
                }}
              >
                {t.signOut}
              </button>
            </div>
          </>
        ) : (
          <form onSubmit={(event) => void onSubmit(event)} className="login-form">
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
            {challenge ? (
              <div className="field">
                <label htmlFor="login-code">{t.code}</label>
                <input
                  id="login-code"
                  name="code"
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  maxLength={6}
                  onInput={CODE_INPUT}
                  required
                  autoFocus
                />
              </div>
            ) : (
              <>
                <div className="field">
                  <label htmlFor="login-email">{t.email}</label>
                  <input id="login-email" name="email" type="email" autoComplete="username" required />
                </div>
                <div className="field">
                  <label htmlFor="login-password">{t.password}</label>
                  <input id="login-password" name="password" type="password" autoComplete="current-password" required />
                </div>
              </>
            )}
            <button className="button" type="submit" disabled={busy}>
              {challenge ? t.verify : t.signIn}
            </button>
          </form>
        )}
        <p className="login-back">
          <a className="standalone-link" href={localHref('/')}>
            {t.backHome}
          </a>
        </p>
      </section>
    </div>
  );
}
