import RestoreIcon from '@mui/icons-material/Restore';
import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId, useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { formatDateTime } from '../format/indiaDates.ts';
import { actorText } from '../history/actorText.ts';
import type { AdminProject } from '@aangan/contracts';
import type { HistoryEntry } from '../providers/records.ts';
import { VisuallyHidden } from '../history/VisuallyHidden.tsx';
import { errorMessage, fieldErrorsOf, statusOf } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

/** The server's message, with the fields that stop the old version from passing today's rules. */
const failureText = (error: unknown): string => {
  const fields = Object.values(fieldErrorsOf(error));
  const message = errorMessage(error, 'The version could not be restored, please try again');
  return fields.length > 0 ? `${message}: ${fields.slice(0, 3).join('; ')}${fields.length > 3 ? '…' : ''}` : message;
};

/**
 * "Restore this version" (admins only): after a confirmation naming the revision, the project's
 * fields go back to that version as a new recorded change, based on the revision on screen. When
 * someone changed the project meanwhile (412) a dialog says so and offers to reload.
 */
export function RestoreRevisionButton({
  project,
  entry,
}: {
  project: Pick<AdminProject, 'id' | 'revision' | 'projectTitle'>;
  entry: Pick<HistoryEntry, 'revision' | 'at' | 'actor'>;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const staleTitleId = useId();
  const [confirming, setConfirming] = useState(false);
  const [pending, setPending] = useState(false);
  const [stale, setStale] = useState<string | null>(null);

  const restore = async () => {
    setPending(true);
    try {
      const reply = await dataProvider.revertProject(project.id, entry.revision, project.revision);
      notify(reply.message, { type: 'success' });
      setConfirming(false);
      refresh();
    } catch (error) {
      setConfirming(false);
      if (statusOf(error) === 412 || statusOf(error) === 428) setStale(errorMessage(error));
      else notify(failureText(error), { type: 'error', multiLine: true });
    } finally {
      setPending(false);
    }
  };

  const reload = () => {
    setStale(null);
    refresh();
  };

  return (
    <>
      <Button
        size="small"
        color="warning"
        startIcon={pending ? <CircularProgress size={16} /> : <RestoreIcon />}
        disabled={pending}
        onClick={() => setConfirming(true)}
      >
        Restore this version<VisuallyHidden> (revision {entry.revision})</VisuallyHidden>
      </Button>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`Restore revision ${entry.revision}?`}
        content={`“${project.projectTitle?.trim() || 'This project'}” goes back to how it was at revision ${entry.revision} (${actorText(entry.actor)}, ${formatDateTime(entry.at)}). The restore is recorded as a new change: nothing in the history is lost, and it can itself be undone.`}
        confirm={`Restore revision ${entry.revision}`}
        confirmColor="warning"
        onConfirm={restore}
        onClose={() => setConfirming(false)}
      />
      <Dialog open={stale !== null} onClose={() => setStale(null)} aria-labelledby={staleTitleId}>
        <DialogTitle id={staleTitleId}>Someone else changed this project</DialogTitle>
        <DialogContent>
          <DialogContentText>{stale}</DialogContentText>
          <DialogContentText sx={{ mt: 1 }}>
            Nothing was restored. Reload to see their change in the history, then restore revision {entry.revision}{' '}
            again if it is still what you want.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setStale(null)}>Cancel</Button>
          <Button variant="contained" onClick={reload} autoFocus>
            Reload
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
