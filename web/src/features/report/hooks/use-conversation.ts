import { useQuery } from '@tanstack/react-query';
import { conversationTexts } from '@shared/messages/conversation.js';
import { acknowledgementEntry } from '@/components/conversation-list.js';
import { conversationVersion, decryptConversation, type DecryptedMessage } from '@/lib/conversation-crypto.js';
import { reportMessagesQueryOptions } from '../api/list-report-messages.js';

/** One message as the PDF and other readers of the decrypted conversation take it. */
export interface ConversationEntry {
  /** Its id, to redact it by; absent for the automatic acknowledgement (the organisation's own text). */
  messageId?: string;
  author: 'reporter' | 'staff';
  sentAt: string;
  text: string;
  authorName?: string;
  fileNames: string[];
}

/**
 * The conversation of a report, fetched and decrypted with the report key K (null while K is not
 * open: nothing is decrypted then). `messages` keeps ids and file ids for the board; `entries`
 * is the plain form (a message that would not decrypt reads as such).
 */
export function useDecryptedMessages(reportId: string, tenantId: string | null, reportKey: CryptoKey | null) {
  // Fetched once K is open: fetching is reading (it clears the new-messages marker).
  const messages = useQuery({ ...reportMessagesQueryOptions(reportId), enabled: !!reportKey });
  const decrypted = useQuery({
    queryKey: [
      'decrypted-conversation',
      reportId,
      conversationVersion(messages.data?.messages),
      reportKey ? 'key' : 'none',
    ],
    enabled: !!messages.data && !!reportKey && !!tenantId,
    queryFn: (): Promise<DecryptedMessage[]> =>
      decryptConversation(
        reportKey as CryptoKey,
        { tenantId: tenantId as string, reportId },
        messages.data?.messages ?? [],
      ),
    // Plaintext stays in this component tree only while it is shown.
    gcTime: 0,
    staleTime: Infinity,
  });
  return { messages, decrypted };
}

const entryOf = (message: DecryptedMessage, undecryptable: string): ConversationEntry => ({
  ...(message.automatic || message.text === null ? {} : { messageId: message.messageId }),
  author: message.author,
  sentAt: message.sentAt,
  text: message.text ?? undecryptable,
  ...(message.automatic
    ? { authorName: conversationTexts.automaticAcknowledgement }
    : message.authorName
      ? { authorName: message.authorName }
      : {}),
  fileNames: message.files.map((file) => file.name ?? undecryptable),
});

/**
 * The decrypted conversation for the report's PDF: null until it is fetched and decrypted with K
 * (the PDF waits for it), then every message in order, after the automatic acknowledgement if any.
 */
export function useDecryptedConversation(
  report: { tenantId: string; reportId: string },
  reportKey: CryptoKey | null,
): ConversationEntry[] | null {
  const { messages, decrypted } = useDecryptedMessages(report.reportId, report.tenantId, reportKey);
  if (!decrypted.data) return null;
  // The automatic acknowledgement first, as the board shows it (Polish: the PDF is staff's).
  const acknowledgement = messages.data?.automaticAcknowledgement;
  const all = acknowledgement ? [acknowledgementEntry(acknowledgement, 'pl'), ...decrypted.data] : decrypted.data;
  return all.map((message) => entryOf(message, conversationTexts.undecryptable));
}
