import { useEffect, useRef, type FormEventHandler, type HTMLAttributes, type ReactNode } from 'react';
import { useStrings } from '../i18n/strings.tsx';
import { ConsentField, describedBy, ErrorSummary, Honeypot } from './FormChecks.tsx';
import type { PublicForm } from './usePublicForm.ts';

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
  const t = useStrings().forms;
  return (
    <div className={`field${className ? ` ${className}` : ''}${error ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {!required && <span className="optional">{t.optional}</span>}
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

export function SubmitButton({ form, children }: { form: PublicForm; children: ReactNode }) {
  const t = useStrings().forms;
  return (
    <button className="button" type="submit" disabled={form.sending}>
      {form.sending ? t.sending : children}
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
  const t = useStrings().forms;
  return (
    <>
      <TextField
        form={form}
        name="firstName"
        label={t.firstName}
        autoComplete="given-name"
        maxLength={80}
        autoFocus={autoFocus}
      />
      <TextField form={form} name="lastName" label={t.lastName} autoComplete="family-name" maxLength={80} />
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
