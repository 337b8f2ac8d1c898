import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { parseVoiceMarker } from '@shared/domain/voice-messages.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { LinkLabel } from '@/components/link-label.js';
import type { ReportRef } from '@/lib/report-files.js';
import { downloadReportFile } from '../api/download-report-file.js';
import type { DecryptedReport } from '../hooks/use-opened-report.js';
import { fieldLines, reporterLines } from '../lib/report-fields.js';
import { VoiceMessagePlayer } from './voice-message-player.js';

/** Downloads a file of the report, decrypting it here; a failure is a notification. */
export const downloadAndSave = (report: ReportRef, reportKey: CryptoKey, file: { fileId: string; name: string }) =>
  downloadReportFile(report, reportKey, file).catch(() =>
    notifications.show({ color: 'red', message: t.downloadFailed }),
  );

/**
 * The decrypted report ('Wyświetl zgłoszenie'): every field with its label, the reporter's data
 * or the notice that none was given, and the files sent with it (downloaded and decrypted here).
 */
export function ReportContentView({ opened }: { opened: DecryptedReport }) {
  const { content } = opened;
  const report = { tenantId: content.tenantId, reportId: content.reportId };
  return (
    <Paper withBorder p="md" data-testid="report-content">
      <Stack gap="md">
        <Title order={2} size="h4">
          {t.content}
        </Title>
        <Stack gap="sm" component="dl" m={0}>
          {fieldLines(content.fieldDefs, opened.fields).map((line) => (
            <div key={line.fieldId}>
              <Text size="sm" fw={600} component="dt">
                <LinkLabel label={line.label} />
              </Text>
              <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                {line.value}
              </Text>
            </div>
          ))}
        </Stack>
        <div>
          <Title order={3} size="h5" mb={4}>
            {t.reporter}
          </Title>
          {reporterLines(opened.reporter).map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          {opened.language && (
            <Text size="sm" data-testid="reporter-language">
              {t.reporterLanguage(opened.language)}
            </Text>
          )}
        </div>
        <div>
          <Title order={3} size="h5" mb={4}>
            {t.files}
          </Title>
          {opened.fileNames.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t.noFiles}
            </Text>
          ) : (
            <List size="sm">
              {opened.fileNames.map((file) => {
                const marker = file.voice === null ? null : parseVoiceMarker(file.voice);
                return (
                  <List.Item key={file.fileId}>
                    <Anchor
                      component="button"
                      type="button"
                      onClick={() => void downloadAndSave(report, opened.reportKey, file)}
                      title={t.download(file.name)}
                    >
                      {file.name}
                    </Anchor>
                    {marker && (
                      <VoiceMessagePlayer report={report} reportKey={opened.reportKey} file={file} marker={marker} />
                    )}
                  </List.Item>
                );
              })}
            </List>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
