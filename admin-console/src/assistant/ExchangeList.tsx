import { Box, Chip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import {
  DataTable,
  FilterButton,
  List,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { NoData } from '../content/NoData.tsx';
import { formatDateTime } from '../format/indiaDates.ts';
import { INTENT_CHOICES, intentLabel, type ExchangeRecord } from './exchangeRecord.ts';

const Column = DataTable.Col<ExchangeRecord>;
const noWrap = () => ({ whiteSpace: 'nowrap' }) as const;
const intentColor = (intent: string) =>
  intent === 'fallback' || intent === 'noMatch' || intent === 'projectNotFound' ? 'warning' : 'default';

const IntentChip = ({ intent }: { intent: string }) => (
  <Chip size="small" variant="outlined" color={intentColor(intent)} label={intentLabel(intent)} />
);

/** What the assistant answered, under the row when it is opened. */
function Answer({ record }: { record: ExchangeRecord }) {
  return (
    <Box sx={{ py: 1, maxWidth: 880 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        Answer ({record.phrasedBy === 'model' ? 'phrased by the language model' : 'from the rules'})
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {record.response}
      </Typography>
    </Box>
  );
}

function ExchangeTable() {
  return (
    <DataTable<ExchangeRecord>
      bulkActionButtons={false}
      rowClick="expand"
      expand={<ExpandedAnswer />}
      empty={<NoData />}
    >
      <Column
        source="prompt"
        label="Question"
        disableSort
        render={(record) => <Box sx={{ overflowWrap: 'anywhere', maxWidth: 560 }}>{record.prompt}</Box>}
      />
      <Column source="intent" render={(record) => <IntentChip intent={record.intent} />} />
      <Column
        source="projectIds"
        label="Projects"
        disableSort
        render={(record) => record.projectIds.length}
        cellSx={noWrap}
      />
      <Column
        source="at"
        label="Asked"
        render={(record) => <time dateTime={record.at}>{formatDateTime(record.at)}</time>}
        cellSx={noWrap}
      />
    </DataTable>
  );
}

function ExpandedAnswer() {
  const record = useRecordContext<ExchangeRecord>();
  return record ? <Answer record={record} /> : null;
}

function ExchangeSimpleList() {
  return (
    <SimpleList<ExchangeRecord>
      rowClick={false}
      empty={<NoData />}
      primaryText={(record) => <Box sx={{ overflowWrap: 'anywhere' }}>{record.prompt}</Box>}
      secondaryText={(record) =>
        `${intentLabel(record.intent)} · ${record.projectIds.length} project${record.projectIds.length === 1 ? '' : 's'}`
      }
      tertiaryText={(record) => formatDateTime(record.at)}
    />
  );
}

/** What buyers ask the site's assistant (staff, read only), newest first; open a row for the answer. */
export function ExchangeList() {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const filters = useMemo(
    () => [
      <SearchInput
        key="q"
        source="q"
        alwaysOn
        placeholder="Search questions and answers"
        slotProps={{ htmlInput: { 'aria-label': 'Search questions and answers' } }}
      />,
      <SelectInput
        key="intent"
        source="intent"
        label="Intent"
        alwaysOn={!isSmall}
        choices={INTENT_CHOICES}
        emptyText="Any intent"
      />,
    ],
    [isSmall],
  );
  return (
    <List
      resource="assistant-questions"
      title="Assistant questions"
      filters={filters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      actions={
        isSmall ? (
          <TopToolbar>
            <FilterButton />
          </TopToolbar>
        ) : (
          false
        )
      }
      exporter={false}
      empty={<NoData />}
    >
      {isSmall ? <ExchangeSimpleList /> : <ExchangeTable />}
    </List>
  );
}
