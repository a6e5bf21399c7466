import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  CardContent,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import {
  Button as RaButton,
  DataTable,
  List,
  SelectInput,
  useExpanded,
  useListContext,
  useRecordContext,
} from 'react-admin';
import type { AlertTopicRow } from '@aangan/contracts/browser';
import { useListFilters } from '../content/useListFilters.ts';
import { DateTimeText } from '../format/DateTimeText.tsx';
import { errorMessage } from '../providers/apiError.ts';
import { ALERT_KIND_CHOICES, subscribersText } from './alertLabels.ts';
import { AlertOverviewPanel } from './AlertOverviewPanel.tsx';
import { AlertKindChip, Subscribers, TopicLink, topicName } from './AlertTopicParts.tsx';

const Column = DataTable.Col<AlertTopicRow>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;

const NO_ALERTS = 'No one has saved a search or watched a project yet';

/** Nothing to list: none at all, or none of the kind filtered on (with a way back). */
function AlertsEmpty() {
  const { filters, setFilters } = useListFilters();
  const filtered = Object.values(filters).some((value) => value !== '' && value !== undefined && value !== null);
  return (
    <CardContent sx={{ textAlign: 'center', py: 4 }}>
      <Typography variant="body1" gutterBottom>
        {filtered ? 'None of this kind yet' : NO_ALERTS}
      </Typography>
      {filtered ? <RaButton label="Clear filters" onClick={() => setFilters({}, [])} /> : null}
    </CardContent>
  );
}

function AlertsError() {
  const { error, refetch } = useListContext<AlertTopicRow>();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={() => void refetch()}>
          Try again
        </Button>
      }
    >
      {errorMessage(error, 'The saved searches and watched projects could not be loaded')}
    </Alert>
  );
}

function ExpandedSubscribers() {
  const record = useRecordContext<AlertTopicRow>();
  return record ? (
    <Box sx={{ py: 1 }}>
      <Subscribers record={record} />
    </Box>
  ) : null;
}

/**
 * Opens a row to its subscribers from the keyboard too (react-admin's own expand icon is for the
 * mouse only): a button that says how many and whether they are shown.
 */
function SubscribersToggle({ record }: { record: AlertTopicRow }) {
  const [expanded, toggle] = useExpanded('alerts', record.id);
  return (
    <Button
      size="small"
      aria-expanded={expanded}
      aria-controls={`alerts-${record.id}-expand`}
      endIcon={<ExpandMoreIcon sx={{ transform: expanded ? 'rotate(180deg)' : undefined }} />}
      onClick={(event) => {
        event.stopPropagation();
        toggle();
      }}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {subscribersText(record.subscribers.length)}
    </Button>
  );
}

function AlertTable() {
  return (
    <DataTable<AlertTopicRow>
      bulkActionButtons={false}
      rowClick="expand"
      expand={<ExpandedSubscribers />}
      empty={<AlertsEmpty />}
    >
      <Column
        source="topic.kind"
        label="Kind"
        disableSort
        render={(record) => <AlertKindChip kind={record.topic.kind} />}
      />
      <Column source="topic" label="Follows" disableSort render={(record) => <TopicLink topic={record.topic} />} />
      <Column source="active" label="Active" align="right" />
      <Column source="pending" label="Waiting" align="right" disableSort />
      <Column
        source="lastRequestedAt"
        label="Last requested"
        render={(record) => <DateTimeText value={record.lastRequestedAt} />}
        cellSx={noWrap}
      />
      <Column
        source="subscribers"
        label="Subscribers"
        disableSort
        render={(record) => <SubscribersToggle record={record} />}
      />
    </DataTable>
  );
}

/** On a phone each topic is a disclosure: kind, name and counts; opened, its links and subscribers. */
function AlertCards() {
  const { data, isPending } = useListContext<AlertTopicRow>();
  if (isPending) return null;
  if (!data || data.length === 0) return <AlertsEmpty />;
  return (
    <Stack spacing={1} sx={{ p: 1 }}>
      {data.map((record) => (
        <Accordion key={record.id} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            sx={{ '& .MuiAccordionSummary-content': { minWidth: 0, display: 'block' } }}
          >
            <AlertKindChip kind={record.topic.kind} />
            <Typography variant="body2" sx={{ fontWeight: 500, mt: 0.5, overflowWrap: 'anywhere' }}>
              {topicName(record.topic)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              {record.active} active · {record.pending} waiting · last <DateTimeText value={record.lastRequestedAt} />
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <TopicLink topic={record.topic} />
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {subscribersText(record.subscribers.length)}
            </Typography>
            <Subscribers record={record} />
          </AccordionDetails>
        </Accordion>
      ))}
    </Stack>
  );
}

const KIND_FILTER = [
  <SelectInput
    key="kind"
    source="kind"
    label="Kind"
    alwaysOn
    choices={ALERT_KIND_CHOICES}
    emptyText="Searches and projects"
  />,
];

/**
 * Property alerts (staff): the switch that pauses alert mail for everyone (admins flip it), the
 * totals and mails sent per day, then the saved searches and watched projects, most followed
 * first; a row opens to its subscribers (addresses masked for auditors, by the API).
 */
export function AlertList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  return (
    <Box sx={{ pt: 2 }}>
      <AlertOverviewPanel />
      <List
        resource="alerts"
        title="Alerts"
        filters={KIND_FILTER}
        sort={{ field: 'active', order: 'DESC' }}
        perPage={25}
        actions={false}
        exporter={false}
        empty={<AlertsEmpty />}
        error={<AlertsError />}
      >
        {isSmall ? <AlertCards /> : <AlertTable />}
      </List>
    </Box>
  );
}
