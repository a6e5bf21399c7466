import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  Pagination,
  RecordContextProvider,
  SearchInput,
  SelectInput,
  TextInput,
  TopToolbar,
  useListContext,
} from 'react-admin';
import { NoData } from '../content/NoData.tsx';
import { RecordedText } from '../format/DateTimeText.tsx';
import { countText } from '../format/countText.ts';
import { actorText } from '../history/actorText.ts';
import { AuditChanges, AuditExportButton, EntityLink, useAuditFacets } from './AuditParts.tsx';
import { entityTypeLabel, eventTypeLabel } from './auditLabels.ts';
import type { AuditRecord } from '../providers/records.ts';
import { DayFilterInput } from './DayFilterInput.tsx';
import { AuditDatePresets } from './AuditDatePresets.tsx';

const Column = DataTable.Col<AuditRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

function What({ record }: { record: AuditRecord }) {
  return (
    <Box>
      <Typography component="span" variant="body2" sx={{ display: 'block' }}>
        {record.summary}
      </Typography>
      <Typography component="span" variant="caption" color="text.secondary">
        {eventTypeLabel(record.type)}
        {record.changes?.length ? ` · ${countText(record.changes.length, 'field')}` : ''}
      </Typography>
    </Box>
  );
}

function AuditTable() {
  return (
    <DataTable<AuditRecord> bulkActionButtons={false} rowClick="expand" expand={<AuditChanges />} empty={<NoData />}>
      <Column
        source="at"
        label="When"
        cellSx={noWrap}
        render={(record) => <RecordedText at={record.at} effectiveAt={record.effectiveAt} />}
      />
      <Column source="actor" label="Who" disableSort render={(record) => actorText(record.actor)} />
      <Column source="summary" label="What" disableSort render={(record) => <What record={record} />} />
      <Column source="entityLabel" label="Changed" disableSort render={(record) => <EntityLink record={record} />} />
    </DataTable>
  );
}

/** On a phone each row is a disclosure: when, who and what; opened, the changes. */
function AuditCards() {
  const { data, isPending } = useListContext<AuditRecord>();
  if (isPending) return null;
  if (!data || data.length === 0) return <NoData />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <RecordContextProvider key={record.id} value={record}>
          <Accordion disableGutters variant="outlined">
            <AccordionSummary
              expandIcon={<ExpandMoreIcon />}
              sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, display: 'block' } }}
            >
              <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {record.summary}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                <RecordedText at={record.at} effectiveAt={record.effectiveAt} /> · {actorText(record.actor)} ·{' '}
                {entityTypeLabel(record.entityType)} {record.entityLabel ?? ''}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <EntityLink record={record} />
              <AuditChanges />
            </AccordionDetails>
          </Accordion>
        </RecordContextProvider>
      ))}
    </Stack>
  );
}

function ListActions({ hiddenFilters }: { hiddenFilters: boolean }) {
  return (
    <TopToolbar sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
      <AuditDatePresets />
      {hiddenFilters ? <FilterButton /> : null}
      <AuditExportButton />
    </TopToolbar>
  );
}

/**
 * Every recorded change across the site (projects, articles, sections, SEO, RERA, users, leads with
 * personal data masked, exports, erasures and security events), newest first. Filters: actor, date
 * range (India time), entity type, entity id, event type; a row opens to its changes old → new;
 * "Export CSV" downloads what the filters match.
 */
export function AuditList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const facets = useAuditFacets();
  const filters = useMemo(() => {
    const actors = (facets?.actors ?? []).map((actor) => ({ id: actor.id, name: actorText(actor) }));
    const entityTypes = facets?.entityTypes ?? [];
    const eventTypes = (facets?.eventTypes ?? []).map((type) => ({ id: type, name: eventTypeLabel(type) }));
    return [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Search the log"
        slotProps={{ htmlInput: { 'aria-label': 'Search the audit log' } }}
      />,
      <SelectInput
        key="actorId"
        source="actorId"
        label="Who"
        alwaysOn={!isSmall}
        choices={actors}
        emptyText="Anyone"
      />,
      <DayFilterInput key="from" source="from" label="From" alwaysOn={!isSmall} />,
      <DayFilterInput key="to" source="to" label="To" alwaysOn={!isSmall} />,
      <SelectInput
        key="entityType"
        source="entityType"
        label="Entity type"
        alwaysOn={!isSmall}
        choices={entityTypes}
        emptyText="Any"
      />,
      <TextInput
        key="entityId"
        source="entityId"
        label="Entity id"
        alwaysOn={!isSmall}
        resettable
        sx={{ width: { md: '13rem' } }}
      />,
      <SelectInput
        key="type"
        source="type"
        label="Event"
        alwaysOn={!isSmall}
        choices={eventTypes}
        emptyText="Any event"
      />,
    ];
  }, [facets, isSmall]);
  return (
    <List
      resource="audit"
      title="Audit log"
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      actions={<ListActions hiddenFilters={isSmall} />}
      exporter={false}
      empty={false}
      pagination={<Pagination rowsPerPageOptions={[25, 50, 100]} />}
    >
      {isSmall ? <AuditCards /> : <AuditTable />}
    </List>
  );
}
