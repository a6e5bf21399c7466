import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent } from 'react';
import { useDataProvider, useNotify } from 'react-admin';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { saveFile } from './LeadChips.tsx';
import { personName } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';

/** `résumé-meera-iyer.pdf`, or the server's name for an erased person (who has no résumé anyway). */
const resumeName = (record: LeadRecord): string => {
  const slug = personName(record)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return slug ? `resume-${slug}.pdf` : 'resume.pdf';
};

/**
 * Downloads an application's résumé: fetched with the token in a header, then saved from a blob
 * URL (a plain link would need the token in the URL). `compact` is the list's icon button.
 */
export function LeadResumeButton({ record, compact = false }: { record: LeadRecord; compact?: boolean }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  if (!record.hasResume)
    return compact ? null : <span>No résumé kept (deleted after the retention period or on erasure)</span>;
  if (record.personalDataMasked) return compact ? null : <span>Kept; open to admins and the assigned sales user</span>;

  const download = async (event: MouseEvent) => {
    event.stopPropagation();
    setPending(true);
    try {
      const file = await dataProvider.downloadLeadResume(record.id);
      if (file?.blob) saveFile({ blob: file.blob, filename: resumeName(record) });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const label = `Download the résumé of ${personName(record)}`;
  if (compact) {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" color="primary" aria-label={label} onClick={download} disabled={pending}>
            {pending ? <CircularProgress size={18} /> : <PictureAsPdfIcon fontSize="small" />}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={pending ? <CircularProgress size={16} /> : <PictureAsPdfIcon />}
      onClick={download}
      disabled={pending}
    >
      Download résumé (PDF)
    </Button>
  );
}
