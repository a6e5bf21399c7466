import { Chip } from '@mui/material';
import { roleLabel } from './roleChoices.ts';
import type { UserRecord } from '../providers/records.ts';

export const RoleChip = ({ role }: { role: UserRecord['role'] }) => (
  <Chip size="small" variant="outlined" label={roleLabel(role)} color={role === 'admin' ? 'primary' : 'default'} />
);

export const StatusChip = ({ status }: { status: UserRecord['status'] }) =>
  status === 'active' ? (
    <Chip size="small" variant="outlined" color="success" label="Active" />
  ) : (
    <Chip size="small" variant="outlined" color="error" label="Disabled" />
  );

export const authenticatorText = (record: UserRecord): string => (record.authenticatorEnabled ? 'On' : 'Off');
