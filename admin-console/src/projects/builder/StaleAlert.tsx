import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { mergeValues } from '../../content/mergeEdits.ts';
import { StaleMergeNotice } from '../../content/StaleMergeNotice.tsx';
import type { AdminProject } from '@aangan/contracts';
import { mergeProject, projectFieldLabel } from './mergeEdits.ts';
import type { ProjectFormValues } from './projectForm.ts';

/** What the builder knows about a save refused because someone else saved first (412). */
export interface Conflict {
  /** The version the form was opened from: what both edits started from. */
  base: AdminProject;
  theirs: AdminProject;
  /** What their version changed, one line each ('Rating: 8 → 9'). */
  changed: string[];
  /** The admin chose to keep their own changes: the next save replaces the other version. */
  keptMine: boolean;
}

const PROJECT_WORDS = { labelOf: projectFieldLabel };

export const actorName = (actor: AdminProject['updatedBy']): string => actor.name || 'Someone else';

/**
 * Explains a stale save (the console's one way, StaleNotice): who saved, what they changed, and
 * that the admin's own changes are still in the form. Merging (the first offer) takes their
 * changes where the admin changed nothing, keeps the admin's where they changed nothing, and asks
 * field by field where both did; reloading takes their version (and drops the admin's); keeping
 * makes the next save go over theirs. Lives inside the builder's form: the merge reads the form as
 * it is now, including what was typed after the refusal.
 */
export function StaleAlert({
  conflict,
  onMerge,
  onReload,
  onKeepMine,
}: {
  conflict: Conflict;
  onMerge(values: ProjectFormValues): void;
  onReload(): void;
  onKeepMine(): void;
}) {
  const mine = useWatch<ProjectFormValues>() as ProjectFormValues;
  const found = useMemo(() => mergeProject(conflict.base, mine, conflict.theirs), [conflict, mine]);
  return (
    <StaleMergeNotice
      what="this project"
      who={actorName(conflict.theirs.updatedBy)}
      revision={conflict.theirs.revision}
      changed={conflict.changed}
      keptMine={conflict.keptMine}
      found={found}
      words={PROJECT_WORDS}
      onMerge={(choices) => onMerge(mergeValues(found.mine, found.theirs, found, choices))}
      onReload={onReload}
      onKeepMine={onKeepMine}
    />
  );
}
