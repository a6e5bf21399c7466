import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, CircularProgress, Stack } from '@mui/material';
import { useMemo, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Form } from 'react-admin';
import { get, useFormState } from 'react-hook-form';
import type { AdminProject, ProjectCommandReply } from '@aangan/contracts';
import type { StaleConflict } from '../../content/staleConflict.ts';
import { BuilderContext, type BuilderContextValue } from './builderContext.ts';
import { BuilderGuard, type BuilderGuardProps } from './BuilderGuard.tsx';
import { BUILDER_STEPS, inputPathOf, type BuilderStepId } from './builderSteps.ts';
import { BuilderTabs, panelId, tabId } from './BuilderTabs.tsx';
import { ProblemList } from './ProblemList.tsx';
import { toFormValues } from './projectForm.ts';
import { StepContent } from './StepContent.tsx';
import { useProjectSave, type SaveAction } from './useProjectSave.ts';

export interface ProjectBuilderProps extends BuilderGuardProps {
  /** The saved version the form starts from; null for a new project. */
  project: AdminProject | null;
  /** The revision saves are based on (If-Match); it moves past `project` when the admin keeps their changes over someone else's. */
  revision: number | null;
  readOnly: boolean;
  step: BuilderStepId;
  onStepChange(step: BuilderStepId): void;
  onSaved(reply: ProjectCommandReply, action: SaveAction): Promise<void>;
  onStale(stale: StaleConflict): Promise<void>;
  /** Shown above the steps (a stale save's explanation). */
  notice?: ReactNode;
}

/**
 * Enter in a one-line box would submit the whole form, which has no single meaning here (draft?
 * post?) and would count as a successful submit: saving is always a button.
 */
const keepEnterFromSubmitting = (event: KeyboardEvent<HTMLElement>) => {
  // Dialogs (the unit dialog) are portals: their own forms keep Enter.
  if (!(event.target instanceof HTMLInputElement) || !event.currentTarget.contains(event.target)) return;
  if (event.key === 'Enter') event.preventDefault();
};

const stepIndex = (step: BuilderStepId) => BUILDER_STEPS.findIndex((item) => item.id === step);

function StepNav({ step, onStepChange }: { step: BuilderStepId; onStepChange(step: BuilderStepId): void }) {
  const index = stepIndex(step);
  const previous = BUILDER_STEPS[index - 1];
  const next = BUILDER_STEPS[index + 1];
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, gap: 1 }}>
      {previous ? (
        <Button startIcon={<ArrowBackIcon />} onClick={() => onStepChange(previous.id)}>
          {previous.label}
        </Button>
      ) : (
        <span />
      )}
      {next ? (
        <Button endIcon={<ArrowForwardIcon />} onClick={() => onStepChange(next.id)}>
          {next.label}
        </Button>
      ) : null}
    </Stack>
  );
}

/** The steps and the save commands; lives inside the form. */
function BuilderBody({
  project,
  revision,
  step,
  onStepChange,
  onSaved,
  onStale,
  notice,
  readOnly,
}: ProjectBuilderProps) {
  const panel = useRef<HTMLDivElement>(null);
  const goToStep = (next: BuilderStepId) => {
    onStepChange(next);
    panel.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };
  const base = project && revision !== null ? { id: project.id, revision } : null;
  const { run, saving, problems } = useProjectSave({ base, goToStep, onSaved, onStale });
  // A problem leaves the list once its field is changed (its error is then cleared).
  const { errors } = useFormState();
  const open = problems.filter((problem) => get(errors, inputPathOf(problem.path)) !== undefined);
  const posted = project?.status === 'posted';
  const busy = saving !== null;
  const spinner = (action: SaveAction) =>
    saving === action ? <CircularProgress size={16} color="inherit" /> : undefined;

  return (
    <Box onKeyDown={keepEnterFromSubmitting}>
      {notice}
      <ProblemList problems={open} onGoTo={goToStep} />
      <Card variant="outlined" ref={panel} sx={{ scrollMarginTop: 72 }}>
        <BuilderTabs step={step} onChange={onStepChange} />
        <CardContent role="tabpanel" id={panelId(step)} aria-labelledby={tabId(step)}>
          {/* A disabled fieldset freezes every input while a save is on its way (what was sent is what
              shows after), and for good on a read-only project. */}
          <Box component="fieldset" disabled={busy || readOnly} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
            <StepContent step={step} />
          </Box>
          <StepNav step={step} onStepChange={onStepChange} />
        </CardContent>
      </Card>
      {readOnly ? null : (
        <Stack
          direction="row"
          sx={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            py: 1.5,
            px: { xs: 1, sm: 2 },
            mt: 2,
            gap: 1,
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
            bgcolor: 'background.paper',
            borderTop: 1,
            borderColor: 'divider',
          }}
        >
          {posted ? (
            <Button variant="contained" onClick={() => run('edit')} disabled={busy} startIcon={spinner('edit')}>
              Save changes
            </Button>
          ) : (
            <>
              <Button variant="outlined" onClick={() => run('draft')} disabled={busy} startIcon={spinner('draft')}>
                Save draft
              </Button>
              <Button variant="contained" onClick={() => run('post')} disabled={busy} startIcon={spinner('post')}>
                Post project
              </Button>
            </>
          )}
        </Stack>
      )}
    </Box>
  );
}

/**
 * The project builder: every field of a project in ten steps, one form across them. The steps
 * can be filled in any order and a draft saved at any point; posting checks everything.
 */
export function ProjectBuilder({
  project,
  revision,
  readOnly,
  step,
  onStepChange,
  onSaved,
  onStale,
  notice,
  ...guard
}: ProjectBuilderProps) {
  const { startValues } = guard;
  const defaults = useMemo(() => startValues ?? toFormValues(project ?? {}), [project, startValues]);
  const freshUploads = useRef(new Set<string>());
  const context = useMemo<BuilderContextValue>(
    () => ({ readOnly, project, freshUploads: freshUploads.current }),
    [readOnly, project],
  );
  return (
    <BuilderContext.Provider value={context}>
      <Form defaultValues={defaults} onSubmit={() => undefined} noValidate disableInvalidFormNotification>
        {readOnly ? null : <BuilderGuard {...guard} />}
        <BuilderBody
          project={project}
          revision={revision}
          readOnly={readOnly}
          step={step}
          onStepChange={onStepChange}
          onSaved={onSaved}
          onStale={onStale}
          notice={notice}
        />
      </Form>
    </BuilderContext.Provider>
  );
}
