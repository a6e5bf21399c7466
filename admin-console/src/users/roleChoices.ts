import type { Role } from '@aangan/contracts';

/** The roles an admin can give. */
export const ROLE_CHOICES = [
  { id: 'admin', name: 'Admin' },
  { id: 'auditor', name: 'Auditor' },
  { id: 'sales', name: 'Sales' },
] as const satisfies readonly { id: Role; name: string }[];

export const roleLabel = (role: string): string => ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;
