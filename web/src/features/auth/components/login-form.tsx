import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PasswordKeys } from '@shared/crypto/password.js';
import { accountLimits, LOGIN_ATTEMPTS_WARNING_FROM } from '@shared/domain/auth.js';
import { authTexts } from '@shared/messages/auth.js';
import { commonTexts } from '@shared/messages/common.js';
import { FormFooter } from '@/components/form-footer.js';
import { FormPasswordInput, FormTextInput } from '@/components/form-inputs.js';
import { paths } from '@/config/paths.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { setCsrfToken } from '@/lib/csrf.js';
import { loginEmailFrom } from '@/lib/page-notice.js';
import { saveKeys } from '@/lib/key-store.js';
import { runKeyWork } from '@/lib/key-work.js';
import { useLoginParams } from '../api/get-login-params.js';
import { getSession } from '../api/get-session.js';
import { useLogin } from '../api/login.js';
import { useLoginSms } from '../api/login-sms.js';
import { LoginPause } from './login-pause.js';
import { ZLoginForm, ZSmsCodeForm, type LoginForm as LoginFormValues, type SmsCodeForm } from '../lib/login-schema.js';
import { digitsOnly } from '@/lib/digits.js';

type Step = { kind: 'password' } | { kind: 'sms'; maskedPhone: string; challengeId: string };

/** The server gave up on this SMS challenge (5 wrong codes or 5 minutes): a new login is needed. */
const isChallengeOver = (error: unknown) =>
  error instanceof ApiError && error.status === 401 && error.message === authTexts.smsCodeExpired;

/** What a refused password says about the brute-force limits: failures left, or a pause (epoch ms). */
function limitsAfter(failure: unknown): { attemptsLeft: number | null; pausedUntil: number | null } {
  if (!(failure instanceof ApiError)) return { attemptsLeft: null, pausedUntil: null };
  const pausedUntil = failure.retryAfterSeconds === undefined ? null : Date.now() + failure.retryAfterSeconds * 1000;
  const left = failure.remainingAttempts;
  const attemptsLeft = left !== undefined && left > 0 && left <= LOGIN_ATTEMPTS_WARNING_FROM ? left : null;
  return { attemptsLeft, pausedUntil };
}

/**
 * ZALOGUJ tab (docs/features.md, "Limits and rules"). Password step: the account's Argon2id parameters, the
 * login secret derived in the browser (the password never leaves it), then login. When the
 * server asks for SMS authorisation, a code step follows, showing the masked phone. Then the
 * CSRF token is stored, the session's keys are unlocked into the key store, and the user goes
 * to the dashboard. Failures are alerts `{status} - {message}`.
 */
export function LoginForm() {
  const navigate = useNavigate();
  const arrivedWithEmail = loginEmailFrom(useLocation().state);
  const queryClient = useQueryClient();
  const loginParams = useLoginParams();
  const login = useLogin();
  const loginSms = useLoginSms();
  const [step, setStep] = useState<Step>({ kind: 'password' });
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const [attemptsLeft, setAttemptsLeft] = useState<number | null>(null);
  const [pausedUntil, setPausedUntil] = useState<number | null>(null);
  const endPause = useCallback(() => {
    setPausedUntil(null);
    setError(null);
  }, []);
  /** Derived at the password step, used to unlock the keys once the SMS step is done. */
  const passwordKeys = useRef<PasswordKeys | null>(null);

  const form = useForm<LoginFormValues>({
    mode: 'controlled',
    initialValues: { email: arrivedWithEmail ?? '', password: '' },
    validate: schemaResolver(ZLoginForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const { email, password } = form.getValues();
  const empty = email.trim() === '' || password === '';

  const finish = async (csrfToken: string, keys: PasswordKeys) => {
    setCsrfToken(csrfToken);
    setProgress(authTexts.unlockingKeys);
    const session = await getSession();
    const unlocked = await runKeyWork((crypto) => crypto.unlockSession(keys, session.keys));
    await saveKeys(session.id, unlocked);
    passwordKeys.current = null;
    // A new session starts with an empty cache: nothing another session loaded in this tab shows.
    queryClient.clear();
    void navigate(paths.dashboard, { replace: true });
  };

  // eslint-disable-next-line react-hooks/refs -- the handler reads the ref on submit, never during render
  const submitPassword = form.onSubmit(async (values) => {
    setError(null);
    setProgress(authTexts.verifyingPassword);
    try {
      const emailAddress = values.email.trim();
      const params = await loginParams.mutateAsync({ body: { email: emailAddress } });
      const keys = await runKeyWork((crypto) => crypto.deriveLogin(values.password, params));
      const result = await login.mutateAsync({ body: { email: emailAddress, authKey: keys.authKey } });
      if (result.isSms) {
        passwordKeys.current = keys;
        setStep({ kind: 'sms', maskedPhone: result.phone, challengeId: result.challengeId });
        setProgress(null);
        return;
      }
      await finish(result.csrfToken, keys);
    } catch (failure) {
      setError(errorText(failure));
      const limits = limitsAfter(failure);
      setAttemptsLeft(limits.attemptsLeft);
      setPausedUntil(limits.pausedUntil);
      setProgress(null);
    }
  });

  const backToPassword = () => {
    passwordKeys.current = null;
    form.setFieldValue('password', '');
    form.clearErrors();
    setStep({ kind: 'password' });
  };

  const submitCode = async ({ code }: SmsCodeForm, challengeId: string) => {
    const keys = passwordKeys.current;
    if (!keys) return;
    setError(null);
    setProgress(authTexts.checkingCode);
    try {
      const { csrfToken } = await loginSms.mutateAsync({ body: { challengeId, code } });
      await finish(csrfToken, keys);
    } catch (failure) {
      setProgress(null);
      setError(errorText(failure));
      if (isChallengeOver(failure)) backToPassword();
    }
  };

  if (step.kind === 'sms') {
    return (
      <SmsCodeStep
        maskedPhone={step.maskedPhone}
        busy={progress !== null}
        progress={progress}
        error={error}
        onSubmit={(values) => submitCode(values, step.challengeId)}
        onBack={() => {
          setError(null);
          backToPassword();
        }}
      />
    );
  }

  const busy = progress !== null;
  return (
    <form noValidate onSubmit={submitPassword}>
      <Stack gap="md">
        <FormTextInput
          form={form}
          name="email"
          label={authTexts.email}
          type="email"
          autoComplete="username"
          disabled={busy}
        />
        <FormPasswordInput
          form={form}
          name="password"
          label={authTexts.password}
          autoComplete="current-password"
          disabled={busy}
        />
        {attemptsLeft !== null && pausedUntil === null && (
          <Text size="sm" c="orange.9" role="status">
            {authTexts.attemptsLeft(attemptsLeft)}
          </Text>
        )}
        {pausedUntil !== null && <LoginPause until={pausedUntil} onOver={endPause} />}
        <FormFooter error={error} progress={progress} justify="space-between">
          <Button component={Link} to={paths.resetPassword} variant="subtle">
            {authTexts.resetPassword}
          </Button>
          <Button type="submit" disabled={empty || busy || pausedUntil !== null}>
            {authTexts.login}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}

interface SmsCodeStepProps {
  maskedPhone: string;
  busy: boolean;
  progress: string | null;
  error: string | null;
  onSubmit: (values: SmsCodeForm) => Promise<void>;
  onBack: () => void;
}

/** The second step: a 6-digit code, digits only; 'Zaloguj' needs all 6. */
function SmsCodeStep({ maskedPhone, busy, progress, error, onSubmit, onBack }: SmsCodeStepProps) {
  const form = useForm<SmsCodeForm>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(ZSmsCodeForm, { sync: true }),
    validateInputOnBlur: true,
  });
  const complete = form.getValues().code.length === accountLimits.smsCodeLength;

  const submit = form.onSubmit(async (values) => {
    await onSubmit(values);
    // A refused code is cleared for the next try (the step is gone after a success).
    form.setFieldValue('code', '');
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{authTexts.smsCodeSent(maskedPhone)}</Text>
        <TextInput
          label={authTexts.smsCode}
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          disabled={busy}
          data-autofocus
          key={form.key('code')}
          {...form.getInputProps('code')}
          onChange={(event) =>
            form.setFieldValue('code', digitsOnly(event.currentTarget.value, accountLimits.smsCodeLength))
          }
        />
        <FormFooter error={error} progress={progress} justify="space-between">
          <Button variant="subtle" onClick={onBack} disabled={busy}>
            {commonTexts.back}
          </Button>
          <Button type="submit" disabled={!complete || busy}>
            {authTexts.login}
          </Button>
        </FormFooter>
      </Stack>
    </form>
  );
}
