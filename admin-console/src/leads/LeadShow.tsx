import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import {
  Alert,
  Box,
  Chip,
  Link as MuiLink,
  Skeleton,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  ListButton,
  Show,
  TopToolbar,
  useNotify,
  useRecordContext,
  useRedirect,
  useResourceContext,
} from 'react-admin';
import { errorMessage } from '../providers/apiError.ts';
import { LeadStatusChip, RepeatChip } from './LeadChips.tsx';
import { LeadResumeButton } from './LeadResumeButton.tsx';
import { EraseButton } from './LeadErase.tsx';
import { AddNoteForm, AssignForm, StatusForm } from './LeadWork.tsx';
import { Facts, Section } from '../layout/ShowSections.tsx';
import { HistorySection, When } from './LeadHistory.tsx';
import { LEAD_RESOURCES, isLeadResource } from '../providers/leadResources.ts';
import { formatCtc, formatPhone, leadKindLabel, personName, preferredTimeLabel, purposeLabel } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';
import { useLeadPeople, type LeadPeople } from './useLeadPeople.ts';
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

function PersonSection({ record, people }: { record: LeadRecord; people: LeadPeople }) {
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

function EnquirySection({ record }: { record: LeadRecord }) {
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

function RepeatsSection({ record }: { record: LeadRecord }) {
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

function NotesSection({ record, people, canWork }: { record: LeadRecord; people: LeadPeople; canWork: boolean }) {
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

/** What one history entry says happened (the read model keeps a type and a short detail). */
function ConsentSection({ record }: { record: LeadRecord }) {
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

function WorkSection({ record, people }: { record: LeadRecord; people: LeadPeople }) {
  if (record.erased) return null;
  if (people.role !== 'admin' && people.role !== 'sales') {
    return (
      <Section id="lead-work" title="Status">
        <Alert severity="info">Auditors can read leads but not change them.</Alert>
      </Section>
    );
  }
  return (
    <>
      <Section id="lead-work" title="Change status">
        <StatusForm key={record.id} record={record} />
      </Section>
      {people.role === 'admin' ? (
        <Section id="lead-assign" title="Assign">
          <AssignForm key={record.id} record={record} people={people} />
        </Section>
      ) : null}
    </>
  );
}

function LeadShowContent() {
  const record = useRecordContext<LeadRecord>();
  const people = useLeadPeople();
  const isWide = useMediaQuery<Theme>((theme) => theme.breakpoints.up('md'));
  if (!record) return <Skeleton variant="rounded" height={240} aria-label="Loading the lead" sx={{ mt: 2 }} />;
  const canWork = !record.erased && (people.role === 'admin' || people.role === 'sales');

  const person = <PersonSection key="person" record={record} people={people} />;
  const enquiry = <EnquirySection key="enquiry" record={record} />;
  const work = <WorkSection key="work" record={record} people={people} />;
  const repeats = <RepeatsSection key="repeats" record={record} />;
  const notes = <NotesSection key="notes" record={record} people={people} canWork={canWork} />;
  const history = <HistorySection key="history" record={record} people={people} />;
  const consent = <ConsentSection key="consent" record={record} />;

  if (!isWide) {
    return (
      <Stack spacing={2} sx={{ my: 2 }}>
        {[person, enquiry, work, notes, repeats, history, consent]}
      </Stack>
    );
  }
  return (
    <Box
      sx={{
        my: 2,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 3fr) minmax(300px, 2fr)',
        gap: 2,
        alignItems: 'start',
      }}
    >
      <Stack spacing={2}>{[person, enquiry, repeats, notes, consent]}</Stack>
      <Stack spacing={2}>{[work, history]}</Stack>
    </Box>
  );
}

function LeadTitle() {
  const record = useRecordContext<LeadRecord>();
  const resource = useResourceContext() ?? 'leads';
  const single = isLeadResource(resource) ? LEAD_RESOURCES[resource].single : 'Lead';
  return <span>{record ? `${single}: ${personName(record)}` : single}</span>;
}

function LeadShowActions() {
  const record = useRecordContext<LeadRecord>();
  const people = useLeadPeople();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <ListButton label="Back to the list" />
      {record && !record.erased && people.role === 'admin' ? (
        <EraseButton key={record.phone ?? ''} record={record} />
      ) : null}
    </TopToolbar>
  );
}

/**
 * One lead: the person (call or write with one tap), what they asked, consent, repeats, notes and
 * the full history; admins and sales users change the status and add notes, admins assign and
 * erase, auditors only read.
 */
export function LeadShow() {
  const notify = useNotify();
  const redirect = useRedirect();
  const resource = useResourceContext() ?? 'leads';
  // The server's reason (a sales user on a lead not assigned to them) rather than "not found".
  const onError = (error: unknown) => {
    notify(errorMessage(error, 'This lead could not be loaded'), { type: 'error' });
    redirect('list', resource);
  };
  return (
    <Show title={<LeadTitle />} actions={<LeadShowActions />} component="div" queryOptions={{ onError }}>
      <LeadShowContent />
    </Show>
  );
}
