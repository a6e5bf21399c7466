import { Button, CardContent, CircularProgress } from '@mui/material';
import { useState } from 'react';
import { Form, Login, PasswordInput, TextInput, email, required, useLogin, useNotify } from 'react-admin';

interface Credentials {
  email?: string;
  password?: string;
}

/** react-admin's sign-in screen, asking for an email instead of a user name. */
function EmailLoginForm() {
  const login = useLogin();
  const notify = useNotify();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Credentials) => {
    setSubmitting(true);
    try {
      await login(values);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'Sign-in failed, please try again', { type: 'error' });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form onSubmit={submit} noValidate>
      <CardContent sx={{ minWidth: 300 }}>
        <TextInput source="email" type="email" autoComplete="username" autoFocus validate={[required(), email()]} />
        <PasswordInput source="password" autoComplete="current-password" validate={required()} />
        <Button type="submit" variant="contained" color="primary" disabled={submitting} fullWidth sx={{ mt: 2 }}>
          {submitting ? <CircularProgress size={19} thickness={3} /> : 'Sign in'}
        </Button>
      </CardContent>
    </Form>
  );
}

export function LoginPage() {
  return (
    <Login>
      <EmailLoginForm />
    </Login>
  );
}
