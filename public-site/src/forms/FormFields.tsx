import { useEffect, useRef, type FormEventHandler, type HTMLAttributes, type ReactNode } from 'react';
import { NewTabLink } from '../components/NewTabLink.tsx';
import type { PublicForm } from './usePublicForm.ts';

const describedBy = (...ids: Array<string | false | undefined>): string | undefined =>
  ids.filter(Boolean).join(' ') || undefined;

interface FieldProps {
  form: PublicForm;
  name: string;
  label: string;
  /** Marked for people and screen readers; the check itself is the form's (noValidate). */
  required?: boolean;
  hint?: string;
  className?: string;
}

function FieldShell({ form, name, label, required, hint, className, children }: FieldProps & { children: ReactNode }) {
  const id = form.fieldId(name);
  const error = form.errorOf(name);
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="optional"> (optional)</span>}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field-error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}

/** The attributes tying an input to its label, hint and error. */
const controlProps = (form: PublicForm, name: string, required: boolean, hint: boolean) => {
  const id = form.fieldId(name);
  const error = form.errorOf(name);
  return {
    id,
    name,
    'aria-required': required || undefined,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(hint && `${id}-hint`, error && `${id}-error`),
  };
};

interface TextFieldProps extends FieldProps {
  type?: 'text' | 'email' | 'tel';
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength: number;
  defaultValue?: string;
  onInput?: FormEventHandler<HTMLInputElement>;
  /** For a form opened by a button: focus starts in its first field. */
  autoFocus?: boolean;
}

export function TextField({
  type = 'text',
  autoComplete,
  inputMode,
  maxLength,
  defaultValue,
  onInput,
  autoFocus,
  required = true,
  ...field
}: TextFieldProps) {
  return (
    <FieldShell {...field} required={required}>
      <input
        {...controlProps(field.form, field.name, required, Boolean(field.hint))}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={maxLength}
        defaultValue={defaultValue}
        onInput={onInput}
        autoFocus={autoFocus}
      />
    </FieldShell>
  );
}

export function TextAreaField({
  maxLength,
  defaultValue,
  rows = 4,
  required = true,
  ...field
}: FieldProps & { maxLength: number; defaultValue?: string; rows?: number }) {
  return (
    <FieldShell {...field} required={required}>
      <textarea
        {...controlProps(field.form, field.name, required, Boolean(field.hint))}
        rows={rows}
        maxLength={maxLength}
        defaultValue={defaultValue}
      />
    </FieldShell>
  );
}

export function SelectField({
  options,
  placeholder,
  required = true,
  ...field
}: FieldProps & { options: ReadonlyArray<readonly [value: string, label: string]>; placeholder?: string }) {
  return (
    <FieldShell {...field} required={required}>
      <select
        {...controlProps(field.form, field.name, required, Boolean(field.hint))}
        defaultValue={placeholder === undefined ? options[0]?.[0] : ''}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export function FileField({ accept, ...field }: FieldProps & { accept: string }) {
  return (
    <FieldShell {...field} required>
      <input {...controlProps(field.form, field.name, true, Boolean(field.hint))} type="file" accept={accept} />
    </FieldShell>
  );
}

/** S9: explicit consent, never ticked in advance, with the notice it agrees to. */
export function ConsentField({ form }: { form: PublicForm }) {
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
        <label htmlFor={id}>I agree to this privacy notice</label>
        <p className="consent-notice" id={`${id}-notice`}>
          {form.notice.text} <NewTabLink href="/privacy-policy">Read our privacy policy</NewTabLink>
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
  const id = form.fieldId('website');
  return (
    <div className="honeypot" aria-hidden="true">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}

/** Every problem of the last attempt, announced; each links to its field. */
export function ErrorSummary({ form }: { form: PublicForm }) {
  return (
    <div className="form-errors" role="alert" ref={form.summaryRef} tabIndex={-1}>
      {form.errors.length > 0 && (
        <>
          <p className="form-errors-title">{form.errors.length === 1 ? 'Please check this:' : 'Please check these:'}</p>
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

export function SubmitButton({ form, children }: { form: PublicForm; children: ReactNode }) {
  return (
    <button className="button" type="submit" disabled={form.sending}>
      {form.sending ? 'Sending…' : children}
    </button>
  );
}

/**
 * What every public form shares around its fields: the error summary above them, the consent and
 * the honeypot below, then the submit button (and any other actions, e.g. Cancel). The browser's own
 * checks are off (noValidate): the form checks with the API's rules and says what is wrong in words.
 */
export function FormFrame({
  form,
  className,
  onSubmit,
  submitLabel,
  otherActions,
  children,
}: {
  form: PublicForm;
  className: string;
  onSubmit: () => Promise<unknown>;
  submitLabel: ReactNode;
  otherActions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <form
      ref={form.formRef}
      className={className}
      noValidate
      onChange={form.onChange}
      onSubmit={(event) => {
        event.preventDefault();
        void onSubmit();
      }}
    >
      <ErrorSummary form={form} />
      <div className="form-grid">{children}</div>
      <ConsentField form={form} />
      <Honeypot form={form} />
      <div className="form-actions">
        <SubmitButton form={form}>{submitLabel}</SubmitButton>
        {otherActions}
      </div>
    </form>
  );
}

/** First and last name, as the spec's forms ask for them. */
export function NameFields({ form, autoFocus = false }: { form: PublicForm; autoFocus?: boolean }) {
  return (
    <>
      <TextField
        form={form}
        name="firstName"
        label="First name"
        autoComplete="given-name"
        maxLength={80}
        autoFocus={autoFocus}
      />
      <TextField form={form} name="lastName" label="Last name" autoComplete="family-name" maxLength={80} />
    </>
  );
}

/**
 * The confirmation above a form that stays on the page once sent. Focus moves to it at every
 * sending, so keyboard and screen reader users land on it.
 */
export function SentConfirmation({
  sentCount,
  title,
  children,
}: {
  sentCount: number;
  title: string;
  children: ReactNode;
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (sentCount > 0) box.current?.focus();
  }, [sentCount]);
  if (sentCount === 0) return null;
  return (
    <div className="form-success" ref={box} tabIndex={-1}>
      <p className="form-success-title">{title}</p>
      <p>{children}</p>
    </div>
  );
}
