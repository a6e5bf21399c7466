import type { BuilderStepId } from './builderSteps.ts';
import { AmenitiesStep } from './steps/AmenitiesStep.tsx';
import { BasicsStep } from './steps/BasicsStep.tsx';
import { DatesStep } from './steps/DatesStep.tsx';
import { DeveloperStep } from './steps/DeveloperStep.tsx';
import { FaqsStep } from './steps/FaqsStep.tsx';
import { LocationStep } from './steps/LocationStep.tsx';
import { MediaStep } from './steps/MediaStep.tsx';
import { ReraStep } from './steps/ReraStep.tsx';
import { SeoStep } from './steps/SeoStep.tsx';
import { UnitsStep } from './steps/UnitsStep.tsx';

const STEP_COMPONENTS: Record<BuilderStepId, () => React.JSX.Element> = {
  basics: BasicsStep,
  location: LocationStep,
  units: UnitsStep,
  media: MediaStep,
  amenities: AmenitiesStep,
  dates: DatesStep,
  rera: ReraStep,
  developer: DeveloperStep,
  faqs: FaqsStep,
  seo: SeoStep,
};

/** The inputs of one step; the others are not mounted, and the form keeps their values. */
export function StepContent({ step }: { step: BuilderStepId }) {
  const Step = STEP_COMPONENTS[step];
  return <Step />;
}
