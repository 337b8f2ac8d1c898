import { archiveReport } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { canArchive, reportState } from '@shared/domain/report.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { archiveReportWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { requireVisibleReport } from './report-access.js';

/** ZARCHIWIZUJ: open → archived, with the counts and a log entry in one transaction. */
export const handler = defineHandler(archiveReport, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (!canArchive(report.state)) {
    throw conflict(report.state === reportState.new ? reportTexts.archiveNew : reportTexts.alreadyArchived);
  }
  const archivedAt = new Date().toISOString();
  const identifier = formatReporterIdentifier(report.identifier);
  await transact([
    ...archiveReportWrites(report, archivedAt),
    logEntryWrite({ ...byStaff(caller), reportId: report.reportId }, 'report.archived', identifier),
  ]);
  return { archivedAt };
});
