import type { Contract } from '../contract.js';
import { archiveReport } from './archive-report.js';
import { deleteReport } from './delete-report.js';
import { getReportContent } from './get-report-content.js';
import { listRegister } from './list-register.js';
import { listReports } from './list-reports.js';
import { listReportsWithNewMessages } from './list-reports-with-new-messages.js';

export { archiveReport, deleteReport, getReportContent, listRegister, listReports, listReportsWithNewMessages };

/** Report lists, the register and the actions on a report. */
export const reportContracts = [
  listReports,
  listReportsWithNewMessages,
  listRegister,
  getReportContent,
  archiveReport,
  deleteReport,
] as const satisfies readonly Contract[];
