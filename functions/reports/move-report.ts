import { moveReport } from '@shared/contracts/reports/move-report.js';
import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportTexts } from '@shared/messages/reports.js';
import { byStaff, logEntryWrite } from '../data/audit-log.js';
import { moveReportWrites } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { defineHandler } from '../lib/handler.js';
import { notFound } from '../lib/http-error.js';
import { requireVisibleReport } from './report-access.js';

/**
 * Moves a report to another category. Both must be the caller's to see: the report (else 404)
 * and the target category (else 404, as if it did not exist). Moving to its own category changes
 * nothing.
 */
export const handler = defineHandler(moveReport, async ({ params, body, caller }) => {
  const { report, visibility } = await requireVisibleReport(caller, params.reportId);
  const target = visibility.categories.find((category) => category.categoryId === body.categoryId);
  if (!target) throw notFound(reportTexts.categoryNotFound);
  if (target.categoryId === report.categoryId) return { categoryId: target.categoryId, categoryName: target.name };
  await transact([
    ...moveReportWrites(report, { categoryId: target.categoryId, name: target.name }),
    logEntryWrite(
      { ...byStaff(caller), reportId: report.reportId },
      'report.moved',
      formatReporterIdentifier(report.identifier),
      target.name,
    ),
  ]);
  return { categoryId: target.categoryId, categoryName: target.name };
});
