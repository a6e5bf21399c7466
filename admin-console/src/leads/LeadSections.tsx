import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Alert, Box, Chip, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LeadStatusChip, RepeatChip } from './LeadChips.tsx';
import { LeadResumeButton } from './LeadResumeButton.tsx';
import { AddNoteForm } from './LeadWork.tsx';
import { Facts, Section } from '../layout/ShowSections.tsx';
import { When } from './LeadHistory.tsx';
import { formatCtc, formatPhone, leadKindLabel, personName, preferredTimeLabel, purposeLabel } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';
import type { LeadPeople } from './useLeadPeople.ts';
import { formatDay } from '../format/indiaDates.ts';

const Multiline = ({ text, empty }: { text: string | null; empty: string }) =>
  text ? (
    <Typography
      variant="body2"
      component="span"
      sx={{ display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
    >
      {text}
    </Typography>
  ) : (
    <Typography variant="body2" component="span" color="text.secondary" sx={{ display: 'block', fontStyle: 'italic' }}>
      {empty}
    </Typography>
  );

/** The project on the public site, while it is listed (the API sends its link, or null once it is not). */
function ProjectLink({ href, title }: { href: string | null; title: string | null }) {
  const name = title ?? 'Project';
  if (href === null) return <span>{name} (not listed on the site any more)</span>;
  return (
    <MuiLink href={href} target="_blank" rel="noopener" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {name}
      <OpenInNewIcon sx={{ fontSize: 16 }} aria-label="(opens the public page in a new tab)" />
    </MuiLink>
  );
}

export function PersonSection({ record, people }: { record: LeadRecord; people: LeadPeople }) {
  const rows: [string, ReactNode][] = [];
  if (record.personalDataMasked) {
    // Masked values are no number to call or address to write to.
    rows.push(['Phone', record.phone ?? '—']);
    rows.push(['Email', record.email || '—']);
  } else if (!record.erased) {
    rows.push([
      'Phone',
      record.phone ? <MuiLink href={`tel:${record.phone}`}>{formatPhone(record.phone)}</MuiLink> : '—',
    ]);
    rows.push(['Email', record.email ? <MuiLink href={`mailto:${record.email}`}>{record.email}</MuiLink> : '—']);
  }
  rows.push(['Kind', leadKindLabel(record.kind)]);
  rows.push(['Received', <When iso={record.createdAt} />]);
  if (record.group !== 'careers') rows.push(['Last enquiry', <When iso={record.lastEnquiryAt} />]);
  rows.push([
    'Status',
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <LeadStatusChip status={record.status} erased={record.erased} />
      {record.followUpOn ? <span>Follow up {formatDay(record.followUpOn)}</span> : null}
    </Stack>,
  ]);
  if (people.role !== 'sales') rows.push(['Assigned to', people.nameOf(record.assigneeId)]);
  // A path on this site only: `//host/...` (or `/\host`) would leave it.
  if (record.sourcePath)
    rows.push([
      'Sent from',
      /^\/(?![/\\])/.test(record.sourcePath) ? (
        <MuiLink href={record.sourcePath} target="_blank" rel="noopener">
          {record.sourcePath}
        </MuiLink>
      ) : (
        record.sourcePath
      ),
    ]);
  return (
    <Section id="lead-person" title={personName(record)}>
      {record.erased ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          This person&rsquo;s personal data was erased. The lead and its history are kept without it, and it can no
          longer change.
        </Alert>
      ) : record.personalDataMasked ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Personal data is masked for auditors: initials, part of the phone and email; messages, notes and salaries are
          withheld.
        </Alert>
      ) : null}
      <Facts rows={rows} />
    </Section>
  );
}

export function EnquirySection({ record }: { record: LeadRecord }) {
  if (record.group === 'careers') {
    return (
      <Section id="lead-application" title="Application">
        <Facts
          rows={[
            ['Notice period', record.noticePeriod ?? '—'],
            ['Current CTC', formatCtc(record.currentCtc)],
            ['Expected CTC', formatCtc(record.expectedCtc)],
            ['Résumé', <LeadResumeButton record={record} />],
            [
              'Cover letter',
              <Multiline
                text={record.coverLetter}
                empty={record.erased ? 'Erased' : record.personalDataMasked ? 'Withheld' : 'No cover letter'}
              />,
            ],
          ]}
        />
      </Section>
    );
  }
  const rows: [string, ReactNode][] = [];
  if (record.projectId)
    rows.push([
      'Project',
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <ProjectLink href={record.projectLink} title={record.projectTitle} />
        <RepeatChip count={record.repeatCount} />
      </Stack>,
    ]);
  if (record.kind === 'callBack') rows.push(['Preferred time', preferredTimeLabel(record.preferredTime)]);
  rows.push([
    'Message',
    <Multiline
      text={record.message}
      empty={record.erased ? 'Erased' : record.personalDataMasked ? 'Withheld' : 'No message'}
    />,
  ]);
  return (
    <Section id="lead-enquiry" title="Enquiry">
      <Facts rows={rows} />
    </Section>
  );
}

export function RepeatsSection({ record }: { record: LeadRecord }) {
  if (record.repeats.length === 0) return null;
  return (
    <Section id="lead-repeats" title={`Asked again (${record.repeats.length})`}>
      <Stack component="ol" spacing={1.5} sx={{ m: 0, pl: 2.5 }}>
        {record.repeats.map((repeat) => (
          <li key={repeat.at}>
            <Typography variant="caption" color="text.secondary" component="div">
              <When iso={repeat.at} />
            </Typography>
            <Multiline
              text={repeat.message}
              empty={record.erased ? 'Erased' : record.personalDataMasked ? 'Withheld' : 'No message'}
            />
          </li>
        ))}
      </Stack>
    </Section>
  );
}

export function NotesSection({
  record,
  people,
  canWork,
}: {
  record: LeadRecord;
  people: LeadPeople;
  canWork: boolean;
}) {
  const roleOf = (note: LeadRecord['notes'][number]) =>
    record.history.find((entry) => entry.type === 'note' && entry.at === note.at && entry.by === note.by)?.role ?? '';
  return (
    <Section id="lead-notes" title={`Notes (${record.notes.length})`}>
      {record.notes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          No notes yet.
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
          {[...record.notes].reverse().map((note) => (
            <Box component="li" key={`${note.at}-${note.by}`} sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5 }}>
              <Typography variant="caption" color="text.secondary" component="div">
                {people.actorOf({ by: note.by, role: roleOf(note) })} · <When iso={note.at} />
              </Typography>
              <Multiline text={note.text} empty={record.personalDataMasked ? 'Withheld' : 'Erased'} />
            </Box>
          ))}
        </Stack>
      )}
      {canWork ? (
        <Box sx={{ mt: 2 }}>
          <AddNoteForm record={record} />
        </Box>
      ) : null}
    </Section>
  );
}

/** The privacy notice the person agreed to, the purposes they allowed, and when. */
export function ConsentSection({ record }: { record: LeadRecord }) {
  return (
    <Section id="lead-consent" title="Consent">
      <Facts
        rows={[
          ['Privacy notice', `Version ${record.consent.noticeVersion}`],
          [
            'Purposes',
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {record.consent.purposes.map((purpose) => (
                <Chip key={purpose} size="small" label={purposeLabel(purpose)} />
              ))}
            </Stack>,
          ],
          ['Given', <When iso={record.consent.at} />],
        ]}
      />
    </Section>
  );
}
