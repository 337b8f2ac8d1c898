import { deleteEverythingUnder } from '../adapters/s3.js';
import { objectKeys } from '../data/object-keys.js';
import { deleteReportItems, deleteReportPurge, type ReportPurge } from '../data/reports.js';

/**
 * Removes what a deleted report left: its files and forwarded bundles (every version) and child items, then the purge
 * marker. Each step is safe to repeat, so a retry or the purge job finishes an interrupted one.
 * A staff request's role may only hide file versions: its marker then stays for the purge job,
 * whose role alone removes versions for good.
 */
export async function purgeReport(purge: Pick<ReportPurge, 'tenantId' | 'reportId'>): Promise<{ done: boolean }> {
  const files = await deleteEverythingUnder(objectKeys.reportFiles(purge.tenantId, purge.reportId));
  // Bundles forwarded to authorities go with the report (their shares then answer 404).
  const bundles = await deleteEverythingUnder(objectKeys.forwardBundlesOf(purge.tenantId, purge.reportId));
  const versionsRemain = files.versionsRemain || bundles.versionsRemain;
  await deleteReportItems(purge.tenantId, purge.reportId);
  if (versionsRemain) return { done: false };
  await deleteReportPurge(purge);
  return { done: true };
}
