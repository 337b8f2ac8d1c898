import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { authTexts } from '@shared/messages/auth.js';
import { site } from '../../../config/site.js';
import { ApiError, errorText } from '../../../lib/api-errors.js';
import { register } from '../api/register.js';
import { useEmailRequest } from '../hooks/use-email-request.js';
import { EmailRequestInput, EmailRequestOutcomeAlert } from './email-request-fields.js';

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
  const { email, setEmail, outcome, busy, submit } = useEmailRequest(
    async (address) => {
      await register({ body: { email: address } });
      return authTexts.registrationSent;
    },
    // Doc 1 §8: "an alert with the server's text" (no status for registration).
    (failure) => (failure instanceof ApiError ? failure.message : errorText(failure)),
  );

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <EmailRequestInput email={email} onChange={setEmail} />
        <Text size="sm">
          {authTexts.termsBefore}
          <NewTabLink href={site.termsUrl}>{authTexts.termsLink}</NewTabLink>
          {authTexts.termsBetween}
          <NewTabLink href={site.privacyUrl}>{authTexts.privacyLink}</NewTabLink>
          {authTexts.termsAfter}
        </Text>
        <EmailRequestOutcomeAlert outcome={outcome} />
        <Group justify="flex-end">
          <Button type="submit" disabled={busy}>
            {authTexts.register}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
