import { useEffect, type ReactNode } from 'react';
import {
  Loading,
  useCreatePath,
  useNavigate,
  useNotify,
  useParams,
  usePermissions,
  useResourceDefinition,
} from 'react-admin';

/**
 * The builder is for admins. Anyone else who opens its address (an auditor following a link) is
 * taken to the project's read-only page, or to the list for a new project.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const { permissions, isPending } = usePermissions<string>();
  const { id } = useParams<{ id: string }>();
  const { hasShow } = useResourceDefinition({ resource: 'projects' });
  const createPath = useCreatePath();
  const navigate = useNavigate();
  const notify = useNotify();
  const allowed = permissions === 'admin';

  useEffect(() => {
    if (isPending || allowed) return;
    notify('Only admins can post or change projects; this is the read-only view.', { type: 'info' });
    const target =
      id && hasShow
        ? createPath({ resource: 'projects', type: 'show', id })
        : createPath({ resource: 'projects', type: 'list' });
    navigate(target, { replace: true });
  }, [isPending, allowed, id, hasShow, createPath, navigate, notify]);

  if (isPending) return <Loading />;
  return allowed ? <>{children}</> : null;
}
