import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { Button, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRedirect, useRefresh } from 'react-admin';
import { ARTICLE_MESSAGES } from '@aangan/contracts/browser';
import { staleConflictOf } from '../content/staleConflict.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { articleKindLabel } from './articleKinds.ts';
import type { ArticleRecord } from '../providers/articleRecord.ts';

/** Why a delete or restore based on an older version was refused (412), with what changed. */
const staleText = (refused: string, changed: readonly string[]): string =>
  `Not ${refused}: someone else changed this article after you opened it${changed.length > 0 ? ` (${changed.join('; ')})` : ''}. It now shows their version; check it and try again.`;

/**
 * Deletes an article after a confirmation (it can be restored from the list), based on the
 * revision shown (`record.revision`); someone else's change since is explained and shown.
 * Spec §8 messages: 'Blog deleted successfully', 'Failed to delete the blog. Please try again.'
 */
export function DeleteArticleButton({
  record,
  afterDelete = 'list',
}: {
  record: ArticleRecord;
  afterDelete?: 'list' | 'refresh';
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);

  const confirm = async () => {
    setPending(true);
    try {
      await dataProvider.delete('articles', { id: record.id, previousData: record });
      notify(ARTICLE_MESSAGES.deleted, { type: 'success' });
      setOpen(false);
      if (afterDelete === 'list') redirect('list', 'articles');
      else refresh();
    } catch (error) {
      const stale = staleConflictOf(error);
      if (stale) {
        setOpen(false);
        refresh();
      }
      notify(stale ? staleText('deleted', stale.changed) : ARTICLE_MESSAGES.deleteFailed, {
        type: stale ? 'warning' : 'error',
        ...(stale ? { autoHideDuration: 10_000 } : {}),
      });
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Button color="error" startIcon={<DeleteIcon />} onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Delete this ${articleKindLabel(record.kind).toLowerCase()}?`}
        content={`“${record.title}” leaves the site at once. You can restore it later from the list (filter: Deleted).`}
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Puts a deleted article back on the site. */
export function RestoreArticleButton({
  record,
  size = 'medium',
}: {
  record: ArticleRecord;
  size?: 'small' | 'medium';
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const restore = async () => {
    setPending(true);
    try {
      const { message } = await dataProvider.restoreArticle(record.id, record.revision);
      notify(message, { type: 'success' });
      refresh();
    } catch (error) {
      const stale = staleConflictOf(error);
      if (stale) refresh();
      notify(
        stale
          ? staleText('restored', stale.changed)
          : errorMessage(error, 'The article could not be restored, please try again'),
        { type: stale ? 'warning' : 'error' },
      );
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      size={size}
      startIcon={pending ? <CircularProgress size={16} /> : <RestoreFromTrashIcon />}
      disabled={pending}
      onClick={(event) => {
        event.stopPropagation();
        void restore();
      }}
      aria-label={`Restore ${record.title}`}
    >
      Restore
    </Button>
  );
}
