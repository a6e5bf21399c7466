/**
 * Sections whose code comes after the page's own (components/LateSection.tsx) hydrate once it has
 * arrived, after the rest of the page. The page is marked interactive only when none of them waits
 * any more (components/HydrationMark.tsx): what a visitor typed or tapped there in the meantime is
 * done again then by the start script (web-static/pageStart.ts), and would be lost on a section still
 * waiting for its code. The count lives here, apart from the sections, so the page's entry carries
 * only this.
 */
export interface SectionState {
  counted: boolean;
  done: boolean;
}

let waiting = 0;
const listeners = new Set<() => void>();

/** A section starts waiting (when the page around it commits). */
export const startWaiting = (state: SectionState): void => {
  if (state.done) return;
  state.counted = true;
  waiting += 1;
};

/** A section's wait ends once: its content committed, its code failed, or it left the page before. */
export const finishWaiting = (state: SectionState): void => {
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
