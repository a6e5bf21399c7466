import { Alert } from '@mui/material';
import { useMemo } from 'react';
import type { FieldWords } from './MergePanel.tsx';
import { mergeValues, threeWay } from './mergeEdits.ts';
import { StaleMergeNotice } from './StaleMergeNotice.tsx';
import { StaleNotice } from './StaleNotice.tsx';
import type { KeptConflict } from './useStaleConflict.ts';

/**
 * A save refused for someone else's newer version, for a form that keeps its values itself: once
 * their version is read, a merge with the admin's (StaleMergeNotice), compared field by field as
 * `plain` says a save sends them; until then, or when it cannot be read, StaleNotice alone.
 */
export function ConflictNotice<T extends object>({
  what,
  refused,
  keptMeaning,
  conflict,
  base,
  mine,
  theirs,
  plain,
  words,
  onMerge,
  onReload,
  onKeepMine,
}: {
  what: string;
  refused?: string;
  keptMeaning?: string;
  conflict: KeptConflict;
  /** The values the admin's edits started from. */
  base: T;
  mine: T;
  theirs: T | null;
  /** The fields of a value as a save sends them. */
  plain(value: T): Record<string, unknown>;
  words: FieldWords;
  /** Mine, with theirs taken where only they changed and as chosen where both did. */
  onMerge(merged: T, theirs: T): void;
  onReload(): void;
  onKeepMine(): void;
}) {
  const found = useMemo(
    () => (theirs ? threeWay(plain(base), plain(mine), plain(theirs)) : null),
    [plain, base, mine, theirs],
  );
  if (!theirs || !found) {
    return (
      <StaleNotice
        what={what}
        refused={refused}
        revision={conflict.revision}
        changed={conflict.changed}
        keptMine={conflict.keptMine}
        keptMeaning={keptMeaning}
        onReload={onReload}
        onKeepMine={onKeepMine}
      />
    );
  }
  return (
    <StaleMergeNotice
      what={what}
      who="Someone else"
      revision={conflict.revision}
      changed={conflict.changed}
      keptMine={conflict.keptMine}
      found={found}
      words={words}
      onMerge={(choices) => onMerge(mergeValues(mine, theirs, found, choices), theirs)}
      onReload={onReload}
      onKeepMine={onKeepMine}
    />
  );
}

/** The form holds their version with the admin's changes merged in, not saved yet. */
export function MergedNotice({ revision }: { revision: number }) {
  return (
    <Alert severity="info" role="status" sx={{ mb: 2, width: '100%', maxWidth: 880, boxSizing: 'border-box' }}>
      Merged with the other version (revision {revision}): their changes and yours are in the form. Nothing is saved
      yet: check it and save again.
    </Alert>
  );
}
