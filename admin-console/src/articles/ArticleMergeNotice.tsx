import { Box } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { mergeValues } from '../content/mergeEdits.ts';
import { StaleMergeNotice } from '../content/StaleMergeNotice.tsx';
import type { ArticleFormValues, ArticleRecord } from '../providers/articleRecord.ts';
import { ARTICLE_WORDS, mergeArticle } from './articleMerge.ts';

/** A save of the article refused because someone else saved it first (412). */
export interface ArticleConflict {
  /** The version the form's edits started from. */
  base: ArticleRecord;
  /** Theirs, saved since. */
  theirs: ArticleRecord;
  /** What their version changed, one line each ('Title: Old → New'). */
  changed: string[];
  /** The admin chose to keep their own changes: the next save replaces the other version. */
  keptMine: boolean;
}

/**
 * Inside the article's form: the refused save explained, with a merge first (their changes taken
 * where the admin changed nothing, the admin's kept, each field both changed chosen), a reload of
 * their version, or keeping the admin's own over theirs. The merge reads the form as it is now and
 * puts the merged values in it, unsaved, so nothing is typed again.
 */
export function ArticleMergeNotice({
  conflict,
  onMerged,
  onReload,
  onKeepMine,
}: {
  conflict: ArticleConflict;
  onMerged(): void;
  onReload(): void;
  onKeepMine(): void;
}) {
  const form = useFormContext<ArticleFormValues>();
  const mine = useWatch<ArticleFormValues>() as ArticleFormValues;
  const found = useMemo(() => mergeArticle(conflict.base, mine, conflict.theirs), [conflict, mine]);
  // The refused save went through the form as a submit that worked: the work in it is still unsaved,
  // and leaving must ask again.
  const { reset, getValues } = form;
  useEffect(() => reset(getValues(), { keepDefaultValues: true }), [conflict, reset, getValues]);
  return (
    <Box sx={{ width: '100%', maxWidth: 880 }}>
      <StaleMergeNotice
        what="this article"
        who="Someone else"
        revision={conflict.theirs.revision}
        changed={conflict.changed}
        keptMine={conflict.keptMine}
        found={found}
        words={ARTICLE_WORDS}
        onMerge={(choices) => {
          const merged = mergeValues(mine, conflict.theirs as ArticleFormValues, found, choices);
          const taken = [...found.theirsOnly, ...found.contested.map((field) => field.key)];
          const values = { ...getValues() };
          for (const key of taken as (keyof ArticleFormValues)[]) Object.assign(values, { [key]: merged[key] });
          reset(values, { keepDefaultValues: true });
          onMerged();
        }}
        onReload={onReload}
        onKeepMine={onKeepMine}
      />
    </Box>
  );
}
