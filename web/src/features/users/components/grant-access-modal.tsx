import { Button, Code, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StaffUserRow } from '@shared/contracts/users/schemas.js';
import { userPanelTexts as t } from '@shared/messages/users.js';
import { FormFooter } from '@/components/form-footer.js';
import { errorText } from '@/lib/api-errors.js';
import { runKeyWork } from '@/lib/key-work.js';
import type { StaffSession } from '@/lib/session.js';
import { useGrantAccess } from '../api/grant-access.js';
import { useFingerprint } from '../hooks/use-fingerprint.js';

interface GrantAccessModalProps {
  user: StaffUserRow | null;
  session: StaffSession;
  /** The administrator's own private key, unlocked in this tab: it opens their copy of the organisation key. */
  userPrivateKey: CryptoKey;
  onClose: () => void;
  onGranted: (user: StaffUserRow) => void;
}

/**
 * 'Nadaj dostęp' (docs/security.md): shows the pending user's key fingerprint to compare out of band,
 * then this browser wraps the organisation key for the user's public key and the server stores
 * the envelope.
 */
export function GrantAccessModal({ user, session, userPrivateKey, onClose, onGranted }: GrantAccessModalProps) {
  const grant = useGrantAccess();
  const fingerprint = useFingerprint(user?.publicKey ?? null);
  const [progress, setProgress] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busy = progress !== null;

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const submit = async () => {
    if (!user?.publicKey || !user.kid) return;
    const recipient = { publicKey: user.publicKey, kid: user.kid };
    setError(null);
    setProgress(t.granting);
    try {
      const wrappedOrgKey = await runKeyWork((crypto) =>
        crypto.grantOrganisationKey(session.keys, userPrivateKey, recipient),
      );
      await grant.mutateAsync({ params: { userId: user.id }, body: { wrappedOrgKey } });
      setProgress(null);
      onGranted(user);
    } catch (failure) {
      setProgress(null);
      setError(errorText(failure));
    }
  };

  return (
    <Modal opened={user !== null} onClose={close} title={user ? t.grantTitle(user.name) : ''} size="lg" centered>
      {user && (
        <Stack gap="md">
          <Text size="sm">{t.grantIntro}</Text>
          <Text size="sm">{t.grantCompare}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t.fingerprint}: {user.name} ({user.email})
            </Text>
            <Code block fz="lg" data-testid="grant-fingerprint">
              {fingerprint ?? '…'}
            </Code>
          </Stack>
          <FormFooter error={error} progress={progress}>
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={busy}>
                {t.cancel}
              </Button>
              <Button onClick={() => void submit()} disabled={busy || fingerprint === null}>
                {t.grant}
              </Button>
            </Group>
          </FormFooter>
        </Stack>
      )}
    </Modal>
  );
}
