import { Alert, Box, Skeleton, Stack, useMediaQuery, type Theme } from '@mui/material';
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
import { EraseButton } from './LeadErase.tsx';
import { AssignForm, StatusForm } from './LeadWork.tsx';
import { Section } from '../layout/ShowSections.tsx';
import { HistorySection } from './LeadHistory.tsx';
import { ConsentSection, EnquirySection, NotesSection, PersonSection, RepeatsSection } from './LeadSections.tsx';
import { LEAD_RESOURCES, isLeadResource } from '../providers/leadResources.ts';
import { personName } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';
import { useLeadPeople, type LeadPeople } from './useLeadPeople.ts';

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
