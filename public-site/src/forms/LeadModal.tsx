import { useEffect, useRef, type MouseEvent } from 'react';
import { LEAD_SUCCESS, checkLeadForm } from '@aangan/contracts/browser';
import { keepFocusIn } from '../components/focusLoop.ts';
import { closeModal, openModal, reopened } from '../components/openModal.ts';
import { ToastProvider } from '../components/Toasts.tsx';
import type { EnquiryProject } from '../components/Enquiry.tsx';
import { FormFrame, NameFields, TextAreaField, TextField } from './FormFields.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { useMessage } from '../i18n/useMessage.ts';
import { usePublicForm } from './usePublicForm.ts';

export type LeadModalCloseReason = 'dismissed' | 'sent';

interface LeadModalProps {
  open: boolean;
  project: EnquiryProject | null;
  /** 'sent' comes with the success message to show (spec §4: only after responseCode 200). */
  onClose: (reason: LeadModalCloseReason, successMessage?: string) => void;
  /**
   * Where the focus goes back when it closes, if not where it was as it opened: a tap answered before
   * the page's code ran opened it from the start script's "opening" view, which is gone by then.
   */
  opener?: HTMLElement | undefined;
}

function LeadForm({
  project,
  onSent,
  onCancel,
}: {
  project: EnquiryProject | null;
  onSent: () => void;
  onCancel: () => void;
}) {
  const form = usePublicForm('lead');
  const t = useStrings().forms;
  const projectEnquiry = project !== null;
  const send = () =>
    form.submit({
      endpoint: projectEnquiry ? '/api/v1/user/project-lead-submit' : '/api/v1/user/lead-submit',
      check: (values) => checkLeadForm(values, { projectEnquiry }),
      failureMessage: t.enquirySendError,
      payload: (values, extras) => ({
        firstName: values.firstName ?? '',
        lastName: values.lastName ?? '',
        mobileNumber: values.mobileNumber ?? '',
        email: values.email ?? '',
        message: values.message ?? '',
        ...(project ? { _id: project._id } : {}),
        ...extras,
      }),
      onSent: () => {
        form.formRef.current?.reset();
        onSent();
      },
    });
  return (
    <FormFrame
      form={form}
      className="lead-form"
      onSubmit={send}
      submitLabel={t.lead.submit}
      otherActions={
        <button className="button button--ghost" type="button" onClick={onCancel}>
          {t.cancel}
        </button>
      }
    >
      <NameFields form={form} />
      <TextField
        form={form}
        name="mobileNumber"
        label={t.mobileNumber}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={30}
      />
      <TextField form={form} name="email" label={t.email} type="email" autoComplete="email" maxLength={254} />
      <TextAreaField
        form={form}
        name="message"
        label={t.message}
        className="field--wide"
        required={projectEnquiry}
        rows={3}
        maxLength={2000}
        defaultValue={project ? t.lead.interestedIn(project.projectTitle) : ''}
      />
    </FormFrame>
  );
}

/**
 * The lead enquiry modal (spec §4, at most 750px wide): a native modal dialog, so the page behind
 * is inert; Esc closes it and focus goes back where it was. It is drawn before it is made modal
 * (`components/openModal.ts`). On a project page it enquires about
 * that project.
 */
export default function LeadModal({ open, project, onClose, opener }: LeadModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<Element | null>(null);
  const openRef = useRef(open);
  openRef.current = open;
  const openerRef = useRef(opener);
  openerRef.current = opener;
  /** Each closing is told once, however many ways it is asked for before the page has caught up. */
  const dismiss = () => {
    if (!openRef.current) return;
    openRef.current = false;
    onClose('dismissed');
  };

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = openerRef.current ?? document.activeElement;
      openModal(dialog, dialog.querySelector<HTMLElement>('input:not([tabindex="-1"])'));
    } else if (!open) {
      closeModal(dialog);
      if (returnFocusTo.current instanceof HTMLElement && returnFocusTo.current.isConnected)
        returnFocusTo.current.focus();
      returnFocusTo.current = null;
    }
  }, [open]);

  // A click that starts and ends on the backdrop (the dialog element itself) closes it.
  const pressedOnBackdrop = useRef(false);
  const onMouseDown = (event: MouseEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (pressedOnBackdrop.current && event.target === event.currentTarget) dismiss();
    pressedOnBackdrop.current = false;
  };

  const t = useStrings().forms;
  const message = useMessage();
  const title = project ? t.lead.enquireAbout(project.projectTitle) : t.lead.title;
  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby="lead-modal-title"
      aria-describedby="lead-modal-intro"
      // Esc (and the browser's other close requests) close the dialog natively; the state follows
      // from the `cancel` that comes first, in the same task, and from `close` for any other closing.
      onCancel={dismiss}
      onClose={(event) => {
        if (!reopened(event)) dismiss();
      }}
      onKeyDown={(event) => keepFocusIn(event.currentTarget, event)}
      onMouseDown={onMouseDown}
      onClick={onClick}
    >
      <ToastProvider inline>
        <div className="modal-body">
          <div className="modal-head">
            <h2 id="lead-modal-title">{title}</h2>
            <button type="button" className="modal-close" onClick={dismiss} aria-label={t.close}>
              <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <p id="lead-modal-intro" className="modal-intro">
            {t.lead.intro}
          </p>
          <LeadForm
            project={project}
            onSent={() => onClose('sent', message(LEAD_SUCCESS.enquiry))}
            onCancel={dismiss}
          />
        </div>
      </ToastProvider>
    </dialog>
  );
}
