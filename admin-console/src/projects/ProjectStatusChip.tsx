import { Chip } from '@mui/material';
import { PROJECT_STATUS_LABELS } from './projectLabels.ts';
import type { ProjectStatus } from '@aangan/contracts';

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
