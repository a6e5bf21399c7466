import { Alert, Box, Button, CardContent, CircularProgress, Link, Typography } from '@mui/material';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Form, Login, PasswordInput, TextInput, email, required, useBasename } from 'react-admin';
import { errorMessage, formErrors, statusOf } from '../providers/apiError.ts';
import { useAdminAuthProvider } from '../providers/authProvider.ts';
import { SixDigitCodeInput, codeDigits } from './SixDigitCodeInput.tsx';
import { confirmMatches, newPasswordRules } from './passwordRules.ts';

/**
 * Forgotten password, outside the layout: an email gets a 6-digit OTP (send-forgetOTP), the OTP
 * earns a short reset token (verify-forgetOTP), and the token, a new password and, when the
 * account has one, an authenticator code set the password (reset-password).
 */
type Stage =
  | { step: 'email'; email: string }
  | { step: 'otp'; email: string; requestId: string; notice: string }
  | { step: 'password'; email: string; resetToken: string; authenticatorRequired: boolean; notice: string }
  | { step: 'done'; notice: string };

const STEP_NUMBERS = { email: 1, otp: 2, password: 3 } as const;

const cardContentSx = { width: { xs: 'calc(100vw - 32px)', sm: 360 }, maxWidth: 360, boxSizing: 'border-box' } as const;

function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <Button type="submit" variant="contained" color="primary" disabled={submitting} fullWidth sx={{ mt: 2 }}>
      {submitting ? <CircularProgress size={19} thickness={3} aria-label={label} /> : label}
    </Button>
  );
}

function Failure({ message, action }: { message: string | null; action?: ReactNode }) {
  if (!message) return null;
  return (
    <Alert severity="error" sx={{ mb: 1 }} action={action}>
      {message}
    </Alert>
  );
}

/** Runs a step's request with a spinner; field errors go under their inputs, anything else above the form. */
function useStepSubmit() {
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<{ message: string; status: number | undefined } | null>(null);
  const run = async (fields: readonly string[], request: () => Promise<void>) => {
    setSubmitting(true);
    setFailure(null);
    try {
      await request();
    } catch (error) {
      const errors = formErrors(error, fields);
      if (errors) return errors;
      setFailure({ message: errorMessage(error), status: statusOf(error) });
    } finally {
      setSubmitting(false);
    }
    return undefined;
  };
  return { submitting, failure, run };
}

function EmailStep({
  initialEmail,
  onSent,
}: {
  initialEmail: string;
  onSent: (email: string, requestId: string, notice: string) => void;
}) {
  const auth = useAdminAuthProvider();
  const { submitting, failure, run } = useStepSubmit();
  const submit = (values: { email?: string }) =>
    run(['email'], async () => {
      const address = (values.email ?? '').trim();
      const sent = await auth.sendResetCode(address);
      onSent(address, sent.requestId, sent.message);
    });
  return (
    <Form onSubmit={submit} defaultValues={{ email: initialEmail }} noValidate disableInvalidFormNotification>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Enter the email you sign in with. We will send you a 6-digit OTP to reset your password.
      </Typography>
      <Failure message={failure?.message ?? null} />
      <TextInput
        source="email"
        label="Email"
        type="email"
        autoComplete="username"
        autoFocus
        validate={[required(), email('Enter a valid email')]}
      />
      <SubmitButton submitting={submitting} label="Send OTP" />
    </Form>
  );
}

function OtpStep({
  email: address,
  requestId,
  notice,
  onVerified,
  onResend,
}: {
  email: string;
  requestId: string;
  notice: string;
  onVerified: (resetToken: string, authenticatorRequired: boolean, notice: string) => void;
  onResend: (requestId: string, notice: string) => void;
}) {
  const auth = useAdminAuthProvider();
  const { submitting, failure, run } = useStepSubmit();
  const resend = () =>
    void run([], async () => {
      const sent = await auth.sendResetCode(address);
      onResend(sent.requestId, sent.message);
    });
  const submit = (values: { otp?: string }) =>
    run(['otp'], async () => {
      const verified = await auth.verifyResetCode(requestId, codeDigits(values.otp));
      onVerified(verified.resetToken, verified.authenticatorRequired, verified.message);
    });
  // A closed request (expired, used, too many tries) needs a new OTP.
  const closed = failure !== null && (failure.status === 401 || failure.status === 429);
  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <Alert severity="success" sx={{ mb: 1 }}>
        {notice}
      </Alert>
      <Typography variant="body2" sx={{ mb: 1 }}>
        If {address} belongs to an account, the OTP is in its inbox. It works once, for 10 minutes.
      </Typography>
      <Failure
        message={failure?.message ?? null}
        action={
          closed ? (
            <Button color="inherit" size="small" onClick={resend} disabled={submitting}>
              New OTP
            </Button>
          ) : undefined
        }
      />
      <SixDigitCodeInput
        source="otp"
        label="OTP from the email"
        autoFocus
        invalidMessage="Enter the 6-digit OTP from the email"
      />
      <SubmitButton submitting={submitting} label="Verify OTP" />
      <Button onClick={resend} disabled={submitting} fullWidth sx={{ mt: 1 }}>
        Send a new OTP
      </Button>
    </Form>
  );
}

interface NewPasswordValues {
  newPassword?: string;
  confirmPassword?: string;
  totpCode?: string;
}

function PasswordStep({
  resetToken,
  authenticatorRequired,
  notice,
  onDone,
  onStartAgain,
}: {
  resetToken: string;
  authenticatorRequired: boolean;
  notice: string;
  onDone: (notice: string) => void;
  onStartAgain: () => void;
}) {
  const auth = useAdminAuthProvider();
  const { submitting, failure, run } = useStepSubmit();
  const submit = (values: NewPasswordValues) =>
    run(['newPassword', 'confirmPassword', 'totpCode'], async () => {
      const done = await auth.resetPassword({
        resetToken,
        newPassword: values.newPassword ?? '',
        confirmPassword: values.confirmPassword ?? '',
        ...(authenticatorRequired ? { totpCode: codeDigits(values.totpCode) } : {}),
      });
      onDone(done.message);
    });
  const expired = failure?.status === 401;
  return (
    <Form onSubmit={submit} noValidate disableInvalidFormNotification>
      <Alert severity="success" sx={{ mb: 1 }}>
        {notice}
      </Alert>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Choose a new password of at least 8 characters.
        {authenticatorRequired ? ' Your account has an authenticator app: enter its code too.' : ''}
      </Typography>
      <Failure
        message={failure?.message ?? null}
        action={
          expired ? (
            <Button color="inherit" size="small" onClick={onStartAgain}>
              Start again
            </Button>
          ) : undefined
        }
      />
      <PasswordInput
        source="newPassword"
        label="New password"
        autoComplete="new-password"
        autoFocus
        validate={newPasswordRules}
      />
      <PasswordInput
        source="confirmPassword"
        label="Confirm new password"
        autoComplete="new-password"
        validate={[required(), confirmMatches('newPassword')]}
      />
      {authenticatorRequired ? <SixDigitCodeInput source="totpCode" label="Authenticator code" /> : null}
      <SubmitButton submitting={submitting} label="Change password" />
    </Form>
  );
}

function ForgotPasswordPage() {
  const basename = useBasename();
  const [stage, setStage] = useState<Stage>({ step: 'email', email: '' });
  const startAgain = (address: string) => setStage({ step: 'email', email: address });

  return (
    <Login>
      <CardContent sx={cardContentSx}>
        <Typography component="h1" variant="h6" sx={{ textAlign: 'center' }}>
          Reset your password
        </Typography>
        {stage.step !== 'done' ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1, textAlign: 'center' }}>
            Step {STEP_NUMBERS[stage.step]} of 3
          </Typography>
        ) : null}
        {stage.step === 'email' ? (
          <EmailStep
            initialEmail={stage.email}
            onSent={(address, requestId, notice) => setStage({ step: 'otp', email: address, requestId, notice })}
          />
        ) : null}
        {stage.step === 'otp' ? (
          <OtpStep
            key={stage.requestId}
            email={stage.email}
            requestId={stage.requestId}
            notice={stage.notice}
            onResend={(requestId, notice) => setStage({ step: 'otp', email: stage.email, requestId, notice })}
            onVerified={(resetToken, authenticatorRequired, notice) =>
              setStage({ step: 'password', email: stage.email, resetToken, authenticatorRequired, notice })
            }
          />
        ) : null}
        {stage.step === 'password' ? (
          <PasswordStep
            resetToken={stage.resetToken}
            authenticatorRequired={stage.authenticatorRequired}
            notice={stage.notice}
            onStartAgain={() => startAgain(stage.email)}
            onDone={(notice) => setStage({ step: 'done', notice })}
          />
        ) : null}
        {stage.step === 'done' ? (
          <>
            <Alert severity="success" sx={{ my: 1 }}>
              {stage.notice}
            </Alert>
            <Typography variant="body2" sx={{ mb: 2 }}>
              Your other sessions have ended. Sign in with your new password.
            </Typography>
            <Button component={RouterLink} to={`${basename}/login`} variant="contained" fullWidth>
              Back to sign in
            </Button>
          </>
        ) : (
          <Box sx={{ mt: 2, textAlign: 'center' }}>
            <Link component={RouterLink} to={`${basename}/login`} variant="body2">
              Back to sign in
            </Link>
          </Box>
        )}
      </CardContent>
    </Login>
  );
}

export default ForgotPasswordPage;
