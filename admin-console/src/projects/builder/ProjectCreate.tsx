import { Box } from '@mui/material';
import { useState } from 'react';
import { ResourceContextProvider, Title, useCreatePath, useNavigate } from 'react-admin';
import type { ProjectCommandReply } from '@aangan/contracts';
import { AdminOnly } from './AdminOnly.tsx';
import { BuilderHeader } from './BuilderHeader.tsx';
import type { BuilderStepId } from './builderSteps.ts';
import { DraftsPanel } from './DraftsPanel.tsx';
import { ProjectBuilder } from './ProjectBuilder.tsx';

/** What the edit screen is told when a new project's first save brings the admin there. */
export interface BuilderLocationState {
  builderStep?: BuilderStepId;
  /** The revision just saved: the edit screen waits for the read models to show at least this one. */
  savedRevision?: number;
}

function NewProject() {
  const [step, setStep] = useState<BuilderStepId>('basics');
  const navigate = useNavigate();
  const createPath = useCreatePath();
  // The first save (a draft, or a post at once) makes the project: carry on in its own address,
  // on the same step, so leaving and coming back, or reloading, finds it.
  const saved = async ({ result }: ProjectCommandReply) => {
    const state: BuilderLocationState = { builderStep: step, savedRevision: result.revision };
    navigate(createPath({ resource: 'projects', type: 'edit', id: result._id }), { replace: true, state });
  };
  return (
    <Box sx={{ maxWidth: 1100, pb: 2 }}>
      <Title title="Post a project" />
      <BuilderHeader project={null} heading="Post a project" />
      <DraftsPanel />
      <ProjectBuilder
        project={null}
        revision={null}
        readOnly={false}
        step={step}
        onStepChange={setStep}
        onSaved={saved}
        onStale={async () => undefined}
      />
    </Box>
  );
}

/**
 * A new project (admins): the `projects` resource's create page and the spec's
 * /admin/post-project and /admin/project-building.
 */
function ProjectCreate() {
  return (
    <ResourceContextProvider value="projects">
      <AdminOnly>
        <NewProject />
      </AdminOnly>
    </ResourceContextProvider>
  );
}

export default ProjectCreate;
