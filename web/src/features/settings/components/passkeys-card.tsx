import { Badge, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { listPasskeys } from '@shared/contracts/auth/list-passkeys.js';
import { passkeyRules } from '@shared/domain/passkeys.js';
import { passkeyTexts as t } from '@shared/messages/passkeys.js';
import { ApiError, errorText } from '@/lib/api-errors.js';
import { contractKey } from '@/lib/contract-query.js';
import { formatDate } from '@/lib/dates.js';
import { runKeyWork } from '@/lib/key-work.js';
import { useRequiredSession } from '@/lib/session.js';
import {
  usePasskeyRegistrationOptions,
  usePasskeys,
  useRegisterPasskey,
  useRemovePasskey,
  useRenamePasskey,
} from '../api/passkeys.js';
import { PasswordConfirmForm } from './password-confirm-form.js';

type Mode =
  | { kind: 'view' }
  | { kind: 'add' }
  | { kind: 'rename'; passkeyId: string; name: string }
  | { kind: 'remove'; passkeyId: string; name: string };

/** The browser's WebAuthn calls: loaded when someone adds a passkey, never with Settings. */
const ceremonies = () => import('@/lib/passkey-ceremonies.js');

/**
 * Settings → 'Klucze dostępu', for every user: add a passkey (named; the password unlocks the
 * private key so that the passkey's PRF output can wrap it), list, rename, remove (with the password).
 */
export function PasskeysCard() {
  const session = useRequiredSession();
  const queryClient = useQueryClient();
  const passkeys = usePasskeys();
  const [mode, setMode] = useState<Mode>({ kind: 'view' });
  const [notice, setNotice] = useState<string | null>(null);
  const rename = useRenamePasskey();
  const remove = useRemovePasskey();
  const [renameError, setRenameError] = useState<string | null>(null);

  const done = (message: string | null) => {
    setMode({ kind: 'view' });
    setNotice(message);
    setRenameError(null);
    void queryClient.invalidateQueries({ queryKey: contractKey(listPasskeys, {}) });
  };

  const list = passkeys.data?.passkeys ?? [];
  return (
    <Card withBorder padding="lg" component="section" aria-label={t.title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {t.title}
        </Title>
        <Text size="sm">{t.intro}</Text>
        {passkeys.isSuccess && list.length === 0 && <Text size="sm">{t.none}</Text>}
        {list.length > 0 && (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t.title}>
            {list.map((passkey) => (
              <li key={passkey.passkeyId}>
                {mode.kind === 'rename' && mode.passkeyId === passkey.passkeyId ? (
                  <form
                    noValidate
                    onSubmit={(event) => {
                      event.preventDefault();
                      setRenameError(null);
                      rename
                        .mutateAsync({ params: { passkeyId: passkey.passkeyId }, body: { name: mode.name.trim() } })
                        .then(() => done(null))
                        .catch((failure: unknown) => setRenameError(errorText(failure)));
                    }}
                  >
                    <Group align="flex-end">
                      <TextInput
                        label={t.name}
                        value={mode.name}
                        maxLength={passkeyRules.nameMaxLength}
                        onChange={(event) => setMode({ ...mode, name: event.currentTarget.value })}
                        error={renameError}
                      />
                      <Button type="submit" loading={rename.isPending} disabled={mode.name.trim() === ''}>
                        {t.save}
                      </Button>
                      <Button variant="default" onClick={() => done(null)}>
                        {t.cancel}
                      </Button>
                    </Group>
                  </form>
                ) : (
                  <Group justify="space-between" wrap="wrap">
                    <Stack gap={2}>
                      <Group gap="xs">
                        <Text fw={500}>{passkey.name}</Text>
                        <Badge variant="light" color={passkey.unlocksKeys ? 'teal' : 'gray'}>
                          {passkey.unlocksKeys ? t.unlocksKeys : t.secondFactorOnly}
                        </Badge>
                      </Group>
                      <Text size="xs" c="dimmed">
                        {t.createdAt(formatDate(passkey.createdAt))}
                        {passkey.lastUsedAt ? `, ${t.lastUsedAt(formatDate(passkey.lastUsedAt))}` : ''}
                      </Text>
                    </Stack>
                    {mode.kind === 'view' && (
                      <Group gap="xs">
                        <Button
                          variant="subtle"
                          size="xs"
                          onClick={() => setMode({ kind: 'rename', passkeyId: passkey.passkeyId, name: passkey.name })}
                        >
                          {t.rename}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="xs"
                          onClick={() => setMode({ kind: 'remove', passkeyId: passkey.passkeyId, name: passkey.name })}
                        >
                          {t.remove}
                        </Button>
                      </Group>
                    )}
                  </Group>
                )}
              </li>
            ))}
          </Stack>
        )}
        {notice && mode.kind === 'view' && (
          <Text size="sm" role="status">
            {notice}
          </Text>
        )}
        {mode.kind === 'view' && list.length < passkeyRules.maxPerUser && (
          <Group>
            <Button
              variant="light"
              onClick={() => {
                setNotice(null);
                setMode({ kind: 'add' });
              }}
            >
              {t.add}
            </Button>
          </Group>
        )}
        {mode.kind === 'add' && <AddPasskeyForm onDone={() => done(t.added)} onCancel={() => done(null)} />}
        {mode.kind === 'remove' && (
          <PasswordConfirmForm
            intro={t.removeConfirm(mode.name)}
            submitLabel={t.remove}
            danger
            onSubmit={async (password) => {
              const { authKey } = await runKeyWork((crypto) =>
                crypto.deriveLogin(password, session.keys.user.wrappedPrivateKey),
              );
              await remove.mutateAsync({ params: { passkeyId: mode.passkeyId }, body: { currentAuthKey: authKey } });
              done(t.removed);
            }}
            onCancel={() => done(null)}
          />
        )}
      </Stack>
    </Card>
  );
}

/**
 * A new passkey: the password first (checked here by opening the private key, so that no passkey
 * is made on the device for a mistyped password), then the browser's dialog, then, when the
 * authenticator gave no PRF output but supports PRF, one sign-in with it to ask for the output.
 */
function AddPasskeyForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const session = useRequiredSession();
  const options = usePasskeyRegistrationOptions();
  const register = useRegisterPasskey();
  const [name, setName] = useState('');
  const owner = { tenantId: session.customerId, userId: session.id };

  const add = async (password: string) => {
    const keys = await runKeyWork(async (crypto) => {
      const derived = await crypto.deriveLogin(password, session.keys.user.wrappedPrivateKey);
      await crypto.unlockSession(derived, session.keys);
      return derived;
    });
    const { createPasskey, prfOutputAfterCreation } = await ceremonies();
    const { options: creation } = await options.mutateAsync({});
    const created = await createPasskey(creation);
    const prfOutput =
      created.prfOutput ?? (created.prfEnabled ? await prfOutputAfterCreation(created, creation.rp.id) : null);
    const wrappedPrivateKey = prfOutput
      ? await runKeyWork((crypto) => crypto.passkeyEnvelope(keys, session.keys, prfOutput, owner))
      : null;
    await register.mutateAsync({
      body: { name: name.trim(), currentAuthKey: keys.authKey, response: created.response, wrappedPrivateKey },
    });
    onDone();
  };

  return (
    <PasswordConfirmForm
      intro={t.addConfirm}
      submitLabel={t.add}
      onSubmit={add}
      onCancel={onCancel}
      fieldsReady={name.trim() !== ''}
      // The browser's own dialog, closed or refused, fails without an answer of ours.
      failureText={(failure) => (failure instanceof ApiError ? errorText(failure) : t.cancelled)}
      fields={(busy) => (
        <TextInput
          label={t.name}
          placeholder={t.namePlaceholder}
          required
          maxLength={passkeyRules.nameMaxLength}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          disabled={busy}
        />
      )}
    />
  );
}
