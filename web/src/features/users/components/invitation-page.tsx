import { Alert, Anchor, Button, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { ZInvitationParams } from '@shared/contracts/users/schemas.js';
import { authTexts } from '@shared/messages/auth.js';
import { invitationTexts as t, userPanelTexts, userTexts } from '@shared/messages/users.js';
import { FormFooter } from '@/components/form-footer.js';
import { NewPasswordInputs } from '@/components/new-password-inputs.js';
import { PageLoader } from '@/components/page-loader.js';
import { PublicPage } from '@/components/public-page.js';
import { paths } from '@/config/paths.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useNewPasswordForm } from '@/lib/use-new-password-form.js';
import { withNotice } from '@/lib/page-notice.js';
import { useAcceptInvitation } from '../api/accept-invitation.js';
import { useInvitation } from '../api/get-invitation.js';

/** A refused link is said in the server's words, without the status; anything else as an alert. */
const linkFailureText = (error: unknown) =>
  error instanceof ApiError && error.status === 404 ? error.message : errorText(error);

interface Invited {
  email: string;
  name: string;
  organisationName: string;
}

function ActivationForm({
  token,
  invited,
  onInvalid,
}: {
  token: string;
  invited: Invited;
  onInvalid: (text: string) => void;
}) {
  const navigate = useNavigate();
  const acceptInvitation = useAcceptInvitation();
  const { form, valid, progress, error, busy, submit } = useNewPasswordForm({
    save: (credentials) => acceptInvitation.mutateAsync({ params: { token }, body: { credentials } }),
    onSaved: () =>
      void navigate(paths.login, withNotice({ kind: 'success', text: t.activated }, { loginEmail: invited.email })),
    onLinkRefused: onInvalid,
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput label={authTexts.email} value={invited.email} readOnly />
        <TextInput label={userPanelTexts.name} value={invited.name} readOnly />
        <NewPasswordInputs form={form} label={authTexts.password} busy={busy} />
        <Text size="sm" c="dimmed">
          {t.afterwards}
        </Text>
        <FormFooter error={error} progress={progress}>
          <Button type="submit" disabled={!valid || busy}>
            {t.activate}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}

/**
 * `/invitation/{token}`, the link e-mailed to a user an administrator added: the user sets a
 * password, and their key pair is made in this browser (as registration makes the
 * administrator's, without an organisation). A link that is unknown, used, replaced by a newer one
 * or expired says so and points to the administrator.
 */
export function InvitationPage() {
  const { token = '' } = useParams();
  const wellFormed = ZInvitationParams.safeParse({ token }).success;
  const invitation = useInvitation(token, wellFormed);
  const [invalid, setInvalid] = useState<string | null>(null);
  const failure =
    invalid ??
    (!wellFormed ? userTexts.invitationInvalid : invitation.isError ? linkFailureText(invitation.error) : null);

  return (
    <PublicPage size="xs">
      <Title order={1}>{t.title}</Title>
      {failure !== null ? (
        <Stack gap="md">
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
          <Anchor component={Link} to={paths.login}>
            {authTexts.backToLogin}
          </Anchor>
        </Stack>
      ) : !invitation.data ? (
        <PageLoader />
      ) : (
        <Paper withBorder p="lg">
          <Stack gap="md">
            <Text size="sm">{t.intro(invitation.data.organisationName)}</Text>
            <ActivationForm token={token} invited={invitation.data} onInvalid={setInvalid} />
          </Stack>
        </Paper>
      )}
    </PublicPage>
  );
}
