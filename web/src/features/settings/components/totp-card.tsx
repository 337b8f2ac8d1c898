import { Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { totpRules } from '@shared/domain/totp.js';
import { authTexts } from '@shared/messages/auth.js';
import { totpTexts as t } from '@shared/messages/totp.js';
import { FormFooter } from '@/components/form-footer.js';
import { BackupCodesModal } from '@/components/second-factor/backup-codes-modal.js';
import { TotpOffer } from '@/components/second-factor/totp-offer.js';
import { errorText } from '@/lib/api-errors.js';
import { digitsOnly } from '@/lib/digits.js';
import { runKeyWork } from '@/lib/key-work.js';
import { useRequiredSession, type StaffSession } from '@/lib/session.js';
import { useConfirmTotp } from '../api/confirm-totp.js';
import { useDisableTotp } from '../api/disable-totp.js';
import { useRegenerateBackupCodes } from '../api/regenerate-backup-codes.js';
import { useStartTotpSetup } from '../api/start-totp-setup.js';
import { PasswordConfirmForm } from './password-confirm-form.js';

type Mode =
  | { kind: 'view' }
  | { kind: 'setup'; secret: string; uri: string }
  | { kind: 'confirm-password'; action: 'regenerate' | 'disable' }
  | { kind: 'backup-codes'; backupCodes: string[] };

/**
 * Settings → 'Aplikacja uwierzytelniająca', for every user (docs/features.md): turned on by a
 * first code of the secret shown as a QR code and as text, with ten backup codes shown once;
 * new backup codes and turning it off need the password.
 */
export function TotpCard() {
  const session = useRequiredSession();
  const revalidator = useRevalidator();
  const [totp, setTotp] = useState<StaffSession['totp']>(session.totp);
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const startSetup = useStartTotpSetup();
  const confirm = useConfirmTotp();
  const disable = useDisableTotp();
  const regenerate = useRegenerateBackupCodes();

  const back = () => {
    setMode({ kind: 'view' });
    setCode('');
    setError(null);
  };
  const changed = (next: StaffSession['totp']) => {
    setTotp(next);
    void revalidator.revalidate();
  };

  const begin = async () => {
    setError(null);
    try {
      setMode({ kind: 'setup', ...(await startSetup.mutateAsync({})) });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const submitCode = async () => {
    setError(null);
    try {
      const { backupCodes } = await confirm.mutateAsync({ body: { code } });
      changed({ enabled: true, backupCodesLeft: backupCodes.length });
      setMode({ kind: 'backup-codes', backupCodes });
      setCode('');
    } catch (failure) {
      setError(errorText(failure));
      setCode('');
    }
  };

  const withPassword = async (action: 'regenerate' | 'disable', password: string) => {
    const { authKey: currentAuthKey } = await runKeyWork((crypto) =>
      crypto.deriveLogin(password, session.keys.user.wrappedPrivateKey),
    );
    if (action === 'disable') {
      await disable.mutateAsync({ body: { currentAuthKey } });
      changed(null);
      back();
      return;
    }
    const { backupCodes } = await regenerate.mutateAsync({ body: { currentAuthKey } });
    changed({ enabled: true, backupCodesLeft: backupCodes.length });
    setMode({ kind: 'backup-codes', backupCodes });
  };

  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        <Text size="sm" fw={500}>
          {totp ? t.enabled : t.disabled}
          {totp ? ` · ${t.backupCodesLeft(totp.backupCodesLeft)}` : ''}
        </Text>
        {mode.kind === 'view' && !totp && (
          <Stack gap="xs" align="flex-start">
            <Button variant="light" onClick={() => void begin()} loading={startSetup.isPending}>
              {t.enable}
            </Button>
            {error && (
              <Text size="sm" c="red.8" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        )}
        {mode.kind === 'view' && totp && (
          <Group>
            <Button variant="light" onClick={() => setMode({ kind: 'confirm-password', action: 'regenerate' })}>
              {t.regenerate}
            </Button>
            <Button
              variant="light"
              color="red"
              onClick={() => setMode({ kind: 'confirm-password', action: 'disable' })}
            >
              {t.disable}
            </Button>
          </Group>
        )}
        {mode.kind === 'setup' && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              void submitCode();
            }}
          >
            <Stack gap="md">
              <TotpOffer secret={mode.secret} uri={mode.uri} />
              <TextInput
                label={t.firstCode}
                required
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(digitsOnly(event.currentTarget.value, totpRules.digits))}
                disabled={confirm.isPending}
              />
              <FormFooter error={error} progress={confirm.isPending ? authTexts.checkingCode : null}>
                <Button variant="default" onClick={back} disabled={confirm.isPending}>
                  {t.cancel}
                </Button>
                <Button type="submit" disabled={code.length !== totpRules.digits || confirm.isPending}>
                  {t.confirm}
                </Button>
              </FormFooter>
            </Stack>
          </form>
        )}
        {mode.kind === 'confirm-password' && (
          <PasswordConfirmForm
            intro={mode.action === 'disable' ? t.disableConfirm : t.regenerateConfirm}
            submitLabel={mode.action === 'disable' ? t.disable : t.regenerate}
            danger={mode.action === 'disable'}
            onSubmit={(password) => withPassword(mode.action, password)}
            onCancel={back}
          />
        )}
        {mode.kind === 'backup-codes' && (
          <BackupCodesModal backupCodes={mode.backupCodes} email={session.email} onDone={back} />
        )}
      </Stack>
    </Card>
  );
}
