import ListIcon from '@mui/icons-material/List';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Chip, Stack, Typography } from '@mui/material';
import { LinkBase, useCreatePath } from 'react-admin';
import { formatDateTime } from '../../format/indiaDates.ts';
import type { AdminProject } from '@aangan/contracts';

const STATUS = {
  draft: { label: 'Draft', color: 'default' },
  posted: { label: 'Posted', color: 'success' },
  deleted: { label: 'Deleted', color: 'error' },
} as const;

const actorOf = (project: AdminProject): string => ` by ${project.updatedBy.name}`;

/** Which project this is, its state, and the way to its public page and back to the list. */
export function BuilderHeader({ project, heading }: { project: AdminProject | null; heading: string }) {
  const createPath = useCreatePath();
  const status = project ? STATUS[project.status] : null;
  return (
    <Box sx={{ my: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5" sx={{ mr: 1, overflowWrap: 'anywhere' }}>
          {heading}
        </Typography>
        {status ? <Chip size="small" variant="outlined" label={status.label} color={status.color} /> : null}
        <Box sx={{ flex: 1 }} />
        <Button
          size="small"
          component={LinkBase}
          to={createPath({ resource: 'projects', type: 'list' })}
          startIcon={<ListIcon />}
        >
          All projects
        </Button>
        {project?.status === 'posted' ? (
          <Button size="small" href={project.link} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
            View on the site
          </Button>
        ) : null}
      </Stack>
      {project ? (
        <Typography variant="body2" color="text.secondary">
          Revision {project.revision} · saved {formatDateTime(project.updatedAt)}
          {actorOf(project)}
        </Typography>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Fill in the steps in any order. Save a draft whenever you like; Post checks everything and puts the project on
          the site.
        </Typography>
      )}
    </Box>
  );
}
