import { useCallback, useState } from 'react';
import { staleConflictOf, type StaleConflict } from './staleConflict.ts';

export interface KeptConflict extends StaleConflict {
  /** The admin chose to keep their own changes: the next save is based on `revision` and goes over theirs. */
  keptMine: boolean;
}

/**
 * A save refused because someone else saved first (412), held until the admin reloads their version
 * (`clear`) or keeps their own (`keepMine`), as StaleNotice offers.
 */
export function useStaleConflict() {
  const [conflict, setConflict] = useState<KeptConflict | null>(null);
  /** Remembers the conflict when `error` is a 412; false for any other failure. */
  const refused = useCallback((error: unknown): boolean => {
    const stale = staleConflictOf(error);
    if (stale) setConflict({ ...stale, keptMine: false });
    return stale !== null;
  }, []);
  const keepMine = useCallback(() => setConflict((current) => current && { ...current, keptMine: true }), []);
  const clear = useCallback(() => setConflict(null), []);
  return { conflict, refused, keepMine, clear };
}
