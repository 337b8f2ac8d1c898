import { formatReporterIdentifier } from '@shared/crypto/reporter-secrets.js';
import { reportState } from '@shared/domain/report.js';
import { followUpEndDay, isPastRetention, retentionReceivedBefore } from '@shared/domain/retention.js';
import { auditActorNames } from '@shared/messages/audit.js';
import { logEntryWrite } from '../data/audit-log.js';
import { listArchivedReceivedBefore } from '../data/report-lists.js';
import { deleteReportWrites, getReportRecord } from '../data/reports.js';
import { transact } from '../data/transact.js';
import { log } from '../lib/logger.js';
import { organisationWorker } from '../lib/organisation-jobs.js';
import { purgeReport } from '../reports/purge-report.js';
import { messageOf } from '../lib/message-of.js';

/**
 * Retention (the Act: 3 years after the end of the year follow-up ended: the day recorded, else
 * the archiving's), for one organisation: every closed report past it is deleted as USUŃ deletes one (lists, counts, identifier, files,
 * child items) and the organisation's log says so; a report on legal hold stays. Safe to repeat:
 * a redelivered message finds the deleted reports gone, and a concurrent run's delete fails its
 * condition (its log entry with it, in the same transaction).
 */
export async function organisationJob(
  tenantId: string,
  now: Date,
): Promise<{ purged: number; held: number; failed: number }> {
  const totals = { purged: 0, held: 0, failed: 0 };
  for (const row of await listArchivedReceivedBefore(tenantId, retentionReceivedBefore(now))) {
    // The day follow-up ended may be recorded on the report (not on its list row): read it.
    const report = await getReportRecord(tenantId, row.reportId);
    if (!report || report.state !== reportState.archived) continue;
    const endDay = followUpEndDay(report);
    if (!endDay || !isPastRetention(endDay, now)) continue;
    if (report.legalHold) {
      totals.held += 1;
      continue;
    }
    try {
      await transact([
        ...deleteReportWrites(report, now.toISOString()),
        logEntryWrite(
          { tenantId, actor: { userId: null, userName: auditActorNames.system }, reportId: report.reportId },
          'report.retention.purged',
          formatReporterIdentifier(report.identifier),
        ),
      ]);
      await purgeReport(report);
      totals.purged += 1;
    } catch (error) {
      // A hold set meanwhile refuses the delete; a purge cut short is finished by the purge job.
      totals.failed += 1;
      log.error('retention purge failed', {
        reportId: report.reportId,
        error: messageOf(error),
      });
    }
  }
  return totals;
}

/** The worker: one organisation per message of the job's queue (functions/lib/organisation-jobs.ts). */
export const handler = organisationWorker(organisationJob);
