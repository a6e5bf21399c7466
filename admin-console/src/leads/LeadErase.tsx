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
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState, type FormEvent } from 'react';
import { useDataProvider, useNotify, useRefresh } from 'react-admin';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { AdminDataProvider, ErasureResult } from '../providers/dataProvider.ts';
import { formatPhone, personName } from './leadLabels.ts';
import type { LeadRecord } from '../providers/records.ts';

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
      <Button
        color="error"
        variant="outlined"
        size="small"
        startIcon={<DeleteForeverIcon />}
        onClick={() => setOpen(true)}
      >
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
                  Everything Aangan holds about the person with these details becomes unreadable for good, in every lead
                  of theirs, not only this one: name, phone, email, messages, notes and résumé.
                </Typography>
                <Typography variant="body2">
                  The leads stay in the lists as &ldquo;Erased person&rdquo; and their history keeps that you erased
                  them, and when.
                </Typography>
              </DialogContentText>
              <Stack spacing={2}>
                <TextField
                  label="Phone number"
                  value={phone}
                  onChange={(event) => setPhone(event.target.value)}
                  error={Boolean(errors.phone)}
                  helperText={
                    errors.phone ?? (record.phone ? `This lead's number: ${formatPhone(record.phone)}` : undefined)
                  }
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
              <Button
                type="submit"
                color="error"
                variant="contained"
                disabled={!canErase}
                startIcon={pending ? <CircularProgress size={16} /> : <DeleteForeverIcon />}
              >
                Erase permanently
              </Button>
            </DialogActions>
          </Box>
        )}
      </Dialog>
    </>
  );
}
