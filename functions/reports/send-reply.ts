import { sendReply } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { staffReplyWrites } from '../data/report-messages.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { newMessage, toStaffMessage } from './conversation.js';
import { requireReplyableReport } from './reply-access.js';

/**
 * A reply to the reporter: the message, the report's reply count and a log entry in one
 * transaction. Only with canResponse for the report's category; a closed report takes none.
 */
export const handler = defineHandler(sendReply, async ({ params, body, caller }) => {
  const report = await requireReplyableReport(caller, params.reportId);
  const message = newMessage(report, body, { staffUserId: caller.user.userId, staffUserName: caller.user.name });
  await transact([
    ...staffReplyWrites(report, message),
    logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.reply.sent', formatReporterIdentifier(report.identifier)),
  ]);
  return toStaffMessage(message);
});
