import { Alert, Anchor, Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { commonTexts } from '../../../../../shared/messages/common.js';
import { site } from '../../../config/site.js';
import { ZRegistrationForm } from '../login-schema.js';
import { authTexts } from '../texts.js';

type Outcome = { kind: 'invalid' } | { kind: 'pending' } | null;

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {authTexts.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * REJESTRACJA tab (doc 1 §2, §5): only an e-mail, the note accepting the terms and the privacy
 * policy, and 'Rejestruj'. A malformed address gives the spec's alert 'Wprowadź poprawny email'.
 * The registration call arrives with the staff-accounts issue: a valid submit says so.
 */
export function RegistrationForm() {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(ZRegistrationForm.safeParse({ email }).success ? { kind: 'pending' } : { kind: 'invalid' });
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
        {outcome?.kind === 'invalid' && (
          <Alert color="red" variant="light">
            {authTexts.registrationEmailInvalid}
          </Alert>
        )}
        {outcome?.kind === 'pending' && (
          <Alert color="blue" variant="light" title={commonTexts.inProgress}>
            {authTexts.registrationPending}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit">{authTexts.register}</Button>
        </Group>
      </Stack>
    </form>
  );
}
