import { NewTabLink } from '../components/NewTabLink.tsx';
import { useLocalHref, useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import type { PublicForm } from './usePublicForm.ts';

/** What every public form has besides its own fields: consent, the bots' trap and the summary of its problems. */

export const describedBy = (...ids: Array<string | false | undefined>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

/** S9: explicit consent, never ticked in advance, with the notice it agrees to. */
export function ConsentField({ form }: { form: PublicForm }) {
  const t = useStrings().forms;
  const message = useMessage();
  const localHref = useLocalHref();
  const id = form.fieldId('consent');
  const error = form.errorOf('consent');
  return (
    <div className={`consent${error ? ' field--invalid' : ''}`}>
      <input
        type="checkbox"
        id={id}
        name="consent"
        value="true"
        defaultChecked={false}
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(`${id}-notice`, error && `${id}-error`)}
      />
      <div>
        <label htmlFor={id}>{t.consent}</label>
        <p className="consent-notice" id={`${id}-notice`}>
          {message(form.notice.text)} <NewTabLink href={localHref('/privacy-policy')}>{t.readPrivacyPolicy}</NewTabLink>
        </p>
        {error && (
          <p className="field-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    </div>
  );
}

/** S8: a field people never see or reach, which form-filling scripts fill in. */
export function Honeypot({ form }: { form: PublicForm }) {
  const t = useStrings().forms;
  const id = form.fieldId('website');
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>{t.honeypot}</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Every problem of the last attempt, announced; each links to its field. */
export function ErrorSummary({ form }: { form: PublicForm }) {
  const t = useStrings().forms;
  return (
    <div className="form-errors" role="alert" ref={form.summaryRef} tabIndex={-1}>
      {form.errors.length > 0 && (
        <>
          <p className="form-errors-title">{form.errors.length === 1 ? t.checkThis : t.checkThese}</p>
          <ul>
            {form.errors.map((error, index) => (
              <li key={`${error.path}-${index}`}>
                {error.onField ? (
                  <a
                    href={`#${form.fieldId(error.path)}`}
                    onClick={(event) => {
                      event.preventDefault();
                      document.getElementById(form.fieldId(error.path))?.focus();
                    }}
                  >
                    {error.message}
                  </a>
                ) : (
                  error.message
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
