import { sendInboxMessage } from '@shared/contracts/inbox/send-inbox-message.js';
import { byReporter, logEntryWrite } from '../data/audit-log.js';
import { reporterMessageWrites } from '../data/report-messages.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { newMessage, toMessage } from '../reports/conversation.js';
import { inboxIdentifier, requireInboxReport, requireWritable } from './inbox-access.js';

/**
 * The reporter writes: the message, the new-messages marker for staff and a log entry (naming
 * the reporter, never their address) in one transaction; refused on a closed report or an
 * inactive licence.
 */
export const handler = defineHandler(sendInboxMessage, async ({ body, caller }) => {
  const { report, tenant } = await requireInboxReport(caller);
  requireWritable(report, tenant);
  const message = newMessage(report, body, 'reporter');
  await transact([
    ...reporterMessageWrites(report, message),
    logEntryWrite(byReporter(report.tenantId, report.reportId), 'report.message.received', inboxIdentifier(report)),
  ]);
  return toMessage(message);
});
