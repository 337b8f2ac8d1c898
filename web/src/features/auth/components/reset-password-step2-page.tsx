import { Alert, Button, Stack, TextInput } from '@mantine/core';
import { useNavigate, useParams } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { FormFooter } from '@/components/form-footer.js';
import { NewPasswordInputs } from '@/components/new-password-inputs.js';
import { paths } from '@/config/paths.js';
import { useNewPasswordForm } from '@/lib/use-new-password-form.js';
import { withNotice } from '@/lib/page-notice.js';
import { getPasswordResetQueryOptions } from '../api/get-password-reset.js';
import { useResetPassword } from '../api/reset-password.js';
import { LinkPage } from './link-page.js';

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const resetPassword = useResetPassword();
  const { form, valid, progress, error, busy, submit } = useNewPasswordForm({
    save: (credentials) => resetPassword.mutateAsync({ params: { token }, body: { credentials } }),
    onSaved: () =>
      void navigate(paths.login, withNotice({ kind: 'success', text: authTexts.resetDone }, { loginEmail: email })),
    onLinkRefused: (message) =>
      void navigate(paths.errors, withNotice({ kind: 'error', text: message }, { cause: { kind: 'resetLink' } })),
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label={authTexts.email} value={email} readOnly />
        <Alert color="yellow" variant="light" title={authTexts.resetWarningTitle} role="note">
          {authTexts.resetWarning}
        </Alert>
        <NewPasswordInputs form={form} label={authTexts.newPassword} busy={busy} />
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
