import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { EditButton, ListButton, Show, TabbedShowLayout, TopToolbar, useRecordContext } from 'react-admin';
import { useCanEdit } from '../content/useCanEdit.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';
import { actorText } from '../history/actorText.ts';
import { ProjectDetails, ProjectHeading } from './ProjectDetails.tsx';
import { ProjectHistory } from './ProjectHistory.tsx';
import { DeleteProjectButton, GrandProjectToggle, RestoreProjectButton } from './ProjectLifecycleButtons.tsx';
import { ProjectUnits } from './ProjectUnits.tsx';
import { publicPathOf } from './projectLabels.ts';
import type { AdminProject } from '@aangan/contracts';

/** The public page, while the project is posted. */
export function PublicPageLink({ project }: { project: AdminProject }) {
  const path = publicPathOf(project);
  if (!path) return null;
  return (
    <Button size="small" href={path} target="_blank" rel="noopener" startIcon={<OpenInNewIcon />}>
      View on the site
    </Button>
  );
}

/** Admins change the project from here; auditors get the way back and the public page only. */
function ProjectActions() {
  const project = useRecordContext<AdminProject>();
  const canEdit = useCanEdit();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <ListButton label="Back to the list" />
      {project ? <PublicPageLink project={project} /> : null}
      {project && canEdit ? (
        project.status === 'deleted' ? (
          <RestoreProjectButton project={project} />
        ) : (
          <>
            <EditButton label={project.status === 'draft' ? 'Continue the draft' : 'Edit'} />
            {project.status === 'posted' ? <GrandProjectToggle project={project} /> : null}
            <DeleteProjectButton project={project} />
          </>
        )
      ) : null}
    </TopToolbar>
  );
}

function ProjectTitle() {
  const project = useRecordContext<AdminProject>();
  return <span>{project?.projectTitle?.trim() || 'Project'}</span>;
}

function Summary() {
  const project = useRecordContext<AdminProject>();
  if (!project) return null;
  return (
    <Stack spacing={1} sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}>
      <ProjectHeading project={project} />
      <Typography variant="body2" color="text.secondary">
        Revision {project.revision} · last changed <DateTimeText value={project.updatedAt} />
        {project.updatedBy ? ` by ${actorText(project.updatedBy)}` : ''}
        {project.postedAt ? (
          <>
            {' '}
            · posted <DateTimeText value={project.postedAt} dateOnly />
          </>
        ) : null}
      </Typography>
      {project.status === 'deleted' ? (
        <Alert severity="warning">
          This project is deleted: the public site does not show it.{' '}
          {project.deletedAt ? (
            <>
              Deleted <DateTimeText value={project.deletedAt} />.
            </>
          ) : null}
        </Alert>
      ) : null}
      {project.status === 'draft' ? (
        <Alert severity="info">This is a draft: the public site shows it once it is posted.</Alert>
      ) : null}
    </Stack>
  );
}

function DetailsTab() {
  const project = useRecordContext<AdminProject>();
  return project ? <ProjectDetails project={project} /> : null;
}

function UnitsTab() {
  const project = useRecordContext<AdminProject>();
  return project ? <ProjectUnits units={project.units} /> : null;
}

function HistoryTab() {
  const project = useRecordContext<AdminProject>();
  return project ? <ProjectHistory project={project} /> : null;
}

/**
 * One project: Details as the public page shows them, Units, and History (who changed what, when,
 * old → new, with "view as of", "compare with current" and, for admins, "restore this version").
 * The tabs have their own addresses (`…/show`, `…/show/units`, `…/show/history`).
 */
export function ProjectShow() {
  return (
    <Show<AdminProject> resource="projects" title={<ProjectTitle />} actions={<ProjectActions />}>
      <Summary />
      <Box sx={{ '& .MuiTabs-root': { px: { xs: 0, sm: 1 } } }}>
        <TabbedShowLayout syncWithLocation>
          <TabbedShowLayout.Tab label="Details">
            <DetailsTab />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="Units" path="units">
            <UnitsTab />
          </TabbedShowLayout.Tab>
          <TabbedShowLayout.Tab label="History" path="history">
            <HistoryTab />
          </TabbedShowLayout.Tab>
        </TabbedShowLayout>
      </Box>
    </Show>
  );
}
