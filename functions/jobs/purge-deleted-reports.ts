import { listReportPurges } from '../data/reports.js';
import { log, loggedHandler } from '../lib/logger.js';
import { purgeReport } from '../reports/purge-report.js';
import { messageOf } from '../lib/message-of.js';

/**
 * Finishes the purge of deleted reports whose delete request was interrupted after the report
 * left every list (files of every version, child items). Each purge is safe to repeat.
 */
export const handler = loggedHandler(async (): Promise<{ purged: number; failed: number }> => {
  let purged = 0;
  let failed = 0;
  for (const purge of await listReportPurges()) {
    try {
      if ((await purgeReport(purge)).done) purged += 1;
    } catch (error) {
      failed += 1;
      log.error('report purge failed', {
        reportId: purge.reportId,
        error: messageOf(error),
      });
    }
  }
  return { purged, failed };
});
