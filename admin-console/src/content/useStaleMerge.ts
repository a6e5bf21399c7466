import { useCallback, useRef, useState } from 'react';
import { useStaleConflict } from './useStaleConflict.ts';

/**
 * useStaleConflict, and on a refused save (412) their version read at once (`load`), so the form
 * can merge it with the admin's: `theirs` is null while it loads, or when it could not be read
 * (the form then offers only a reload or keeping its own changes).
 */
export function useStaleMerge<T>(load: () => Promise<T>) {
  const stale = useStaleConflict();
  const [theirs, setTheirs] = useState<T | null>(null);
  const loader = useRef(load);
  loader.current = load;
  const { refused: remember, clear: forget, keepMine, conflict } = stale;
  const refused = useCallback(
    (error: unknown): boolean => {
      if (!remember(error)) return false;
      setTheirs(null);
      loader.current().then(setTheirs, () => setTheirs(null));
      return true;
    },
    [remember],
  );
  const clear = useCallback(() => {
    forget();
    setTheirs(null);
  }, [forget]);
  return { conflict, theirs, refused, keepMine, clear };
}
