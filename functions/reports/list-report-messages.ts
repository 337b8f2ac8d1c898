import { listReportMessages } from '@shared/contracts/reports/list-report-messages.js';
import { staffUserType } from '@shared/domain/staff-user.js';
import { DataError } from '../data/data-error.js';
import { clearNewMessagesWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { automaticAcknowledgementOf, conversationOf, toStaffMessage } from './conversation.js';
import { requireVisibleReport } from './report-access.js';

/**
 * The conversation of a report the caller may see. Reading it takes the report out of
 * 'Wiadomości' (an auditor's reading does not: the people who handle the report have not read it).
 */
export const handler = defineHandler(listReportMessages, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const [messages, automaticAcknowledgement] = await Promise.all([
    conversationOf(report),
    automaticAcknowledgementOf(report),
  ]);
  if (caller.user.type !== staffUserType.auditor) {
    // A report changed meanwhile keeps its marker until the next reading; the reading itself succeeds.
    await transact(clearNewMessagesWrites(report)).catch((error: unknown) => {
      if (!(error instanceof DataError)) throw error;
    });
  }
  return {
    messages: messages.map(({ message, files }) => toStaffMessage(message, files)),
    automaticAcknowledgement,
  };
});
