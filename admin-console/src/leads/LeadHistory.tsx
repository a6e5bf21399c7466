import { Box, Typography } from '@mui/material';
import { formatDateTime, formatDay } from '../format/indiaDates.ts';
import { Section } from '../layout/ShowSections.tsx';
import { leadKindLabel, leadStatusLabel } from './leadLabels.ts';
import type { LeadHistoryEntry, LeadRecord } from '../providers/records.ts';
import type { LeadPeople } from './useLeadPeople.ts';

/** A moment in India time, or a dash when there is none. */
export const When = ({ iso }: { iso: string | null | undefined }) =>
  iso ? <time dateTime={iso}>{formatDateTime(iso)}</time> : <>—</>;

/** One line per history entry, in words (statuses by label, assignees by name, follow-ups as dates). */
const describe = (entry: LeadHistoryEntry, people: LeadPeople): string => {
  switch (entry.type) {
    case 'received':
      return `Received: ${leadKindLabel(entry.detail ?? '')}`;
    case 'repeated':
      return 'Asked again';
    case 'status': {
      const parts = /^(\w+)(?: \(follow up (\d{4}-\d{2}-\d{2})\))?$/.exec(entry.detail ?? '');
      if (!parts) return 'Changed the status';
      return `Status set to ${leadStatusLabel(parts[1])}${parts[2] ? `, follow up on ${formatDay(parts[2])}` : ''}`;
    }
    case 'note':
      return 'Added a note';
    case 'assigned': {
      if (!entry.detail) return 'Unassigned the lead';
      const name = people.knownName(entry.detail);
      return name ? `Assigned to ${name === 'You' ? 'you' : name}` : 'Assigned to a colleague';
    }
    case 'erased':
      return 'Erased the personal data';
    case 'resume deleted':
      return entry.detail === 'retention'
        ? 'Résumé deleted after the retention period'
        : 'Résumé deleted with the personal data';
    default:
      return entry.detail ? `${entry.type}: ${entry.detail}` : entry.type;
  }
};

export function HistorySection({ record, people }: { record: LeadRecord; people: LeadPeople }) {
  const entries = [...record.history].reverse();
  return (
    <Section id="lead-history" title="History">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: -0.5, mb: 1.5 }}>
        Newest first
      </Typography>
      <Box component="ol" aria-label="History, newest first" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {entries.map((entry, index) => (
          <Box
            component="li"
            key={`${entry.at}-${entry.type}-${index}`}
            sx={{
              position: 'relative',
              pl: 3,
              pb: index === entries.length - 1 ? 0 : 2,
              '&::before': {
                content: '""',
                position: 'absolute',
                left: 5,
                top: 6,
                width: 10,
                height: 10,
                borderRadius: '50%',
                bgcolor: index === 0 ? 'primary.main' : 'grey.400',
              },
              '&::after':
                index === entries.length - 1
                  ? {}
                  : { content: '""', position: 'absolute', left: 9, top: 20, bottom: 0, width: 2, bgcolor: 'divider' },
            }}
          >
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
              {describe(entry, people)}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="div">
              {people.actorOf(entry)} · <When iso={entry.at} />
            </Typography>
          </Box>
        ))}
      </Box>
    </Section>
  );
}
