import type { ProjectedDoc, Projector } from '../runner/Projector.ts';
import { adminUsersProjector } from './adminUsersProjector.ts';
import { assistantConversationsProjector } from './assistantConversationsProjector.ts';
import { contentProjectors } from './contentProjectors.ts';
import { createLeadsProjector, type PersonalDataReader } from './leadsProjector.ts';
import { projectHistoryProjector } from './projectHistoryProjector.ts';
import { projectsProjector } from './projectsProjector.ts';

export { contentProjectors } from './contentProjectors.ts';
export { adminUsersProjector, projectHistoryProjector, projectsProjector, createLeadsProjector, type PersonalDataReader };
export { assistantConversationsProjector } from './assistantConversationsProjector.ts';
export { priceRange, projectSearchTerms } from './projectsProjector.ts';

/** The read models that need nothing but events. */
export const allProjectors = [projectsProjector, projectHistoryProjector, adminUsersProjector, ...contentProjectors, assistantConversationsProjector] as unknown as readonly Projector<ProjectedDoc>[];

/** Every read model the product keeps; the leads model opens personal data through `personalData`. */
export const productProjectors = (deps: { personalData: PersonalDataReader }): readonly Projector<ProjectedDoc>[] =>
  [...allProjectors, createLeadsProjector(deps.personalData) as unknown as Projector<ProjectedDoc>];
