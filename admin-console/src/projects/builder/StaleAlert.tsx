import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import type { AdminProject, ProjectActor } from '../../providers/projectApi.ts';

/** What the builder knows about a save refused because someone else saved first (412). */
export interface Conflict {
  theirs: AdminProject;
  /** What their version changed, one line each ('Rating: 8 → 9'). */
  changed: string[];
  /** The admin chose to keep their own changes: the next save replaces the other version. */
  keptMine: boolean;
}

const actorName = (actor: ProjectActor | undefined): string => (actor && typeof actor === 'object' && actor.name ? actor.name : 'Someone else');

/**
 * Explains a stale save as the article editor does: who saved, what they changed, and that the
 * admin's own changes are still in the form. Reloading takes their version (and drops the
 * admin's); keeping makes the next save go over theirs.
 */
export function StaleAlert({ conflict, onReload, onKeepMine }: { conflict: Conflict; onReload(): void; onKeepMine(): void }) {
  const who = actorName(conflict.theirs.updatedBy);
  const what =
    conflict.changed.length > 0 ? (
      <Box component="ul" sx={{ my: 0.5, pl: 2.5 }} aria-label="Their changes">
        {conflict.changed.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Box>
    ) : (
      ' They changed nothing the form shows.'
    );
  if (conflict.keptMine) {
    return (
      <Alert severity="info" sx={{ mb: 2 }} role="status">
        Your changes are kept. Saving now replaces {who === 'Someone else' ? 'the other' : `${who}'s`} version (revision {conflict.theirs.revision}) with yours, undoing their changes:
        {what}
      </Alert>
    );
  }
  return (
    <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
      <AlertTitle>Not saved: this project was changed by someone else</AlertTitle>
      {who} saved it (revision {conflict.theirs.revision}) after you opened it. Everything you typed is still here and nothing of yours was saved. Their changes:
      {what}
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="outlined" color="inherit" onClick={onReload}>
          Reload their version
        </Button>
        <Button size="small" variant="contained" color="warning" onClick={onKeepMine}>
          Keep my changes
        </Button>
      </Stack>
    </Alert>
  );
}
