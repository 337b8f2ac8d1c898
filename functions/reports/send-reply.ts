import { sendReply } from '@shared/contracts/reports/send-reply.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { getReplyNotice, replyDueWrite } from '../data/reply-notices.js';
import { staffReplyWrites, type MessageRecord } from '../data/report-messages.js';
import { isFirstFeedbackRace, type ReportRecord } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { newMessage, toStaffMessage } from './conversation.js';
import { requireReplyableReport } from './reply-access.js';

/**
 * A reply to the reporter: the message, the report's reply count and a log entry in one
 * transaction. Only with canResponse for the report's category; a closed report takes none.
 * A reply marked as the feedback records it (the Act's 3-month term); a plain one does not.
 * When the reporter asked for a notice of replies, the report is marked due for the notifier job
 * in the same transaction (docs/security.md §6.7).
 */
export const handler = defineHandler(sendReply, async ({ params, body, caller }) => {
  const report = await requireReplyableReport(caller, params.reportId);
  const message: MessageRecord = {
    ...newMessage(report, body, { staffUserId: caller.user.userId, staffUserName: caller.user.name }),
    ...(body.feedback ? { feedback: true as const } : {}),
  };
  const notice = await getReplyNotice(report.tenantId, report.reportId);
  const send = (seen: ReportRecord) =>
    transact([
      ...staffReplyWrites(seen, message),
      ...(notice ? [replyDueWrite(seen.tenantId, seen.reportId, message.sentAt)] : []),
      logEntryWrite(
        { ...byStaff(caller), reportId: seen.reportId },
        body.feedback ? 'report.reply.feedback' : 'report.reply.sent',
        formatReporterIdentifier(seen.identifier),
      ),
    ]);
  try {
    await send(report);
  } catch (error) {
    // Another reply was the first feedback a moment earlier: this one is a later reply.
    if (!isFirstFeedbackRace(error)) throw error;
    await send(await requireReplyableReport(caller, params.reportId));
  }
  return toStaffMessage(message);
});
