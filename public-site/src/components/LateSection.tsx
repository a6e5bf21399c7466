import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Sections whose code comes after the page's own (`lazyPage` components near the end of a page)
 * hydrate once it has arrived, after the rest of the page. The page is marked interactive only when
 * every one of them is (components/HydrationMark.tsx): what a visitor typed or tapped there in the
 * meantime is done again then by the start script (web-static/pageStart.ts), and would be lost on a
 * section still waiting for its code.
 */
let waiting = 0;
interface SectionState {
  counted: boolean;
  done: boolean;
}
const listeners = new Set<() => void>();

/** A section's wait ends once: its content committed, or it left the page before. */
const finish = (state: SectionState) => {
  if (state.done) return;
  state.done = true;
  if (!state.counted) return;
  waiting -= 1;
  if (waiting > 0) return;
  for (const listener of [...listeners]) listener();
};

/** Calls `then` once no late section waits for its code any more (at once if none does); returns a cancel. */
export function whenLateSectionsHydrated(then: () => void): () => void {
  if (waiting === 0) {
    then();
    return () => undefined;
  }
  const once = () => {
    listeners.delete(once);
    then();
  };
  listeners.add(once);
  return () => listeners.delete(once);
}

/** Counted as waiting when the page around it commits; its content's commit ends the wait. */
function Waiting({ state }: { state: SectionState }) {
  useEffect(() => {
    if (state.done) return;
    state.counted = true;
    waiting += 1;
    return () => finish(state);
  }, [state]);
  return null;
}

function Hydrated({ state }: { state: SectionState }) {
  useEffect(() => finish(state), [state]);
  return null;
}

export function LateSection({ children }: { children: ReactNode }) {
  const state = useState<SectionState>(() => ({ counted: false, done: false }))[0];
  return (
    <>
      <Waiting state={state} />
      <Suspense>
        {children}
        <Hydrated state={state} />
      </Suspense>
    </>
  );
}
