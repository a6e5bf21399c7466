import { Box, CardContent, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type MouseEvent, type ReactElement } from 'react';
import {
  Button,
  DataTable,
  FilterButton,
  Link,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useCreatePath,
  useResourceContext,
} from 'react-admin';
import { useListFilters } from '../content/useListFilters.ts';
import { LeadExportButton } from './LeadExportButtons.tsx';
import { LeadStatusChip, RepeatChip } from './LeadChips.tsx';
import { LeadResumeButton } from './LeadResumeButton.tsx';
import { LEAD_RESOURCES, isLeadResource, type LeadResource } from '../providers/leadResources.ts';
import {
  DATE_FILTER_ALL,
  DATE_FILTER_CHOICES,
  LEAD_STATUS_CHOICES,
  formatCtc,
  formatPhone,
  leadKindLabel,
  leadStatusLabel,
  personName,
  preferredTimeLabel,
} from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';
import { useLeadPeople, type LeadPeople } from './useLeadPeople.ts';
import { formatDateTime, formatDay } from '../format/indiaDates.ts';

const Column = DataTable.Col<LeadRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
/** An erased person's row stays in the list (its history is kept), greyed out. */
const erasedRowSx = (record: LeadRecord) =>
  record.erased ? { bgcolor: 'action.hover', '& td, & .MuiListItemText-root': { color: 'text.disabled' } } : {};

const DEFAULT_FILTERS = { days: DATE_FILTER_ALL };

/** Spec §8: the empty state, with a way back when filters hide everything. */
function NoData() {
  const { filters, setFilters } = useListFilters();
  const filtered = Object.entries(filters).some(
    ([key, value]) => !(key === 'days' && value === DATE_FILTER_ALL) && value !== '' && value !== undefined,
  );
  return (
    <CardContent sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="body1" gutterBottom>
        No Data Found
      </Typography>
      {filtered ? <Button label="Clear filters" onClick={() => setFilters(DEFAULT_FILTERS, [])} /> : null}
    </CardContent>
  );
}

/**
 * The name links to the lead, so every row is reachable by keyboard; the phone and email sit
 * under it. Erased people stay, greyed.
 */
function PersonCell({ record }: { record: LeadRecord }) {
  const createPath = useCreatePath();
  const resource = useResourceContext() ?? 'leads';
  return (
    <Box>
      <Link
        to={createPath({ resource, id: record.id, type: 'show' })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={record.erased ? { color: 'text.disabled', fontStyle: 'italic' } : { fontWeight: 500 }}
      >
        {personName(record)}
      </Link>
      {record.erased ? null : (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ overflowWrap: 'break-word' }}>
          <Box component="span" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
            {formatPhone(record.phone)}
          </Box>
          {record.email ? <span>{record.email}</span> : null}
        </Typography>
      )}
    </Box>
  );
}

function StatusCell({ record }: { record: LeadRecord }) {
  return (
    <Box>
      <LeadStatusChip status={record.status} erased={record.erased} />
      {record.followUpOn ? (
        <Typography variant="caption" component="div" color="text.secondary" sx={{ mt: 0.25 }}>
          Follow up {formatDay(record.followUpOn)}
        </Typography>
      ) : null}
    </Box>
  );
}

const When = ({ iso }: { iso: string }) => <time dateTime={iso}>{formatDateTime(iso)}</time>;

function LeadTable({ resource, people }: { resource: LeadResource; people: LeadPeople }) {
  const group = LEAD_RESOURCES[resource].group;
  const showAssignee = people.role === 'admin' || people.role === 'auditor';
  const columns: ReactElement[] = [
    <Column key="name" source="firstName" label="Name" render={(record) => <PersonCell record={record} />} />,
  ];
  if (group === 'project') {
    columns.push(
      <Column
        key="project"
        source="projectTitle"
        label="Project"
        disableSort
        render={(record) => (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <span>{record.projectTitle ?? '—'}</span>
            <RepeatChip count={record.repeatCount} />
          </Box>
        )}
      />,
    );
  } else if (group === 'direct') {
    columns.push(
      <Column key="kind" source="kind" label="Kind" render={(record) => leadKindLabel(record.kind)} cellSx={noWrap} />,
      <Column
        key="preferredTime"
        source="preferredTime"
        label="Preferred time"
        disableSort
        render={(record) => (record.kind === 'callBack' ? preferredTimeLabel(record.preferredTime) : '—')}
      />,
    );
  } else {
    columns.push(
      <Column
        key="noticePeriod"
        source="noticePeriod"
        label="Notice period"
        disableSort
        render={(record) => record.noticePeriod ?? '—'}
        cellSx={noWrap}
      />,
      <Column
        key="currentCtc"
        source="currentCtc"
        label="Current CTC"
        disableSort
        render={(record) => formatCtc(record.currentCtc)}
        cellSx={noWrap}
      />,
      <Column
        key="expectedCtc"
        source="expectedCtc"
        label="Expected CTC"
        disableSort
        render={(record) => formatCtc(record.expectedCtc)}
        cellSx={noWrap}
      />,
      <Column
        key="resume"
        source="hasResume"
        label="Résumé"
        disableSort
        render={(record) => (record.hasResume ? <LeadResumeButton record={record} compact /> : '—')}
      />,
    );
  }
  columns.push(
    <Column key="status" source="status" label="Status" render={(record) => <StatusCell record={record} />} />,
  );
  if (showAssignee)
    columns.push(
      <Column
        key="assignee"
        source="assigneeId"
        label="Assigned to"
        disableSort
        render={(record) => people.nameOf(record.assigneeId)}
      />,
    );
  if (group !== 'careers')
    columns.push(
      <Column
        key="lastEnquiryAt"
        source="lastEnquiryAt"
        label="Last enquiry"
        render={(record) => <When iso={record.lastEnquiryAt} />}
      />,
    );
  columns.push(
    <Column key="createdAt" source="createdAt" label="Received" render={(record) => <When iso={record.createdAt} />} />,
  );

  return (
    <DataTable<LeadRecord> bulkActionButtons={false} rowClick="show" rowSx={erasedRowSx} empty={<NoData />}>
      {columns}
    </DataTable>
  );
}

/** What the second line of a phone's list says, by group. */
const detailOf = (record: LeadRecord): string => {
  switch (record.group) {
    case 'project':
      return `${record.projectTitle ?? 'Project'}${record.repeatCount ? ` · asked ${record.repeatCount + 1} times` : ''}`;
    case 'direct':
      return record.kind === 'callBack'
        ? `Call-back · ${preferredTimeLabel(record.preferredTime)}`
        : leadKindLabel(record.kind);
    default:
      return [
        record.noticePeriod ? `Notice ${record.noticePeriod}` : null,
        record.expectedCtc ? `expects ${formatCtc(record.expectedCtc)}` : null,
        record.hasResume ? 'résumé' : null,
      ]
        .filter(Boolean)
        .join(' · ');
  }
};

function LeadSimpleList() {
  return (
    <SimpleList<LeadRecord>
      rowClick="show"
      rowSx={erasedRowSx}
      empty={<NoData />}
      primaryText={(record) => (record.erased ? <em>Erased person</em> : personName(record))}
      secondaryText={(record) => (
        <>
          {record.erased ? null : <span style={{ display: 'block' }}>{formatPhone(record.phone)}</span>}
          <span style={{ display: 'block' }}>{detailOf(record)}</span>
          <span style={{ display: 'block' }}>
            {record.group === 'careers' ? 'Received' : 'Last enquiry'}{' '}
            {formatDateTime(record.group === 'careers' ? record.createdAt : record.lastEnquiryAt)}
          </span>
        </>
      )}
      tertiaryText={(record) => leadStatusLabel(record.status)}
    />
  );
}

function ListActions({ hiddenFilters, isAdmin }: { hiddenFilters: boolean; isAdmin: boolean }) {
  return (
    <TopToolbar>
      {hiddenFilters ? <FilterButton /> : null}
      <LeadExportButton fullAllowed={isAdmin} />
    </TopToolbar>
  );
}

/**
 * Leads, Direct Leads and Applications: one list over `/admin/leads`, the resource choosing the
 * group and the columns. Sales users see only their own leads (the API scopes them), so they get
 * no assignee column or filter; admins and auditors filter by assignee.
 */
export function LeadList() {
  const resourceName = useResourceContext() ?? 'leads';
  const resource: LeadResource = isLeadResource(resourceName) ? resourceName : 'leads';
  const { label, group } = LEAD_RESOURCES[resource];
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const people = useLeadPeople();
  const staff = people.role === 'admin' || people.role === 'auditor';

  const filters = useMemo(() => {
    const assigneeChoices = [
      { id: 'none', name: 'Unassigned' },
      ...people.assignable.map((user) => ({
        id: user.id,
        name: user.id === people.myId ? `${user.name} (you)` : user.name,
      })),
    ];
    return [
      // Auditors see personal data masked, so their search does not look into it (the API matches lead ids for them).
      people.role === 'auditor' ? (
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder="Lead id"
          slotProps={{ htmlInput: { 'aria-label': 'Search by lead id' } }}
        />
      ) : (
        <SearchInput
          key="q"
          source="q"
          alwaysOn
          placeholder="Name, phone or email"
          slotProps={{ htmlInput: { 'aria-label': 'Search by name, phone or email' } }}
        />
      ),
      <SelectInput
        key="days"
        source="days"
        label="Date"
        alwaysOn
        choices={[...DATE_FILTER_CHOICES]}
        emptyText="All"
        emptyValue={DATE_FILTER_ALL}
      />,
      <SelectInput
        key="status"
        source="status"
        label="Status"
        alwaysOn={!isSmall}
        choices={LEAD_STATUS_CHOICES}
        emptyText="Any status"
      />,
      ...(staff
        ? [
            <SelectInput
              key="assigneeId"
              source="assigneeId"
              label="Assigned to"
              alwaysOn={!isSmall}
              choices={assigneeChoices}
              emptyText="Anyone"
            />,
          ]
        : []),
    ];
  }, [isSmall, staff, people.role, people.assignable, people.myId]);

  return (
    <List
      resource={resource}
      title={label}
      filters={filters}
      filterDefaultValues={DEFAULT_FILTERS}
      sort={{ field: group === 'careers' ? 'createdAt' : 'lastEnquiryAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions hiddenFilters={isSmall} isAdmin={people.role === 'admin'} />}
      exporter={false}
      empty={<NoData />}
    >
      {isSmall ? <LeadSimpleList /> : <LeadTable resource={resource} people={people} />}
    </List>
  );
}
