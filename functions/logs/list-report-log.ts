import { listReportLog } from '@shared/contracts/logs/list-report-log.js';
import { LOG_PAGE_SIZE } from '@shared/domain/log.js';
import { listReportLogEntries } from '../data/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { requireVisibleReport } from '../reports/report-access.js';
import { toLogRows } from './log-rows.js';

/** A report's log, for anyone who may open the report (another category's or organisation's: 404). */
export const handler = defineHandler(listReportLog, async ({ params, query, caller }) => {
  const { report } = await requireVisibleReport(caller, params.reportId);
  const page = await listReportLogEntries(report.tenantId, report.reportId, {
    limit: LOG_PAGE_SIZE,
    cursor: query.cursor,
  });
  return { rows: await toLogRows(report.tenantId, page.items), nextCursor: page.nextCursor };
});
