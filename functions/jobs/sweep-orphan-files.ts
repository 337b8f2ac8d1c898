import { deleteEverythingUnder, deleteObject, listObjectsUnder } from '../adapters/s3.js';
import { getCategoryFile } from '../data/categories.js';
import { objectKeys } from '../data/object-keys.js';
import { reportExists } from '../data/reports.js';
import { log, loggedHandler } from '../lib/logger.js';
import { DAY } from '@shared/domain/time.js';

/**
 * Longer than any finalise or attachment upload can take to commit after copying its files (a
 * slot lives an hour), so the copies of a commit still in flight are never taken for orphans.
 */
export const ORPHAN_GRACE_MS = DAY;

/**
 * Removes files no item refers to: copies a finalise made under `reports/`, or an attachment
 * upload under `categories/`, before a crash or a refusal kept its transaction from committing.
 * A file goes only when the newest object of its report (or the attachment itself) is older than
 * the grace period and nothing in the table refers to it. Safe to repeat.
 */
export const handler = loggedHandler(
  async (event: { now?: string } = {}): Promise<{ removed: number; kept: number }> => {
    const horizon = (event.now ? Date.parse(event.now) : Date.now()) - ORPHAN_GRACE_MS;
    const reports = await sweepReportFiles(horizon);
    const attachments = await sweepCategoryFiles(horizon);
    return { removed: reports.removed + attachments.removed, kept: reports.kept + attachments.kept };
  },
);

async function sweepReportFiles(horizon: number) {
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

async function sweepCategoryFiles(horizon: number) {
  let removed = 0;
  let kept = 0;
  for await (const object of listObjectsUnder(objectKeys.allCategoryFiles)) {
    const file = objectKeys.categoryFileOf(object.key);
    if (!file) continue;
    const item =
      object.lastModified.getTime() > horizon
        ? null
        : await getCategoryFile(file.tenantId, file.categoryId, file.fileId);
    if (object.lastModified.getTime() > horizon || (item?.state === 'ready' && item.s3Key === object.key)) {
      kept += 1;
      continue;
    }
    await deleteObject(object.key);
    log.info('orphan category attachment removed', { categoryId: file.categoryId, fileId: file.fileId });
    removed += 1;
  }
  return { removed, kept };
}
