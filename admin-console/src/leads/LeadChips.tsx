import { Chip, type ChipProps } from '@mui/material';
import type { LeadStatus } from '@aangan/contracts';
import { leadStatusLabel } from './leadLabels.ts';

const STATUS_COLORS: Record<LeadStatus, ChipProps['color']> = {
  new: 'info',
  contacted: 'primary',
  siteVisitScheduled: 'warning',
  negotiation: 'secondary',
  won: 'success',
  lost: 'default',
};

export const LeadStatusChip = ({ status, erased = false }: { status: LeadStatus; erased?: boolean }) => (
  <Chip
    size="small"
    variant="outlined"
    label={leadStatusLabel(status)}
    color={erased ? 'default' : (STATUS_COLORS[status] ?? 'default')}
  />
);

/** "+2" on a lead whose person asked again about the project within 24 hours. */
export const RepeatChip = ({ count }: { count: number }) =>
  count > 0 ? (
    <Chip
      size="small"
      color="warning"
      label={`+${count}`}
      title={`Asked again ${count} time${count === 1 ? '' : 's'}`}
      aria-label={`Asked again ${count} time${count === 1 ? '' : 's'}`}
    />
  ) : null;

/** Hands a downloaded file to the browser as a save, without the token ever being in a URL. */
export const saveFile = ({ blob, filename }: { blob: Blob; filename: string }): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
};
