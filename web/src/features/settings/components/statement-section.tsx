import { Alert, Anchor, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Settings } from '@shared/contracts/settings/schemas.js';
import { statementTexts as t } from '@shared/messages/settings.js';
import { errorText } from '@/lib/api-errors.js';
import { useDeleteStatement } from '../api/delete-statement.js';
import { downloadStatement } from '../api/download-statement.js';
import { useUploadStatement } from '../api/upload-statement.js';
import { statementAccept, statementProblem } from '../lib/settings-files.js';
import { DetailList } from './detail-list.js';
import { SettingsFileControls } from './settings-file-controls.js';

interface StatementSectionProps {
  statement: Settings['accessibilityStatement'];
  canEdit: boolean;
}

/**
 * The accessibility statement (docs/features.md, "Limits and rules"): HTML up to 5 MB; everybody may download it, the
 * main administrator uploads, replaces or removes it. It is only ever downloaded, never shown.
 */
export function StatementSection({ statement, canEdit }: StatementSectionProps) {
  const upload = useUploadStatement();
  const remove = useDeleteStatement();
  const [error, setError] = useState<string | null>(null);
  const download = () => downloadStatement().catch((failure: unknown) => setError(errorText(failure)));

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
      {canEdit ? (
        <SettingsFileControls
          texts={t}
          accept={statementAccept}
          problemOf={statementProblem}
          upload={upload}
          remove={remove}
          hasFile={statement !== null}
          error={error}
          onError={setError}
        />
      ) : (
        error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )
      )}
    </Stack>
  );
}
