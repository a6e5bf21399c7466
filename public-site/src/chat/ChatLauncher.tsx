import { Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { loadable } from '../components/lazyPage.ts';
import { useToast } from '../components/Toasts.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { withAreas } from '../i18n/loadStrings.ts';

const chatPanel = loadable(withAreas(['chat', 'enums'], () => import('./ChatPanel.tsx')));
/** Fetches the panel's code (and strings) ahead of its first opening; a failure shows when it is opened. */
export const prefetchChatPanel = (): void => void chatPanel.load().catch(() => undefined);
const PANEL_ID = 'chat-panel';

/**
 * Spec §2 floating chatbot icon: the panel's code (and the first question to the assistant) waits
 * until the visitor opens it; hovering or focusing the button starts fetching the code.
 */
export function ChatLauncher() {
  const t = useStrings().chrome.chat;
  const toast = useToast();
  const [open, setOpen] = useState(false);
  /** Which load of the panel's code is in use: 0 before the first opening, again after a failed load. */
  const [load, setLoad] = useState({ attempt: 0, failed: false });
  const buttonRef = useRef<HTMLButtonElement>(null);
  // A new lazy component per attempt, so a failed load can be tried again on the next opening. Once the
  // code is here (fetched on hover or focus) the panel renders in the tap's own update.
  const ChatPanel = useMemo(() => (load.attempt > 0 ? chatPanel.lazy() : null), [load.attempt]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);
  const toggle = () => {
    if (open) return close(true);
    setLoad((current) =>
      current.attempt === 0 || current.failed ? { attempt: current.attempt + 1, failed: false } : current,
    );
    setOpen(true);
  };
  const onLoadFailed = useCallback(() => {
    setOpen(false);
    setLoad((current) => ({ ...current, failed: true }));
    toast(t.loadFailed, { tone: 'error' });
  }, [toast, t]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        aria-label={t.launcher}
        aria-haspopup="dialog"
        data-opens="chat"
        aria-expanded={open}
        aria-controls={ChatPanel && !load.failed ? PANEL_ID : undefined}
        onClick={toggle}
        onPointerEnter={prefetchChatPanel}
        onFocus={prefetchChatPanel}
      >
        <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          ) : (
            <path
              d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A2.5 2.5 0 0 1 4 13.5zM8 8.5h8M8 11.5h5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          )}
        </svg>
      </button>
      {ChatPanel && !load.failed && (
        <LoadFailure key={load.attempt} fallback={null} onError={onLoadFailed}>
          <Suspense
            fallback={
              open ? (
                <p className="chat-panel chat-loading" role="status">
                  {t.opening}
                </p>
              ) : null
            }
          >
            <ChatPanel open={open} onClose={close} launcher={buttonRef} />
          </Suspense>
        </LoadFailure>
      )}
    </>
  );
}
