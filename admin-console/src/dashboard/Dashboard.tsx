import {
  Alert,
  Box,
  Button,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Title, useBasename, useDataProvider } from 'react-admin';
import { EntityLink } from '../audit/AuditParts.tsx';
import { DateTimeText } from '../format/DateTimeText.tsx';
import { countText } from '../format/countText.ts';
import { formatDay } from '../format/indiaDates.ts';
import { actorText } from '../history/actorText.ts';
import { leadStatusLabel } from '../leads/leadLabels.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { DashboardFigures } from '../providers/records.ts';

import { Figure, Panel } from './DashboardParts.tsx';

// The charts library is big: it loads only when the dashboard has figures to draw.
const LeadsPerDayChart = lazy(() => import('./LeadsPerDayChart.tsx'));

const listPath = (basename: string, resource: string, filter: Record<string, unknown>) =>
  `${basename}/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;

function ProjectsPanel({ projects }: { projects: DashboardFigures['projects'] }) {
  const basename = useBasename();
  return (
    <Panel title="Projects">
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(4, minmax(0, 1fr))' },
          gap: 1,
        }}
      >
        <Figure label="Posted" value={projects.posted} to={listPath(basename, 'projects', { tab: 'all-projects' })} />
        <Figure label="Drafts" value={projects.draft} to={listPath(basename, 'projects', { tab: 'drafts' })} />
        <Figure label="Deleted" value={projects.deleted} to={listPath(basename, 'projects', { tab: 'deleted' })} />
        <Figure
          label="Grand projects"
          value={projects.grand}
          to={listPath(basename, 'projects', { tab: 'all-projects', isGrandProject: true })}
        />
      </Box>
    </Panel>
  );
}

function LeadsPanel({ leads }: { leads: DashboardFigures['leads'] }) {
  const basename = useBasename();
  const statuses = Object.entries(leads.byStatus ?? {});
  return (
    <Panel
      title="Leads"
      action={
        <Button size="small" component={RouterLink} to={`${basename}/leads`}>
          Open leads
        </Button>
      }
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: 1, mb: 1 }}>
        <Figure label="Today" value={leads.today} />
        <Figure label="This week" value={leads.week} />
      </Box>
      {statuses.length === 0 ? (
        <Typography variant="body2">No Data Found</Typography>
      ) : (
        <Table size="small" aria-label="Leads by status">
          <TableBody>
            {statuses.map(([status, count]) => (
              <TableRow key={status}>
                <TableCell component="th" scope="row">
                  {leadStatusLabel(status)}
                </TableCell>
                <TableCell align="right">{count.toLocaleString('en-IN')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </Panel>
  );
}

function LeadsPerDayPanel({ days }: { days: DashboardFigures['leadsPerDay'] }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<{ day: string; count: number } | null>(
    (best, day) => (day.count > (best?.count ?? 0) ? day : best),
    null,
  );
  const summary =
    total === 0
      ? 'No leads in the last 30 days.'
      : `${countText(total, 'lead')} in the last 30 days; most on ${formatDay(busiest?.day)} (${countText(busiest?.count ?? 0, 'lead')}).`;
  return (
    <Panel title="Leads per day">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {summary}
      </Typography>
      {total > 0 ? (
        // The drawing repeats the table below; assistive technology reads the table.
        <Box aria-hidden sx={{ minHeight: 240 }}>
          <Suspense fallback={<Skeleton variant="rounded" height={240} />}>
            <LeadsPerDayChart days={days} />
          </Suspense>
        </Box>
      ) : null}
      <Box component="details" sx={{ mt: 1, typography: 'body2', '& summary': { cursor: 'pointer' } }}>
        <summary>Leads per day as a table</summary>
        <Table size="small" aria-label="Leads per day, last 30 days">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell align="right">Leads</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {days.map((day) => (
              <TableRow key={day.day}>
                <TableCell>{formatDay(day.day)}</TableCell>
                <TableCell align="right">{day.count}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Panel>
  );
}

function LatestChangesPanel({ changes }: { changes: DashboardFigures['latestChanges'] }) {
  const basename = useBasename();
  return (
    <Panel
      title="Latest changes"
      action={
        <Button size="small" component={RouterLink} to={`${basename}/audit`}>
          Open the audit log
        </Button>
      }
    >
      {changes.length === 0 ? (
        <Typography variant="body2">No Data Found</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {changes.map((change) => (
            <Box
              component="li"
              key={change.id}
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '9.5rem minmax(0, 1fr) minmax(0, 14rem)' },
                gap: { xs: 0, sm: 1 },
                borderBottom: 1,
                borderColor: 'divider',
                pb: 1,
              }}
            >
              <Typography variant="body2" color="text.secondary">
                <DateTimeText value={change.at} />
              </Typography>
              <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {change.summary}{' '}
                <Typography component="span" variant="caption" color="text.secondary">
                  · {actorText(change.actor)}
                </Typography>
              </Typography>
              <EntityLink record={change} />
            </Box>
          ))}
        </Stack>
      )}
    </Panel>
  );
}

/** When the data was last backed up, and whether it worked: a site that has lost its backups should say so first. */
function BackupNotice({ backup }: { backup: DashboardFigures['backup'] }) {
  if (!backup) {
    return (
      <Alert severity="info">
        Scheduled backups are off (set BACKUP_EVERY). Back up with <code>npm run backup</code> and keep the archive off
        this machine.
      </Alert>
    );
  }
  const sizeMb = backup.bytes === null ? null : (backup.bytes / (1024 * 1024)).toFixed(1);
  return backup.ok ? (
    <Alert severity="success">
      Last backup <DateTimeText value={backup.lastAt} />
      {backup.file ? ` · ${backup.file}` : ''}
      {sizeMb ? ` · ${sizeMb} MB` : ''}
    </Alert>
  ) : (
    <Alert severity="error">
      The last backup failed (<DateTimeText value={backup.lastAt} />
      ): {backup.error ?? 'see the server log'}
    </Alert>
  );
}

/** What an admin sees first: projects by status, leads, leads per day and the latest recorded changes. */
export default function Dashboard() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const figures = useQuery({ queryKey: ['dashboard'], queryFn: () => dataProvider.getDashboard() });
  return (
    <Box sx={{ py: 2 }}>
      <Title title="Dashboard" />
      {figures.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void figures.refetch()}>
              Try again
            </Button>
          }
        >
          {errorMessage(figures.error, 'The dashboard could not be loaded')}
        </Alert>
      ) : !figures.data ? (
        <Box
          aria-busy="true"
          aria-label="Loading the dashboard"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2 }}
        >
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} variant="rounded" height={180} />
          ))}
        </Box>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            gap: 2,
          }}
        >
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <BackupNotice backup={figures.data.backup ?? null} />
          </Box>
          <ProjectsPanel projects={figures.data.projects} />
          <LeadsPanel leads={figures.data.leads} />
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <LeadsPerDayPanel days={figures.data.leadsPerDay} />
          </Box>
          <Box sx={{ gridColumn: { md: '1 / -1' } }}>
            <LatestChangesPanel changes={figures.data.latestChanges} />
          </Box>
        </Box>
      )}
    </Box>
  );
}
