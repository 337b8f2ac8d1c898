import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { FormFooter } from '@/components/form-footer.js';
import { FormPasswordInput } from '@/components/form-inputs.js';
import { paths } from '@/config/paths.js';
import { ZNewPassword, type NewPassword } from '@/lib/account-forms.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { endLocalSession } from '@/lib/session.js';
import { runKeyWork } from '@/lib/key-work.js';
import { withNotice } from '@/lib/page-notice.js';
import { getPasswordResetQueryOptions } from '../api/get-password-reset.js';
import { useResetPassword } from '../api/reset-password.js';
import { LinkPage } from './link-page.js';

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<NewPassword>({
    mode: 'controlled',
    initialValues: { password: '', repeat: '' },
    validate: schemaResolver(ZNewPassword, { sync: true }),
    validateInputOnBlur: true,
  });
  const valid = ZNewPassword.safeParse(form.getValues()).success;
  const busy = progress !== null;

  const submit = form.onSubmit(async ({ password }) => {
    setError(null);
    setProgress(authTexts.generatingKeys);
    try {
      const { credentials } = await runKeyWork((crypto) => crypto.newPasswordCredentials(password));
      await resetPassword.mutateAsync({ params: { token }, body: { credentials } });
      // Every session of the account ended on the server; forget any this browser held.
      await endLocalSession();
      void navigate(paths.login, withNotice({ kind: 'success', text: authTexts.resetDone }, { loginEmail: email }));
    } catch (failure) {
      setProgress(null);
      if (failure instanceof ApiError && failure.status === 404) {
        void navigate(
          paths.errors,
          withNotice({ kind: 'error', text: failure.message }, { cause: { kind: 'resetLink' } }),
        );
        return;
      }
      setError(errorText(failure));
    }
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label={authTexts.email} value={email} readOnly />
        <Alert color="yellow" variant="light" title={authTexts.resetWarningTitle} role="note">
          {authTexts.resetWarning}
        </Alert>
        <FormPasswordInput
          form={form}
          name="password"
          label={authTexts.newPassword}
          autoComplete="new-password"
          disabled={busy}
        />
        <FormPasswordInput
          form={form}
          name="repeat"
          label={authTexts.repeatPassword}
          autoComplete="new-password"
          disabled={busy}
        />
        <FormFooter error={error} progress={progress}>
          <Button type="submit" disabled={!valid || busy}>
            {authTexts.setNewPassword}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}

/**
 * /reset/{guidreset}, step 2 (docs/features.md, "Limits and rules"): the link's e-mail, a new password typed twice,
 * and — before anything is sent — what a reset means for end-to-end encrypted reports. The
 * browser makes a new key pair under the new password; the old one cannot be opened any more.
 */
export function ResetPasswordStep2Page() {
  const { guidreset = '' } = useParams();
  return (
    <LinkPage
      title={authTexts.newPasswordTitle}
      linkQueryOptions={getPasswordResetQueryOptions}
      linkKind="resetLink"
      token={guidreset}
    >
      {(email) => <NewPasswordForm token={guidreset} email={email} />}
    </LinkPage>
  );
}
