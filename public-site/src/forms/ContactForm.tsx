import { useState } from 'react';
import { LEAD_SUCCESS, checkContactForm, nationalMobileDigits } from '@aangan/contracts/browser';
import { useToast } from '../components/Toasts.tsx';
import { FormFrame, NameFields, SentConfirmation, TextAreaField, TextField } from './FormFields.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { usePublicForm } from './usePublicForm.ts';

export const CONTACT_ENDPOINT = '/api/v1/activity/contact-form-enquiry';

interface ContactFormProps {
  idPrefix: string;
  defaultMessage?: string;
  submitLabel?: string;
  autoFocus?: boolean;
  /** After the API accepted it (responseCode 200); the visitor's cookie now unlocks project details. */
  onSent: () => void;
}

/** Spec §4/§5: name, email, contact number and message, all required; a 10-digit phone. */
export function ContactForm({
  idPrefix,
  defaultMessage = '',
  submitLabel,
  autoFocus = false,
  onSent,
}: ContactFormProps) {
  const form = usePublicForm(idPrefix);
  const t = useStrings().forms;
  const send = () =>
    form.submit({
      endpoint: CONTACT_ENDPOINT,
      check: (values) => checkContactForm(values),
      payload: (values, extras) => ({
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        email: values.email ?? '',
        mobileNumber: nationalMobileDigits(values.mobileNumber ?? ''),
        message: values.message ?? '',
        ...extras,
      }),
      onSent: () => {
        form.formRef.current?.reset();
        onSent();
      },
    });
  return (
    <FormFrame form={form} className="contact-form" onSubmit={send} submitLabel={submitLabel ?? t.contact.submit}>
      <NameFields form={form} autoFocus={autoFocus} />
      <TextField form={form} name="email" label={t.email} type="email" autoComplete="email" maxLength={254} />
      <TextField
        form={form}
        name="mobileNumber"
        label={t.contactNumber}
        hint={t.contactNumberHint}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
      />
      <TextAreaField
        form={form}
        name="message"
        label={t.message}
        className="field--wide"
        maxLength={2000}
        defaultValue={defaultMessage}
      />
    </FormFrame>
  );
}

/** The contact page's form, with a confirmation that stays on the page. */
export default function ContactPageForm() {
  const toast = useToast();
  const t = useStrings().forms;
  const message = useMessage();
  const [sentCount, setSentCount] = useState(0);
  return (
    <>
      <SentConfirmation sentCount={sentCount} title={message(LEAD_SUCCESS.contact)}>
        {t.contact.sent}
      </SentConfirmation>
      <ContactForm
        idPrefix="contact"
        onSent={() => {
          toast(message(LEAD_SUCCESS.contact), { quiet: true });
          setSentCount((count) => count + 1);
        }}
      />
    </>
  );
}
