import { Button, CircularProgress, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { LeadStatus } from '@aangan/contracts';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { LEAD_STATUS_CHOICES, leadStatusLabel } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';
import type { LeadPeople } from './useLeadPeople.ts';
import { formatDay } from '../format/indiaDates.ts';
import { DayTextField, TYPED_DAY_ERROR } from '../format/DayTextField.tsx';

const NOTE_MAX = 2000;

/** Runs one request on a lead: a notification, a fresh record, and the field errors of a refusal. */
function useLeadCommand() {
  const notify = useNotify();
  const refresh = useRefresh();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const run = async (request: () => Promise<unknown>, success: string): Promise<boolean> => {
    setPending(true);
    setErrors({});
    try {
      await request();
      notify(success, { type: 'success' });
      refresh();
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { run, pending, errors };
}

/**
 * A form that stays mounted across the record's refresh: after a success its first field takes the
 * focus back, so a keyboard user is not dropped at the top of the page when the button disables.
 */
function useRefocus() {
  const form = useRef<HTMLFormElement>(null);
  const refocus = () =>
    form.current
      ?.querySelector<HTMLElement>(
        '[role="combobox"], textarea:not([aria-hidden]), input:not([type="hidden"]):not([aria-hidden])',
      )
      ?.focus();
  return { form, refocus };
}

const SubmitButton = ({ pending, disabled, label }: { pending: boolean; disabled: boolean; label: string }) => (
  <Button type="submit" variant="contained" disabled={pending || disabled} sx={{ alignSelf: 'flex-start' }}>
    {pending ? <CircularProgress size={19} thickness={3} aria-label={label} /> : label}
  </Button>
);

/** Status, follow-up date and an optional note, sent together (admins and sales users). */
export function StatusForm({ record }: { record: LeadRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { run, pending, errors } = useLeadCommand();
  const { form, refocus } = useRefocus();
  const [status, setStatus] = useState<LeadStatus>(record.status);
  // yyyy-mm-dd, '' for none, null while the box holds no real day.
  const [followUpOn, setFollowUpOn] = useState<string | null>(record.followUpOn ?? '');
  const [tried, setTried] = useState(false);
  const [note, setNote] = useState('');
  // The saved values, once the record comes back refreshed.
  useEffect(() => {
    setStatus(record.status);
    setFollowUpOn(record.followUpOn ?? '');
  }, [record.status, record.followUpOn]);
  const changed = status !== record.status || (followUpOn || null) !== record.followUpOn || note.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (followUpOn === null) return;
    const ok = await run(
      () => dataProvider.changeLeadStatus(record.id, { status, followUpOn: followUpOn || null, note }),
      `Status saved: ${leadStatusLabel(status)}`,
    );
    if (ok) {
      setNote('');
      setTried(false);
      refocus();
    }
  };

  return (
    <Stack component="form" ref={form} onSubmit={submit} noValidate spacing={2} aria-label="Change status">
      <TextField
        select
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as LeadStatus)}
        error={Boolean(errors.status)}
        helperText={errors.status}
        fullWidth
      >
        {LEAD_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <DayTextField
        label="Follow-up date"
        value={followUpOn ?? ''}
        onChange={setFollowUpOn}
        error={errors.followUpOn ?? (followUpOn === null && tried ? TYPED_DAY_ERROR : undefined)}
        helperText={followUpOn ? `Follow up on ${formatDay(followUpOn)}` : 'Optional: when to get back to them'}
        fullWidth
      />
      <TextField
        label="Note (optional)"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
      <SubmitButton pending={pending} disabled={!changed} label="Save status" />
    </Stack>
  );
}

export function AddNoteForm({ record }: { record: LeadRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { run, pending, errors } = useLeadCommand();
  const { form, refocus } = useRefocus();
  const [note, setNote] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (note.trim() === '') return;
    if (await run(() => dataProvider.addLeadNote(record.id, note.trim()), 'Note added')) {
      setNote('');
      refocus();
    }
  };

  return (
    <Stack component="form" ref={form} onSubmit={submit} noValidate spacing={1.5} aria-label="Add a note">
      <TextField
        label="New note"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note}
        multiline
        minRows={2}
        fullWidth
        slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
      />
      <SubmitButton pending={pending} disabled={note.trim() === ''} label="Add note" />
    </Stack>
  );
}

/** Admins only: give the lead to an active admin or sales user, or take it back. */
export function AssignForm({ record, people }: { record: LeadRecord; people: LeadPeople }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { run, pending, errors } = useLeadCommand();
  const { form, refocus } = useRefocus();
  const [assigneeId, setAssigneeId] = useState(record.assigneeId ?? '');
  useEffect(() => setAssigneeId(record.assigneeId ?? ''), [record.assigneeId]);
  const choices = people.assignable.map((user) => ({
    id: user.id,
    name:
      user.id === people.myId ? `${user.name} (you)` : `${user.name} · ${user.role === 'admin' ? 'Admin' : 'Sales'}`,
  }));
  // Someone no longer assignable (disabled, now an auditor) stays shown as the current assignee.
  if (record.assigneeId && !choices.some((choice) => choice.id === record.assigneeId)) {
    choices.push({
      id: record.assigneeId,
      name: `${people.users.get(record.assigneeId)?.name ?? 'A former user'} (no longer assignable)`,
    });
  }
  const target = assigneeId || null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = target ? (choices.find((choice) => choice.id === target)?.name ?? 'the user') : null;
    if (
      await run(
        () => dataProvider.assignLead(record.id, target),
        name ? `Lead assigned to ${name.split(' · ')[0]}` : 'Lead unassigned',
      )
    )
      refocus();
  };

  return (
    <Stack component="form" ref={form} onSubmit={submit} noValidate spacing={1.5} aria-label="Assign the lead">
      <TextField
        select
        label="Assigned to"
        value={assigneeId}
        onChange={(event) => setAssigneeId(event.target.value)}
        error={Boolean(errors.assigneeId)}
        helperText={errors.assigneeId ?? 'Sales users see only the leads assigned to them'}
        fullWidth
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">Unassigned</MenuItem>
        {choices.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <SubmitButton pending={pending} disabled={target === record.assigneeId} label="Assign" />
    </Stack>
  );
}
