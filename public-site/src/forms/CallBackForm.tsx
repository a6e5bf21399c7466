import { CALL_BACK_TIMES, LEAD_SUCCESS, checkCallBackForm } from '@aangan/contracts/browser';
import { useToast } from '../components/Toasts.tsx';
import { FormFrame, SelectField, TextField } from './FormFields.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { usePublicForm } from './usePublicForm.ts';

interface CallBackFormProps {
  /** The project the call is about. */
  projectId?: string;
  autoFocus?: boolean;
  onSent: () => void;
}

/** A small form: a name, a mobile number and a time of day for the call. */
export default function CallBackForm({ projectId, autoFocus = false, onSent }: CallBackFormProps) {
  const form = usePublicForm('call-back');
  const toast = useToast();
  const t = useStrings().forms;
  const message = useMessage();
  const send = () =>
    form.submit({
      endpoint: '/api/v1/user/call-back',
      check: (values) => checkCallBackForm(values),
      failureMessage: t.enquirySendError,
      payload: (values, extras) => ({
        firstName: values.firstName ?? '',
        mobileNumber: values.mobileNumber ?? '',
        preferredTime: values.preferredTime || 'anytime',
        ...(projectId ? { _id: projectId } : {}),
        ...extras,
      }),
      onSent: () => {
        form.formRef.current?.reset();
        toast(message(LEAD_SUCCESS.callBack));
        onSent();
      },
    });
  return (
    <FormFrame form={form} className="call-back-form" onSubmit={send} submitLabel={t.callBack.submit}>
      <TextField
        form={form}
        name="firstName"
        label={t.yourName}
        autoComplete="name"
        maxLength={80}
        autoFocus={autoFocus}
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
      <SelectField
        form={form}
        name="preferredTime"
        label={t.callBack.when}
        className="field--wide"
        required={false}
        options={CALL_BACK_TIMES.map((time) => [time, t.callBack.times[time] ?? time] as const)}
      />
    </FormFrame>
  );
}
