import { Alert, Box, Button, Chip, Pagination, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { RecordedText } from '../format/DateTimeText.tsx';
import { ChangeTable } from './ChangeTable.tsx';
import { actorText } from './actorText.ts';
import type { HistoryEntry } from '../providers/records.ts';

interface HistoryTimelineProps {
  entries: HistoryEntry[] | undefined;
  total: number;
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  error: string | null;
  onRetry: () => void;
  /** Controls under one entry (view as of, compare, restore). */
  renderActions?: (entry: HistoryEntry) => ReactNode;
  /** Marks the entry that is the record as it stands. */
  currentRevision?: number | undefined;
}

function Entry({ entry, actions, current }: { entry: HistoryEntry; actions: ReactNode; current: boolean }) {
  const headingId = useId();
  return (
    <Box
      component="li"
      aria-labelledby={headingId}
      sx={{ position: 'relative', pl: { xs: 2, sm: 3 }, pb: 2, listStyle: 'none' }}
    >
      {/* The dot on the timeline's line. */}
      <Box
        aria-hidden
        sx={{
          position: 'absolute',
          left: { xs: -6, sm: -7 },
          top: 14,
          width: 12,
          height: 12,
          borderRadius: '50%',
          bgcolor: current ? 'primary.main' : 'background.paper',
          border: 2,
          borderColor: 'primary.main',
        }}
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        <Stack direction="row" sx={{ alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}>
          <Typography id={headingId} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {entry.summary}
          </Typography>
          <Chip size="small" label={`Revision ${entry.revision}`} variant="outlined" />
          {current ? <Chip size="small" label="Current" color="primary" /> : null}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {actorText(entry.actor)} · <RecordedText at={entry.at} effectiveAt={entry.effectiveAt} />
        </Typography>
        <ChangeTable changes={entry.changes} />
        {actions ? (
          <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 1 }}>
            {actions}
          </Stack>
        ) : null}
      </Paper>
    </Box>
  );
}

/**
 * A record's changes, newest first, one card a recorded event: who (name and role), when (India
 * time), what in words and every field old → new. Paged; reusable for any history of that shape.
 */
export function HistoryTimeline({
  entries,
  total,
  page,
  perPage,
  onPageChange,
  loading,
  error,
  onRetry,
  renderActions,
  currentRevision,
}: HistoryTimelineProps) {
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        }
      >
        {error}
      </Alert>
    );
  }
  if (loading && !entries) {
    return (
      <Stack spacing={2} aria-busy="true" aria-label="Loading the history">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} variant="rounded" height={120} />
        ))}
      </Stack>
    );
  }
  if (!entries || entries.length === 0) {
    return <Typography sx={{ py: 2 }}>No Data Found</Typography>;
  }
  const pages = Math.max(1, Math.ceil(total / perPage));
  const first = (page - 1) * perPage + 1;
  return (
    <Box aria-busy={loading}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} aria-live="polite">
        {total === 1 ? 'One change' : `Changes ${first}–${first + entries.length - 1} of ${total}`}, newest first
      </Typography>
      <Box component="ol" sx={{ m: 0, p: 0, ml: 1, borderLeft: 2, borderColor: 'divider' }}>
        {entries.map((entry) => (
          <Entry
            key={entry.id}
            entry={entry}
            current={entry.revision === currentRevision}
            actions={renderActions?.(entry) ?? null}
          />
        ))}
      </Box>
      {pages > 1 ? (
        <Pagination
          count={pages}
          page={page}
          onChange={(_event, next) => onPageChange(next)}
          siblingCount={0}
          sx={{ mt: 1, '& ul': { justifyContent: 'center' } }}
          getItemAriaLabel={(type, item) =>
            type === 'page'
              ? `Page ${item} of the history`
              : `${type === 'next' ? 'Older' : type === 'previous' ? 'Newer' : type} changes`
          }
        />
      ) : null}
    </Box>
  );
}
