import { Activity, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { ENQUIRY_MODAL_INTERVAL_MS } from '@aangan/contracts/browser';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { loadable, usePrefetchWhenIdle } from '../components/lazyPage.ts';
import { EnquiryContext, type EnquiryControls, type EnquiryProject } from '../components/Enquiry.tsx';
import { useToast } from '../components/Toasts.tsx';
import { isAdminPath, sessionValue } from '../model/sessionValue.ts';
import { useStrings } from '../i18n/strings.tsx';
import { FORMS } from '../i18n/areas.ts';
import { withAreas } from '../i18n/loadStrings.ts';
import type { LeadModalCloseReason } from './LeadModal.tsx';
import { EnquiryOpening } from './EnquiryOpening.tsx';

/** After this many closes in a session it stops opening by itself. */
const MAX_CLOSES = 2;
const SENT_KEY = 'aangan:enquiry-sent';
const CLOSED_KEY = 'aangan:enquiry-closed';

const leadModal = loadable(withAreas(FORMS, () => import('./LeadModal.tsx')));
export const loadLeadModal = leadModal.load;
/** Fetches the modal's code (and strings) ahead of its first opening; a failure shows when it is opened. */
export const prefetchLeadModal = (): void => void loadLeadModal().catch(() => undefined);

/** Marks the root of a form answering a tap held before the page's code had run (`heldEnquiry.tsx`). */
export const HELD_ENQUIRY_ATTRIBUTE = 'data-held-enquiry';

const closedCount = (): number => Number(sessionValue.read(CLOSED_KEY)) || 0;

/** Remembers for the session that the form was sent (it stops opening by itself) or closed once more. */
export const recordEnquiryClose = (reason: LeadModalCloseReason): void => {
  if (reason === 'sent') sessionValue.write(SENT_KEY, '1');
  else sessionValue.write(CLOSED_KEY, String(closedCount() + 1));
};

/** Spec §2: never on admin paths; and not over someone typing into another form or over another dialog (the highlight popup). */
const mayOpenByItself = (): boolean => {
  const active = document.activeElement;
  const typing =
    active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement;
  return (
    !isAdminPath(location.pathname) &&
    document.visibilityState === 'visible' &&
    !typing &&
    document.querySelector('dialog[open]') === null &&
    sessionValue.read(SENT_KEY) !== '1' &&
    closedCount() < MAX_CLOSES
  );
};

/** Owns the lead modal: its code is loaded the first time it opens. */
export function EnquiryProvider({ project, children }: { project: EnquiryProject | null; children: ReactNode }) {
  const toast = useToast();
  const loadFailed = useStrings().chrome.enquiryLoadFailed;
  const [open, setOpen] = useState(false);
  const [about, setAbout] = useState<EnquiryProject | null>(null);
  /** Which load of the modal's code is in use: 0 before the first opening, again after a failed load. */
  const [load, setLoad] = useState({ attempt: 0, failed: false });
  const openRef = useRef(open);
  openRef.current = open;
  /** The modal's code came while the page was idle: the form is rendered then, hidden, ahead of any tap. */
  const [prepared, setPrepared] = useState(false);
  // A new lazy component per attempt, so a failed load can be tried again on the next opening. The
  // form rendered ahead is the first attempt's.
  const generation = Math.max(load.attempt, prepared ? 1 : 0);
  const LeadModal = useMemo(() => (generation > 0 ? leadModal.lazy() : null), [generation]);

  const show = useCallback((chosen?: EnquiryProject) => {
    setAbout(chosen ?? null);
    setLoad((current) =>
      current.attempt === 0 || current.failed ? { attempt: current.attempt + 1, failed: false } : current,
    );
    setOpen(true);
  }, []);
  const controls = useMemo<EnquiryControls>(() => ({ open: show, prefetch: prefetchLeadModal }), [show]);

  // The form opens by itself on every page after a while (spec §2), so once the page is idle its code
  // is fetched and the form rendered, hidden (an <Activity> whose effects wait, so no form token is
  // asked for yet): a tap on Enquire then only reveals and opens it, with nothing to compile or render.
  // Not while the form answering a held tap is on the page: one enquiry form at a time (their fields' ids).
  const prepare = useCallback(() => {
    loadLeadModal().then(
      () => setPrepared(document.querySelector(`[${HELD_ENQUIRY_ATTRIBUTE}]`) === null),
      () => undefined,
    );
  }, []);
  usePrefetchWhenIdle(prepare);

  useEffect(() => {
    const timer = setInterval(() => {
      if (!openRef.current && mayOpenByItself()) show();
    }, ENQUIRY_MODAL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [show]);

  const onClose = useCallback(
    (reason: LeadModalCloseReason, successMessage?: string) => {
      setOpen(false);
      recordEnquiryClose(reason);
      if (reason === 'sent' && successMessage) toast(successMessage);
    },
    [toast],
  );

  /** Given up while the form's code was on its way: not counted as the visitor closing the form. */
  const cancelOpening = useCallback(() => setOpen(false), []);

  const onLoadFailed = useCallback(() => {
    setOpen(false);
    setLoad((current) => ({ ...current, failed: true }));
    toast(loadFailed, { tone: 'error' });
  }, [toast, loadFailed]);

  return (
    <EnquiryContext.Provider value={controls}>
      {children}
      {LeadModal && !load.failed && (
        // Hidden until the first opening, then kept: closing is the dialog's own (it gives the focus back).
        <Activity mode={load.attempt > 0 ? 'visible' : 'hidden'}>
          <LoadFailure key={generation} fallback={null} onError={onLoadFailed}>
            <Suspense fallback={open ? <EnquiryOpening onCancel={cancelOpening} /> : null}>
              <LeadModal open={open} project={about ?? project} onClose={onClose} />
            </Suspense>
          </LoadFailure>
        </Activity>
      )}
    </EnquiryContext.Provider>
  );
}
