import { Alert, TextInput } from '@mantine/core';
import { authTexts } from '@shared/messages/auth.js';
import type { EmailRequestOutcome } from '../hooks/use-email-request.js';

/** The required e-mail field of a single-address form (see useEmailRequest). */
export function EmailRequestInput({ email, onChange }: { email: string; onChange: (email: string) => void }) {
  return (
    <TextInput
      label={authTexts.email}
      type="email"
      autoComplete="email"
      required
      value={email}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

/** What the server answered (green) or what went wrong (red); nothing before the first try. */
export function EmailRequestOutcomeAlert({ outcome }: { outcome: EmailRequestOutcome }) {
  if (!outcome) return null;
  return (
    <Alert color={outcome.kind === 'success' ? 'green' : 'red'} variant="light">
      {outcome.text}
    </Alert>
  );
}
