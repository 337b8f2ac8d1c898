import { Button, PasswordInput, Stack, Text } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { isCryptoError } from '@shared/crypto/errors.js';
import { authTexts } from '@shared/messages/auth.js';
import { totpTexts } from '@shared/messages/totp.js';
import { FormFooter } from '@/components/form-footer.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { useKeyWork } from '@/lib/use-key-work.js';

interface PasswordConfirmFormProps {
  intro: string;
  submitLabel: string;
  danger?: boolean;
  /** Does the work with the password; a wrong one is said at the field. */
  onSubmit: (password: string) => Promise<void>;
  onCancel: () => void;
  /** Fields of the change itself, above the password, given whether the work is running. */
  fields?: (busy: boolean) => ReactNode;
  /** Whether those fields are filled in (the submit waits for them too). */
  fieldsReady?: boolean;
  /** How a failure other than a wrong password is said (default: the API's sentence). */
  failureText?: (failure: unknown) => string;
}

/** A change of one's own sign-in confirmed by the current password (checked by the server from its login secret). */
export function PasswordConfirmForm({
  intro,
  submitLabel,
  danger = false,
  onSubmit,
  onCancel,
  fields,
  fieldsReady = true,
  failureText = errorText,
}: PasswordConfirmFormProps) {
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { progress, error, busy, run } = useKeyWork();

  const submit = () =>
    run(
      authTexts.verifyingPassword,
      () => onSubmit(password),
      (failure) => {
        const wrong =
          isCryptoError(failure, 'WRONG_PASSWORD') ||
          (failure instanceof ApiError && 'currentAuthKey' in failure.fields);
        if (!wrong) return failureText(failure);
        setFieldError(authTexts.wrongCurrentPassword);
        setPassword('');
        return null;
      },
    );

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        {fields?.(busy)}
        <Text size="sm">{intro}</Text>
        <PasswordInput
          label={totpTexts.password}
          required
          autoComplete="current-password"
          value={password}
          error={fieldError}
          onChange={(event) => {
            setPassword(event.currentTarget.value);
            setFieldError(null);
          }}
          disabled={busy}
        />
        <FormFooter error={error} progress={progress}>
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {totpTexts.cancel}
          </Button>
          <Button type="submit" color={danger ? 'red' : undefined} disabled={password === '' || !fieldsReady || busy}>
            {submitLabel}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
