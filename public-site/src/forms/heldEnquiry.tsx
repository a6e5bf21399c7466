import { useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { Locale } from '@aangan/contracts/browser';
import type { EnquiryProject } from '../components/Enquiry.tsx';
import { ToastProvider, TOAST_MS, useToast } from '../components/Toasts.tsx';
import type { SiteStrings } from '../i18n/en/index.ts';
import { LanguageProvider } from '../i18n/strings.tsx';
import { HELD_ENQUIRY_ATTRIBUTE, loadLeadModal, recordEnquiryClose } from './EnquiryProvider.tsx';
import type { LeadModalCloseReason } from './LeadModal.tsx';

type LeadModalView = Awaited<ReturnType<typeof loadLeadModal>>['default'];

/** The project a held Enquire asks about: a result card's own, else the page's (`components/Enquiry.tsx`). */
const aboutOf = (control: HTMLElement, pageProject: EnquiryProject | null): EnquiryProject | null => {
  const { aboutId, aboutTitle } = control.dataset;
  return aboutId && aboutTitle ? { _id: aboutId, projectTitle: aboutTitle } : pageProject;
};

function HeldLeadModal({
  LeadModal,
  project,
  control,
  onGone,
}: {
  LeadModal: LeadModalView;
  project: EnquiryProject | null;
  control: HTMLElement;
  onGone: (reason: LeadModalCloseReason) => void;
}) {
  const toast = useToast();
  /** Closing first (the dialog gives the focus back), then gone, so only one enquiry dialog is ever on the page. */
  const [phase, setPhase] = useState<'open' | 'closing' | 'gone'>('open');
  const [reason, setReason] = useState<LeadModalCloseReason>('dismissed');
  // The start script's "opening" dialog goes once the form's is open (the form's effect runs first), so
  // no frame shows neither; taken away rather than closed, so the focus stays in the form.
  useEffect(() => document.querySelector('[data-held-opening]')?.remove(), []);
  useEffect(() => {
    if (phase === 'closing') setPhase('gone');
    else if (phase === 'gone') {
      // The focus was in the "opening" dialog when the form opened: it goes back to Enquire instead.
      if (document.activeElement === document.body && control.isConnected) control.focus();
      onGone(reason);
    }
  }, [phase, reason, control, onGone]);
  if (phase === 'gone') return null;
  return (
    <LeadModal
      open={phase === 'open'}
      project={project}
      opener={control}
      onClose={(closedBecause, successMessage) => {
        recordEnquiryClose(closedBecause);
        if (closedBecause === 'sent' && successMessage) toast(successMessage);
        setReason(closedBecause);
        setPhase('closing');
      }}
    />
  );
}

/**
 * A tap on Enquire held before the page's code had run (web-static/pageStart.ts) is answered as soon
 * as the form's code and strings are here, in a React root of its own, before the page is hydrated:
 * hydrating the whole page first kept a visitor on a slow phone waiting a second more for the form.
 * The page hydrates behind the modal dialog, which keeps the rest of the page inert until it closes;
 * the start script leaves the tap alone, as its control is no longer busy. If the form's code cannot
 * be loaded, the tap stays held and the page answers it once interactive, saying so.
 *
 * Resolves with what opens the form, to be called once the page's root is made: a root made before
 * the document's would keep the document's from listening to events (React marks the document).
 */
export async function claimHeldEnquiry(
  locale: Locale,
  strings: Partial<SiteStrings>,
  pageProject: EnquiryProject | null,
): Promise<(() => void) | null> {
  const held = (): HTMLElement | null =>
    document.querySelector<HTMLElement>('[data-opens="enquiry"][aria-busy="true"]');
  if (!held()) return null;
  let LeadModal: LeadModalView;
  try {
    LeadModal = (await loadLeadModal()).default;
  } catch {
    return null;
  }
  // The visitor may have given the tap up (the "opening" dialog's Close) while the code came.
  const control = held();
  if (!control) return null;
  control.removeAttribute('aria-busy');
  return () => {
    const host = document.createElement('div');
    // Its clicks and typing are its own: the start script holds only those of the page still waiting for its code.
    host.dataset['live'] = '';
    host.setAttribute(HELD_ENQUIRY_ATTRIBUTE, '');
    document.body.append(host);
    const root = createRoot(host);
    const unmount = () => {
      root.unmount();
      host.remove();
    };
    root.render(
      <LanguageProvider locale={locale} strings={strings}>
        <ToastProvider>
          <HeldLeadModal
            LeadModal={LeadModal}
            project={aboutOf(control, pageProject)}
            control={control}
            // After a send, the success message stays for its time; then nothing of this root is left.
            onGone={(reason) => (reason === 'sent' ? setTimeout(unmount, TOAST_MS + 500) : setTimeout(unmount))}
          />
        </ToastProvider>
      </LanguageProvider>,
    );
  };
}
