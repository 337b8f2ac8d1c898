import type { UseFormReturnType } from '@mantine/form';
import { authTexts } from '@shared/messages/auth.js';
import { FormPasswordInput } from './form-inputs.js';

/** The new password and its repeat, as every form that sets a password asks for them. */
export function NewPasswordInputs<Values extends { password: string; repeat: string }>({
  form,
  label,
  busy,
}: {
  form: UseFormReturnType<Values>;
  /** The first field's name: 'Hasło' for a new account, 'Nowe hasło' for a changed one. */
  label: string;
  busy: boolean;
}) {
  return (
    <>
      <FormPasswordInput form={form} name="password" label={label} autoComplete="new-password" disabled={busy} />
      <FormPasswordInput
        form={form}
        name="repeat"
        label={authTexts.repeatPassword}
        autoComplete="new-password"
        disabled={busy}
      />
    </>
  );
}
