import { archiveReport } from '@shared/contracts/index.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { reportAuditTexts, reportTexts } from '@shared/messages/reports.js';
import { logEntryWrite } from '../data/audit-log.js';
import { archiveReportWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { conflict } from '../lib/http-error.js';
import { requireVisibleReport } from './report-access.js';

/** ZARCHIWIZUJ: open → archived, with the counts and a log entry in one transaction. */
export const handler = defineHandler(archiveReport, async ({ params, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  if (report.state === reportState.new) throw conflict(reportTexts.archiveNew);
  if (report.state === reportState.archived) throw conflict(reportTexts.alreadyArchived);
  const archivedAt = new Date().toISOString();
  const identifier = formatReporterIdentifier(report.identifier);
  await transact([
    ...archiveReportWrites(report, archivedAt),
    logEntryWrite(caller.tenant.tenantId, {
      userId: caller.user.userId,
      userName: caller.user.name,
      action: 'report.archived',
      text: reportAuditTexts.archived(identifier),
      reportId: report.reportId,
      clientIp: caller.clientIp,
    }),
  ]);
  return { archivedAt };
});
