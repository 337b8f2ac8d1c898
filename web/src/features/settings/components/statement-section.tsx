import { Alert, Anchor, Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { logoTexts, settingsPageTexts, statementTexts as t } from '@shared/messages/settings.js';
import { ProgressNote } from '../../../components/progress-note.js';
import { errorText } from '../../../lib/api-errors.js';
import { useDeleteStatement } from '../api/delete-statement.js';
import { downloadStatement } from '../api/download-statement.js';
import { useUploadStatement } from '../api/upload-statement.js';
import { statementAccept, statementProblem } from '../lib/settings-files.js';
import { StaffScanNotice } from '../../../components/staff-scan-notice.js';
import { DetailList } from './detail-list.js';

interface StatementSectionProps {
  statement: Settings['accessibilityStatement'];
  canEdit: boolean;
}

/**
 * The accessibility statement (doc 3 §2, §5): HTML up to 5 MB; everybody may download it, the
 * main administrator uploads, replaces or removes it. It is only ever downloaded, never shown.
 */
export function StatementSection({ statement, canEdit }: StatementSectionProps) {
  const upload = useUploadStatement();
  const remove = useDeleteStatement();
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const pick = async (file: File | null) => {
    if (!file) return;
    setError(null);
    const problem = statementProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    try {
      await upload.mutateAsync(file);
      notifications.show({ color: 'green', message: t.saved });
    } catch (failure) {
      setError(errorText(failure));
    }
  };

  const download = () => downloadStatement().catch((failure: unknown) => setError(errorText(failure)));

  const confirmRemove = () =>
    modals.openConfirmModal({
      title: t.confirmTitle,
      children: <Text size="sm">{t.confirmRemove}</Text>,
      labels: { confirm: t.remove, cancel: settingsPageTexts.cancel },
      confirmProps: { color: 'red' },
      onConfirm: () =>
        void remove.mutateAsync({}).then(
          () => notifications.show({ color: 'green', message: t.removed }),
          (failure: unknown) => setError(errorText(failure)),
        ),
    });

  return (
    <Stack gap="xs">
      <DetailList
        rows={[
          [
            t.title,
            statement ? (
              <Anchor key="statement" component="button" type="button" size="sm" onClick={() => void download()}>
                {statement.name}
              </Anchor>
            ) : (
              t.none
            ),
          ],
        ]}
      />
      {canEdit && (
        <>
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
            <FileButton accept={statementAccept} onChange={(file) => void pick(file)} disabled={busy}>
              {(props) => (
                <Button variant="light" {...props} disabled={busy}>
                  {statement ? t.replace : t.upload}
                </Button>
              )}
            </FileButton>
            {statement && (
              <Button variant="subtle" color="red" onClick={confirmRemove} disabled={busy}>
                {t.remove}
              </Button>
            )}
          </Group>
        </>
      )}
      {!canEdit && error && (
        <Alert color="red" variant="light">
          {error}
        </Alert>
      )}
    </Stack>
  );
}
