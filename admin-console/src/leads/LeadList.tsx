import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { FilterButton, List, SearchInput, SelectInput, TopToolbar, useResourceContext } from 'react-admin';
import { LeadExportButton } from './LeadExportButtons.tsx';
import { DEFAULT_FILTERS, LeadSimpleList, LeadTable, NoData } from './LeadListRows.tsx';
import { LEAD_RESOURCES, isLeadResource, type LeadResource } from '../providers/leadResources.ts';
import { DATE_FILTER_ALL, DATE_FILTER_CHOICES, LEAD_STATUS_CHOICES } from './leadLabels.ts';
import { useLeadPeople } from './useLeadPeople.ts';

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
