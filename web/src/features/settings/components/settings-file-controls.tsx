import { Alert, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { logoTexts, settingsPageTexts } from '@shared/messages/settings.js';
import { ProgressNote } from '@/components/progress-note.js';
import { StaffScanNotice } from '@/components/staff-scan-notice.js';
import { errorText } from '@/lib/api-errors.js';

/** What the controls of one kind of Settings file say (the logo's, the statement's). */
export interface SettingsFileTexts {
  hint: string;
  upload: string;
  replace: string;
  remove: string;
  title: string;
  confirmRemove: string;
  saved: string;
  removed: string;
}

interface SettingsFileControlsProps {
  texts: SettingsFileTexts;
  accept: string;
  /** Why the browser refuses a picked file before sending it (type, size), or null. */
  problemOf: (file: File) => string | null;
  upload: { isPending: boolean; mutateAsync: (file: File) => Promise<unknown> };
  remove: { isPending: boolean; mutateAsync: (input: Record<string, never>) => Promise<unknown> };
  hasFile: boolean;
  error: string | null;
  onError: (text: string | null) => void;
}

/**
 * Upload, replace or remove a Settings file (main administrator): the hint, the refusal or the
 * server's error, the progress line, and a removal asked first.
 */
export function SettingsFileControls({
  texts: t,
  accept,
  problemOf,
  upload,
  remove,
  hasFile,
  error,
  onError,
}: SettingsFileControlsProps) {
  const busy = upload.isPending || remove.isPending;

  const pick = async (file: File | null) => {
    if (!file) return;
    onError(null);
    const problem = problemOf(file);
    if (problem) {
      onError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      notifications.show({ color: 'green', message: t.saved });
    } catch (failure) {
      onError(errorText(failure));
    }
  };

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t.title,
      children: <Text size="sm">{t.confirmRemove}</Text>,
      labels: { confirm: t.remove, cancel: settingsPageTexts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync({}).then(
          () => notifications.show({ color: 'green', message: t.removed }),
          (failure: unknown) => onError(errorText(failure)),
        ),
    });

  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        {t.hint}
      </Text>
      <StaffScanNotice />
      {error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
      <ProgressNote text={upload.isPending ? logoTexts.uploading : null} />
      <Group>
        <FileButton accept={accept} onChange={(file) => void pick(file)} disabled={busy}>
          {(props) => (
            <Button variant="light" {...props} disabled={busy}>
              {hasFile ? t.replace : t.upload}
            </Button>
          )}
        </FileButton>
        {hasFile && (
          <Button variant="subtle" color="red" onClick={confirmRemove} disabled={busy}>
            {t.remove}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
