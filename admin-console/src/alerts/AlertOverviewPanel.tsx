import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useDataProvider } from 'react-admin';
import { ALERT_MESSAGES, type AlertOverview } from '@aangan/contracts/browser';
import { useCanEdit } from '../content/useCanEdit.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';
import { formatDay } from '../format/indiaDates.ts';
import { useLeadPeople } from '../leads/useLeadPeople.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { digestHourText } from './alertLabels.ts';
import { AlertSwitchButton } from './AlertSwitchButton.tsx';

const OVERVIEW_KEY = ['alerts', 'overview'];

/** Who flipped the switch last and when, in India time; nothing before anyone has. */
function LastChange({ overview }: { overview: AlertOverview }) {
  const { knownName } = useLeadPeople();
  if (!overview.changedAt) return <>Never paused. </>;
  const who = overview.changedBy ? (knownName(overview.changedBy) ?? 'an admin') : 'an admin';
  return (
    <>
      {overview.paused ? 'Paused' : 'Resumed'} by {who} on <DateTimeText value={overview.changedAt} />.{' '}
    </>
  );
}

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <Box sx={{ p: 1 }}>
      <Typography component="span" variant="h5" sx={{ display: 'block', lineHeight: 1.2 }}>
        {value.toLocaleString('en-IN')}
      </Typography>
      <Typography component="span" variant="body2" color="text.secondary">
        {label}
      </Typography>
    </Box>
  );
}

interface SwitchProps {
  overview: AlertOverview;
  onChanged(overview: AlertOverview): void;
  onReload(): void;
}

/** The switch: on or paused for everyone, who changed it, the digest's hour, the totals; admins flip it. */
function SwitchCard({ overview, onChanged, onReload }: SwitchProps) {
  const canEdit = useCanEdit();
  const titleId = useId();
  const { totals } = overview;
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined">
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6" gutterBottom>
          Alert mail
        </Typography>
        <Alert
          severity={overview.paused ? 'warning' : 'success'}
          role="status"
          action={
            canEdit ? <AlertSwitchButton overview={overview} onChanged={onChanged} onReload={onReload} /> : undefined
          }
          sx={{
            // On a phone the button goes under the text; the icon stays beside it.
            flexWrap: 'wrap',
            '& .MuiAlert-message': { flex: '1 1 12rem', minWidth: 0 },
            '& .MuiAlert-action': { pl: { xs: 0, sm: 2 }, ml: { xs: 0, sm: 'auto' }, mr: 0 },
          }}
        >
          <AlertTitle>{overview.paused ? ALERT_MESSAGES.paused : ALERT_MESSAGES.resumed}</AlertTitle>
          <LastChange overview={overview} />
          Daily digest at {digestHourText(overview.digestHour)}.
          {overview.paused ? ' No digest goes out while paused; confirmation mails still do.' : ''}
        </Alert>
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
            gap: 1,
            mt: 1,
          }}
        >
          <Figure label="Active" value={totals.active} />
          <Figure label="Waiting for confirmation" value={totals.pending} />
          <Figure label="Ended" value={totals.ended} />
          <Figure label="Mails queued" value={totals.queued} />
        </Box>
      </CardContent>
    </Card>
  );
}

/** Mails sent per India day, newest first (the overview's 14 days). */
function MailsPerDay({ days }: { days: AlertOverview['mailsPerDay'] }) {
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography id={titleId} component="h2" variant="h6">
          Mails sent per day
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          The last 14 days, India time, newest first.
        </Typography>
        <TableContainer sx={{ maxHeight: { md: 260 }, '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}>
          <Table size="small" stickyHeader aria-labelledby={titleId}>
            <TableHead>
              <TableRow>
                <TableCell>Day</TableCell>
                <TableCell align="right">Digests</TableCell>
                <TableCell align="right">Confirmations</TableCell>
                <TableCell align="right">Not sent</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {days.map((day) => (
                <TableRow key={day.day}>
                  <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>
                    {formatDay(day.day)}
                  </TableCell>
                  <TableCell align="right">{day.digests}</TableCell>
                  <TableCell align="right">{day.confirmations}</TableCell>
                  <TableCell align="right">{day.dropped}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </CardContent>
    </Card>
  );
}

/** The top of the Alerts screen: the switch with the totals, and mails sent per day. */
export function AlertOverviewPanel() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const overview = useQuery({ queryKey: OVERVIEW_KEY, queryFn: () => dataProvider.getAlertOverview() });
  const reload = () => void overview.refetch();

  if (overview.error)
    return (
      <Alert
        severity="error"
        sx={{ mb: 2 }}
        action={
          <Button color="inherit" size="small" onClick={reload}>
            Try again
          </Button>
        }
      >
        {errorMessage(overview.error, 'The alerts overview could not be loaded')}
      </Alert>
    );
  if (!overview.data)
    return (
      <Box
        aria-busy="true"
        aria-label="Loading the alerts overview"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, gap: 2, mb: 2 }}
      >
        <Skeleton variant="rounded" height={220} />
        <Skeleton variant="rounded" height={220} />
      </Box>
    );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        gap: 2,
        mb: 2,
        alignItems: 'start',
      }}
    >
      <SwitchCard
        overview={overview.data}
        onChanged={(changed) => queryClient.setQueryData(OVERVIEW_KEY, changed)}
        onReload={reload}
      />
      <MailsPerDay days={overview.data.mailsPerDay} />
    </Box>
  );
}
