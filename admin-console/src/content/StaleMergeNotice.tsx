import { Button } from '@mui/material';
import { useState } from 'react';
import { MergePanel, type FieldWords } from './MergePanel.tsx';
import type { Side, ThreeWay } from './mergeEdits.ts';
import { StaleNotice } from './StaleNotice.tsx';

/**
 * A save refused because someone else saved first (412), explained by StaleNotice with a merge as
 * its first offer: their changes are taken where the admin changed nothing, the admin's kept where
 * they changed nothing, and each field both changed is chosen here (all of them before merging).
 */
export function StaleMergeNotice({
  what,
  refused,
  keptMeaning,
  who,
  revision,
  changed,
  keptMine,
  found,
  words,
  onMerge,
  onReload,
  onKeepMine,
}: {
  /** The record in a sentence: 'this project', 'this article'. */
  what: string;
  /** What did not happen: 'saved' (the default), 'deleted'. */
  refused?: string;
  /** What saving does once the admin keeps their changes (StaleNotice's). */
  keptMeaning?: string;
  who: string;
  revision: number;
  changed: readonly string[];
  keptMine: boolean;
  found: ThreeWay;
  words: FieldWords;
  /** Every contested field chosen: merge with these choices. */
  onMerge(choices: Partial<Record<string, Side>>): void;
  onReload(): void;
  onKeepMine(): void;
}) {
  const [choices, setChoices] = useState<Partial<Record<string, Side>>>({});
  const [missing, setMissing] = useState<string[]>([]);

  const merge = () => {
    const unchosen = found.contested.filter((field) => !choices[field.key]).map((field) => field.key);
    setMissing(unchosen);
    if (unchosen.length === 0) onMerge(choices);
  };

  return (
    <StaleNotice
      what={what}
      refused={refused}
      keptMeaning={keptMeaning}
      who={who}
      revision={revision}
      changed={changed}
      keptMine={keptMine}
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
        words={words}
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
