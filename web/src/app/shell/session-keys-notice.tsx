import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useRevalidator } from 'react-router-dom';
import { authTexts } from '@shared/messages/auth.js';
import { RecoveryKeyModal } from '@/components/recovery-key-modal.js';
import { useRestoreAccess } from '@/features/auth/api/restore-access.js';
import { errorText } from '@/lib/api-errors.js';
import { saveKeys } from '@/lib/key-store.js';
import { runKeyWork } from '@/lib/key-work.js';
import type { SessionKeysState, StaffSession } from '@/lib/session.js';
import { useLogout } from './use-logout.js';

interface RestoreAccessModalProps {
  session: StaffSession;
  userPrivateKey: CryptoKey;
  onClose: () => void;
}

/**
 * The recovery key flow (docs/security.md): the browser opens the organisation key with the typed
 * recovery key, wraps it again for the user's own public key and stores that on the server.
 * A typo or a key of another organisation gets the crypto core's Polish message.
 */
function RestoreAccessModal({ session, userPrivateKey, onClose }: RestoreAccessModalProps) {
  const revalidator = useRevalidator();
  const restoreAccess = useRestoreAccess();
  const restore = async (recoveryKey: string) => {
    const restored = await runKeyWork((crypto) =>
      crypto.restoreWithRecoveryKey(recoveryKey, session.keys, userPrivateKey),
    );
    await restoreAccess.mutateAsync({ body: { wrappedForUser: restored.wrappedForUser } });
    await saveKeys(session.id, restored.unlocked);
    notifications.show({ color: 'green', message: authTexts.accessRestored });
    onClose();
    void revalidator.revalidate();
  };
  return (
    <RecoveryKeyModal
      title={authTexts.restoreTitle}
      submitLabel={authTexts.restoreAccess}
      cancelLabel={authTexts.cancel}
      workingText={authTexts.restoring}
      onKey={restore}
      onClose={onClose}
    />
  );
}

/**
 * A user waiting for access, in a tab that is open when an administrator grants it: once the
 * session (reloaded on every move between screens, or by 'Sprawdź, czy nadano dostęp') carries
 * the organisation key wrapped for this user, it is opened with the private key already unlocked
 * here — no new login. Answers the failure's text, if opening fails.
 */
function usePickUpGrant(session: StaffSession, keys: SessionKeysState): string | null {
  const [failure, setFailure] = useState<string | null>(null);
  const userPrivateKey = keys.keys && !keys.keys.organisationPrivateKey ? keys.keys.userPrivateKey : null;
  const granted = session.keys.organisation.wrappedForUser !== null;
  useEffect(() => {
    if (!userPrivateKey || !granted) return;
    let live = true;
    void runKeyWork((crypto) => crypto.unlockGrantedOrganisation(session.keys, userPrivateKey)).then(
      async (unlocked) => {
        if (!live || !unlocked.organisationPrivateKey) return;
        await saveKeys(session.id, unlocked);
        notifications.show({ color: 'green', message: authTexts.accessGranted });
      },
      (error: unknown) => live && setFailure(errorText(error)),
    );
    return () => {
      live = false;
    };
  }, [session, userPrivateKey, granted]);
  return failure;
}

/** This user's key fingerprint, computed here from their public key, to compare with the granting administrator's. */
function OwnFingerprint({ publicKey }: { publicKey: string }) {
  const [fingerprint, setFingerprint] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void runKeyWork((crypto) => crypto.publicKeyFingerprint(publicKey)).then(
      (value) => live && setFingerprint(value),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [publicKey]);
  if (!fingerprint) return null;
  return (
    <Text size="sm" component="div">
      {authTexts.ownKeyFingerprint}:{' '}
      <Code fz="sm" data-testid="own-key-fingerprint">
        {fingerprint}
      </Code>
    </Text>
  );
}

/** The keys situation in one word (the shell marks its main region with it: `data-keys`). */
export function keysSituation(
  keys: SessionKeysState,
): 'loading' | 'ended' | 'locked' | 'no-organisation-key' | 'unlocked' {
  if (keys.status !== 'ready') return keys.status;
  if (!keys.keys) return 'locked';
  return keys.keys.organisationPrivateKey ? 'unlocked' : 'no-organisation-key';
}

/**
 * What the shell says above every screen when content cannot be decrypted in this tab: no
 * unlocked keys at all (locked: log in again), or no organisation key (a new user waiting for an
 * administrator's grant, with their key fingerprint to compare; or after a password reset, when
 * the main administrator's recovery key also helps: only they received it, at registration, so
 * only they are offered it). Nothing while the keys are being read after a reload, nor when all
 * is well.
 */
export function SessionKeysNotice({ session, keys }: { session: StaffSession; keys: SessionKeysState }) {
  const logout = useLogout();
  const revalidator = useRevalidator();
  const [restoring, setRestoring] = useState(false);
  const pickUpFailure = usePickUpGrant(session, keys);
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
          {session.isMainAdmin && <Text size="sm">{authTexts.noOrganisationKeyRecovery}</Text>}
          <OwnFingerprint publicKey={session.keys.user.publicKey} />
          {pickUpFailure && (
            <Text size="sm" c="red">
              {pickUpFailure}
            </Text>
          )}
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              loading={revalidator.state === 'loading'}
              onClick={() => void revalidator.revalidate()}
            >
              {authTexts.checkAccessAgain}
            </Button>
            {session.isMainAdmin && (
              <Button size="xs" variant="subtle" onClick={() => setRestoring(true)}>
                {authTexts.enterRecoveryKey}
              </Button>
            )}
          </Group>
        </Stack>
        {restoring && (
          <RestoreAccessModal
            session={session}
            userPrivateKey={keys.keys.userPrivateKey}
            onClose={() => setRestoring(false)}
          />
        )}
      </Alert>
    );
  }

  return null;
}
