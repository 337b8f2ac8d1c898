/** A single report (the spec's Signal route), loaded as one chunk by the router. */
import { ConversationBoard } from './components/conversation-board.js';
import { ReportPage as ReportScreen, type ConversationSlot } from './components/report-page.js';
import { useDecryptedConversation } from './hooks/use-conversation.js';

export type { ConversationBoardProps, ConversationSlot } from './components/report-page.js';

/** The report page with its conversation board, and the decrypted conversation for the PDF. */
const conversation: ConversationSlot = { Board: ConversationBoard, useDecryptedConversation };

export function ReportPage() {
  return <ReportScreen conversation={conversation} />;
}
