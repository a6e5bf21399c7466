import { usePermissions } from 'react-admin';

/** Admins change content; auditors read it all and change nothing (the API answers them 403). */
export function useCanEdit(): boolean {
  const { permissions } = usePermissions<string>();
  return permissions === 'admin';
}
