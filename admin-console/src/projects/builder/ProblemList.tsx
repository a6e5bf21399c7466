import { Alert, AlertTitle, Box, Link } from '@mui/material';
import type { FieldError } from '@aangan/contracts/browser';
import { BUILDER_STEPS, stepOfPath, type BuilderStepId } from './builderSteps.ts';

const stepLabel = (step: BuilderStepId): string => BUILDER_STEPS.find((item) => item.id === step)?.label ?? step;

/** Everything the last save or post was refused for, each with a link to its step. */
export function ProblemList({ problems, onGoTo }: { problems: FieldError[]; onGoTo(step: BuilderStepId): void }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      <AlertTitle>{problems.length === 1 ? 'One thing to fix' : `${problems.length} things to fix`}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {problems.map((problem) => {
          const step = stepOfPath(problem.path);
          return (
            <li key={`${problem.path}-${problem.message}`}>
              {problem.message} —{' '}
              <Link component="button" type="button" onClick={() => onGoTo(step)} sx={{ verticalAlign: 'baseline' }}>
                {stepLabel(step)}
              </Link>
            </li>
          );
        })}
      </Box>
    </Alert>
  );
}
