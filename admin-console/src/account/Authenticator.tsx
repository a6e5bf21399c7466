import { Box, Button, Chip, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Form, useDataProvider, useNotify } from 'react-admin';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';
import { SixDigitCodeInput, codeDigits } from '../login/SixDigitCodeInput.tsx';
import { errorMessage, formErrors } from '../providers/apiError.ts';
import type { AdminDataProvider, AuthenticatorSetup } from '../providers/dataProvider.ts';
import type { UserRecord } from '../providers/records.ts';
import { Section, SubmitButton } from './AccountSection.tsx';
import { qrCodeImage } from './qrCodeImage.ts';

/** The secret grouped by four for reading aloud or typing; apps ignore the spaces. */
const groupedSecret = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');

function AuthenticatorSetupForm({
  setup,
  onEnabled,
  onCancel,
}: {
  setup: AuthenticatorSetup & { qrSrc: string };
  onEnabled: () => void;
  onCancel: () => void;
}) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: { code?: string }) => {
    setSubmitting(true);
    try {
      const { message } = await dataProvider.confirmAuthenticatorSetup(codeDigits(values.code));
      notify(message, { type: 'success' });
      onEnabled();
    } catch (error) {
      const fields = formErrors(error, ['code']);
      if (fields) return fields;
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setSubmitting(false);
    }
    return undefined;
  };

  return (
    <Box>
      <Typography component="ol" variant="body2" sx={{ pl: 2.5, my: 1, '& li': { mb: 0.5 } }}>
        <li>
          Open an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…) and add an account.
        </li>
        <li>Scan the QR code, or type the setup key if you cannot scan.</li>
        <li>Enter the 6-digit code the app shows for Aangan.</li>
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' }, my: 2 }}
      >
        <Box
          component="img"
          src={setup.qrSrc}
          alt="QR code for adding Aangan to your authenticator app"
          width={200}
          height={200}
          sx={{
            alignSelf: 'center',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
            bgcolor: '#fff',
            flexShrink: 0,
          }}
        />
        <TextField
          label="Setup key"
          value={groupedSecret(setup.secret)}
          helperText="Time-based, 6 digits, every 30 seconds"
          fullWidth
          multiline
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              style: { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', letterSpacing: '0.05em' },
            },
          }}
          onFocus={(event) => event.target.select()}
        />
      </Stack>
      <Form
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={FormLeaveGuard}
      >
        <Box sx={{ maxWidth: 400 }}>
          <SixDigitCodeInput source="code" label="Authenticator code" autoFocus />
        </Box>
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          <SubmitButton submitting={submitting} label="Turn on" />
          <Button onClick={onCancel} disabled={submitting} sx={{ mt: 1 }}>
            Cancel
          </Button>
        </Stack>
      </Form>
    </Box>
  );
}

export function Authenticator({ profile, onChanged }: { profile: UserRecord; onChanged: () => void }) {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const [setup, setSetup] = useState<(AuthenticatorSetup & { qrSrc: string }) | null>(null);
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const started = await dataProvider.startAuthenticatorSetup();
      setSetup({ ...started, qrSrc: await qrCodeImage(started.otpauthUri) });
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    } finally {
      setStarting(false);
    }
  };

  const enabled = profile.authenticatorEnabled;
  return (
    <Section id="authenticator" title="Authenticator app">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="body2">Status:</Typography>
        <Chip
          size="small"
          label={enabled ? 'Enabled' : 'Not set up'}
          color={enabled ? 'success' : 'default'}
          variant={enabled ? 'filled' : 'outlined'}
        />
      </Stack>
      {enabled ? (
        <Typography variant="body2" color="text.secondary">
          Every sign-in and password reset asks for a code from your app. Lost your phone? Ask an admin to reset your
          authenticator, then set it up again.
        </Typography>
      ) : setup ? (
        <AuthenticatorSetupForm
          setup={setup}
          onCancel={() => setSetup(null)}
          onEnabled={() => {
            setSetup(null);
            onChanged();
          }}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Protect your account with a second step: after your password, sign-ins ask for a 6-digit code from an app on
            your phone.
          </Typography>
          <Button variant="contained" onClick={start} disabled={starting}>
            {starting ? (
              <CircularProgress size={19} thickness={3} aria-label="Set up authenticator" />
            ) : (
              'Set up authenticator'
            )}
          </Button>
        </>
      )}
    </Section>
  );
}
