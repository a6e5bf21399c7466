import { useState } from 'react';
import {
  LEAD_SUCCESS,
  NOTICE_PERIODS,
  UPLOAD_LIMITS,
  UPLOAD_MESSAGES,
  checkCareersForm,
  type FieldError,
} from '@aangan/contracts/browser';
import { useToast } from '../components/Toasts.tsx';
import {
  FileField,
  FormFrame,
  NameFields,
  SentConfirmation,
  SelectField,
  TextAreaField,
  TextField,
} from './FormFields.tsx';
import { numericInput } from './numericInput.ts';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { usePublicForm } from './usePublicForm.ts';

const CAREERS_ENDPOINT = '/api/v1/user/careers-apply';
/** Lakhs a year, e.g. 6.5: digits and one decimal point, seven characters at most. */
const CTC_INPUT = numericInput({ maxLength: 7 });
const TEXT_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'mobileNumber',
  'currentCtc',
  'expectedCtc',
  'noticePeriod',
  'coverLetter',
] as const;

/** The API reads the file's first bytes; here the name and type catch the obvious mistakes early. */
const isPdf = (file: File): boolean =>
  file.name.toLowerCase().endsWith('.pdf') && (file.type === '' || file.type === 'application/pdf');

/** The résumé first, as the API reads the upload before the fields. */
const resumeErrors = (file: File | null): FieldError[] => {
  if (!file || file.size === 0) return [{ path: 'resume', message: UPLOAD_MESSAGES.resume.missing }];
  if (!isPdf(file)) return [{ path: 'resume', message: UPLOAD_MESSAGES.resume.wrongType }];
  if (file.size > UPLOAD_LIMITS.resume) return [{ path: 'resume', message: UPLOAD_MESSAGES.resume.tooLarge }];
  return [];
};

/** The address we will reply to, typed twice so a slip cannot lose the application. */
const confirmedEmailErrors = (values: Record<string, string>, mismatch: string): FieldError[] =>
  (values.confirmEmail ?? '').trim().toLowerCase() === (values.email ?? '').trim().toLowerCase()
    ? []
    : [{ path: 'confirmEmail', message: mismatch }];

/** Spec §4: the careers form, sent as multipart with the résumé PDF in `resume`. */
export default function CareersForm() {
  const form = usePublicForm('careers');
  const toast = useToast();
  const t = useStrings().forms;
  const message = useMessage();
  const [sentCount, setSentCount] = useState(0);

  const chosenFile = (): File | null => {
    const input = form.formRef.current?.elements.namedItem('resume');
    return input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null;
  };

  const send = () =>
    form.submit({
      endpoint: CAREERS_ENDPOINT,
      check: (values) => [
        ...resumeErrors(chosenFile()),
        ...checkCareersForm(values, NOTICE_PERIODS),
        ...confirmedEmailErrors(values, t.careers.emailMismatch),
      ],
      failureMessage: t.retryError,
      payload: (values, extras) => {
        const data = new FormData();
        for (const name of TEXT_FIELDS) data.set(name, values[name] ?? '');
        data.set('formToken', extras.formToken);
        data.set('consent', 'true');
        data.set('noticeVersion', extras.noticeVersion);
        data.set('website', extras.website);
        data.set('sourcePath', extras.sourcePath);
        data.set('resume', chosenFile()!);
        return data;
      },
      onSent: () => {
        form.formRef.current?.reset();
        toast(message(LEAD_SUCCESS.careers), { quiet: true });
        setSentCount((count) => count + 1);
      },
    });

  return (
    <>
      <SentConfirmation sentCount={sentCount} title={message(LEAD_SUCCESS.careers)}>
        {t.careers.sent}
      </SentConfirmation>
      <FormFrame form={form} className="careers-form" onSubmit={send} submitLabel={t.careers.submit}>
        <NameFields form={form} />
        <TextField form={form} name="email" label={t.email} type="email" autoComplete="email" maxLength={254} />
        <TextField
          form={form}
          name="confirmEmail"
          label={t.confirmEmail}
          type="email"
          autoComplete="email"
          maxLength={254}
        />
        <TextField
          form={form}
          name="mobileNumber"
          label={t.mobileNumber}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={30}
        />
        <TextField
          form={form}
          name="currentCtc"
          label={t.careers.currentCtc}
          hint={t.careers.currentCtcHint}
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          onInput={CTC_INPUT}
        />
        <TextField
          form={form}
          name="expectedCtc"
          label={t.careers.expectedCtc}
          hint={t.careers.expectedCtcHint}
          inputMode="decimal"
          autoComplete="off"
          maxLength={7}
          onInput={CTC_INPUT}
        />
        <SelectField
          form={form}
          name="noticePeriod"
          label={t.careers.noticePeriod}
          placeholder={t.careers.choosePeriod}
          options={NOTICE_PERIODS.map((period) => [period, t.careers.periods[period] ?? period] as const)}
        />
        <FileField form={form} name="resume" label={t.careers.resume} accept="application/pdf,.pdf" />
        <TextAreaField
          form={form}
          name="coverLetter"
          label={t.careers.coverLetter}
          className="field--wide"
          required={false}
          rows={5}
          maxLength={5000}
        />
      </FormFrame>
    </>
  );
}
