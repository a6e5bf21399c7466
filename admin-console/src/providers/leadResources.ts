import type { LeadGroup } from '@aangan/contracts';

/**
 * The console's three lead screens, in the order of the spec's admin tabs (Leads, Direct Leads,
 * then the careers applications). Each is its own react-admin resource over the one API endpoint
 * `/admin/leads`: the data provider sends the resource's `group` filter. `leads` keeps the spec
 * route /admin/leads.
 */
export const LEAD_RESOURCES = {
  leads: { group: 'project', label: 'Leads', single: 'Lead' },
  'direct-leads': { group: 'direct', label: 'Direct Leads', single: 'Direct lead' },
  applications: { group: 'careers', label: 'Applications', single: 'Application' },
} as const satisfies Record<string, { group: LeadGroup; label: string; single: string }>;

export type LeadResource = keyof typeof LEAD_RESOURCES;

export const isLeadResource = (resource: string): resource is LeadResource => Object.hasOwn(LEAD_RESOURCES, resource);
