import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo, type SyntheticEvent } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { Title, useBasename, useDataProvider, useGetOne } from 'react-admin';
import { PROJECT_DIFF_SPEC, diffRecords } from '@aangan/contracts/browser';
import { useCanEdit } from '../content/useCanEdit.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';
import { ChangeTable } from '../history/ChangeTable.tsx';
import { actorText } from '../history/actorText.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { ProjectDetails, ProjectHeading } from './ProjectDetails.tsx';
import { PublicPageLink } from './ProjectShow.tsx';
import { ProjectUnits } from './ProjectUnits.tsx';
import { Section } from '../layout/ShowSections.tsx';
import type { AdminProject } from '@aangan/contracts';
import { RestoreRevisionButton } from './RestoreRevisionButton.tsx';

type View = 'as-of' | 'compare';

function Compare({ then, now }: { then: AdminProject; now: AdminProject }) {
  // The same field-by-field rule as the history itself, applied to these two versions.
  const changes = useMemo(() => diffRecords({ ...then }, { ...now }, PROJECT_DIFF_SPEC), [then, now]);
  return (
    <Section
      id="compare-heading"
      title={`What differs between revision ${then.revision} and now (revision ${now.revision})`}
    >
      {changes.length === 0 ? (
        <Typography variant="body2">Nothing: the project is as it was at revision {then.revision}.</Typography>
      ) : (
        <ChangeTable
          changes={changes}
          beforeLabel={`Revision ${then.revision}`}
          afterLabel={`Now (revision ${now.revision})`}
        />
      )}
    </Section>
  );
}

/**
 * A project as it was at one revision (`?asOf=`, folded from its events), read only; or, with
 * `?view=compare`, what differs between that version and the current one. Admins may restore it.
 */
export function ProjectRevision() {
  const { id = '', revision: revisionParam = '' } = useParams();
  const revision = Number(revisionParam);
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'compare' ? 'compare' : 'as-of';
  const basename = useBasename();
  const canEdit = useCanEdit();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const current = useGetOne<AdminProject>('projects', { id });
  const then = useQuery({
    queryKey: ['projects', 'asOf', id, revision],
    queryFn: () => dataProvider.getProjectAsOf(id, revision),
    enabled: Number.isInteger(revision) && revision >= 0,
    staleTime: Infinity,
  });
  const historyPath = `${basename}/projects/${encodeURIComponent(id)}/show/history`;
  const selectView = (_event: SyntheticEvent, next: View) =>
    setSearch(next === 'compare' ? { view: 'compare' } : {}, { replace: true });

  const failure = then.error ?? current.error;
  const retry = () => {
    void then.refetch();
    void current.refetch();
  };
  const loading = then.isPending || current.isPending;
  const past = then.data;
  const now = current.data;

  return (
    <Box sx={{ py: 2, px: { xs: 0.5, sm: 0 }, maxWidth: 1100 }}>
      <Title
        title={past ? `${past.projectTitle?.trim() || 'Project'} at revision ${revision}` : `Revision ${revisionParam}`}
      />
      <Button component={Link} to={historyPath} startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        Back to the history
      </Button>
      {failure ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={retry}>
              Try again
            </Button>
          }
        >
          {errorMessage(failure, 'This version could not be loaded')}
        </Alert>
      ) : loading || !past || !now ? (
        <Stack spacing={2} aria-busy="true" aria-label="Loading this version">
          <Skeleton variant="rounded" height={80} />
          <Skeleton variant="rounded" height={240} />
        </Stack>
      ) : (
        <Stack spacing={2}>
          <Card variant="outlined">
            <CardContent>
              <ProjectHeading project={past} />
              <Alert severity="info" sx={{ mt: 1 }}>
                As it was at revision {revision}
                {past.asOf ? (
                  <>
                    , <DateTimeText value={past.asOf.at} />
                  </>
                ) : null}
                {past.updatedBy ? ` by ${actorText(past.updatedBy)}` : ''}. Read only: the project is now at revision{' '}
                {now.revision}.
              </Alert>
              <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
                <PublicPageLink project={now} />
                {canEdit && revision !== now.revision ? (
                  <RestoreRevisionButton
                    project={now}
                    entry={{
                      revision,
                      at: past.asOf?.at ?? past.updatedAt,
                      actor: past.updatedBy ?? { id: '', name: 'unknown', role: '' },
                    }}
                  />
                ) : null}
              </Stack>
            </CardContent>
          </Card>
          <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
            <Tabs
              value={view}
              onChange={selectView}
              variant="scrollable"
              allowScrollButtonsMobile
              aria-label="This version"
            >
              <Tab value="as-of" label="As it was" />
              <Tab value="compare" label="Compare with current" />
            </Tabs>
          </Box>
          {view === 'compare' ? (
            <Compare then={past} now={now} />
          ) : (
            <>
              <ProjectDetails project={past} />
              <Section id="revision-units" title="Units">
                <ProjectUnits units={past.units} />
              </Section>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}
