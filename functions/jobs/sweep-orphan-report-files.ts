import { deleteEverythingUnder, listObjectsUnder } from '../adapters/s3.js';
import { objectKeys } from '../data/object-keys.js';
import { reportExists } from '../data/reports.js';
import { log } from '../lib/logger.js';

/**
 * Longer than any finalise can take to commit after copying its files (a slot lives an hour), so
 * the copies of a finalise still in flight are never taken for orphans.
 */
export const ORPHAN_GRACE_MS = 24 * 3600 * 1000;

/**
 * Removes report files no report refers to: copies a finalise made under `reports/` before a
 * crash or a refusal kept its transaction from committing (the reporter then retries into the
 * same keys, or gives up). A report's files go only when its item does not exist and the newest
 * of them is older than the grace period. Safe to repeat.
 */
export async function handler(event: { now?: string } = {}): Promise<{ removed: number; kept: number }> {
  const horizon = (event.now ? Date.parse(event.now) : Date.now()) - ORPHAN_GRACE_MS;
  const newest = new Map<string, { tenantId: string; reportId: string; lastModified: number }>();
  for await (const object of listObjectsUnder(objectKeys.allReportFiles)) {
    const report = objectKeys.reportOfFile(object.key);
    if (!report) continue;
    const prefix = objectKeys.reportFiles(report.tenantId, report.reportId);
    const seen = newest.get(prefix);
    newest.set(prefix, { ...report, lastModified: Math.max(seen?.lastModified ?? 0, object.lastModified.getTime()) });
  }
  let removed = 0;
  let kept = 0;
  for (const [prefix, report] of newest) {
    if (report.lastModified > horizon || (await reportExists(report.tenantId, report.reportId))) {
      kept += 1;
      continue;
    }
    await deleteEverythingUnder(prefix);
    log.info('orphan report files removed', { reportId: report.reportId });
    removed += 1;
  }
  return { removed, kept };
}
