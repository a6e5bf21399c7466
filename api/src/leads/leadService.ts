import { createLeadErasure } from './leadErasure.ts';
import { createLeadExport } from './leadExport.ts';
import { createLeadInbox } from './leadInbox.ts';
import { createLeadIntake } from './leadIntake.ts';
import type { LeadServiceDeps } from './leadCommands.ts';

export type { LeadServiceDeps, PrivateFiles } from './leadCommands.ts';
export type { LeadSubmission } from './leadIntake.ts';

/** Leads, one job a file: forms in (intake), the console's work (inbox), the CSV (export), erasure and retention. */
export function createLeadService(deps: LeadServiceDeps) {
  const inbox = createLeadInbox(deps);
  return { ...createLeadIntake(deps), ...inbox, ...createLeadExport(deps, inbox), ...createLeadErasure(deps) };
}

export type LeadService = ReturnType<typeof createLeadService>;
