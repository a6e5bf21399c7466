import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import SaveIcon from '@mui/icons-material/Save';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState, type FormEvent } from 'react';
import { Confirm, useDataProvider, useNotify } from 'react-admin';
import { StaleNotice } from '../content/StaleNotice.tsx';
import { useStaleConflict } from '../content/useStaleConflict.ts';
import { errorMessage, fieldErrorsOf, type FieldErrors } from '../providers/apiError.ts';
import type { StateRera } from '../providers/contentApi.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { EmptyState } from './PanelStates.tsx';
import { numericText } from '../format/numericText.ts';
import { UnsavedWorkGuard } from '../forms/LeaveGuard.tsx';

/** Registration numbers are codes: typed in capitals (spec §5 numeric input, upper-case mode). */
const registrationText = numericText({ uppercase: true, maxLength: 120 });

const STATE_MAX = 60;
const REGISTRATION_MAX = 120;

/** The map's revision the panel's changes are based on, and what to do with the answers. */
interface ReraBase {
  revision: number;
  onSaved(data: StateRera, revision: number): void;
  /** True when the failure was someone else's newer save (412), which the panel explains. */
  onStale(error: unknown): boolean;
}

/**
 * `PUT /admin/state-rera { state, registration | null, expectedRevision }`: one state at a time,
 * based on the revision of the whole map; answers the map and its next revision.
 */
function useReraChange(base: ReraBase) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  /** 'refused' when someone else saved first (the panel explains it), 'failed' for any other failure. */
  const change = async (
    state: string,
    registration: string | null,
    success?: string,
  ): Promise<'saved' | 'refused' | 'failed'> => {
    setPending(true);
    setErrors({});
    try {
      const { message, data, revision } = await dataProvider.setStateRera(state, registration, base.revision);
      notify(success ?? message, { type: 'success' });
      base.onSaved(data, revision);
      return 'saved';
    } catch (error) {
      if (base.onStale(error)) return 'refused';
      setErrors(fieldErrorsOf(error));
      notify(errorMessage(error, 'The RERA registration could not be saved, please try again'), { type: 'error' });
      return 'failed';
    } finally {
      setPending(false);
    }
  };
  return { change, pending, errors };
}

function ReraRow({
  state,
  registration,
  canEdit,
  base,
}: {
  state: string;
  registration: string;
  canEdit: boolean;
  base: ReraBase;
}) {
  const { change, pending, errors } = useReraChange(base);
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
      <UnsavedWorkGuard dirty={value.trim() !== registration} what={`the RERA registration of ${state}`} />
      <Stack
        component="form"
        onSubmit={save}
        noValidate
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
        aria-label={`RERA registration in ${state}`}
      >
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
          <Button
            type="submit"
            size="small"
            variant="outlined"
            startIcon={<SaveIcon />}
            disabled={!changed || pending}
            aria-label={`Save the RERA registration of ${state}`}
          >
            Save
          </Button>
          <Button
            size="small"
            color="error"
            startIcon={<DeleteIcon />}
            disabled={pending}
            onClick={() => setConfirming(true)}
            aria-label={`Remove ${state}`}
          >
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
          // Refused for someone else's newer save: the dialog closes so the panel's explanation shows.
          if ((await change(state, null, `${state} removed`)) !== 'failed') setConfirming(false);
        }}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}

function AddReraForm({ existing, base }: { existing: StateRera; base: ReraBase }) {
  const { change, pending, errors } = useReraChange(base);
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
    if ((await change(state.trim(), registration.trim())) === 'saved') {
      setState('');
      setRegistration('');
    }
  };
  const error = (field: string) => local[field] ?? errors[field];
  return (
    <Box component="form" onSubmit={submit} noValidate aria-labelledby="add-rera" sx={{ mt: 2 }}>
      <UnsavedWorkGuard dirty={state.trim() !== '' || registration.trim() !== ''} what="the new state" />
      <Typography id="add-rera" component="h4" variant="subtitle2" sx={{ mb: 1 }}>
        Add a state
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="State"
          value={state}
          onChange={(event) => setState(event.target.value)}
          error={Boolean(error('state'))}
          helperText={error('state') ?? ' '}
          size="small"
          slotProps={{ htmlInput: { maxLength: STATE_MAX } }}
        />
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
        <Button
          type="submit"
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          disabled={pending}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, mt: { sm: 0.5 } }}
        >
          Add
        </Button>
      </Stack>
    </Box>
  );
}

/**
 * Spec §3: the state-level RERA registrations, a key → value map the footer shows as 'key: value'.
 * The map is one record: a change of one state names its revision, and someone else's change since
 * is explained (StaleNotice) with what was typed kept.
 */
export function StateReraPanel({
  stateRera,
  revision,
  canEdit,
  onChange,
  onReload,
}: {
  stateRera: StateRera;
  /** The map's revision as loaded (-1: never set). */
  revision: number;
  canEdit: boolean;
  onChange(data: StateRera, revision: number): void;
  onReload(): void;
}) {
  const states = Object.keys(stateRera).sort((a, b) => a.localeCompare(b, 'en-IN'));
  const stale = useStaleConflict();
  /** Their revision, once the admin keeps their own changes over it. */
  const [kept, setKept] = useState<number | null>(null);
  const base: ReraBase = {
    revision: kept ?? revision,
    onSaved: (data, next) => {
      stale.clear();
      setKept(null);
      onChange(data, next);
    },
    onStale: stale.refused,
  };
  const { conflict } = stale;
  return (
    <Box sx={{ maxWidth: 880 }}>
      {conflict ? (
        <StaleNotice
          what="the state RERA list"
          revision={conflict.revision}
          changed={conflict.changed}
          keptMine={conflict.keptMine}
          keptMeaning={`Your changes are kept. Saving now sets them on their version (revision ${conflict.revision}); where you both changed a state, yours replaces theirs. Their changes:`}
          onReload={() => {
            stale.clear();
            setKept(null);
            onReload();
          }}
          onKeepMine={() => {
            setKept(conflict.revision);
            stale.keepMine();
          }}
        />
      ) : null}
      {states.length === 0 ? (
        <EmptyState>No RERA data available.</EmptyState>
      ) : (
        <Stack component="ul" spacing={1} sx={{ m: 0, p: 0 }}>
          {states.map((state) => (
            <ReraRow key={state} state={state} registration={stateRera[state] ?? ''} canEdit={canEdit} base={base} />
          ))}
        </Stack>
      )}
      {canEdit ? <AddReraForm existing={stateRera} base={base} /> : null}
    </Box>
  );
}
