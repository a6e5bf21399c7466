import { lazy, Suspense, useRef, useState } from 'react';
import { LoadFailure } from '../components/LoadFailure.tsx';
import { useStrings } from '../i18n/strings.tsx';
import { FORMS } from '../i18n/areas.ts';
import { withAreas } from '../i18n/loadStrings.ts';

const CallBackForm = lazy(withAreas(FORMS, () => import('./CallBackForm.tsx')));

/** 'Request a call back' opens a small form in place; its code loads on the first opening. */
export function CallBackToggle({ projectId }: { projectId?: string }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const t = useStrings().chrome.callBackToggle;
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
        {t.open}
      </button>
      {open && (
        <div className="call-back-panel" id="call-back-panel">
          <LoadFailure fallback={<p className="form-load-error">{t.loadFailed}</p>}>
            <Suspense fallback={<p className="form-loading">{t.loading}</p>}>
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
