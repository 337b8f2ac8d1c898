import { deleteEverythingUnder } from '../adapters/s3.js';
import { deleteReportItems, deleteReportPurge, reportObjectKeys, type ReportPurge } from '../data/reports.js';

/**
 * Removes what a deleted report left: its files (every version) and child items, then the purge
 * marker. Each step is safe to repeat, so a retry or the purge job finishes an interrupted one.
 */
export async function purgeReport(purge: Pick<ReportPurge, 'tenantId' | 'reportId'>): Promise<void> {
  await deleteEverythingUnder(reportObjectKeys.prefix(purge.tenantId, purge.reportId));
  await deleteReportItems(purge.tenantId, purge.reportId);
  await deleteReportPurge(purge);
}
