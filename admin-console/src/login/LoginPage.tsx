import { Alert, Box, Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Form, Login, PasswordInput, TextInput, email, required, useBasename, useLogin } from 'react-admin';
import { ApiError, errorMessage, formErrors, statusOf } from '../providers/apiError.ts';
import { AuthenticatorCodeRequired } from '../providers/authProvider.ts';
import { SixDigitCodeInput, codeDigits } from './SixDigitCodeInput.tsx';

interface Credentials {
  email?: string;
  password?: string;
  totpCode?: string;
}

interface CodeValues {
  code?: string;
}

/** The two sign-in steps: email and password, then (with an authenticator) the app's code. */
type Step = { kind: 'password' } | { kind: 'code'; challenge: string; email: string };

const cardContentSx = { width: { xs: 'calc(100vw - 32px)', sm: 340 }, maxWidth: 340, boxSizing: 'border-box' } as const;

function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Button type="submit" variant="contained" color="primary" disabled={submitting} fullWidth sx={{ mt: 2 }}>
      {submitting ? <CircularProgress size={19} thickness={3} aria-label={label} /> : label}
    </Button>
  );
}

/** react-admin's sign-in form, asking for an email instead of a user name. */
function PasswordStep({
  onCodeRequired,
  notice,
}: {
  onCodeRequired: (challenge: string, email: string) => void;
  notice: string | null;
}) {
  const login = useLogin();
  const basename = useBasename();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The account is under attack and this browser is new to it: the authenticator code goes with the password.
  const [withCode, setWithCode] = useState(false);

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await login({
        email: values.email ?? '',
        password: values.password ?? '',
        ...(withCode ? { totpCode: codeDigits(values.totpCode) } : {}),
      });
    } catch (error) {
      if (error instanceof AuthenticatorCodeRequired) {
        onCodeRequired(error.challenge, values.email ?? '');
        return;
      }
      const fields = formErrors(error, ['email', 'password', 'totpCode']);
      if (fields) return fields;
      if (error instanceof ApiError && error.code === 'SIGN_IN_PAUSED') setWithCode(true);
      setFailure(errorMessage(error, 'Sign-in failed, please try again'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <CardContent sx={cardContentSx}>
        <Typography component="h1" variant="h6" sx={{ mb: 1, textAlign: 'center' }}>
          Sign in to Aangan Admin
        </Typography>
        {notice && !failure ? (
          <Alert severity="success" sx={{ mb: 1 }}>
            {notice}
          </Alert>
        ) : null}
        {failure ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        ) : null}
        <TextInput
          source="email"
          type="email"
          autoComplete="username"
          autoFocus
          validate={[required(), email('Enter a valid email')]}
        />
        <PasswordInput source="password" autoComplete="current-password" validate={required()} />
        {withCode ? <SixDigitCodeInput source="totpCode" label="Authenticator code" /> : null}
        <SubmitButton submitting={submitting} label="Sign in" />
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Link component={RouterLink} to={`${basename}/forgot-password`} variant="body2">
            Forgot password?
          </Link>
        </Box>
      </CardContent>
    </Form>
  );
}

/** The second step: the code from the authenticator app, sent with the password step's challenge. */
function CodeStep({
  challenge,
  email: accountEmail,
  onBack,
}: {
  challenge: string;
  email: string;
  onBack: () => void;
}) {
  const login = useLogin();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (values: CodeValues) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await login({ challenge, code: codeDigits(values.code) });
    } catch (error) {
      const fields = formErrors(error, ['code']);
      if (fields) return fields;
      // A wrong code (or an expired step) is about this field; a throttle or an outage is not.
      if (statusOf(error) === 401) return { code: errorMessage(error) };
      setFailure(errorMessage(error, 'Sign-in failed, please try again'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <CardContent sx={cardContentSx}>
        <Typography component="h1" variant="h6" sx={{ mb: 1, textAlign: 'center' }}>
          Two-step verification
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          Open your authenticator app and enter the 6-digit code it shows for Aangan ({accountEmail}).
        </Typography>
        {failure ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {failure}
          </Alert>
        ) : null}
        <SixDigitCodeInput source="code" label="Authenticator code" autoFocus />
        <SubmitButton submitting={submitting} label="Verify" />
        <Button onClick={onBack} fullWidth sx={{ mt: 1 }}>
          Back to email and password
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [searchParams] = useSearchParams();
  const notice = searchParams.get('passwordChanged')
    ? 'Password changed successfully. Sign in again with your new password.'
    : null;
  return (
    <Login>
      {step.kind === 'password' ? (
        <PasswordStep
          notice={notice}
          onCodeRequired={(challenge, accountEmail) => setStep({ kind: 'code', challenge, email: accountEmail })}
        />
      ) : (
        <CodeStep challenge={step.challenge} email={step.email} onBack={() => setStep({ kind: 'password' })} />
      )}
    </Login>
  );
}
