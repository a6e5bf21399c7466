import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Box,
  Chip,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { MouseEvent } from 'react';
import { Link, useCreatePath } from 'react-admin';
import { alertSearchPath, projectLink, type AlertTopic, type AlertTopicRow } from '@aangan/contracts/browser';
import { alertKindLabel, alertStatusLabel } from './alertLabels.ts';

/** Links inside a row that opens on click open themselves only. */
const keepRowShut = (event: MouseEvent) => event.stopPropagation();

export const AlertKindChip = ({ kind }: { kind: AlertTopic['kind'] }) => (
  <Chip
    size="small"
    variant="outlined"
    color={kind === 'search' ? 'primary' : 'secondary'}
    label={alertKindLabel(kind)}
  />
);

/** What the topic reads as: the saved search's label or the watched project's title. */
export const topicName = (topic: AlertTopic): string => (topic.kind === 'search' ? topic.label : topic.title);

/**
 * The topic, linked: a saved search to the site's search it runs (a new tab); a watched project to
 * its console page, with its public page beside it (a new tab).
 */
export function TopicLink({ topic }: { topic: AlertTopic }) {
  const createPath = useCreatePath();
  if (topic.kind === 'search')
    return (
      <MuiLink
        href={alertSearchPath(topic.search)}
        target="_blank"
        rel="noopener"
        onClick={keepRowShut}
        sx={{ overflowWrap: 'anywhere' }}
      >
        {topic.label}
        <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} titleAccess="opens a new tab" />
      </MuiLink>
    );
  return (
    <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
      <Link to={createPath({ resource: 'projects', id: topic.projectId, type: 'show' })} onClick={keepRowShut}>
        {topic.title}
      </Link>
      <Typography component="span" variant="body2" color="text.secondary">
        {' · '}
      </Typography>
      <MuiLink
        href={projectLink({ _id: topic.projectId, slug: topic.slug })}
        target="_blank"
        rel="noopener"
        onClick={keepRowShut}
        variant="body2"
        aria-label={`Public page of ${topic.title}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Public page
        <OpenInNewIcon fontSize="inherit" sx={{ ml: 0.5, verticalAlign: 'middle' }} titleAccess="opens a new tab" />
      </MuiLink>
    </Box>
  );
}

/** Who follows a topic: each address as the API gives it (masked for auditors), or Erased, with its status. */
export function Subscribers({ record }: { record: AlertTopicRow }) {
  if (record.subscribers.length === 0)
    return (
      <Typography variant="body2" sx={{ py: 1 }}>
        No subscribers.
      </Typography>
    );
  return (
    <Table
      size="small"
      aria-label={`Subscribers of ${topicName(record.topic)}`}
      sx={{ maxWidth: 640, '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } }}
    >
      <TableHead>
        <TableRow>
          <TableCell>Email</TableCell>
          <TableCell>Status</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {record.subscribers.map((subscriber) => (
          <TableRow key={subscriber.alertId}>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>
              {subscriber.email ?? (
                <Typography component="span" variant="body2" color="text.secondary">
                  Erased
                </Typography>
              )}
            </TableCell>
            <TableCell>{alertStatusLabel(subscriber.status)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
