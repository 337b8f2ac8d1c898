import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent } from 'react';
import { useRevalidator } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { ProgressNote } from '../../components/progress-note.js';
import { restoreAccess } from '../../features/auth/api/restore-access.js';
import { errorText } from '../../lib/api-errors.js';
import { saveKeys } from '../../lib/key-store.js';
import { runKeyWork } from '../../lib/key-work.js';
import type { SessionKeysState, StaffSession } from '../../lib/session.js';
import { useLogout } from './use-logout.js';

interface RestoreAccessModalProps {
  session: StaffSession;
  userPrivateKey: CryptoKey;
  onClose: () => void;
}

/**
 * The recovery key flow (DESIGN §7): the browser opens the organisation key with the typed
 * recovery key, wraps it again for the user's own public key and stores that on the server.
 * A typo or a key of another organisation gets the crypto core's Polish message.
 */
function RestoreAccessModal({ session, userPrivateKey, onClose }: RestoreAccessModalProps) {
  const revalidator = useRevalidator();
  const [recoveryKey, setRecoveryKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);
  const busy = progress !== null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (recoveryKey.trim() === '') {
      setError(authTexts.recoveryKeyRequired);
      return;
    }
    setError(null);
    setProgress(authTexts.restoring);
    try {
      const restored = await runKeyWork((crypto) => crypto.restoreWithRecoveryKey(recoveryKey, session.keys, userPrivateKey));
      await restoreAccess({ body: { wrappedForUser: restored.wrappedForUser } });
      await saveKeys(session.id, restored.unlocked);
      notifications.show({ color: 'green', message: authTexts.accessRestored });
      onClose();
      void revalidator.revalidate();
    } catch (failure) {
      setError(errorText(failure));
      setProgress(null);
    }
  };

  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={authTexts.restoreTitle} size="lg" centered>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Textarea
            label={authTexts.recoveryKeyLabel}
            description={authTexts.recoveryKeyHint}
            required
            rows={3}
            autoComplete="off"
            spellCheck={false}
            ff="monospace"
            disabled={busy}
            data-autofocus
            value={recoveryKey}
            error={error}
            onChange={(event) => setRecoveryKey(event.currentTarget.value)}
          />
          <ProgressNote text={progress} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {authTexts.cancel}
            </Button>
            <Button type="submit" disabled={busy}>
              {authTexts.restoreAccess}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The keys situation in one word (the shell marks its main region with it: `data-keys`). */
export function keysSituation(keys: SessionKeysState): 'loading' | 'ended' | 'locked' | 'no-organisation-key' | 'unlocked' {
  if (keys.status !== 'ready') return keys.status;
  if (!keys.keys) return 'locked';
  return keys.keys.organisationPrivateKey ? 'unlocked' : 'no-organisation-key';
}

/**
 * What the shell says above every screen when content cannot be decrypted in this tab: no
 * unlocked keys at all (locked: log in again), or no organisation key (after a password reset:
 * enter the recovery key). Nothing while the keys are being read after a reload, nor when all is well.
 */
export function SessionKeysNotice({ session, keys }: { session: StaffSession; keys: SessionKeysState }) {
  const logout = useLogout();
  const [restoring, setRestoring] = useState(false);
  if (keys.status === 'loading' || keys.status === 'ended') return null;

  if (!keys.keys) {
    return (
      <Alert color="yellow" variant="light" title={authTexts.keysLockedTitle} mb="md">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{authTexts.keysLocked}</Text>
          <Button size="xs" variant="light" onClick={() => void logout()}>
            {authTexts.logInAgain}
          </Button>
        </Stack>
      </Alert>
    );
  }

  if (!keys.keys.organisationPrivateKey) {
    return (
      <Alert color="orange" variant="light" title={authTexts.noOrganisationKeyTitle} mb="md">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{authTexts.noOrganisationKey}</Text>
          <Button size="xs" variant="light" onClick={() => setRestoring(true)}>
            {authTexts.enterRecoveryKey}
          </Button>
        </Stack>
        {restoring && (
          <RestoreAccessModal session={session} userPrivateKey={keys.keys.userPrivateKey} onClose={() => setRestoring(false)} />
        )}
      </Alert>
    );
  }

  return null;
}
