import { Alert, Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import {
  fieldTarget,
  hasRedactions,
  messageTarget,
  piecesOf,
  reporterParts,
  reporterTarget,
  type RedactionTarget,
} from '@shared/domain/redactions.js';
import { parseVoiceMarker } from '@shared/domain/voice-messages.js';
import { conversationTexts } from '@shared/messages/conversation.js';
import { redactionTexts } from '@shared/messages/redactions.js';
import { reportPageTexts as t } from '@shared/messages/report-page.js';
import { LinkLabel } from '@/components/link-label.js';
import { formatDateTime } from '@/lib/dates.js';
import type { ReportRef } from '@/lib/report-files.js';
import { downloadReportFile } from '../api/download-report-file.js';
import type { ConversationEntry } from '../hooks/use-conversation.js';
import type { DecryptedReport } from '../hooks/use-opened-report.js';
import type { useMinimisations } from '../hooks/use-minimisations.js';
import type { useRedactions } from '../hooks/use-redactions.js';
import { isRedactableField, redactableTexts } from '../lib/redaction-record.js';
import { fieldLines } from '../lib/report-fields.js';
import { MinimisationTools } from './minimisation-tools.js';
import { RedactableText, type TextView } from './redactable-text.js';
import { RedactionTools } from './redaction-tools.js';
import { VoiceMessagePlayer } from './voice-message-player.js';

const reporterPartNames = { name: t.reporterName, email: t.reporterEmail, phone: t.reporterPhone } as const;

/** Who wrote a message: the staff member's name, else the side. */
const authorOf = (message: ConversationEntry) =>
  message.authorName ?? (message.author === 'reporter' ? conversationTexts.reporter : conversationTexts.staff);

/** Downloads a file of the report, decrypting it here; a failure is a notification. */
export const downloadAndSave = (report: ReportRef, reportKey: CryptoKey, file: { fileId: string; name: string }) =>
  downloadReportFile(report, reportKey, file).catch(() =>
    notifications.show({ color: 'red', message: t.downloadFailed }),
  );

interface ContentViewProps {
  opened: DecryptedReport;
  /** The decrypted conversation (null while it is not): its messages are redacted here too. */
  messages: readonly ConversationEntry[] | null;
  redactions: ReturnType<typeof useRedactions>;
  minimisations: ReturnType<typeof useMinimisations>;
  /** May redact and mark data irrelevant (administrators, users who may reply in the category). */
  canRedact: boolean;
}

/**
 * The decrypted report ('Wyświetl zgłoszenie'): every field with its label, the reporter's data
 * or the notice that none was given, and the files sent with it (downloaded and decrypted here).
 * Once something is redacted it shows the redacted version; those who may redact switch to the
 * original ('Pokaż oryginał'), where they select text to redact and see each range marked.
 */
export function ReportContentView({ opened, messages, redactions, minimisations, canRedact }: ContentViewProps) {
  const { content } = opened;
  const report = { tenantId: content.tenantId, reportId: content.reportId };
  const record = redactions.state?.record ?? null;
  // Shown first: the redacted version once there is one; the original while nothing is redacted
  // (the same text), where those who may redact start, and stay while they redact.
  const [chosenView, setView] = useState<TextView | null>(null);
  const view: TextView =
    canRedact && (chosenView ?? (hasRedactions(record) ? 'copy' : 'original')) === 'original' ? 'original' : 'copy';
  const redactableMessages = (messages ?? []).filter((message) => message.messageId !== undefined);
  const texts = redactableTexts(content.fieldDefs, opened.fields, opened.reporter);
  for (const message of redactableMessages) texts.set(messageTarget(message.messageId!), message.text);
  const ignored = [...texts].reduce((sum, [target, text]) => sum + piecesOf(text, target, record).ignored, 0);
  const names = new Map<RedactionTarget, string>([
    ...content.fieldDefs.map((def) => [fieldTarget(def.id), def.label] as const),
    ...reporterParts.map((part) => [reporterTarget(part), reporterPartNames[part]] as const),
    ...redactableMessages.map(
      (message) =>
        [
          messageTarget(message.messageId!),
          redactionTexts.messageName(formatDateTime(message.sentAt), authorOf(message)),
        ] as const,
    ),
  ]);
  const targetName = (target: RedactionTarget) => names.get(target) ?? target;
  // Until the record is read, the redacted version cannot be made: its text is withheld, never the original shown.
  const shown = (target: RedactionTarget, text: string) =>
    view === 'copy' && redactions.pending ? (
      redactionTexts.withheld
    ) : (
      <RedactableText target={target} text={text} record={record} view={view} />
    );
  return (
    <Paper withBorder p="md" data-testid="report-content">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t.content}
          </Title>
          {canRedact && hasRedactions(record) && (
            <Button size="xs" variant="default" onClick={() => setView(view === 'copy' ? 'original' : 'copy')}>
              {view === 'copy' ? redactionTexts.showOriginal : redactionTexts.showRedacted}
            </Button>
          )}
        </Group>
        {redactions.unreadable && <Alert color="red">{redactionTexts.unreadable}</Alert>}
        {ignored > 0 && <Alert color="yellow">{redactionTexts.ignored(ignored)}</Alert>}
        {canRedact && view === 'original' && redactions.state && (
          <RedactionTools
            record={redactions.state.record}
            texts={texts}
            targetName={targetName}
            save={async (next) => {
              // Whatever the answer, the person redacting goes on in the original.
              setView('original');
              await redactions.save(next);
            }}
            saving={redactions.saving}
          />
        )}
        {canRedact && view === 'original' && (
          <MinimisationTools
            report={report}
            reportKey={opened.reportKey}
            minimisations={minimisations}
            fieldTexts={
              new Map(
                [...texts].flatMap(([target, text]) =>
                  target.startsWith('field:') ? [[target.slice('field:'.length), text] as const] : [],
                ),
              )
            }
            fieldName={(fieldId) => targetName(fieldTarget(fieldId))}
            files={opened.fileNames}
          />
        )}
        <Stack gap="sm" component="dl" m={0}>
          {fieldLines(content.fieldDefs, opened.fields).map((line) => {
            const def = content.fieldDefs.find((candidate) => candidate.id === line.fieldId);
            const text = texts.get(fieldTarget(line.fieldId));
            return (
              <div key={line.fieldId}>
                <Text size="sm" fw={600} component="dt">
                  <LinkLabel label={line.label} />
                </Text>
                <Text size="sm" component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                  {def && isRedactableField(def) && text !== undefined
                    ? shown(fieldTarget(line.fieldId), text)
                    : line.value}
                </Text>
              </div>
            );
          })}
        </Stack>
        <div>
          <Title order={3} size="h5" mb={4}>
            {t.reporter}
          </Title>
          {opened.reporter ? (
            reporterParts.map((part) => {
              const value = opened.reporter![part];
              return (
                <Text key={part} size="sm">
                  {`${reporterPartNames[part]}: `}
                  {value.trim() ? shown(reporterTarget(part), value) : t.notGiven}
                </Text>
              );
            })
          ) : (
            <Text size="sm">{t.noReporterData}</Text>
          )}
          {opened.language && (
            <Text size="sm" data-testid="reporter-language">
              {t.reporterLanguage(opened.language)}
            </Text>
          )}
        </div>
        {redactableMessages.length > 0 && (
          <div data-testid="report-content-messages">
            <Title order={3} size="h5" mb={4}>
              {redactionTexts.conversation}
            </Title>
            <Text size="xs" c="dimmed" mb={4}>
              {redactionTexts.conversationHint}
            </Text>
            <Stack gap={4}>
              {redactableMessages.map((message) => (
                <Text key={message.messageId} size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  <Text span size="sm" fw={600}>
                    {`${formatDateTime(message.sentAt)}, ${authorOf(message)}: `}
                  </Text>
                  {shown(messageTarget(message.messageId!), message.text)}
                </Text>
              ))}
            </Stack>
          </div>
        )}
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
