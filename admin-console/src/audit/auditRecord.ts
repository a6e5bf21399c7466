import type { Actor, FieldChange } from '../history/historyTypes.ts';

/** What the audit log records changes of. */
export type AuditEntityType =
  | 'project'
  | 'article'
  | 'siteSection'
  | 'testimonial'
  | 'seoMeta'
  | 'stateRera'
  | 'currencyRates'
  | 'siteFaq'
  | 'user'
  | 'lead'
  | 'leadExport'
  | 'person'
  | 'security';

/** One row of `GET /admin/audit`: one recorded change of anything, lead personal data masked. */
export interface AuditRecord {
  id: string;
  at: string;
  type: string;
  entityType: AuditEntityType | string;
  entityId: string;
  entityLabel?: string | null;
  revision?: number | null;
  actor: Actor;
  correlationId: string;
  summary: string;
  changes: FieldChange[];
}

/** `GET /admin/audit/facets`: the choices of the filters. */
export interface AuditFacets {
  entityTypes: string[];
  eventTypes: string[];
  actors: Actor[];
}

/** The audit list's filter, as the API reads it (`from`/`to` are yyyy-mm-dd, India time, inclusive). */
export interface AuditFilter {
  actorId?: string;
  entityType?: string;
  entityId?: string;
  type?: string;
  from?: string;
  to?: string;
  q?: string;
}

const ENTITY_TYPE_LABELS: Record<AuditEntityType, string> = {
  project: 'Project',
  article: 'Article',
  siteSection: 'Site section',
  testimonial: 'Testimonial',
  seoMeta: 'SEO meta',
  stateRera: 'State RERA',
  currencyRates: 'Currency rates',
  siteFaq: 'Site FAQ',
  user: 'User',
  lead: 'Lead',
  leadExport: 'Lead export',
  person: 'Person (erasure)',
  security: 'Security',
};

export const entityTypeLabel = (type: string): string => (Object.hasOwn(ENTITY_TYPE_LABELS, type) ? ENTITY_TYPE_LABELS[type as AuditEntityType] : type);

/** 'ProjectDraftSaved' → 'Project draft saved'. */
export const eventTypeLabel = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The console screen that shows an entity, when there is one the signed-in role may open:
 * a react-admin resource and whether it opens on its show or its edit screen.
 */
export const entityScreen = (entityType: string, role: string | undefined): { resource: string; type: 'show' | 'edit' } | null => {
  switch (entityType) {
    case 'project':
      return { resource: 'projects', type: 'show' };
    case 'article':
      return { resource: 'articles', type: role === 'admin' ? 'edit' : 'show' };
    case 'user':
      return role === 'admin' ? { resource: 'users', type: 'show' } : null;
    case 'lead':
      return { resource: 'leads', type: 'show' };
    default:
      return null;
  }
};
