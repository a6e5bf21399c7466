import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  CircularProgress,
  Skeleton,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Form, PasswordInput, Title, required, useBasename, useDataProvider, useLogout, useNotify } from 'react-admin';
import { SixDigitCodeInput, codeDigits } from '../login/SixDigitCodeInput.tsx';
import { confirmMatches, newPasswordRules } from '../login/passwordRules.ts';
import { errorMessage, formErrors } from '../providers/apiError.ts';
import type { AdminDataProvider, AuthenticatorSetup } from '../providers/dataProvider.ts';
import { roleLabel } from '../users/roleChoices.ts';
import type { UserRecord } from '../providers/records.ts';
import { qrCodeImage } from './qrCodeImage.ts';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} component="h2" variant="h6" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Button type="submit" variant="contained" disabled={submitting} sx={{ mt: 1 }}>
      {submitting ? <CircularProgress size={19} thickness={3} aria-label={label} /> : label}
    </Button>
  );
}

interface PasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const PASSWORD_FIELDS = ['oldPassword', 'newPassword', 'confirmPassword'];

/**
 * A password change ends every session of the account, this one included (the server refuses
 * tokens older than the change), so success signs out and the sign-in page says why.
 */
function ChangePassword() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const logout = useLogout();
  const basename = useBasename();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: PasswordValues) => {
    setSubmitting(true);
    try {
      await dataProvider.changePassword({
        oldPassword: values.oldPassword ?? '',
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
      });
    } catch (error) {
      setSubmitting(false);
      const fields = formErrors(error, PASSWORD_FIELDS);
      if (fields) return fields;
      notify(errorMessage(error), { type: 'error' });
      return undefined;
    }
    await logout({}, `${basename}/login?passwordChanged=1`, false);
    return undefined;
  };

  return (
    <Section id="change-password" title="Change password">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        After the change you are signed out everywhere, here too, and sign in again with the new password.
      </Typography>
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
        <Stack sx={{ maxWidth: 400 }}>
          <PasswordInput
            source="oldPassword"
            label="Current password"
            autoComplete="current-password"
            validate={required()}
          />
          <PasswordInput
            source="newPassword"
            label="New password"
            autoComplete="new-password"
            validate={newPasswordRules}
            helperText="At least 8 characters, not a common password"
          />
          <PasswordInput
            source="confirmPassword"
            label="Confirm new password"
            autoComplete="new-password"
            validate={[required(), confirmMatches('newPassword')]}
          />
        </Stack>
        <SubmitButton submitting={submitting} label="Change password" />
      </Form>
    </Section>
  );
}

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
      <Form onSubmit={submit} noValidate disableInvalidFormNotification>
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

function Authenticator({ profile, onChanged }: { profile: UserRecord; onChanged: () => void }) {
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

function Profile({ profile }: { profile: UserRecord }) {
  return (
    <Section id="profile" title="Profile">
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content minmax(0, 1fr)',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
          '& dt': { color: 'text.secondary' },
          '& dd': { m: 0, overflowWrap: 'anywhere' },
        }}
      >
        <dt>Name</dt>
        <dd>{profile.name}</dd>
        <dt>Email</dt>
        <dd>{profile.email}</dd>
        <dt>Role</dt>
        <dd>{roleLabel(profile.role)}</dd>
      </Box>
    </Section>
  );
}

const isProfile = (value: unknown): value is UserRecord =>
  typeof value === 'object' && value !== null && typeof (value as UserRecord).email === 'string';

/** The signed-in user's own account: profile, password, authenticator app. */
function AccountPage() {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [profile, setProfile] = useState<UserRecord | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);

  const load = useCallback(() => {
    dataProvider.getProfile().then(
      (loaded) => {
        // After a 401 react-admin signs out and the call answers an empty object: nothing to show.
        if (isProfile(loaded)) setProfile(loaded);
      },
      (error: unknown) => setLoadError(errorMessage(error, 'Your profile could not be loaded')),
    );
  }, [dataProvider]);
  useEffect(load, [load]);

  return (
    <Box sx={{ my: 2, display: 'grid', gap: 2, maxWidth: 760 }}>
      <Title title="My account" />
      {loadError ? <Alert severity="error">{loadError}</Alert> : null}
      {profile ? (
        <>
          <Profile profile={profile} />
          <Authenticator profile={profile} onChanged={load} />
        </>
      ) : loadError ? null : (
        <Skeleton variant="rounded" height={160} aria-label="Loading your profile" />
      )}
      <ChangePassword />
    </Box>
  );
}

export default AccountPage;
