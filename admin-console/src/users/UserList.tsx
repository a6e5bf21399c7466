import { useMediaQuery, type Theme } from '@mui/material';
import type { MouseEvent } from 'react';
import { CreateButton, DataTable, Link, List, SearchInput, SimpleList, TopToolbar, useCreatePath } from 'react-admin';
import { RoleChip, StatusChip, authenticatorText } from './UserChips.tsx';
import { roleLabel } from './roleChoices.ts';
import type { UserRecord } from '../providers/records.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';

const Column = DataTable.Col<UserRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const userFilters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search by email or name"
    slotProps={{ htmlInput: { 'aria-label': 'Search users by email or name' } }}
  />,
];

function ListActions() {
  // On phones the create button floats over the list: an empty toolbar row would only take room.
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (isXSmall) return <CreateButton label="Create user" />;
  return (
    <TopToolbar>
      <CreateButton label="Create user" />
    </TopToolbar>
  );
}

/** The email links to the user's page, so the row is reachable by keyboard too. */
function EmailLink({ record }: { record: UserRecord }) {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: 'users', id: record.id, type: 'show' })}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {record.email}
    </Link>
  );
}

function UserTable() {
  return (
    <DataTable<UserRecord> bulkActionButtons={false} rowClick="show">
      <Column source="email" render={(record) => <EmailLink record={record} />} />
      <Column source="name" />
      <Column source="role" render={(record) => <RoleChip role={record.role} />} />
      <Column source="status" render={(record) => <StatusChip status={record.status} />} />
      <Column source="authenticatorEnabled" label="Authenticator" disableSort render={authenticatorText} />
      <Column
        source="createdAt"
        label="Created"
        cellSx={noWrap}
        render={(record) => <DateTimeText value={record.createdAt} dateOnly />}
      />
    </DataTable>
  );
}

function UserSimpleList() {
  return (
    <SimpleList<UserRecord>
      rowClick="show"
      primaryText={(record) => record.name}
      secondaryText={(record) => record.email}
      tertiaryText={(record) =>
        `${roleLabel(record.role)}${record.status === 'disabled' ? ' · Disabled' : ''}${record.authenticatorEnabled ? ' · 2FA' : ''}`
      }
    />
  );
}

export function UserList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      resource="users"
      title="All Users"
      filters={userFilters}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions />}
      exporter={false}
    >
      {isSmall ? <UserSimpleList /> : <UserTable />}
    </List>
  );
}
