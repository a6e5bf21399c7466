import { Box, Chip, Divider, Tab, Tabs, useMediaQuery, type Theme } from '@mui/material';
import type { SyntheticEvent } from 'react';
import { DataTable, DateField, List, SearchInput, SimpleList, useListContext } from 'react-admin';
import { formatPriceRange } from '@aangan/contracts/browser';
import { DEFAULT_PROJECT_TAB, PROJECT_TABS, type ProjectRecord } from './projectRecord.ts';

const Column = DataTable.Col<ProjectRecord>;

const STATUS_CHIPS = {
  posted: { label: 'Posted', color: 'success' },
  draft: { label: 'Draft', color: 'default' },
  deleted: { label: 'Deleted', color: 'error' },
} as const;

const StatusChip = ({ status }: { status: ProjectRecord['status'] }) => {
  const chip = STATUS_CHIPS[status] ?? { label: status, color: 'default' };
  return <Chip size="small" variant="outlined" label={chip.label} color={chip.color} />;
};

const placeOf = (record: ProjectRecord): string => [record.locality, record.city].filter(Boolean).join(', ');
const priceOf = (record: ProjectRecord): string => formatPriceRange(record.priceMin, record.priceMax) || '—';
const UPDATED_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const projectFilters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search projects" />];

function ProjectTabs() {
  const { filterValues, setFilters, displayedFilters } = useListContext<ProjectRecord>();
  const current = PROJECT_TABS.some((tab) => tab.id === filterValues.tab) ? filterValues.tab : DEFAULT_PROJECT_TAB;
  const selectTab = (_event: SyntheticEvent, tab: string) => setFilters({ ...filterValues, tab }, displayedFilters);
  // A zero minimum width lets the scrollable tabs fit a phone instead of widening the whole layout.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs value={current} onChange={selectTab} variant="scrollable" allowScrollButtonsMobile aria-label="Project lists">
        {PROJECT_TABS.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={tab.label} />
        ))}
      </Tabs>
      <Divider />
    </Box>
  );
}

function ProjectTable() {
  return (
    <DataTable<ProjectRecord> bulkActionButtons={false} rowClick={false}>
      <Column source="projectTitle" label="Title" />
      <Column source="city" render={placeOf} />
      <Column source="projectType" label="Type / Sub type" render={(record) => `${record.projectType} / ${record.projectSubType}`} />
      <Column source="priceMin" label="Price range" render={priceOf} cellSx={noWrap} />
      <Column source="status" render={(record) => <StatusChip status={record.status} />} />
      <Column source="isGrandProject" label="Grand" render={(record) => (record.isGrandProject ? 'Yes' : 'No')} />
      <Column source="updatedAt" label="Updated" cellSx={noWrap}>
        <DateField source="updatedAt" showTime locales="en-IN" options={UPDATED_FORMAT} />
      </Column>
    </DataTable>
  );
}

function ProjectSimpleList() {
  return (
    <SimpleList<ProjectRecord>
      rowClick={false}
      primaryText={(record) => (record.isGrandProject ? `${record.projectTitle} · Grand` : record.projectTitle)}
      secondaryText={(record) => `${placeOf(record)} · ${priceOf(record)}`}
      tertiaryText={(record) => STATUS_CHIPS[record.status]?.label ?? record.status}
    />
  );
}

// Bulk actions stay off: deleting or restoring a project is a command with its own confirmation,
// never an undoable bulk delete over a read model that may lag.
export function ProjectList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <List
      resource="projects"
      title="Projects"
      filters={projectFilters}
      filterDefaultValues={{ tab: DEFAULT_PROJECT_TAB }}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      actions={false}
      exporter={false}
    >
      <ProjectTabs />
      {isSmall ? <ProjectSimpleList /> : <ProjectTable />}
    </List>
  );
}
