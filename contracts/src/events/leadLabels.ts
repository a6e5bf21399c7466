import type { LeadKind, LeadStatus } from './leadEvents.ts';

/**
 * Lead statuses and kinds as people read them, for the console's screens and the leads CSV alike.
 * No zod: the console imports them from the browser entry.
 */
export const LEAD_STATUS_LABELS = {
  new: 'New',
  contacted: 'Contacted',
  siteVisitScheduled: 'Site visit scheduled',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
} as const satisfies Record<LeadStatus, string>;

export const LEAD_KIND_LABELS = {
  project: 'Project enquiry',
  general: 'General enquiry',
  contact: 'Contact form',
  callBack: 'Call-back',
  careers: 'Job application',
} as const satisfies Record<LeadKind, string>;
