import { listReportNotes } from '@shared/contracts/reports/list-report-notes.js';
import { listReportNotes as listNotes } from '../data/report-notes.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from './report-access.js';
import { noteView } from './report-notes.js';

export const handler = defineHandler(listReportNotes, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const [notes, damageNotes] = await Promise.all([
    listNotes(report.tenantId, report.reportId, 'note'),
    listNotes(report.tenantId, report.reportId, 'damage'),
  ]);
  return { notes: notes.map(noteView), damageNotes: damageNotes.map(noteView) };
});
