import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ResourceContextProvider, Title, useCreatePath, useGetIdentity, useNavigate } from 'react-admin';
import type { ProjectCommandReply } from '@aangan/contracts';
import { formatDateTime } from '../../format/indiaDates.ts';
import { AdminOnly } from './AdminOnly.tsx';
import { BuilderHeader } from './BuilderHeader.tsx';
import type { BuilderStepId } from './builderSteps.ts';
import { DraftsPanel } from './DraftsPanel.tsx';
import { clearLocalDraft, readLocalDraft, writeLocalDraft, type LocalDraft } from './localDraft.ts';
import { ProjectBuilder } from './ProjectBuilder.tsx';
import type { ProjectFormValues } from './projectForm.ts';

/** What the edit screen is told when a new project's first save brings the admin there. */
export interface BuilderLocationState {
  builderStep?: BuilderStepId;
  /** The revision just saved: the edit screen waits for the read models to show at least this one. */
  savedRevision?: number;
}

/** A new project typed before and never saved, kept in this browser: offered back before anything else is kept. */
function ResumeOffer({ kept, onResume, onDiscard }: { kept: LocalDraft; onResume(): void; onDiscard(): void }) {
  const title = kept.values.projectTitle.trim();
  return (
    <Alert severity="info" sx={{ mb: 2 }} role="region" aria-label="Unsaved project">
      <AlertTitle>Resume the project you were typing?</AlertTitle>
      {title ? `“${title}”, ` : 'A project without a name yet, '}kept on this device {formatDateTime(kept.savedAt)} and
      never saved.
      <Stack direction="row" sx={{ mt: 1, gap: 1, flexWrap: 'wrap' }}>
        <Button size="small" variant="contained" onClick={onResume}>
          Resume
        </Button>
        <Button size="small" variant="outlined" color="inherit" onClick={onDiscard}>
          Discard
        </Button>
      </Stack>
    </Alert>
  );
}

function NewProject() {
  const [step, setStep] = useState<BuilderStepId>('basics');
  const navigate = useNavigate();
  const createPath = useCreatePath();
  const { identity } = useGetIdentity();
  const userId = identity ? String(identity.id) : null;
  // undefined until read; the offer is open while it holds a copy, and nothing new is kept meanwhile.
  const [offered, setOffered] = useState<LocalDraft | null | undefined>(undefined);
  const [resumed, setResumed] = useState<LocalDraft | null>(null);
  const saving = useRef(false);

  useEffect(() => {
    if (userId) setOffered(readLocalDraft(window.localStorage, userId));
  }, [userId]);

  const keep = useCallback(
    (values: ProjectFormValues) => {
      if (userId && offered === null && !saving.current) writeLocalDraft(window.localStorage, userId, values);
    },
    [userId, offered],
  );
  const forget = useCallback(() => {
    if (userId) clearLocalDraft(window.localStorage, userId);
  }, [userId]);

  // The first save (a draft, or a post at once) makes the project: carry on in its own address,
  // on the same step, so leaving and coming back, or reloading, finds it.
  const saved = async ({ result }: ProjectCommandReply) => {
    saving.current = true;
    forget();
    const state: BuilderLocationState = { builderStep: step, savedRevision: result.revision };
    navigate(createPath({ resource: 'projects', type: 'edit', id: result._id }), { replace: true, state });
  };
  return (
    <Box sx={{ maxWidth: 1100, pb: 2 }}>
      <Title title="Post a project" />
      <BuilderHeader project={null} heading="Post a project" />
      {offered ? (
        <ResumeOffer
          kept={offered}
          onResume={() => {
            setResumed(offered);
            setOffered(null);
          }}
          onDiscard={() => {
            forget();
            setOffered(null);
          }}
        />
      ) : null}
      <DraftsPanel />
      <ProjectBuilder
        // A resumed copy starts a fresh form holding it.
        key={resumed?.savedAt ?? 'new'}
        project={null}
        revision={null}
        readOnly={false}
        step={step}
        onStepChange={setStep}
        onSaved={saved}
        onStale={async () => undefined}
        startValues={resumed?.values}
        onValuesChange={keep}
        leaveAllowed={() => saving.current}
        onDiscard={forget}
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
