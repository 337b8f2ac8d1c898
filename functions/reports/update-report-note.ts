import { updateReportNote } from '@shared/contracts/reports/update-report-note.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportNoteTexts } from '@shared/messages/report-notes.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { editReportNoteWrite, getReportNote } from '../data/report-notes.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { forbidden, notFound } from '../lib/http-error.js';
import { mentionedStaff, notifyMentioned } from './note-mentions.js';
import { requireVisibleReport } from './report-access.js';
import { noteView } from './report-notes.js';

/**
 * Only the author edits a note (docs/features.md, "Who may do what"); anyone else gets 403 and
 * nothing changes. The edit's mentions replace the note's; only those it did not mention before
 * are e-mailed.
 */
export const handler = defineHandler(updateReportNote, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const note = await getReportNote(report.tenantId, report.reportId, body.kind, params.noteId);
  if (!note) throw notFound(reportNoteTexts.notFound);
  if (note.authorId !== caller.user.userId) throw forbidden(reportNoteTexts.notAuthor);
  const mentioned = await mentionedStaff(caller, report, visibility, body.mentionedIds);
  const change = {
    text: body.text,
    showInRegister: body.showInRegister,
    updatedAt: new Date().toISOString(),
    mentionedIds: mentioned.map((user) => user.userId),
  };
  const action = body.kind === 'note' ? 'report.note.edited' : 'report.damageNote.edited';
  await transact([
    editReportNoteWrite(note, change),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      action,
      formatReporterIdentifier(report.identifier),
    ),
  ]);
  const before = new Set(note.mentionedIds ?? []);
  await notifyMentioned(
    caller,
    report,
    visibility,
    mentioned.filter((user) => !before.has(user.userId)),
  );
  return noteView({ ...note, ...change });
});
