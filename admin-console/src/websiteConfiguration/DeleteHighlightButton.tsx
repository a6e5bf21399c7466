import DeleteIcon from '@mui/icons-material/Delete';
import { Button } from '@mui/material';
import { useState } from 'react';
import { Confirm, HttpError, useDataProvider, useNotify } from 'react-admin';
import { UPLOAD_MESSAGES } from '@aangan/contracts/browser';
import type { SectionContent } from '@aangan/contracts';
import { staleConflictOf } from '../content/staleConflict.ts';
import { ApiError, errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';

const HIGHLIGHT_DELETE_FAILED = 'An error occurred while deleting the highlight image.';

/**
 * Removes the highlight popup image at once (`POST /admin/delete-highlight-image`), from the
 * section as shown (its revision): when someone else changed it meanwhile, says what and reloads.
 */
export function DeleteHighlightButton({
  revision,
  onDeleted,
  onReload,
}: {
  revision: number;
  onDeleted(content: SectionContent<'featureHighlight'>, revision: number): void;
  onReload(): void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const remove = async () => {
    setPending(true);
    try {
      const deleted = await dataProvider.deleteHighlightImage(revision);
      notify(UPLOAD_MESSAGES.image.removed, { type: 'success' });
      setOpen(false);
      onDeleted(deleted.content, deleted.revision);
    } catch (error) {
      const stale = staleConflictOf(error);
      if (stale) {
        setOpen(false);
        const what = stale.changed.length > 0 ? ` (${stale.changed.join('; ')})` : '';
        notify(
          `Not deleted: someone else changed the highlight image after you opened it${what}. The page now shows their version.`,
          { type: 'warning', autoHideDuration: 10_000 },
        );
        onReload();
        return;
      }
      // Spec §8: its message for a failed removal; a refusal the server explains (403, 503) keeps the server's words.
      const explained = (error instanceof HttpError || error instanceof ApiError) && error.status !== 500;
      notify(explained ? errorMessage(error, HIGHLIGHT_DELETE_FAILED) : HIGHLIGHT_DELETE_FAILED, { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete highlight image
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title="Delete the highlight image?"
        content="The popup stops showing at once."
        confirm="Delete"
        confirmColor="warning"
        onConfirm={remove}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
