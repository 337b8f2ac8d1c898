import { Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { authTexts } from '@shared/messages/auth.js';
import { errorText } from '../lib/api-errors.js';
import { ProgressNote } from './progress-note.js';

interface RecoveryKeyModalProps {
  title: string;
  submitLabel: string;
  cancelLabel: string;
  /** What the progress line says while `onKey` runs. */
  workingText: string;
  /** Does the work with the typed key; a failure's text (a typo, another organisation's key) stays under the field. */
  onKey: (recoveryKey: string) => Promise<void>;
  onClose: () => void;
}

/**
 * A dialog that asks for the organisation's recovery key and uses it in this browser (the key
 * never leaves it): restoring access, or checking the key was kept. Empty gets
 * 'recoveryKeyRequired'; while working it cannot be closed.
 */
export function RecoveryKeyModal({
  title,
  submitLabel,
  cancelLabel,
  workingText,
  onKey,
  onClose,
}: RecoveryKeyModalProps) {
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
    setProgress(workingText);
    try {
      await onKey(recoveryKey);
    } catch (failure) {
      setError(errorText(failure));
      setProgress(null);
    }
  };

  return (
    <Modal opened onClose={busy ? () => {} : onClose} title={title} size="lg" centered>
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
              {cancelLabel}
            </Button>
            <Button type="submit" disabled={busy}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
