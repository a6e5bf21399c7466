import { AUDIT_ENTITY_LABELS, type AuditEntityType } from '@aangan/contracts/browser';

export const entityTypeLabel = (type: string): string =>
  Object.hasOwn(AUDIT_ENTITY_LABELS, type) ? AUDIT_ENTITY_LABELS[type as AuditEntityType] : type;

/** 'ProjectDraftSaved' → 'Project draft saved'. */
export const eventTypeLabel = (type: string): string => {
  const words = type.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * The console screen that shows an entity, when there is one the signed-in role may open:
 * a react-admin resource and whether it opens on its show or its edit screen.
 */
export const entityScreen = (
  entityType: string,
  role: string | undefined,
): { resource: string; type: 'show' | 'edit' } | null => {
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
