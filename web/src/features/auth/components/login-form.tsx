import { Button, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { SessionKeys, UnlockedKeys } from '@shared/crypto/account.js';
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
import { runKeyWork, type AccountCrypto } from '@/lib/key-work.js';
import { useLoginParams } from '../api/get-login-params.js';
import { getSession } from '../api/get-session.js';
import { useLogin } from '../api/login.js';
import { useLoginSms } from '../api/login-sms.js';
import { useLoginTotp } from '../api/login-totp.js';
import { useLoginTotpSetup } from '../api/login-totp-setup.js';
import { useEndServerSession } from '../api/logout.js';
import { useLoginPasskey, usePasskeyLoginOptions, useStorePasskeyPrf } from '../api/passkey-login.js';
import { LoginPause } from './login-pause.js';
import {
  ZLoginForm,
  ZSmsCodeForm,
  ZTotpCodeForm,
  ZTotpSetupForm,
  type LoginForm as LoginFormValues,
  type SmsCodeForm,
} from '../lib/login-schema.js';
import { digitsOnly } from '@/lib/digits.js';
import { totpTexts } from '@shared/messages/totp.js';
import { passkeyTexts } from '@shared/messages/passkeys.js';
import type { ZodType } from 'zod';

// Only the authenticator app's setup at login needs them (and the modal's code): not the login's first load.
const TotpOffer = lazy(async () => ({ default: (await import('@/components/second-factor/totp-offer.js')).TotpOffer }));
const BackupCodesModal = lazy(async () => ({
  default: (await import('@/components/second-factor/backup-codes-modal.js')).BackupCodesModal,
}));

type Step =
  | { kind: 'password' }
  | { kind: 'sms'; maskedPhone: string; challengeId: string }
  | { kind: 'totp'; challengeId: string }
  | { kind: 'passkey'; options: PublicKeyCredentialRequestOptionsJSON; totpChallengeId: string | null }
  | { kind: 'totp-setup'; challengeId: string; secret: string; uri: string }
  | { kind: 'backup-codes'; backupCodes: string[]; csrfToken: string };

/** The server gave up on this code step (5 wrong codes or its time is up): a new login is needed. */
const isChallengeOver = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 401 &&
  (error.message === authTexts.smsCodeExpired || error.message === totpTexts.challengeExpired);

/** The browser's WebAuthn calls: loaded when someone presses a passkey button, not with /login. */
const ceremonies = () => import('@/lib/passkey-ceremonies.js');

/** What a failed passkey step says: the server's refusal, or that the browser's dialog was closed. */
const passkeyFailureText = (failure: unknown) =>
  failure instanceof ApiError ? errorText(failure) : passkeyTexts.signInCancelled;

/** A backup code is typed with its hyphen; a TOTP code is digits only. */
const BACKUP_CODE_INPUT_MAX = 11;

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
 * server asks for a second factor, a code step follows: the SMS code (showing the masked phone),
 * a code of the authenticator app or a backup code, or a required setup of the app (its QR code,
 * its first code, then the backup codes shown once). Then the
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
  const loginTotp = useLoginTotp();
  const loginTotpSetup = useLoginTotpSetup();
  const passkeyLoginOptions = usePasskeyLoginOptions();
  const loginPasskey = useLoginPasskey();
  const endServerSession = useEndServerSession();
  const storePrf = useStorePasskeyPrf();
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

  /** The session has started: its keys unlocked (by the password's keys, or a passkey's PRF output), then the dashboard. */
  const finishWith = async (
    csrfToken: string,
    unlock: (crypto: AccountCrypto, keys: SessionKeys) => Promise<UnlockedKeys>,
  ) => {
    setCsrfToken(csrfToken);
    setProgress(authTexts.unlockingKeys);
    const session = await getSession();
    const unlocked = await runKeyWork((crypto) => unlock(crypto, session.keys));
    await saveKeys(session.id, unlocked);
    passwordKeys.current = null;
    // A new session starts with an empty cache: nothing another session loaded in this tab shows.
    queryClient.clear();
    void navigate(paths.dashboard, { replace: true });
  };
  const finish = (csrfToken: string, keys: PasswordKeys) =>
    finishWith(csrfToken, (crypto, sessionKeys) => crypto.unlockSession(keys, sessionKeys));

  /**
   * 'Zaloguj kluczem dostępu': no e-mail, no password. The passkey's PRF output opens the private
   * key the server keeps wrapped for it. Should the browser give no output after all, the session
   * just started is ended: without its keys it could show nothing.
   */
  const signInWithPasskey = async () => {
    setError(null);
    setProgress(passkeyTexts.signingIn);
    try {
      const { assertPasskey } = await ceremonies();
      const { options } = await passkeyLoginOptions.mutateAsync({});
      const { response, prfOutput } = await assertPasskey(options);
      const answer = await loginPasskey.mutateAsync({ body: { response } });
      const { unlock } = answer;
      if (!unlock || !prfOutput) {
        setCsrfToken(answer.csrfToken);
        await endServerSession.mutateAsync({}).catch(() => undefined);
        setProgress(null);
        setError(passkeyTexts.needsPassword);
        return;
      }
      await finishWith(answer.csrfToken, (crypto, sessionKeys) =>
        crypto.unlockSessionWithPasskey(prfOutput, unlock.wrappedPrivateKey, sessionKeys, unlock),
      );
    } catch (failure) {
      setProgress(null);
      setError(passkeyFailureText(failure));
    }
  };

  /**
   * The passkey after the password. When the passkey gives a PRF output and does not yet unlock
   * the key, the key is wrapped for it now (the password is at hand), so that next time the
   * passkey signs in alone; a failure of that extra step does not stop the login.
   */
  const confirmWithPasskey = async (options: PublicKeyCredentialRequestOptionsJSON) => {
    const keys = passwordKeys.current;
    if (!keys) return;
    setError(null);
    setProgress(passkeyTexts.signingIn);
    try {
      const { assertPasskey } = await ceremonies();
      const { response, prfOutput } = await assertPasskey(options);
      const answer = await loginPasskey.mutateAsync({ body: { response } });
      await finishWith(answer.csrfToken, async (crypto, sessionKeys) => {
        const unlocked = await crypto.unlockSession(keys, sessionKeys);
        if (prfOutput)
          await wrapForPasskey(crypto, keys, sessionKeys, prfOutput, response.id)
            .then((body) => storePrf.mutateAsync(body))
            .catch(() => undefined);
        return unlocked;
      });
    } catch (failure) {
      setProgress(null);
      setError(passkeyFailureText(failure));
    }
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
      if (result.step === 'session') {
        await finish(result.csrfToken, keys);
        return;
      }
      passwordKeys.current = keys;
      setStep(
        result.step === 'sms'
          ? { kind: 'sms', maskedPhone: result.phone, challengeId: result.challengeId }
          : result.step === 'totp'
            ? { kind: 'totp', challengeId: result.challengeId }
            : result.step === 'passkey'
              ? { kind: 'passkey', options: result.options, totpChallengeId: result.totpChallengeId }
              : { kind: 'totp-setup', challengeId: result.challengeId, secret: result.secret, uri: result.uri },
      );
      setProgress(null);
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

  /** Sends the code of a second-factor step; `then` continues with the answer. */
  const submitCode = async <T,>(
    send: () => Promise<T>,
    then: (answer: T, keys: PasswordKeys) => Promise<void> | void,
  ) => {
    const keys = passwordKeys.current;
    if (!keys) return;
    setError(null);
    setProgress(authTexts.checkingCode);
    try {
      await then(await send(), keys);
    } catch (failure) {
      setProgress(null);
      setError(errorText(failure));
      if (isChallengeOver(failure)) backToPassword();
    }
  };
  const toSession = ({ csrfToken }: { csrfToken: string }, keys: PasswordKeys) => finish(csrfToken, keys);
  const codeStepProps = {
    busy: progress !== null,
    progress,
    error,
    onBack: () => {
      setError(null);
      backToPassword();
    },
  };

  switch (step.kind) {
    case 'passkey':
      return (
        <Stack gap="md">
          <Text size="sm">{passkeyTexts.secondFactorPrompt}</Text>
          {step.totpChallengeId !== null && (
            <Button
              variant="subtle"
              onClick={() => {
                setError(null);
                setStep({ kind: 'totp', challengeId: step.totpChallengeId! });
              }}
              disabled={progress !== null}
              style={{ alignSelf: 'flex-start' }}
            >
              {passkeyTexts.useAppInstead}
            </Button>
          )}
          <FormFooter error={error} progress={progress} justify="space-between">
            <Button variant="subtle" onClick={codeStepProps.onBack} disabled={progress !== null}>
              {commonTexts.back}
            </Button>
            <Button onClick={() => void confirmWithPasskey(step.options)} disabled={progress !== null} data-autofocus>
              {passkeyTexts.secondFactorButton}
            </Button>
          </FormFooter>
        </Stack>
      );
    case 'sms':
      return (
        <CodeStep
          {...codeStepProps}
          intro={authTexts.smsCodeSent(step.maskedPhone)}
          label={authTexts.smsCode}
          schema={ZSmsCodeForm}
          typed={(value) => digitsOnly(value, accountLimits.smsCodeLength)}
          onSubmit={({ code }) =>
            submitCode(() => loginSms.mutateAsync({ body: { challengeId: step.challengeId, code } }), toSession)
          }
        />
      );
    case 'totp':
      return (
        <CodeStep
          {...codeStepProps}
          intro={totpTexts.loginCodePrompt}
          label={totpTexts.loginCode}
          schema={ZTotpCodeForm}
          typed={(value) => value.slice(0, BACKUP_CODE_INPUT_MAX)}
          inputMode="text"
          onSubmit={({ code }) =>
            submitCode(() => loginTotp.mutateAsync({ body: { challengeId: step.challengeId, code } }), toSession)
          }
        />
      );
    case 'totp-setup':
      return (
        <CodeStep
          {...codeStepProps}
          intro={totpTexts.setupRequired}
          label={totpTexts.firstCode}
          schema={ZTotpSetupForm}
          typed={(value) => digitsOnly(value, accountLimits.smsCodeLength)}
          onSubmit={({ code }) =>
            submitCode(
              () => loginTotpSetup.mutateAsync({ body: { challengeId: step.challengeId, code } }),
              ({ csrfToken, backupCodes }) => {
                setProgress(null);
                setStep({ kind: 'backup-codes', backupCodes, csrfToken });
              },
            )
          }
        >
          <Suspense fallback={null}>
            <TotpOffer secret={step.secret} uri={step.uri} />
          </Suspense>
        </CodeStep>
      );
    case 'backup-codes':
      return (
        <Suspense fallback={null}>
          <BackupCodesModal
            backupCodes={step.backupCodes}
            email={form.getValues().email.trim()}
            onDone={() => {
              const keys = passwordKeys.current;
              if (keys) void finish(step.csrfToken, keys);
            }}
          />
        </Suspense>
      );
    case 'password':
      break;
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
        <Button variant="default" onClick={() => void signInWithPasskey()} disabled={busy || pausedUntil !== null}>
          {passkeyTexts.signIn}
        </Button>
      </Stack>
    </form>
  );
}

interface CodeStepProps {
  intro: string;
  label: string;
  /** The code's rule: 'Zaloguj' waits until the code keeps it. */
  schema: ZodType<SmsCodeForm>;
  /** What the field keeps of what was typed or pasted. */
  typed: (value: string) => string;
  /** 'text' where a backup code (letters) may be typed. */
  inputMode?: 'numeric' | 'text';
  busy: boolean;
  progress: string | null;
  error: string | null;
  onSubmit: (values: SmsCodeForm) => Promise<void>;
  onBack: () => void;
  /** Shown above the field (a setup's QR code). */
  children?: ReactNode;
}

/** A second step: the SMS code, the authenticator's code or a backup code, or a setup's first code. */
function CodeStep({
  intro,
  label,
  schema,
  typed,
  inputMode = 'numeric',
  busy,
  progress,
  error,
  onSubmit,
  onBack,
  children,
}: CodeStepProps) {
  const form = useForm<SmsCodeForm>({
    mode: 'controlled',
    initialValues: { code: '' },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });
  const complete = schema.safeParse(form.getValues()).success;

  const submit = form.onSubmit(async (values) => {
    await onSubmit(values);
    // A refused code is cleared for the next try (the step is gone after a success).
    form.setFieldValue('code', '');
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="md">
        <Text size="sm">{intro}</Text>
        {children}
        <TextInput
          label={label}
          required
          inputMode={inputMode}
          autoComplete="one-time-code"
          disabled={busy}
          data-autofocus
          key={form.key('code')}
          {...form.getInputProps('code')}
          onChange={(event) => form.setFieldValue('code', typed(event.currentTarget.value))}
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

/** The private key wrapped for a passkey's PRF output, as the server keeps it (proven by the password). */
async function wrapForPasskey(
  crypto: AccountCrypto,
  keys: PasswordKeys,
  sessionKeys: SessionKeys,
  prfOutput: Uint8Array,
  credentialId: string,
) {
  const session = await getSession();
  const wrappedPrivateKey = await crypto.passkeyEnvelope(keys, sessionKeys, prfOutput, {
    tenantId: session.customerId,
    userId: session.id,
  });
  const { passkeyIdOf } = await ceremonies();
  return {
    params: { passkeyId: await passkeyIdOf(credentialId) },
    body: { currentAuthKey: keys.authKey, wrappedPrivateKey },
  };
}
