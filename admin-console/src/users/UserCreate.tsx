import {
  Create,
  PasswordInput,
  SelectInput,
  SimpleForm,
  TextInput,
  email,
  maxLength,
  required,
  useNotify,
  useRedirect,
} from 'react-admin';
import { newPasswordRules } from '../login/passwordRules.ts';
import { ROLE_CHOICES } from './roleChoices.ts';
import { SaveToolbar } from '../forms/SaveButton.tsx';
import { FormLeaveGuard } from '../forms/LeaveGuard.tsx';

/** POST /admin/users: the server's field errors (taken email, common password) show under their inputs. */
export function UserCreate() {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create<{ id: string; name: string }>
      resource="users"
      title="Create user"
      mutationOptions={{
        onSuccess: (data) => {
          notify(`User ${data.name} created`, { type: 'success' });
          redirect('show', 'users', data.id);
        },
      }}
    >
      <SimpleForm
        defaultValues={{ role: 'auditor' }}
        toolbar={<SaveToolbar />}
        sx={{ maxWidth: 480 }}
        warnWhenUnsavedChanges
        WarnWhenUnsavedChangesComponent={FormLeaveGuard}
      >
        <TextInput
          source="email"
          type="email"
          autoComplete="off"
          validate={[required(), email('Enter a valid email')]}
        />
        <TextInput source="name" autoComplete="off" validate={[required(), maxLength(120)]} />
        <SelectInput
          source="role"
          choices={[...ROLE_CHOICES]}
          validate={required()}
          helperText="Admins can do everything; auditors read everything and change nothing; sales work the leads assigned to them"
        />
        <PasswordInput
          source="password"
          label="Initial password"
          autoComplete="new-password"
          validate={newPasswordRules}
          helperText="At least 8 characters; share it with the user safely"
        />
      </SimpleForm>
    </Create>
  );
}
