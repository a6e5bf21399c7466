import type { ProjectedDoc, Projector } from '../runner/Projector.ts';
import { adminUsersProjector } from './adminUsersProjector.ts';
import { projectHistoryProjector } from './projectHistoryProjector.ts';
import { projectsProjector } from './projectsProjector.ts';

export { adminUsersProjector, projectHistoryProjector, projectsProjector };
export { priceRange, projectSearchTerms } from './projectsProjector.ts';

/** Every read model the product keeps. */
export const allProjectors = [projectsProjector, projectHistoryProjector, adminUsersProjector] as unknown as readonly Projector<ProjectedDoc>[];
