import { Chip } from '@mui/material';
import { PROJECT_STATUS_LABELS, type ProjectStatus } from './projectRecord.ts';

const COLORS = { posted: 'success', draft: 'default', deleted: 'error' } as const;

export function ProjectStatusChip({ status }: { status: ProjectStatus }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      label={PROJECT_STATUS_LABELS[status] ?? status}
      color={COLORS[status] ?? 'default'}
    />
  );
}
