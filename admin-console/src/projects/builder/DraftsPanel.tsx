import { Alert, Box, Link } from '@mui/material';
import { useEffect, useState } from 'react';
import { LinkBase, useCreatePath, useDataProvider } from 'react-admin';
import { formatDateTime } from '../../format/indiaDates.ts';
import type { AdminDataProvider } from '../../providers/dataProvider.ts';
import type { DraftSummary } from '../../providers/projectApi.ts';

const SHOWN = 5;

/** On a new project: the admin's own drafts, to carry on with one instead of starting again. */
export function DraftsPanel() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const createPath = useCreatePath();
  const [drafts, setDrafts] = useState<DraftSummary[]>([]);
  useEffect(() => {
    let current = true;
    dataProvider.getMyDrafts().then(
      (found) => current && setDrafts(found),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [dataProvider]);
  if (drafts.length === 0) return null;
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      You have {drafts.length === 1 ? 'a draft' : `${drafts.length} drafts`}. Carry on with one:
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {drafts.slice(0, SHOWN).map((draft) => (
          <li key={draft.id}>
            <Link component={LinkBase} to={createPath({ resource: 'projects', type: 'edit', id: draft.id })}>
              {draft.projectTitle || 'Untitled draft'}
            </Link>
            {draft.city ? `, ${draft.city}` : ''} · saved {formatDateTime(draft.updatedAt)}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
