import { Button } from '@mui/material';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { StaleNotice } from '../../content/StaleNotice.tsx';
import type { AdminProject } from '@aangan/contracts';
import { MergePanel } from './MergePanel.tsx';
import { mergeProject, mergeValues, type Side } from './mergeEdits.ts';
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
  const who = actorName(conflict.theirs.updatedBy);
  const mine = useWatch<ProjectFormValues>() as ProjectFormValues;
  const found = useMemo(() => mergeProject(conflict.base, mine, conflict.theirs), [conflict, mine]);
  const [choices, setChoices] = useState<Partial<Record<string, Side>>>({});
  const [missing, setMissing] = useState<string[]>([]);

  const merge = () => {
    const unchosen = found.contested.filter((field) => !choices[field.key]).map((field) => field.key);
    setMissing(unchosen);
    if (unchosen.length === 0) onMerge(mergeValues(found.mine, found.theirs, found, choices));
  };

  return (
    <StaleNotice
      what="this project"
      who={who}
      revision={conflict.theirs.revision}
      changed={conflict.changed}
      keptMine={conflict.keptMine}
      onReload={onReload}
      onKeepMine={onKeepMine}
      mergeAction={
        <Button size="small" variant="contained" color="warning" onClick={merge}>
          Merge their changes
        </Button>
      }
    >
      <MergePanel
        found={found}
        who={who}
        choices={choices}
        missing={missing}
        onChoose={(key, side) => {
          setChoices((current) => ({ ...current, [key]: side }));
          setMissing((current) => current.filter((item) => item !== key));
        }}
      />
    </StaleNotice>
  );
}
