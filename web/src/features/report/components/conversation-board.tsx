import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ResponseOf } from '@shared/contracts/contract.js';
import type { listReportMessages } from '@shared/contracts/index.js';
import { inboxLimits } from '@shared/domain/inbox.js';
import { reportState, type ReportState } from '@shared/domain/report.js';
import { conversationTexts as t } from '@shared/messages/conversation.js';
import { ConversationList } from '../../../components/conversation-list.js';
import { MessageComposer } from '../../../components/message-composer.js';
import { QueryContent } from '../../../components/query-content.js';
import { encryptMessage, type DecryptedMessage } from '../../../lib/conversation-crypto.js';
import { reportMessagesKey } from '../api/list-report-messages.js';
import { sendReplyCall } from '../api/send-reply.js';
import { useDecryptedMessages } from '../hooks/use-conversation.js';

export interface ConversationBoardProps {
  report: { tenantId: string; reportId: string; state: ReportState; canResponse: boolean };
  /** The report key K, once the report is opened in this browser (null: nothing can be decrypted). */
  reportKey: CryptoKey | null;
}

type Conversation = ResponseOf<typeof listReportMessages>;

/**
 * The conversation board of a report (spec doc 2 §2, §4): the reporter's messages and staff
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
  const [progress, setProgress] = useState<string | null>(null);

  const authorOf = (message: DecryptedMessage) => (message.author === 'reporter' ? t.reporter : (message.authorName ?? t.staff));

  const sendReply = async (text: string) => {
    if (!reportKey) throw new Error(t.noKey);
    try {
      setProgress(t.encrypting);
      const { messageId, body } = await encryptMessage(reportKey, report, 'staff', text);
      setProgress(t.sending);
      const sent = await sendReplyCall({ params: { reportId: report.reportId }, body: { messageId, body } });
      queryClient.setQueryData<Conversation>(reportMessagesKey(report.reportId), (old) => ({ messages: [...(old?.messages ?? []), sent] }));
      setReplying(false);
    } finally {
      setProgress(null);
    }
  };

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
    return <MessageComposer label={t.replyText} maxChars={inboxLimits.messageMaxChars} onSend={sendReply} progress={progress} uploadPercent={null} />;
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
        {showMessages && reportKey && (
          <QueryContent query={messages}>
            {() => (
              <QueryContent query={decrypted}>
                {(list) => <ConversationList messages={list} showAttachments={showAttachments} authorOf={authorOf} onDownload={() => undefined} />}
              </QueryContent>
            )}
          </QueryContent>
        )}
        {replyArea()}
      </Stack>
    </Paper>
  );
}
