import { useState, type FormEvent } from 'react';
import { authTexts } from '@shared/messages/auth.js';
import { errorText } from '@/lib/api-errors.js';
import { isFullEmail } from '../lib/login-schema.js';

export type EmailRequestOutcome = { kind: 'success' | 'error'; text: string } | null;

/**
 * A form of a single e-mail address (registration, password reset): a malformed address gives
 * 'Wprowadź poprawny email' without asking the server; otherwise `send` gets the trimmed
 * address and its answer is the success text, a failure is shown as `failureText` says.
 */
export function useEmailRequest(
  send: (email: string) => Promise<string>,
  failureText: (failure: unknown) => string = errorText,
) {
  const [email, setEmail] = useState('');
  const [outcome, setOutcome] = useState<EmailRequestOutcome>(null);
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
      setOutcome({ kind: 'success', text: await send(email.trim()) });
    } catch (failure) {
      setOutcome({ kind: 'error', text: failureText(failure) });
    } finally {
      setBusy(false);
    }
  };

  return { email, setEmail, outcome, busy, submit };
}
