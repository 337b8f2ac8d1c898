import { Alert, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.js';
import { ZLoginForm, type LoginForm as LoginFormValues } from '../login-schema.js';
import { authTexts } from '../texts.js';
import { commonTexts } from '../../../../../shared/messages/common.js';

/**
 * ZALOGUJ tab (doc 1 §2, §5): e-mail and password with the spec's messages, shown once a field
 * is left; 'Zaloguj' stays disabled while either is empty. The login call and the SMS step
 * arrive with the staff-accounts issue: until then a valid submit says so honestly.
 */
export function LoginForm() {
  const [pending, setPending] = useState(false);
  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: schemaResolver(ZLoginForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const { email, password } = form.getValues();
  const empty = email.trim() === '' || password === '';

  return (
    <form noValidate onSubmit={form.onSubmit(() => setPending(true))}>
      <Stack gap="md">
        <TextInput
          label={authTexts.email}
          type="email"
          autoComplete="username"
          required
          key={form.key('email')}
          {...form.getInputProps('email')}
        />
        <PasswordInput
          label={authTexts.password}
          autoComplete="current-password"
          required
          key={form.key('password')}
          {...form.getInputProps('password')}
        />
        {pending && (
          <Alert color="blue" variant="light" title={commonTexts.inProgress}>
            {authTexts.loginPending}
          </Alert>
        )}
        <Group justify="space-between">
          <Button component={Link} to={paths.resetPassword} variant="subtle">
            {authTexts.resetPassword}
          </Button>
          <Button type="submit" disabled={empty}>
            {authTexts.login}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
