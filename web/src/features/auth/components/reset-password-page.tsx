import { Alert, Anchor, Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { requestPasswordReset } from '../../../../../shared/contracts/index.js';
import { authTexts } from '../../../../../shared/messages/auth.js';
import { PublicPage } from '../../../components/public-page.js';
import { paths } from '../../../config/paths.js';
import { callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/key-work.js';
import { isFullEmail } from '../login-schema.js';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * /resetpassword, step 1 (doc 2 §2, §5, §8): the account's e-mail ('Wprowadź poprawny email'
 * when malformed); the server e-mails a link and answers the same for unknown addresses.
 */
export function ResetPasswordPage() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!isFullEmail(email)) {
      setOutcome({ kind: 'error', text: authTexts.registrationEmailInvalid });
      return;
    }
    setBusy(true);
    setOutcome(null);
    try {
      await callApi(requestPasswordReset, { body: { email: email.trim() } });
      setOutcome({ kind: 'success', text: authTexts.resetSent });
    } catch (failure) {
      setOutcome({ kind: 'error', text: errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <PublicPage size="xs">
      <Title order={1}>{authTexts.resetTitle}</Title>
      <Paper withBorder p="lg">
        <form noValidate onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">{authTexts.resetIntro}</Text>
            <TextInput
              label={authTexts.email}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
            />
            {outcome && (
              <Alert color={outcome.kind === 'success' ? 'green' : 'red'} variant="light">
                {outcome.text}
              </Alert>
            )}
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
