import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { PublicPage } from '@/components/public-page.js';
import { paths } from '@/config/paths.js';
import { useRequestPasswordReset } from '../api/request-password-reset.js';
import { useEmailRequest } from '../hooks/use-email-request.js';
import { EmailRequestInput, EmailRequestOutcomeAlert } from './email-request-fields.js';

/**
 * /resetpassword, step 1 (docs/features.md, "Limits and rules"): the account's e-mail ('Wprowadź poprawny email'
 * when malformed); the server e-mails a link and answers the same for unknown addresses.
 */
export function ResetPasswordPage() {
  const requestPasswordReset = useRequestPasswordReset();
  const { email, setEmail, outcome, busy, submit } = useEmailRequest(async (address) => {
    await requestPasswordReset.mutateAsync({ body: { email: address } });
    return authTexts.resetSent;
  });

  return (
    <PublicPage size="xs">
      <Title order={1}>{authTexts.resetTitle}</Title>
      <Paper withBorder p="lg">
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">{authTexts.resetIntro}</Text>
            <EmailRequestInput email={email} onChange={setEmail} />
            <EmailRequestOutcomeAlert outcome={outcome} />
            <Group justify="space-between">
              <Anchor component={Link} to={paths.login} size="sm">
                {authTexts.backToLogin}
              </Anchor>
              <Button type="submit" disabled={busy}>
                {authTexts.resetSubmit}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </PublicPage>
  );
}
