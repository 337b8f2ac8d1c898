import { Alert, Button, Checkbox, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { staffAttachmentKinds } from '@shared/domain/file-kinds.js';
import { inboxLimits } from '@shared/domain/inbox.js';
import { reportState, type ReportState } from '@shared/domain/report.js';
import { conversationTexts as t } from '@shared/messages/conversation.js';
import { acknowledgementEntry, DecryptedConversation } from '@/components/conversation-list.js';
import { MessageComposer, type AttachmentRules } from '@/components/message-composer.js';
import { StaffScanNotice } from '@/components/staff-scan-notice.js';
import { errorText } from '@/lib/api-errors.js';
import type { DecryptedFile, DecryptedMessage } from '@/lib/conversation-crypto.js';
import { addStaffAttachments } from '@/lib/report-files.js';
import { useSendMessage } from '@/lib/send-message.js';
import { useSession } from '@/lib/session.js';
import { completeReplyFile } from '../api/complete-reply-file-upload.js';
import { downloadReportFile } from '../api/download-report-file.js';
import { reportMessagesKey } from '../api/list-report-messages.js';
import { reportChangeKeys } from '@/lib/report-api/report-change-keys.js';
import { sendReplyCall } from '../api/send-reply.js';
import { startReplyFile } from '../api/start-reply-file-upload.js';
import { useDecryptedMessages } from '../hooks/use-conversation.js';
import { VoiceMessagePlayer } from './voice-message-player.js';

export interface ConversationBoardProps {
  report: { tenantId: string; reportId: string; state: ReportState; canResponse: boolean };
  /** The report key K, once the report is opened in this browser (null: nothing can be decrypted). */
  reportKey: CryptoKey | null;
}

/** Reply attachments: the admin rules (types by content, incl. Outlook msg; under 30,000,000 bytes). */
const staffAttachmentRules: AttachmentRules = {
  accept: staffAttachmentKinds.flatMap((kind) => kind.extensions.map((extension) => `.${extension}`)).join(','),
  addFiles: addStaffAttachments,
};

/**
 * The conversation board of a report: the reporter's messages and staff
 * replies in order, hide/show messages and attachments, and the reply box — or instead
 * 'ZGŁOSZENIE ZOSTAŁO ZAMKNIĘTE' (closed) or 'BRAK UPRAWNIEŃ DO ODPOWIADANIA SYGNALIŚCIE'. A reply
 * is encrypted under K, sent, appended, and then its queued files are uploaded (no waiting).
 */
export function ConversationBoard({ report, reportKey }: ConversationBoardProps) {
  const queryClient = useQueryClient();
  const { messages, decrypted } = useDecryptedMessages(report.reportId, report.tenantId, reportKey);
  const [showMessages, setShowMessages] = useState(true);
  const [showAttachments, setShowAttachments] = useState(true);
  const [replying, setReplying] = useState(false);
  const [alert, setAlert] = useState<string | null>(null);
  /** 'To jest informacja zwrotna': only a reply marked so is the Act's feedback. */
  const [isFeedback, setIsFeedback] = useState(false);
  const scanned = useSession()?.staffFilesScanned ?? false;

  const authorOf = (message: DecryptedMessage) =>
    message.automatic
      ? t.automaticAcknowledgement
      : message.author === 'reporter'
        ? t.reporter
        : (message.authorName ?? t.staff);
  const acknowledgement = messages.data?.automaticAcknowledgement;

  const download = async (file: DecryptedFile & { name: string }) => {
    if (!reportKey) return;
    try {
      await downloadReportFile(report, reportKey, file);
    } catch (failure) {
      setAlert(errorText(failure));
    }
  };

  /** The spec's reply flow: encrypt, send, append (the box closes), then upload the queued files. */
  const reply = useSendMessage({
    report,
    reportKey,
    author: 'staff',
    scan: scanned,
    messagesKey: reportMessagesKey(report.reportId),
    send: (message) =>
      sendReplyCall({ params: { reportId: report.reportId }, body: { ...message, feedback: isFeedback } }),
    startFile: (messageId, body) => startReplyFile({ params: { reportId: report.reportId, messageId }, body }),
    completeFile: (ids, body) => completeReplyFile({ params: { reportId: report.reportId, ...ids }, body }),
    onSent: () => {
      // A reply counts in the lists; one marked as the feedback also moves the statutory terms.
      void Promise.all(reportChangeKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      setReplying(false);
      setIsFeedback(false);
    },
    onUploadFailure: (failure) => setAlert(errorText(failure)),
  });

  const replyArea = () => {
    if (report.state === reportState.archived) return <Alert color="gray">{t.closed}</Alert>;
    if (!report.canResponse) return <Alert color="gray">{t.noReplyRight}</Alert>;
    if (!replying) {
      return (
        <Group>
          <Button onClick={() => setReplying(true)} disabled={!reportKey}>
            {t.reply}
          </Button>
        </Group>
      );
    }
    return (
      <Stack gap="sm">
        <StaffScanNotice />
        <MessageComposer
          label={t.replyText}
          maxChars={inboxLimits.messageMaxChars}
          attachments={staffAttachmentRules}
          onSend={reply.send}
          progress={reply.progress}
          uploadPercent={reply.uploadPercent}
        >
          <Checkbox
            label={t.isFeedback}
            description={t.isFeedbackHint}
            checked={isFeedback}
            disabled={reply.progress !== null}
            onChange={(event) => setIsFeedback(event.currentTarget.checked)}
          />
        </MessageComposer>
      </Stack>
    );
  };

  return (
    <Paper withBorder p="md" component="section" aria-label={t.title}>
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t.title}
          </Title>
          <Group gap="xs">
            <Button variant="subtle" size="xs" onClick={() => setShowMessages((shown) => !shown)}>
              {showMessages ? t.hideMessages : t.showMessages}
            </Button>
            <Button variant="subtle" size="xs" onClick={() => setShowAttachments((shown) => !shown)}>
              {showAttachments ? t.hideAttachments : t.showAttachments}
            </Button>
          </Group>
        </Group>
        {!reportKey && <Alert color="yellow">{t.noKey}</Alert>}
        {alert && (
          <Alert color="red" variant="light" withCloseButton onClose={() => setAlert(null)}>
            {alert}
          </Alert>
        )}
        {showMessages && reportKey && (
          <DecryptedConversation
            messages={messages}
            decrypted={decrypted}
            acknowledgement={acknowledgement ? acknowledgementEntry(acknowledgement, 'pl') : null}
            showAttachments={showAttachments}
            authorOf={authorOf}
            onDownload={download}
            voicePlayer={(file, marker) => (
              <VoiceMessagePlayer report={report} reportKey={reportKey} file={file} marker={marker} />
            )}
          />
        )}
        {replyArea()}
      </Stack>
    </Paper>
  );
}
