import type { Contract } from '../contract.js';
import { archiveReport } from './archive-report.js';
import { deleteReport } from './delete-report.js';
import { getReportContent } from './get-report-content.js';
import { listRegister } from './list-register.js';
import { listReports } from './list-reports.js';
import { listReportsWithNewMessages } from './list-reports-with-new-messages.js';
import { listReportMessages } from './list-report-messages.js';
import { sendReply } from './send-reply.js';

export { archiveReport, deleteReport, getReportContent, listRegister, listReportMessages, listReports, listReportsWithNewMessages, sendReply };

/** Report lists, the register and the actions on a report. */
export const reportContracts = [
  listReports,
  listReportsWithNewMessages,
  listRegister,
  getReportContent,
  archiveReport,
  deleteReport,
  listReportMessages,
  sendReply,
] as const satisfies readonly Contract[];
