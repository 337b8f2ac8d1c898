import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { modals } from '@mantine/modals';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isCryptoError } from '@shared/crypto/errors.js';
import { authTexts } from '@shared/messages/auth.js';
import { FormFooter } from '@/components/form-footer.js';
import { FormPasswordInput } from '@/components/form-inputs.js';
import { NewPasswordInputs } from '@/components/new-password-inputs.js';
import { paths } from '@/config/paths.js';
import { ZChangePassword, type ChangePasswordValues } from '@/lib/account-forms.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { runKeyWork } from '@/lib/key-work.js';
import { useKeyWork } from '@/lib/use-key-work.js';
import { withNotice } from '@/lib/page-notice.js';
import { endLocalSession, useRequiredSession } from '@/lib/session.js';
import { useChangePassword } from '../api/change-password.js';

const EMPTY: ChangePasswordValues = { current: '', password: '', repeat: '' };

/**
 * Settings → change password, for every user (docs/features.md, "Limits and rules"): old, new and repeated password
 * (each ≥ 6, 'Hasła nie są takie same'), a confirmation first. The browser re-wraps the same
 * private key under the new password (no access is lost); the server ends every session, so
 * this browser forgets the CSRF token and the keys and goes to /login.
 */
export function ChangePasswordCard() {
  const session = useRequiredSession();
  const navigate = useNavigate();
  const changePassword = useChangePassword();
  const [editing, setEditing] = useState(false);
  const { progress, error, busy, run, clearError } = useKeyWork();
  const form = useForm<ChangePasswordValues>({
    mode: 'controlled',
    initialValues: EMPTY,
    validate: schemaResolver(ZChangePassword, { sync: true }),
    validateInputOnBlur: true,
  });
  const valid = ZChangePassword.safeParse(form.getValues()).success;

  const change = ({ current, password }: ChangePasswordValues) =>
    run(
      authTexts.changingPassword,
      async () => {
        const body = await runKeyWork((crypto) => crypto.changePasswordKeys(current, password, session.keys));
        await changePassword.mutateAsync({ body });
        // The server ended every session: forget the token and the keys, then log in anew.
        await endLocalSession();
        void navigate(
          paths.login,
          withNotice({ kind: 'success', text: authTexts.passwordChanged }, { loginEmail: session.email }),
        );
      },
      (failure) => {
        const wrongCurrent =
          isCryptoError(failure, 'WRONG_PASSWORD') ||
          (failure instanceof ApiError && 'currentAuthKey' in failure.fields);
        if (!wrongCurrent) return errorText(failure);
        // A wrong current password is said once, at its field.
        form.setFieldError('current', authTexts.wrongCurrentPassword);
        return null;
      },
    );

  const submit = form.onSubmit((values) => {
    modals.openConfirmModal({
      title: authTexts.changePasswordTitle,
      children: <Text size="sm">{authTexts.changePasswordConfirm}</Text>,
      labels: { confirm: authTexts.changePassword, cancel: authTexts.cancel },
      onConfirm: () => void change(values),
    });
  });

  const cancel = () => {
    form.setValues(EMPTY);
    form.clearErrors();
    clearError();
    setEditing(false);
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {authTexts.changePasswordTitle}
        </Title>
        <Text size="sm">{authTexts.changePasswordIntro}</Text>
        {!editing ? (
          <Group>
            <Button variant="light" onClick={() => setEditing(true)}>
              {authTexts.changePassword}
            </Button>
          </Group>
        ) : (
          <form noValidate onSubmit={submit}>
            <Stack gap="md">
              <FormPasswordInput
                form={form}
                name="current"
                label={authTexts.currentPassword}
                autoComplete="current-password"
                disabled={busy}
              />
              <NewPasswordInputs form={form} label={authTexts.newPassword} busy={busy} />
              <FormFooter error={error} progress={progress}>
                <Button variant="default" onClick={cancel} disabled={busy}>
                  {authTexts.cancel}
                </Button>
                <Button type="submit" disabled={!valid || busy}>
                  {authTexts.changePassword}
                </Button>
              </FormFooter>
            </Stack>
          </form>
        )}
      </Stack>
    </Card>
  );
}
