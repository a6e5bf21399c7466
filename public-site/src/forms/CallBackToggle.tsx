import { lazy, Suspense, useRef, useState } from 'react';
import { LoadFailure } from '../components/LoadFailure.tsx';

const CallBackForm = lazy(() => import('./CallBackForm.tsx'));

/** 'Request a call back' opens a small form in place; its code loads on the first opening. */
export function CallBackToggle({ projectId }: { projectId?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div className="call-back">
      <button
        ref={button}
        type="button"
        className="link-button"
        aria-expanded={open}
        aria-controls={open ? 'call-back-panel' : undefined}
        onClick={() => setOpen(!open)}
      >
        Request a call back
      </button>
      {open && (
        <div className="call-back-panel" id="call-back-panel">
          <LoadFailure
            fallback={
              <p className="form-load-error">
                The form could not be loaded. Please check your connection and try again.
              </p>
            }
          >
            <Suspense fallback={<p className="form-loading">Loading the form…</p>}>
              <CallBackForm
                projectId={projectId}
                autoFocus
                onSent={() => {
                  setOpen(false);
                  button.current?.focus();
                }}
              />
            </Suspense>
          </LoadFailure>
        </div>
      )}
    </div>
  );
}
