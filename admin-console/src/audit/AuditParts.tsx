import DownloadIcon from '@mui/icons-material/Download';
import { Box, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type MouseEvent } from 'react';
import { Button, Link, useCreatePath, useDataProvider, useNotify, usePermissions, useRecordContext } from 'react-admin';
import { useListFilters } from '../content/useListFilters.ts';
import { ChangeTable } from '../history/ChangeTable.tsx';
import { saveFile } from '../leads/LeadChips.tsx';
import { errorMessage } from '../providers/apiError.ts';
import { auditFilterOf } from '../providers/auditApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { entityScreen, entityTypeLabel } from './auditLabels.ts';
import type { AuditFacets, AuditRecord } from '../providers/records.ts';

/** The filter choices (actors, entity and event types), read once a visit. */
export function useAuditFacets(): AuditFacets | undefined {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const facets = useQuery({
    queryKey: ['audit', 'facets'],
    queryFn: () => dataProvider.getAuditFacets(),
    staleTime: 60_000,
  });
  return facets.data;
}

/** The changed entity by its name, linked to its screen when the role has one. */
export function EntityLink({ record }: { record: Pick<AuditRecord, 'entityType' | 'entityId' | 'entityLabel'> }) {
  const createPath = useCreatePath();
  const { permissions } = usePermissions<string>();
  const screen = entityScreen(record.entityType, permissions);
  const name = record.entityLabel?.trim() || record.entityId;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {entityTypeLabel(record.entityType)}
      </Typography>
      {screen && record.entityId ? (
        <Link
          to={createPath({ resource: screen.resource, id: record.entityId, type: screen.type })}
          onClick={(event: MouseEvent) => event.stopPropagation()}
          sx={{ overflowWrap: 'anywhere' }}
        >
          {name}
        </Link>
      ) : (
        <Typography component="span" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
      )}
    </Box>
  );
}

/** A row's changes, old → new (the row's expansion). */
export function AuditChanges() {
  const record = useRecordContext<AuditRecord>();
  if (!record) return null;
  return (
    <Box sx={{ py: 1 }}>
      <ChangeTable changes={record.changes ?? []} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {record.revision !== null && record.revision !== undefined ? `Revision ${record.revision} · ` : ''}Correlation
        id {record.correlationId}
      </Typography>
    </Box>
  );
}

/** Downloads the CSV of every row the current filters match (not only this page). */
export function AuditExportButton() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { filters } = useListFilters();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      saveFile(await dataProvider.exportAudit(auditFilterOf(filters)));
    } catch (error) {
      notify(errorMessage(error, 'The audit log could not be exported, please try again'), { type: 'error' });
    } finally {
      setPending(false);
    }
  };
  return (
    <Button label="Export CSV" onClick={() => void download()} disabled={pending}>
      <DownloadIcon />
    </Button>
  );
}
