import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { ConflictNotice } from '../content/ConflictNotice.tsx';
import type { FieldWords } from '../content/MergePanel.tsx';
import type { KeptConflict } from '../content/useStaleConflict.ts';
import type { SectionSpec } from './sectionSpecs.ts';
import { fromFormValues } from './sectionValues.ts';

type Values = Record<string, unknown>;

/** Their version of the section, as the form's values, and its revision. */
export interface TheirSection {
  values: Values;
  revision: number;
}

/**
 * Inside a section's form: a save refused for someone else's newer save, explained with a merge of
 * the two (field by field as the section is saved; a list is one field), a reload of theirs, or
 * keeping the admin's own. The merge puts the merged values in the form, unsaved.
 */
export function SectionConflict({
  spec,
  conflict,
  base,
  theirs,
  onMerged,
  onReload,
  onKeepMine,
}: {
  spec: SectionSpec;
  conflict: KeptConflict;
  /** The form's values as loaded: what the admin's edits started from. */
  base: Values;
  theirs: TheirSection | null;
  /** The form holds the merge, based on their version. */
  onMerged(theirs: TheirSection): void;
  onReload(): void;
  onKeepMine(): void;
}) {
  const { reset, getValues } = useFormContext<Values>();
  const mine = useWatch<Values>();
  // The refused save went through the form as a submit that worked: what it holds is still unsaved.
  useEffect(() => reset(getValues(), { keepDefaultValues: true }), [conflict, reset, getValues]);
  const words = useMemo<FieldWords>(() => {
    const labels = new Map(spec.fields.map((field) => [field.source, field.label]));
    return { labelOf: (key) => labels.get(key) ?? key };
  }, [spec]);
  const plain = useMemo(() => (values: Values) => fromFormValues(spec, values) as Values, [spec]);
  return (
    <ConflictNotice<Values>
      what="this section"
      conflict={conflict}
      base={base}
      mine={mine}
      theirs={theirs?.values ?? null}
      plain={plain}
      words={words}
      onMerge={(merged) => {
        if (!theirs) return;
        reset(merged, { keepDefaultValues: true });
        onMerged(theirs);
      }}
      onReload={onReload}
      onKeepMine={onKeepMine}
    />
  );
}
