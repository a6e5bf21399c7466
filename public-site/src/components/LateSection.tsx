import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { useStrings } from '../i18n/strings.tsx';
import { LoadFailure } from './LoadFailure.tsx';
import { finishWaiting, startWaiting, type SectionState } from './lateSections.ts';

/** Counted as waiting when the page around it commits; its content's commit ends the wait. */
function Waiting({ state }: { state: SectionState }) {
  useEffect(() => {
    startWaiting(state);
    return () => finishWaiting(state);
  }, [state]);
  return null;
}

function Hydrated({ state }: { state: SectionState }) {
  useEffect(() => finishWaiting(state), [state]);
  return null;
}

/**
 * A section near the end of a page whose code comes after the page's (a `lazyPage` component): the
 * page is interactive once it is (components/lateSections.ts). Should its code not arrive, it says so
 * in its place and the rest of the page stays.
 */
export function LateSection({ children }: { children: ReactNode }) {
  const state = useState<SectionState>(() => ({ counted: false, done: false }))[0];
  const failed = useStrings().chrome.sectionLoadFailed;
  return (
    <>
      <Waiting state={state} />
      <LoadFailure fallback={<p className="form-load-error">{failed}</p>} onError={() => finishWaiting(state)}>
        <Suspense>
          {children}
          <Hydrated state={state} />
        </Suspense>
      </LoadFailure>
    </>
  );
}
