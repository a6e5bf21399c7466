import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { StateRera } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { EmptyState } from './PanelStates.tsx';
import { numericText } from '../format/numericText.ts';

/** Registration numbers are codes: typed in capitals (spec §5 numeric input, upper-case mode). */
const registrationText = numericText({ uppercase: true, maxLength: 120 });

const STATE_MAX = 60;
const REGISTRATION_MAX = 120;

/** `PUT /admin/state-rera { state, registration | null }`: one state at a time; answers the whole map. */
function useReraChange(onSaved: (data: StateRera) => void) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = async (state: string, registration: string | null, success?: string): Promise<boolean> => {
    setPending(true);
    setErrors({});
    try {
      const { message, data } = await dataProvider.setStateRera(state, registration);
      notify(success ?? message, { type: 'success' });
      onSaved(data);
      return true;
    } catch (error) {
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error, 'The RERA registration could not be saved, please try again'), { type: 'error' });
      return false;
    } finally {
      setPending(false);
    }
  };
  return { change, pending, errors };
}

function ReraRow({ state, registration, canEdit, onSaved }: { state: string; registration: string; canEdit: boolean; onSaved(data: StateRera): void }) {
  const { change, pending, errors } = useReraChange(onSaved);
  const [value, setValue] = useState(registration);
  const [confirming, setConfirming] = useState(false);
  useEffect(() => setValue(registration), [registration]);
  const changed = value.trim() !== registration && value.trim() !== '';

  if (!canEdit) {
    return (
      <Box component="li" sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', py: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {state}:
        </Typography>
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {registration}
        </Typography>
      </Box>
    );
  }
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (changed) void change(state, value.trim());
  };
  return (
    <Stack component="li" sx={{ listStyle: 'none' }}>
      <Stack component="form" onSubmit={save} noValidate direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }} aria-label={`RERA registration in ${state}`}>
        <TextField
          label={`${state}`}
          value={value}
          onChange={(event) => setValue(registrationText(event.target.value))}
          error={Boolean(errors.registration)}
          helperText={errors.registration ?? ' '}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: REGISTRATION_MAX } }}
        />
        <Stack direction="row" sx={{ gap: 1 }}>
          <Button type="submit" size="small" variant="outlined" startIcon={<SaveIcon />} disabled={!changed || pending} aria-label={`Save the RERA registration of ${state}`}>
            Save
          </Button>
          <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={pending} onClick={() => setConfirming(true)} aria-label={`Remove ${state}`}>
            Remove
          </Button>
        </Stack>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={pending}
        title={`Remove ${state}?`}
        content={`The footer stops showing the RERA registration of ${state}.`}
        confirm="Remove"
        confirmColor="warning"
        onConfirm={async () => {
          if (await change(state, null, `${state} removed`)) setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function AddReraForm({ existing, onSaved }: { existing: StateRera; onSaved(data: StateRera): void }) {
  const { change, pending, errors } = useReraChange(onSaved);
  const [state, setState] = useState('');
  const [registration, setRegistration] = useState('');
  const [local, setLocal] = useState<FieldErrors>({});
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!state.trim()) problems.state = 'Please enter the state';
    else if (Object.hasOwn(existing, state.trim())) problems.state = 'This state is listed already: change it above';
    if (!registration.trim()) problems.registration = 'Please enter the registration';
    setLocal(problems);
    if (Object.keys(problems).length > 0) return;
    if (await change(state.trim(), registration.trim())) {
      setState('');
      setRegistration('');
    }
  };
  const error = (field: string) => local[field] ?? errors[field];
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="add-rera" sx={{ mt: 2 }}>
      <Typography id="add-rera" component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        Add a state
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField label="State" value={state} onChange={(event) => setState(event.target.value)} error={Boolean(error('state'))} helperText={error('state') ?? ' '} size="small" slotProps={{ htmlInput: { maxLength: STATE_MAX } }} />
        <TextField
          label="Registration"
          value={registration}
          onChange={(event) => setRegistration(registrationText(event.target.value))}
          error={Boolean(error('registration'))}
          helperText={error('registration') ?? 'e.g. UPRERAAGT10202'}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ htmlInput: { maxLength: REGISTRATION_MAX } }}
        />
        <Button type="submit" variant="contained" size="small" startIcon={<AddIcon />} disabled={pending} sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, mt: { sm: 0.5 } }}>
          Add
        </Button>
      </Stack>
    </Box>
  );
}

/** Spec §3: the state-level RERA registrations, a key → value map the footer shows as 'key: value'. */
export function StateReraPanel({ stateRera, canEdit, onChange }: { stateRera: StateRera; canEdit: boolean; onChange(data: StateRera): void }) {
  const states = Object.keys(stateRera).sort((a, b) => a.localeCompare(b, 'en-IN'));
  return (
    <Box sx={{ maxWidth: 880 }}>
      {states.length === 0 ? (
        <EmptyState>No RERA data available.</EmptyState>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {states.map((state) => (
            <ReraRow key={state} state={state} registration={stateRera[state] ?? ''} canEdit={canEdit} onSaved={onChange} />
          ))}
        </Stack>
      )}
      {canEdit ? <AddReraForm existing={stateRera} onSaved={onChange} /> : null}
    </Box>
  );
}
