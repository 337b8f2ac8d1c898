import { schemaResolver, useForm } from '@mantine/form';
import type { PasswordCredentials } from '@shared/crypto/account.js';
import { authTexts } from '@shared/messages/auth.js';
import { ZNewPassword, type NewPassword } from './account-forms.js';
import { ApiError, errorText } from './api-errors.js';
import { runKeyWork } from './key-work.js';
import { endLocalSession } from './session.js';
import { useKeyWork } from './use-key-work.js';

interface NewPasswordOptions {
  /** Sends the credentials made from the new password with the e-mailed link's token. */
  save: (credentials: PasswordCredentials) => Promise<unknown>;
  /** After the save: the page moves on (to the login, with a notice). */
  onSaved: () => void;
  /** The link was refused (404: unknown, used or expired), in the server's words. */
  onLinkRefused: (message: string) => void;
}

/**
 * A new password typed twice from an e-mailed link (a password reset, an invitation): checked as
 * it is typed, then a new key pair is made under it in the browser and sent. Any session this
 * browser held ends, for the server ended the account's or it was another person's.
 */
export function useNewPasswordForm({ save, onSaved, onLinkRefused }: NewPasswordOptions) {
  const form = useForm<NewPassword>({
    mode: 'controlled',
    initialValues: { password: '', repeat: '' },
    validate: schemaResolver(ZNewPassword, { sync: true }),
    validateInputOnBlur: true,
  });
  const { progress, error, busy, run } = useKeyWork();

  const submit = form.onSubmit(({ password }) =>
    run(
      authTexts.generatingKeys,
      async () => {
        const { credentials } = await runKeyWork((crypto) => crypto.newPasswordCredentials(password));
        await save(credentials);
        await endLocalSession();
        onSaved();
      },
      (failure) => {
        if (!(failure instanceof ApiError && failure.status === 404)) return errorText(failure);
        onLinkRefused(failure.message);
        return null;
      },
    ),
  );

  return { form, valid: ZNewPassword.safeParse(form.getValues()).success, progress, error, busy, submit };
}
