import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A save refused because someone else saved the record first (412), explained as the project
 * builder does: who saved, at which revision, what they changed, and that everything the admin
 * typed is still there. Reloading takes their version (and drops the admin's); keeping makes the
 * next save go over theirs, and the notice then says what saving will do (`keptMeaning`). A form
 * that can merge the two versions shows its merge (`children`) and offers it first (`mergeAction`).
 */
export function StaleNotice({
  what,
  refused = 'saved',
  who = 'Someone else',
  revision,
  changed,
  keptMine,
  keptMeaning,
  onReload,
  onKeepMine,
  mergeAction,
  children,
}: {
  /** The record in a sentence: 'this project', 'the currency rates'. */
  what: string;
  /** What did not happen: 'saved', 'deleted', 'changed'. */
  refused?: string;
  who?: string;
  revision: number;
  /** Their changes, one line each ('USD › Inr per unit: 84 → 83.5'). */
  changed: readonly string[];
  keptMine: boolean;
  /** What saving does once the admin keeps their changes; by default, replace the other version. */
  keptMeaning?: string;
  onReload(): void;
  onKeepMine(): void;
  mergeAction?: ReactNode;
  children?: ReactNode;
}) {
  const list =
    changed.length > 0 ? (
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }} aria-label="Their changes">
        {changed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    ) : (
      ' They changed nothing the form shows.'
    );
  if (keptMine) {
    const theirs = who === 'Someone else' ? 'the other' : `${who}'s`;
    return (
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        {keptMeaning ??
          `Your changes are kept. Saving now replaces ${theirs} version (revision ${revision}) with yours, undoing their changes:`}
        {list}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>
        Not {refused}: {what} was changed by someone else
      </AlertTitle>
      {who} saved it (revision {revision}) after you opened it. Everything you typed is still here and nothing of yours
      was saved. Their changes:
      {list}
      {children}
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        {mergeAction}
        <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
          Reload their version
        </Button>
        <Button size="small" variant={mergeAction ? 'outlined' : 'contained'} color="warning" onClick={onKeepMine}>
          Keep my changes
        </Button>
      </Stack>
    </Alert>
  );
}
