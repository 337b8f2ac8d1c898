import { Anchor, Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { useState } from 'react';
import { authTexts } from '@shared/messages/auth.js';
import { site } from '@/config/site.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useRegister } from '../api/register.js';
import { useEmailRequest } from '../hooks/use-email-request.js';
import { EmailRequestInput, EmailRequestOutcomeAlert } from './email-request-fields.js';
import { countdownClock } from './login-pause.js';

/** How long after a link was sent another may be asked for (the server allows 3 an hour). */
export const RESEND_AFTER_SECONDS = 60;

function NewTabLink({ href, children }: { href: string; children: string }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <VisuallyHidden> {authTexts.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
}

/**
 * REJESTRACJA tab (docs/features.md, "Limits and rules"): only an e-mail, the note accepting the terms and the
 * privacy policy, and 'Rejestruj'. A malformed address gives the alert 'Wprowadź poprawny
 * email'; success 'Na wskazany adres email wysłano link aktywacyjny'; a failure the server's text.
 */
export function RegistrationForm() {
  const register = useRegister();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { email, setEmail, outcome, busy, submit } = useEmailRequest(
    async (address) => {
      await register.mutateAsync({ body: { email: address } });
      setSentTo(address);
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
        {sentTo && outcome?.kind === 'success' && <CheckInbox key={outcome.text + sentTo} email={sentTo} busy={busy} />}
        <Group justify="flex-end">
          <Button type="submit" disabled={busy}>
            {authTexts.register}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * After 'Rejestruj': where the link went and what to do with it; after a minute, a button that
 * sends it again (the form's own submit, so the same checks apply).
 */
function CheckInbox({ email, busy }: { email: string; busy: boolean }) {
  const [sentAt] = useState(() => Date.now());
  const [secondsLeft, setSecondsLeft] = useState(RESEND_AFTER_SECONDS);
  useInterval(
    () => setSecondsLeft(Math.max(0, RESEND_AFTER_SECONDS - Math.floor((Date.now() - sentAt) / 1000))),
    1000,
    { autoInvoke: true },
  );
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{authTexts.checkInbox(email)}</Text>
      {secondsLeft > 0 ? (
        <Text size="sm" c="dimmed">
          {authTexts.resendIn(countdownClock(secondsLeft))}
        </Text>
      ) : (
        <Button type="submit" variant="default" size="xs" disabled={busy}>
          {authTexts.resendLink}
        </Button>
      )}
    </Stack>
  );
}
