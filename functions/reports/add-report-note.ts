import { addReportNote } from '@shared/contracts/reports/add-report-note.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { newReportNoteWrite, reportExistsCheck, type ReportNoteRecord } from '../data/report-notes.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { mentionedStaff, notifyMentioned } from './note-mentions.js';
import { requireVisibleReport } from './report-access.js';
import { noteView } from './report-notes.js';

/**
 * A note (or property-damage note) and its log entry in one transaction; then the staff it
 * mentions are e-mailed (note-mentions.ts), a mention of anyone who does not see the report being
 * refused before anything is written.
 */
export const handler = defineHandler(addReportNote, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const mentioned = await mentionedStaff(caller, report, visibility, body.mentionedIds);
  const now = new Date().toISOString();
  const note: ReportNoteRecord = {
    tenantId: report.tenantId,
    reportId: report.reportId,
    noteId: body.noteId,
    kind: body.kind,
    text: body.text,
    showInRegister: body.showInRegister,
    authorId: caller.user.userId,
    authorName: caller.user.name,
    createdAt: now,
    updatedAt: now,
    ...(mentioned.length ? { mentionedIds: mentioned.map((user) => user.userId) } : {}),
  };
  const action = body.kind === 'note' ? 'report.note.added' : 'report.damageNote.added';
  await transact([
    reportExistsCheck(report.tenantId, report.reportId),
    newReportNoteWrite(note),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      action,
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  await notifyMentioned(caller, report, visibility, mentioned);
  return noteView(note);
});
