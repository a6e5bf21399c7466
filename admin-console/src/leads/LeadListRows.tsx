import { Box, CardContent, Typography } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { Button, DataTable, Link, SimpleList, useCreatePath, useResourceContext } from 'react-admin';
import { useListFilters } from '../content/useListFilters.ts';
import { LeadStatusChip, RepeatChip } from './LeadChips.tsx';
import { LeadResumeButton } from './LeadResumeButton.tsx';
import { LEAD_RESOURCES, type LeadResource } from '../providers/leadResources.ts';
import {
  DATE_FILTER_ALL,
  formatCtc,
  formatPhone,
  leadKindLabel,
  leadStatusLabel,
  personName,
  preferredTimeLabel,
} from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';
import type { LeadPeople } from './useLeadPeople.ts';
import { formatDateTime, formatDay } from '../format/indiaDates.ts';

const Column = DataTable.Col<LeadRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
/** An erased person's row stays in the list (its history is kept), greyed out. */
const erasedRowSx = (record: LeadRecord) =>
  record.erased ? { bgcolor: 'action.hover', '& td, & .MuiListItemText-root': { color: 'text.disabled' } } : {};

export const DEFAULT_FILTERS = { days: DATE_FILTER_ALL };

/** Spec §8: the empty state, with a way back when filters hide everything. */
export function NoData() {
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

export function LeadTable({ resource, people }: { resource: LeadResource; people: LeadPeople }) {
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

export function LeadSimpleList() {
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
