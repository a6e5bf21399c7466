import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyOffIcon from '@mui/icons-material/KeyOff';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import {
  Confirm,
  FunctionField,
  Show,
  SimpleShowLayout,
  TextField as RaTextField,
  TopToolbar,
  useDataProvider,
  useGetIdentity,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { Role } from '@aangan/contracts';
import { staleConflictOf } from '../content/staleConflict.ts';
import { errorMessage } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { RoleChip, StatusChip, authenticatorText } from './UserChips.tsx';
import { ROLE_CHOICES, roleLabel } from './roleChoices.ts';
import type { UserRecord } from '../providers/records.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';

/**
 * One confirmed action on a user: a button, a confirmation dialog, the request, then a
 * notification (the server's message on failure) and a fresh record. When someone else changed the
 * user since the page showed it (412), the dialog stays open, says what they changed, and the
 * record is read again: confirming once more acts on their version.
 */
function ConfirmedAction({
  label,
  icon,
  title,
  content,
  confirmLabel,
  color = 'primary',
  disabled = false,
  run,
  success,
}: {
  label: string;
  icon: ReactNode;
  title: string;
  content: ReactNode;
  confirmLabel: string;
  color?: 'primary' | 'warning';
  disabled?: boolean;
  run: () => Promise<unknown>;
  success: string;
}) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [theirChanges, setTheirChanges] = useState<string[] | null>(null);

  const confirm = async () => {
    setPending(true);
    try {
      await run();
      notify(success, { type: 'success' });
      setOpen(false);
      setTheirChanges(null);
      refresh();
    } catch (error) {
      const stale = staleConflictOf(error);
      if (stale) {
        // Said in the dialog, and as a message too: their change may swap this action for another (Disable for Enable).
        setTheirChanges(stale.changed);
        notify(
          `Not changed: someone else changed this user after you opened it${stale.changed.length > 0 ? ` (${stale.changed.join('; ')})` : ''}.`,
          { type: 'warning' },
        );
        refresh();
      } else {
        notify(errorMessage(error), { type: 'error' });
      }
    } finally {
      setPending(false);
    }
  };
  const close = () => {
    setOpen(false);
    setTheirChanges(null);
  };

  return (
    <>
      <Button
        size="small"
        startIcon={icon}
        onClick={() => setOpen(true)}
        disabled={disabled}
        color={color === 'warning' ? 'warning' : 'primary'}
      >
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        content={
          <>
            {theirChanges ? (
              <Alert severity="warning" role="alert" sx={{ mb: 2 }}>
                Not changed: someone else changed this user after you opened it. The page now shows their version;
                confirm again to go ahead.
                {theirChanges.length > 0 ? (
                  <Box component="ul" sx={{ my: 0.5, pl: 2.5 }} aria-label="Their changes">
                    {theirChanges.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </Box>
                ) : null}
              </Alert>
            ) : null}
            {content}
          </>
        }
        confirm={confirmLabel}
        confirmColor={color}
        onConfirm={confirm}
        onClose={close}
      />
    </>
  );
}

function ChangeRoleAction({ record }: { record: UserRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const others = ROLE_CHOICES.filter((choice) => choice.id !== record.role);
  // Preselect a role other than admin (admin is listed first): a slip of the keyboard never makes an admin.
  const preselected = others.at(-1)?.id ?? record.role;
  const [selected, setSelected] = useState<Role>(preselected);
  // The choice is kept when the user is read again, unless someone else gave them that very role meanwhile.
  useEffect(() => {
    setSelected((current) => (current === record.role ? preselected : current));
  }, [record.role, preselected]);
  return (
    <ConfirmedAction
      label="Change role"
      icon={<ManageAccountsIcon />}
      title={`Change the role of ${record.email}`}
      content={
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            Now {roleLabel(record.role)}. Their open sessions end; they sign in again with the new role.
          </Typography>
          <TextField
            select
            label="New role"
            value={selected}
            onChange={(event) => setSelected(event.target.value as Role)}
            fullWidth
          >
            {others.map((choice) => (
              <MenuItem key={choice.id} value={choice.id}>
                {choice.name}
              </MenuItem>
            ))}
          </TextField>
        </>
      }
      confirmLabel="Change role"
      run={() => dataProvider.changeUserRole(record.id, selected, record.revision)}
      success={`Role changed to ${roleLabel(selected)}`}
    />
  );
}

function UserActions() {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<AdminDataProvider>();
  // The server refuses to change one's own role or status; their own account is on My account.
  if (!record || !identity || identity.id === record.id) return <TopToolbar />;
  const active = record.status === 'active';
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1 }}>
      <ChangeRoleAction record={record} />
      {active ? (
        <ConfirmedAction
          label="Disable"
          icon={<BlockIcon />}
          color="warning"
          title={`Disable ${record.email}?`}
          content="They can no longer sign in, and their open sessions end now. You can enable them again later."
          confirmLabel="Disable"
          run={() => dataProvider.setUserEnabled(record.id, false, record.revision)}
          success="User disabled"
        />
      ) : (
        <ConfirmedAction
          label="Enable"
          icon={<CheckCircleIcon />}
          title={`Enable ${record.email}?`}
          content="They can sign in again with their password."
          confirmLabel="Enable"
          run={() => dataProvider.setUserEnabled(record.id, true, record.revision)}
          success="User enabled"
        />
      )}
      <ConfirmedAction
        label="Reset authenticator"
        icon={<KeyOffIcon />}
        color="warning"
        disabled={!record.authenticatorEnabled}
        title={`Reset the authenticator of ${record.email}?`}
        content="Their authenticator app stops working for Aangan: they sign in with their password alone and can set up a new app from My account."
        confirmLabel="Reset"
        run={() => dataProvider.resetUserAuthenticator(record.id)}
        success="Authenticator reset"
      />
    </TopToolbar>
  );
}

function OwnAccountNote() {
  const record = useRecordContext<UserRecord>();
  const { identity } = useGetIdentity();
  if (!record || identity?.id !== record.id) return null;
  return (
    <Alert severity="info">
      This is you. Change your password or authenticator on My account; another admin changes your role or status.
    </Alert>
  );
}

const UserTitle = () => {
  const record = useRecordContext<UserRecord>();
  return <span>{record ? `User ${record.email}` : 'User'}</span>;
};

export function UserShow() {
  return (
    <Show resource="users" title={<UserTitle />} actions={<UserActions />}>
      <SimpleShowLayout>
        <OwnAccountNote />
        <RaTextField source="email" />
        <RaTextField source="name" />
        <FunctionField<UserRecord> source="role" render={(record) => <RoleChip role={record.role} />} />
        <FunctionField<UserRecord> source="status" render={(record) => <StatusChip status={record.status} />} />
        <FunctionField<UserRecord> source="authenticatorEnabled" label="Authenticator" render={authenticatorText} />
        <FunctionField<UserRecord>
          source="createdAt"
          label="Created"
          render={(record) => <DateTimeText value={record.createdAt} />}
        />
        <FunctionField<UserRecord>
          source="updatedAt"
          label="Updated"
          render={(record) => <DateTimeText value={record.updatedAt} />}
        />
      </SimpleShowLayout>
    </Show>
  );
}
