import {
  Box,
  CardContent,
  Chip,
  Divider,
  Stack,
  Tab,
  Tabs,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo, type MouseEvent, type SyntheticEvent } from 'react';
import {
  Button,
  DataTable,
  FilterButton,
  Link,
  List,
  NullableBooleanInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useCreatePath,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { PROJECT_TYPES, formatPriceRange } from '@aangan/contracts/browser';
import { useCanEdit } from '../content/useCanEdit.ts';
import { useListFilters } from '../content/useListFilters.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';
import { formatDateTime } from '../format/indiaDates.ts';
import { actorText } from '../history/actorText.ts';
import { DeleteProjectButton, GrandProjectToggle, RestoreProjectButton } from './ProjectLifecycleButtons.tsx';
import { ProjectStatusChip } from './ProjectStatusChip.tsx';
import { DEFAULT_PROJECT_TAB, PROJECT_STATUS_CHOICES, PROJECT_STATUS_LABELS, PROJECT_TABS } from './projectLabels.ts';
import type { AdminProjectRow } from '@aangan/contracts';

const Column = DataTable.Col<AdminProjectRow>;

const placeOf = (record: AdminProjectRow): string => [record.locality, record.city].filter(Boolean).join(', ');
const priceOf = (record: AdminProjectRow): string => formatPriceRange(record.priceMin, record.priceMax) || '—';
const titleOf = (record: AdminProjectRow): string => record.projectTitle?.trim() || 'Untitled draft';
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const TYPE_CHOICES = PROJECT_TYPES.map((type) => ({ id: type, name: type }));

/** Admins open a draft in the builder to carry on; everyone else, and every other row, opens the project. */
const screenOf = (record: Pick<AdminProjectRow, 'status'>, canEdit: boolean): 'edit' | 'show' =>
  canEdit && record.status === 'draft' ? 'edit' : 'show';

/** Spec §8 empty state; a way back when filters (not the tab) hide everything. */
function NoData() {
  const { filters, setFilters } = useListFilters();
  const { tab, ...rest } = filters;
  const filtered = Object.values(rest).some((value) => value !== '' && value !== undefined && value !== null);
  return (
    <CardContent sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="body1" gutterBottom>
        No Data Found
      </Typography>
      {filtered ? (
        <Button label="Clear filters" onClick={() => setFilters({ tab: tab ?? DEFAULT_PROJECT_TAB }, [])} />
      ) : null}
    </CardContent>
  );
}

function ProjectTabs() {
  const { filters, setFilters, displayedFilters } = useListFilters();
  const current = PROJECT_TABS.find((tab) => tab.id === filters.tab)?.id ?? DEFAULT_PROJECT_TAB;
  const selectTab = (_event: SyntheticEvent, tab: string) => setFilters({ ...filters, tab }, displayedFilters);
  // A zero minimum width lets the scrollable tabs fit a phone instead of widening the whole layout.
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Tabs
        value={current}
        onChange={selectTab}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label="Project lists"
      >
        {PROJECT_TABS.map((tab) => (
          <Tab key={tab.id} value={tab.id} label={tab.label} />
        ))}
      </Tabs>
      <Divider />
    </Box>
  );
}

/** The title links to the project (or a draft to the builder), so every row is reachable by keyboard. */
function TitleCell({ record, canEdit }: { record: AdminProjectRow; canEdit: boolean }) {
  const createPath = useCreatePath();
  return (
    <Box>
      <Link
        to={createPath({ resource: 'projects', id: record.id, type: screenOf(record, canEdit) })}
        onClick={(event: MouseEvent) => event.stopPropagation()}
        sx={{ fontWeight: 500 }}
      >
        {titleOf(record)}
      </Link>
      {record.isGrandProject ? (
        <Chip size="small" label="Grand" color="warning" variant="outlined" sx={{ ml: 1 }} />
      ) : null}
    </Box>
  );
}

function UpdatedCell({ record }: { record: AdminProjectRow }) {
  return (
    <Box>
      <DateTimeText value={record.updatedAt} />
      {record.updatedBy ? (
        <Typography variant="caption" component="div" color="text.secondary">
          {actorText(record.updatedBy)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** Admins only: auditors get no column at all. */
function RowActions({ record }: { record: AdminProjectRow }) {
  if (record.status === 'deleted') return <RestoreProjectButton project={record} look="icon" />;
  return (
    <Stack direction="row" spacing={0.5}>
      {record.status === 'posted' ? <GrandProjectToggle project={record} look="icon" /> : null}
      <DeleteProjectButton project={record} look="icon" />
    </Stack>
  );
}

function ProjectTable({ canEdit }: { canEdit: boolean }) {
  const rowClick = (_id: Identifier, _resource: string, record: RaRecord) =>
    screenOf(record as AdminProjectRow, canEdit);
  return (
    <DataTable<AdminProjectRow> bulkActionButtons={false} rowClick={rowClick} empty={<NoData />}>
      <Column
        source="projectTitle"
        label="Title"
        render={(record) => <TitleCell record={record} canEdit={canEdit} />}
      />
      <Column source="city" render={placeOf} />
      <Column
        source="projectType"
        label="Type / Sub type"
        disableSort
        render={(record) => [record.projectType, record.projectSubType].filter(Boolean).join(' / ') || '—'}
      />
      <Column source="priceMin" label="Price range" render={priceOf} cellSx={noWrap} />
      <Column source="status" render={(record) => <ProjectStatusChip status={record.status} />} />
      <Column source="updatedAt" label="Updated" cellSx={noWrap} render={(record) => <UpdatedCell record={record} />} />
      {canEdit ? (
        <Column source="id" label="Actions" disableSort render={(record) => <RowActions record={record} />} />
      ) : null}
    </DataTable>
  );
}

function ProjectSimpleList({ canEdit }: { canEdit: boolean }) {
  return (
    <SimpleList<AdminProjectRow>
      rowClick={(_id, _resource, record) => screenOf(record as AdminProjectRow, canEdit)}
      empty={<NoData />}
      primaryText={(record) => (record.isGrandProject ? `${titleOf(record)} · Grand` : titleOf(record))}
      secondaryText={(record) => (
        <>
          <span style={{ display: 'block' }}>{[placeOf(record), priceOf(record)].filter(Boolean).join(' · ')}</span>
          <span style={{ display: 'block' }}>Updated {formatDateTime(record.updatedAt)}</span>
        </>
      )}
      tertiaryText={(record) => PROJECT_STATUS_LABELS[record.status] ?? record.status}
    />
  );
}

function ListActions({ hiddenFilters }: { hiddenFilters: boolean }) {
  return hiddenFilters ? (
    <TopToolbar>
      <FilterButton />
    </TopToolbar>
  ) : null;
}

/**
 * Update Projects (spec §2): the tabs All Projects, My Projects, Drafts and Deleted, the typo-tolerant
 * search and filters. Admins delete (with a confirmation), restore from the Deleted tab and feature
 * grand projects from the rows; auditors get the same lists without any of those controls.
 * Bulk actions stay off: each lifecycle change is a command on one revision of one project.
 */
export function ProjectList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const canEdit = useCanEdit();
  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Search projects"
        slotProps={{ htmlInput: { 'aria-label': 'Search projects by name, place or developer' } }}
      />,
      <TextInput
        key="city"
        source="city"
        label="City"
        alwaysOn={!isSmall}
        resettable
        sx={{ width: { md: '10rem' } }}
      />,
      <SelectInput
        key="projectType"
        source="projectType"
        label="Type"
        alwaysOn={!isSmall}
        choices={TYPE_CHOICES}
        emptyText="Any type"
      />,
      <SelectInput
        key="status"
        source="status"
        label="Status"
        alwaysOn={!isSmall}
        choices={PROJECT_STATUS_CHOICES}
        emptyText="Any status"
      />,
      <NullableBooleanInput
        key="isGrandProject"
        source="isGrandProject"
        label="Grand project"
        alwaysOn={!isSmall}
        nullLabel="Any"
        trueLabel="Grand only"
        falseLabel="Not grand"
        sx={{ minWidth: '9rem' }}
      />,
    ],
    [isSmall],
  );
  return (
    <List
      resource="projects"
      title="Update Projects"
      filters={filters}
      filterDefaultValues={{ tab: DEFAULT_PROJECT_TAB }}
      sort={{ field: 'updatedAt', order: 'DESC' }}
      perPage={25}
      actions={<ListActions hiddenFilters={isSmall} />}
      exporter={false}
      empty={false}
    >
      <ProjectTabs />
      {isSmall ? <ProjectSimpleList canEdit={canEdit} /> : <ProjectTable canEdit={canEdit} />}
    </List>
  );
}
