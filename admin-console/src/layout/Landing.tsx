import { Navigate } from 'react-router-dom';
import { Loading, useBasename, usePermissions } from 'react-admin';

/** Where each role starts after signing in. */
export const landingPathOf = (role: string | undefined): string => {
  if (role === 'admin') return '/dashboard';
  if (role === 'auditor') return '/audit';
  return '/leads';
};

/**
 * The console's home (`/admin/`): admins land on the dashboard, auditors on the audit log, sales
 * users on their leads. A deep link followed before signing in still opens where it pointed.
 */
export function Landing() {
  const { permissions, isPending } = usePermissions<string>();
  const basename = useBasename();
  if (isPending) return <Loading />;
  return <Navigate to={`${basename}${landingPathOf(permissions)}`} replace />;
}
