import type { Role } from '@aangan/contracts';

/** One row of `GET /api/v1/admin/users`, and the signed-in user of `GET /admin/get-profile`. */
export interface UserRecord {
  id: string;
  email: string;
  name: string;
  role: Role;
  status: 'active' | 'disabled';
  authenticatorEnabled: boolean;
  /** What a role change or disabling names (If-Match). */
  revision: number;
  createdAt: string;
  updatedAt: string;
}

/** The roles an admin can give. */
export const ROLE_CHOICES = [
  { id: 'admin', name: 'Admin' },
  { id: 'auditor', name: 'Auditor' },
  { id: 'sales', name: 'Sales' },
] as const satisfies readonly { id: Role; name: string }[];

export const roleLabel = (role: string): string => ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? role;
