import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useState } from 'react';
import { Form, PasswordInput, Title, required, useBasename, useDataProvider, useLogout, useNotify } from 'react-admin';
import { confirmMatches, newPasswordRules } from '../login/passwordRules.ts';
import { errorMessage, formErrors } from '../providers/apiError.ts';
import type { AdminDataProvider } from '../providers/dataProvider.ts';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';
import { roleLabel } from '../users/roleChoices.ts';
import type { UserRecord } from '../providers/records.ts';
import { Section, SubmitButton } from './AccountSection.tsx';
import { Authenticator } from './Authenticator.tsx';

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
      <Form
        onSubmit={submit}
        noValidate
        disableInvalidFormNotification
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={FormLeaveGuard}
      >
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
