import { CALL_BACK_TIME_LABELS, CALL_BACK_TIMES, LEAD_SUCCESS, checkCallBackForm } from '@aangan/contracts/browser';
import { useToast } from '../components/Toasts.tsx';
import { FormFrame, SelectField, TextField } from './FormFields.tsx';
import { ENQUIRY_SEND_ERROR } from './publicFormApi.ts';
import { usePublicForm } from './usePublicForm.ts';

const CALL_BACK_OPTIONS = CALL_BACK_TIMES.map((time) => [time, CALL_BACK_TIME_LABELS[time]] as const);

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
  const send = () =>
    form.submit({
      endpoint: '/api/v1/user/call-back',
      check: (values) => checkCallBackForm(values),
      failureMessage: ENQUIRY_SEND_ERROR,
      payload: (values, extras) => ({
        firstName: values.firstName ?? '',
        mobileNumber: values.mobileNumber ?? '',
        preferredTime: values.preferredTime || 'anytime',
        ...(projectId ? { _id: projectId } : {}),
        ...extras,
      }),
      onSent: () => {
        form.formRef.current?.reset();
        toast(LEAD_SUCCESS.callBack);
        onSent();
      },
    });
  return (
    <FormFrame form={form} className="call-back-form" onSubmit={send} submitLabel="Call me back">
      <TextField
        form={form}
        name="firstName"
        label="Your name"
        autoComplete="name"
        maxLength={80}
        autoFocus={autoFocus}
      />
      <TextField
        form={form}
        name="mobileNumber"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
      />
      <SelectField
        form={form}
        name="preferredTime"
        label="When should we call?"
        className="field--wide"
        required={false}
        options={CALL_BACK_OPTIONS}
      />
    </FormFrame>
  );
}
