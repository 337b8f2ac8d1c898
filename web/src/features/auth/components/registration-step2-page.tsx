import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { ZRegistrationDetails } from '@shared/contracts/auth/schemas.js';
import { authTexts } from '@shared/messages/auth.js';
import { commonTexts } from '@shared/messages/common.js';
import type { z } from '@shared/validation.js';
import { FormFooter } from '@/components/form-footer.js';
import { FormPasswordInput, FormTextInput } from '@/components/form-inputs.js';
import { ProgressNote } from '@/components/progress-note.js';
import { paths } from '@/config/paths.js';
import { ZPassword } from '@/lib/account-forms.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { runKeyWork } from '@/lib/key-work.js';
import { withNotice } from '@/lib/page-notice.js';
import { useActivateAccount } from '../api/activate-account.js';
import { getActivationQueryOptions } from '../api/get-activation.js';
import { LinkPage } from './link-page.js';

/** Shown once per organisation: its code (Modal, print styles) is fetched only then, not with /login. */
const RecoveryKeyModal = lazy(async () => ({ default: (await import('./recovery-key-modal.js')).RecoveryKeyModal }));

/**
 * The contract's company rules (shared with the handler) plus the account password (docs/features.md,
 * "Limits and rules").
 */
const ZActivationForm = ZRegistrationDetails.extend({ password: ZPassword });
type ActivationValues = z.input<typeof ZActivationForm>;

const FIELDS = ['name', 'password', 'companyName', 'companyAddress', 'companyZipCode', 'companyCity'] as const;

/** `details.companyName` (the server's field path) → `companyName` (the form's). */
function formErrorsFrom(error: ApiError): Record<string, string> {
  return Object.fromEntries(
    Object.entries(error.fields)
      .map(([path, message]) => [path.replace(/^details\./, ''), message] as const)
      .filter(([field]) => (FIELDS as readonly string[]).includes(field)),
  );
}

function ActivationForm({ token, email }: { token: string; email: string }) {
  const navigate = useNavigate();
  const activateAccount = useActivateAccount();
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<{ recoveryKey: string; organisationName: string } | null>(null);
  const form = useForm<ActivationValues>({
    mode: 'controlled',
    initialValues: { name: '', password: '', companyName: '', companyAddress: '', companyZipCode: '', companyCity: '' },
    validate: schemaResolver(ZActivationForm, { sync: true }),
    validateInputOnBlur: true,
    validateInputOnChange: ['companyName'],
  });
  const values = form.getValues();
  const allFilled = FIELDS.every((field) => values[field].trim() !== '');
  const busy = progress !== null;

  const submit = form.onSubmit(async (raw) => {
    const { password, ...details } = ZActivationForm.parse(raw);
    setError(null);
    setProgress(authTexts.generatingKeys);
    try {
      const keys = await runKeyWork((crypto) => crypto.createRegistrationKeys(password));
      await activateAccount.mutateAsync({
        params: { token },
        body: { details, credentials: keys.credentials, organisation: keys.organisation },
      });
      setDone({ recoveryKey: keys.recoveryKey, organisationName: details.companyName });
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 404) {
        void navigate(
          paths.errors,
          withNotice({ kind: 'error', text: failure.message }, { cause: { kind: 'activationLink' } }),
        );
        return;
      }
      if (failure instanceof ApiError) form.setErrors(formErrorsFrom(failure));
      setError(errorText(failure));
    } finally {
      setProgress(null);
    }
  });

  return (
    <>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <TextInput label={authTexts.email} value={email} readOnly />
          <FormTextInput form={form} name="name" label={authTexts.fullName} autoComplete="name" disabled={busy} />
          <FormPasswordInput
            form={form}
            name="password"
            label={authTexts.password}
            autoComplete="new-password"
            disabled={busy}
          />
          <FormTextInput
            form={form}
            name="companyName"
            label={authTexts.companyName}
            autoComplete="organization"
            disabled={busy}
          />
          <FormTextInput
            form={form}
            name="companyAddress"
            label={authTexts.companyAddress}
            autoComplete="street-address"
            disabled={busy}
          />
          <FormTextInput
            form={form}
            name="companyZipCode"
            label={authTexts.companyZipCode}
            autoComplete="postal-code"
            disabled={busy}
          />
          <FormTextInput
            form={form}
            name="companyCity"
            label={authTexts.companyCity}
            autoComplete="address-level2"
            disabled={busy}
          />
          <FormFooter error={error} progress={progress}>
            <Button type="submit" disabled={!allFilled || busy || done !== null}>
              {authTexts.activate}
            </Button>
          </FormFooter>
        </Stack>
      </form>
      {done && (
        <Suspense fallback={<ProgressNote text={commonTexts.loading} />}>
          <RecoveryKeyModal
            recoveryKey={done.recoveryKey}
            organisationName={done.organisationName}
            onDone={() =>
              navigate(paths.login, withNotice({ kind: 'success', text: authTexts.activated }, { loginEmail: email }))
            }
          />
        </Suspense>
      )}
    </>
  );
}

/**
 * Registration step 2 (docs/features.md, "Limits and rules"), reached from the e-mailed link `/registration/{token}`:
 * the e-mail comes from the link (read-only); the browser makes the organisation's and the
 * administrator's keys, activates the account, and shows the recovery key once.
 */
export function RegistrationStep2Page() {
  const { token = '' } = useParams();
  return (
    <LinkPage
      title={authTexts.activationTitle}
      linkQueryOptions={getActivationQueryOptions}
      linkKind="activationLink"
      token={token}
    >
      {(email) => (
        <Stack gap="md">
          <Text size="sm">{authTexts.activationIntro}</Text>
          <ActivationForm token={token} email={email} />
        </Stack>
      )}
    </LinkPage>
  );
}
