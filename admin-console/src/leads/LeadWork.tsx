import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import type { LeadStatus } from '@aangan/contracts';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { AdminDataProvider, ErasureResult } from '../providers/dataProvider.ts';
import { LEAD_STATUS_CHOICES, formatPhone, leadStatusLabel, personName, type LeadRecord } from './leadRecord.ts';
import type { LeadPeople } from './useLeadPeople.ts';
import { formatDay } from '../format/indiaDates.ts';

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
  const refocus = () => form.current?.querySelector<HTMLElement>('[role="combobox"], textarea:not([aria-hidden]), input:not([type="hidden"]):not([aria-hidden])')?.focus();
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
  const [followUpOn, setFollowUpOn] = useState(record.followUpOn ?? '');
  const [note, setNote] = useState('');
  // The saved values, once the record comes back refreshed.
  useEffect(() => {
    setStatus(record.status);
    setFollowUpOn(record.followUpOn ?? '');
  }, [record.status, record.followUpOn]);
  const changed = status !== record.status || (followUpOn || null) !== record.followUpOn || note.trim() !== '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const ok = await run(() => dataProvider.changeLeadStatus(record.id, { status, followUpOn: followUpOn || null, note }), `Status saved: ${leadStatusLabel(status)}`);
    if (ok) {
      setNote('');
      refocus();
    }
  };

  return (
    <Stack component="form" ref={form} onSubmit={submit} noValidate spacing={2} aria-label="Change status">
      <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as LeadStatus)} error={Boolean(errors.status)} helperText={errors.status} fullWidth>
        {LEAD_STATUS_CHOICES.map((choice) => (
          <MenuItem key={choice.id} value={choice.id}>
            {choice.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="date"
        label="Follow-up date"
        value={followUpOn}
        onChange={(event) => setFollowUpOn(event.target.value)}
        error={Boolean(errors.followUpOn)}
        helperText={errors.followUpOn ?? (followUpOn ? `Follow up on ${formatDay(followUpOn)}` : 'Optional: when to get back to them')}
        fullWidth
        slotProps={{ inputLabel: { shrink: true } }}
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
  const choices = people.assignable.map((user) => ({ id: user.id, name: user.id === people.myId ? `${user.name} (you)` : `${user.name} · ${user.role === 'admin' ? 'Admin' : 'Sales'}` }));
  // Someone no longer assignable (disabled, now an auditor) stays shown as the current assignee.
  if (record.assigneeId && !choices.some((choice) => choice.id === record.assigneeId)) {
    choices.push({ id: record.assigneeId, name: `${people.users.get(record.assigneeId)?.name ?? 'A former user'} (no longer assignable)` });
  }
  const target = assigneeId || null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const name = target ? (choices.find((choice) => choice.id === target)?.name ?? 'the user') : null;
    if (await run(() => dataProvider.assignLead(record.id, target), name ? `Lead assigned to ${name.split(' · ')[0]}` : 'Lead unassigned')) refocus();
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

/**
 * Admins only: erase the person behind the lead (DPDP Act), by phone (prefilled) and optionally
 * email. It cannot be undone, so the dialog says what goes and asks for an explicit tick; then it
 * shows how many people and leads were erased.
 */
export function EraseButton({ record }: { record: LeadRecord }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [phone, setPhone] = useState(record.phone ?? '');
  const [email, setEmail] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [result, setResult] = useState<ErasureResult | null>(null);
  const canErase = understood && (phone.trim() !== '' || email.trim() !== '') && !pending;

  const close = () => {
    if (pending) return;
    setOpen(false);
    if (result) refresh();
    setResult(null);
    setUnderstood(false);
    setErrors({});
    setPhone(record.phone ?? '');
    setEmail('');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canErase) return;
    setPending(true);
    setErrors({});
    try {
      const erased = await dataProvider.erasePerson({ phone, email });
      if (erased && typeof erased.people === 'number') setResult(erased);
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

  return (
    <>
      <Button color="error" variant="outlined" size="small" startIcon={<DeleteForeverIcon />} onClick={() => setOpen(true)}>
        Erase this person
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        {result ? (
          <>
            <DialogTitle id={titleId}>{result.people ? 'Personal data erased' : 'Nothing was erased'}</DialogTitle>
            <DialogContent>
              <Alert severity={result.people ? 'success' : 'info'} role="status">
                {result.message}: {plural(result.people, 'person')}, {plural(result.leads, 'lead')}.
              </Alert>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} variant="contained" autoFocus>
                Done
              </Button>
            </DialogActions>
          </>
        ) : (
          <Box component="form" onSubmit={submit} noValidate>
            <DialogTitle id={titleId}>Erase {personName(record)} permanently?</DialogTitle>
            <DialogContent>
              <Alert severity="error" sx={{ mb: 2 }}>
                This cannot be undone.
              </Alert>
              <DialogContentText component="div" sx={{ mb: 2 }}>
                <Typography variant="body2" gutterBottom>
                  Everything Aangan holds about the person with these details becomes unreadable for good, in every lead of theirs, not only this one: name, phone, email, messages, notes and résumé.
                </Typography>
                <Typography variant="body2">The leads stay in the lists as &ldquo;Erased person&rdquo; and their history keeps that you erased them, and when.</Typography>
              </DialogContentText>
              <Stack spacing={2}>
                <TextField
                  label="Phone number"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  error={Boolean(errors.phone)}
                  helperText={errors.phone ?? (record.phone ? `This lead's number: ${formatPhone(record.phone)}` : undefined)}
                  fullWidth
                  slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'off' } }}
                />
                <TextField
                  label="Email (optional)"
                  type="email"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  error={Boolean(errors.email)}
                  helperText={errors.email ?? 'Also erase whoever gave this email'}
                  fullWidth
                  slotProps={{ htmlInput: { autoComplete: 'off' } }}
                />
                <FormControlLabel
                  control={<Checkbox checked={understood} onChange={(event) => setUnderstood(event.target.checked)} />}
                  label="I understand this permanently erases the person's data and cannot be undone"
                />
              </Stack>
            </DialogContent>
            <DialogActions>
              <Button onClick={close} disabled={pending}>
                Cancel
              </Button>
              <Button type="submit" color="error" variant="contained" disabled={!canErase} startIcon={pending ? <CircularProgress size={16} /> : <DeleteForeverIcon />}>
                Erase permanently
              </Button>
            </DialogActions>
          </Box>
        )}
      </Dialog>
    </>
  );
}
