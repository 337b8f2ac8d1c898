import { Alert, Anchor, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { register } from '../../../../../shared/contracts/index.js';
import { authTexts } from '../../../../../shared/messages/auth.js';
import { site } from '../../../config/site.js';
import { ApiError, callApi } from '../../../lib/api-client.js';
import { errorText } from '../../../lib/key-work.js';
import { isFullEmail } from '../login-schema.js';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {authTexts.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * REJESTRACJA tab (doc 1 §2, §5, §8): only an e-mail, the note accepting the terms and the
 * privacy policy, and 'Rejestruj'. A malformed address gives the alert 'Wprowadź poprawny
 * email'; success 'Na wskazany adres email wysłano link aktywacyjny'; a failure the server's text.
 */
export function RegistrationForm() {
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
      await callApi(register, { body: { email: email.trim() } });
      setOutcome({ kind: 'success', text: authTexts.registrationSent });
    } catch (failure) {
      // Doc 1 §8: "an alert with the server's text" (no status for registration).
      setOutcome({ kind: 'error', text: failure instanceof ApiError ? failure.message : errorText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <TextInput
          label={authTexts.email}
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <Text size="sm">
          {authTexts.termsBefore}
          <NewTabLink href={site.termsUrl}>{authTexts.termsLink}</NewTabLink>
          {authTexts.termsBetween}
          <NewTabLink href={site.privacyUrl}>{authTexts.privacyLink}</NewTabLink>
          {authTexts.termsAfter}
        </Text>
        {outcome && (
          <Alert color={outcome.kind === 'success' ? 'green' : 'red'} variant="light">
            {outcome.text}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" disabled={busy}>
            {authTexts.register}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
