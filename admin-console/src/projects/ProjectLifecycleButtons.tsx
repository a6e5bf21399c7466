import DeleteIcon from '@mui/icons-material/Delete';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { Button, CircularProgress, IconButton, Tooltip } from '@mui/material';
import { useState, type MouseEvent, type ReactNode } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorMessage, statusOf } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import type { ProjectCommandReply, ProjectStatus } from '@aangan/contracts';
import { PROJECT_MESSAGES } from './projectLabels.ts';

/** What a lifecycle button needs of a project: a list row or the whole document. */
export interface LifecycleTarget {
  id: string;
  revision: number;
  projectTitle?: string | undefined;
  status: ProjectStatus;
  isGrandProject: boolean;
}

type Look = 'icon' | 'text';

const titleOf = (project: LifecycleTarget) => project.projectTitle?.trim() || 'this project';

/**
 * Runs one command, then says what the server said and shows the fresh record. A 412 or 428 means
 * the screen holds an old revision: the refresh brings the current one, so a second try works.
 */
function useProjectCommand() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const run = async (
    command: (api: AdminDataProvider) => Promise<ProjectCommandReply>,
    fallbackError: string,
  ): Promise<boolean> => {
    setPending(true);
    try {
      const reply = await command(dataProvider);
      notify(reply.message, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      const status = statusOf(error);
      notify(
        status === 412 || status === 428
          ? `${errorMessage(error)} The screen now shows the current version.`
          : errorMessage(error, fallbackError),
        { type: 'error', multiLine: true },
      );
      if (status === 412 || status === 428) refresh();
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending };
}

function LifecycleButton({
  look,
  label,
  icon,
  onClick,
  pending,
  color = 'primary',
}: {
  look: Look;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  pending: boolean;
  color?: 'primary' | 'error' | 'warning';
}) {
  const click = (event: MouseEvent) => {
    // Inside a clickable row: the row must not open as well.
    event.stopPropagation();
    onClick();
  };
  if (look === 'icon') {
    return (
      <Tooltip title={label}>
        <span>
          <IconButton size="small" color={color} aria-label={label} disabled={pending} onClick={click}>
            {pending ? <CircularProgress size={18} /> : icon}
          </IconButton>
        </span>
      </Tooltip>
    );
  }
  return (
    <Button
      size="small"
      color={color}
      startIcon={pending ? <CircularProgress size={16} /> : icon}
      disabled={pending}
      onClick={click}
    >
      {label}
    </Button>
  );
}

/** Deletes after a confirmation; the project leaves the site and waits in the Deleted tab. */
export function DeleteProjectButton({
  project,
  look = 'text',
  onDeleted,
}: {
  project: LifecycleTarget;
  look?: Look;
  onDeleted?: () => void;
}) {
  const { run, pending } = useProjectCommand();
  const [open, setOpen] = useState(false);
  const confirm = async () => {
    const done = await run((api) => api.deleteProject(project.id, project.revision), PROJECT_MESSAGES.deleteFailed);
    setOpen(false);
    if (done) onDeleted?.();
  };
  return (
    <>
      <LifecycleButton
        look={look}
        label={look === 'icon' ? `Delete ${titleOf(project)}` : 'Delete'}
        icon={<DeleteIcon />}
        color="error"
        pending={pending}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={pending}
        title={`Delete “${titleOf(project)}”?`}
        content={
          project.status === 'posted'
            ? 'It leaves the public site at once. You can restore it later from the Deleted tab.'
            : 'You can restore it later from the Deleted tab.'
        }
        confirm="Delete"
        confirmColor="warning"
        onConfirm={confirm}
        onClose={() => setOpen(false)}
      />
    </>
  );
}

/** Brings a deleted project back as it was before the deletion. */
export function RestoreProjectButton({ project, look = 'text' }: { project: LifecycleTarget; look?: Look }) {
  const { run, pending } = useProjectCommand();
  const restore = () =>
    void run((api) => api.restoreProject(project.id, project.revision), PROJECT_MESSAGES.restoreFailed);
  return (
    <LifecycleButton
      look={look}
      label={look === 'icon' ? `Restore ${titleOf(project)}` : 'Restore'}
      icon={<RestoreFromTrashIcon />}
      pending={pending}
      onClick={restore}
    />
  );
}

/** Features the project among the grand projects, or stops featuring it. */
export function GrandProjectToggle({ project, look = 'text' }: { project: LifecycleTarget; look?: Look }) {
  const { run, pending } = useProjectCommand();
  const toggle = () =>
    void run((api) => api.toggleGrandProject(project.id, project.revision), PROJECT_MESSAGES.grandFailed);
  const label = project.isGrandProject ? 'Unmark as grand project' : 'Mark as grand project';
  return (
    <LifecycleButton
      look={look}
      label={look === 'icon' ? `${label}: ${titleOf(project)}` : label}
      icon={project.isGrandProject ? <StarIcon /> : <StarBorderIcon />}
      color={project.isGrandProject ? 'warning' : 'primary'}
      pending={pending}
      onClick={toggle}
    />
  );
}
