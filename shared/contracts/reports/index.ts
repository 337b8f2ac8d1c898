import type { Contract } from '../contract.js';
import { addReportNote } from './add-report-note.js';
import { archiveReport } from './archive-report.js';
import { completePrivateFileUpload } from './complete-private-file-upload.js';
import { completeReplyFileUpload } from './complete-reply-file-upload.js';
import { deletePrivateFile } from './delete-private-file.js';
import { deleteReport } from './delete-report.js';
import { downloadReportFile } from './download-report-file.js';
import { getReport } from './get-report.js';
import { getReportContent } from './get-report-content.js';
import { listPrivateFiles } from './list-private-files.js';
import { listRegister } from './list-register.js';
import { listReportNotes } from './list-report-notes.js';
import { listReports } from './list-reports.js';
import { listReportsWithNewMessages } from './list-reports-with-new-messages.js';
import { listReportMessages } from './list-report-messages.js';
import { sendReply } from './send-reply.js';
import { startPrivateFileUpload } from './start-private-file-upload.js';
import { startReplyFileUpload } from './start-reply-file-upload.js';
import { moveReport } from './move-report.js';
import { setReportLabel } from './set-report-label.js';
import { setReportHandlers } from './set-report-handlers.js';
import { setReportRedactions } from './set-report-redactions.js';
import { setReportRegister } from './set-report-register.js';
import { markIrrelevantData } from './mark-irrelevant-data.js';
import { unmarkIrrelevantData } from './unmark-irrelevant-data.js';
import { excludeFromReport } from './exclude-from-report.js';
import { readmitToReport } from './readmit-to-report.js';
import { openReport } from './open-report.js';
import { markReportFeedback } from './mark-report-feedback.js';
import { setReportLegalHold } from './set-report-legal-hold.js';
import { clearReportLegalHold } from './clear-report-legal-hold.js';
import { setReportFollowUpEnd } from './set-report-follow-up-end.js';
import { updateReportNote } from './update-report-note.js';
import { startPhoneReport } from './start-phone-report.js';
import { recordPhoneReport } from './record-phone-report.js';
import { writeReportProtocol } from './write-report-protocol.js';

export {
  addReportNote,
  archiveReport,
  completePrivateFileUpload,
  completeReplyFileUpload,
  deletePrivateFile,
  deleteReport,
  downloadReportFile,
  getReport,
  getReportContent,
  listPrivateFiles,
  listRegister,
  listReportNotes,
  listReports,
  listReportMessages,
  listReportsWithNewMessages,
  sendReply,
  startPrivateFileUpload,
  startReplyFileUpload,
  moveReport,
  setReportLabel,
  setReportHandlers,
  setReportRedactions,
  setReportRegister,
  markIrrelevantData,
  unmarkIrrelevantData,
  excludeFromReport,
  readmitToReport,
  openReport,
  markReportFeedback,
  setReportLegalHold,
  clearReportLegalHold,
  setReportFollowUpEnd,
  updateReportNote,
  startPhoneReport,
  recordPhoneReport,
  writeReportProtocol,
};

/** Report lists, the register and the actions on a report. */
export const reportContracts = [
  listReports,
  listReportsWithNewMessages,
  listRegister,
  getReport,
  getReportContent,
  openReport,
  markReportFeedback,
  setReportLegalHold,
  clearReportLegalHold,
  setReportFollowUpEnd,
  moveReport,
  setReportLabel,
  setReportHandlers,
  setReportRedactions,
  setReportRegister,
  markIrrelevantData,
  unmarkIrrelevantData,
  excludeFromReport,
  readmitToReport,
  archiveReport,
  deleteReport,
  listReportMessages,
  sendReply,
  startReplyFileUpload,
  completeReplyFileUpload,
  listReportNotes,
  addReportNote,
  updateReportNote,
  downloadReportFile,
  listPrivateFiles,
  startPrivateFileUpload,
  completePrivateFileUpload,
  deletePrivateFile,
  startPhoneReport,
  recordPhoneReport,
  writeReportProtocol,
] as const satisfies readonly Contract[];
