import { Alert, Box, Button } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Loading, ResourceContextProvider, Title, useLocation, useNotify, useParams } from 'react-admin';
import { errorMessage } from '../../providers/apiError.ts';
import type { AdminProject, ProjectCommandReply } from '@aangan/contracts';
import type { StaleConflict } from '../../content/staleConflict.ts';
import { AdminOnly } from './AdminOnly.tsx';
import { BuilderHeader } from './BuilderHeader.tsx';
import type { BuilderStepId } from './builderSteps.ts';
import type { BuilderLocationState } from './ProjectCreate.tsx';
import { ProjectBuilder } from './ProjectBuilder.tsx';
import type { ProjectFormValues } from './projectForm.ts';
import { actorName, StaleAlert, type Conflict } from './StaleAlert.tsx';
import { useFetchProject } from './useBuilderProject.ts';

const headingOf = (project: AdminProject): string => {
  const title = project.projectTitle?.trim() || 'Untitled project';
  return project.status === 'draft' ? `Draft: ${title}` : title;
};

function ExistingProject({ id }: { id: string }) {
  const location = useLocation();
  const arrived = (location.state ?? {}) as BuilderLocationState;
  const fetchProject = useFetchProject();
  const notify = useNotify();
  const [project, setProject] = useState<AdminProject | null>(null);
  const [revision, setRevision] = useState<number | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<Conflict | null>(null);
  // Their version with the admin's changes merged in, not saved yet: the form opens on their version holding these.
  const [merged, setMerged] = useState<{ values: ProjectFormValues; who: string } | null>(null);
  const [step, setStep] = useState<BuilderStepId>(arrived.builderStep ?? 'basics');

  const show = (loaded: AdminProject) => {
    setProject(loaded);
    setRevision(loaded.revision);
    setConflict(null);
    setMerged(null);
  };

  const load = useCallback(() => {
    setLoadError(null);
    fetchProject(id, arrived.savedRevision ?? -1).then(show, (error: unknown) =>
      setLoadError(errorMessage(error, 'The project could not be loaded')),
    );
    // Loaded once per project: the saved revision only matters on arrival (from the first save of a
    // new project); a later change of the location's state does not load the project again.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- arrived.savedRevision is read on arrival only
  }, [id, fetchProject]);

  useEffect(load, [load]);

  const saved = async ({ result }: ProjectCommandReply) => {
    try {
      const latest = await fetchProject(id, result.revision);
      if (latest.revision >= result.revision) {
        show(latest);
        return;
      }
    } catch {
      // The save itself went through; only the fresh copy is missing.
    }
    // The read models are behind: keep the form as sent, based on the revision the save made.
    setRevision(result.revision);
    setConflict(null);
    notify('Saved. The latest version will show when you reopen the project.', { type: 'info' });
  };

  const stale = async ({ revision: theirRevision, changed }: StaleConflict) => {
    if (!project) return;
    try {
      const theirs = await fetchProject(id, theirRevision);
      setConflict({ base: project, theirs, changed, keptMine: false });
    } catch (error) {
      notify(errorMessage(error, 'The project could not be loaded'), { type: 'error' });
    }
  };

  if (loadError) {
    return (
      <Alert
        severity="error"
        sx={{ my: 2 }}
        action={
          <Button color="inherit" size="small" onClick={load}>
            Try again
          </Button>
        }
      >
        {loadError}
      </Alert>
    );
  }
  if (!project) return <Loading />;

  const deleted = project.status === 'deleted';
  const notice = (
    <>
      {deleted ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This project is deleted and not on the site. Restore it from the Deleted tab of the project list to change it.
        </Alert>
      ) : null}
      {conflict ? (
        <StaleAlert
          conflict={conflict}
          onMerge={(values) => {
            show(conflict.theirs);
            setMerged({ values, who: actorName(conflict.theirs.updatedBy) });
          }}
          onReload={() => show(conflict.theirs)}
          onKeepMine={() => {
            setRevision(conflict.theirs.revision);
            setConflict({ ...conflict, keptMine: true });
          }}
        />
      ) : null}
      {merged ? (
        <Alert severity="info" sx={{ mb: 2 }} role="status">
          Merged with {merged.who === 'Someone else' ? 'the other' : `${merged.who}'s`} version (revision{' '}
          {project.revision}): their changes and yours are in the form. Nothing is saved yet: check it and save again.
        </Alert>
      ) : null}
    </>
  );
  return (
    <Box sx={{ maxWidth: 1100, pb: 2 }}>
      <Title title={headingOf(project)} />
      <BuilderHeader project={project} heading={headingOf(project)} />
      <ProjectBuilder
        // A new version (saved, or theirs reloaded) starts a fresh form; the step is kept here.
        key={`${project.id}:${project.revision}`}
        project={project}
        revision={revision}
        readOnly={deleted}
        step={step}
        onStepChange={setStep}
        onSaved={saved}
        onStale={stale}
        notice={notice}
        startValues={merged?.values}
      />
    </Box>
  );
}

/** An existing project (admins): the `projects` resource's edit page; drafts open here from the list. */
function ProjectEdit() {
  const { id } = useParams<{ id: string }>();
  return (
    <ResourceContextProvider value="projects">
      <AdminOnly>{id ? <ExistingProject id={id} /> : null}</AdminOnly>
    </ResourceContextProvider>
  );
}

export default ProjectEdit;
