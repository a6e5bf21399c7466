import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import HistoryIcon from '@mui/icons-material/History';
import PolicyIcon from '@mui/icons-material/Policy';
import { Box, Button } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useBasename, useDataProvider } from 'react-admin';
import { useCanEdit } from '../content/useCanEdit.ts';
import { HistoryTimeline } from '../history/HistoryTimeline.tsx';
import { VisuallyHidden } from '../history/VisuallyHidden.tsx';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { AdminProject } from '@aangan/contracts';
import { RestoreRevisionButton } from './RestoreRevisionButton.tsx';

const PER_PAGE = 20;

/** `/admin/projects/<id>/revisions/<n>`: the project as it was, or (`?view=compare`) beside today's. */
export const revisionPath = (basename: string, id: string, revision: number, view?: 'compare') =>
  `${basename}/projects/${encodeURIComponent(id)}/revisions/${revision}${view ? `?view=${view}` : ''}`;

/**
 * The History tab: every recorded change of the project, newest first, twenty a page. Each entry
 * opens the project as it was then, compares that version with today's, and (admins) restores it.
 */
export function ProjectHistory({ project }: { project: AdminProject }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const basename = useBasename();
  const canEdit = useCanEdit();
  const [page, setPage] = useState(1);
  // The record's revision is part of the key: after a change (a restore, someone's edit) the list is read again.
  const history = useQuery({
    queryKey: ['projects', 'history', project.id, project.revision, page],
    queryFn: () => dataProvider.getProjectHistory(project.id, page, PER_PAGE),
    placeholderData: keepPreviousData,
  });

  const auditPath = `${basename}/audit?${new URLSearchParams({ filter: JSON.stringify({ entityType: 'project', entityId: project.id }) })}`;

  return (
    <Box>
      <Button size="small" component={Link} to={auditPath} startIcon={<PolicyIcon />} sx={{ mb: 1 }}>
        This project in the audit log
      </Button>
      <HistoryTimeline
        entries={history.data?.data}
        total={history.data?.total ?? 0}
        page={page}
        perPage={PER_PAGE}
        onPageChange={setPage}
        loading={history.isFetching}
        error={history.error ? errorMessage(history.error, 'The history could not be loaded') : null}
        onRetry={() => void history.refetch()}
        currentRevision={project.revision}
        renderActions={(entry) => (
          <>
            <Button
              size="small"
              component={Link}
              to={revisionPath(basename, project.id, entry.revision)}
              startIcon={<HistoryIcon />}
            >
              View as of this version<VisuallyHidden> (revision {entry.revision})</VisuallyHidden>
            </Button>
            {entry.revision === project.revision ? null : (
              <>
                <Button
                  size="small"
                  component={Link}
                  to={revisionPath(basename, project.id, entry.revision, 'compare')}
                  startIcon={<CompareArrowsIcon />}
                >
                  Compare with current<VisuallyHidden> (revision {entry.revision})</VisuallyHidden>
                </Button>
                {canEdit ? <RestoreRevisionButton project={project} entry={entry} /> : null}
              </>
            )}
          </>
        )}
      />
    </Box>
  );
}
